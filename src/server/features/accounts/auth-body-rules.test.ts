import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 26 (low finding): update-user answered {"name": null} with a 500 and stored {}, [1,2] and
// 60,000 characters as "[object Object]", "1,2" and the text. A name is a string, trimmed, 1–100.
describe('POST /api/auth/update-user', () => {
  let t: TestApp;
  let me: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    me = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana Reyes' });
  });
  afterAll(async () => {
    await t.close();
  });
  const update = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: me.cookie, origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const storedName = async () => (await t.database.db.select().from(user).where(eq(user.id, me.id)))[0]!.name;

  it.each([
    ['null', null],
    ['an object', {}],
    ['an array', [1, 2]],
    ['a number', 42],
    ['60,000 characters', 'x'.repeat(60_000)],
    ['101 characters', 'x'.repeat(101)],
    ['only spaces', '   '],
  ])('refuses a name that is %s with a 400, and stores nothing', async (_, name) => {
    const res = await update({ name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('VALIDATION');
    expect(await storedName()).toBe('Ana Reyes');
  });

  it('refuses fields update-user does not change', async () => {
    for (const payload of [{ role: 'admin' }, { email: 'x@example.ph' }, { banned: false }]) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('stores a good name trimmed', async () => {
    const res = await update({ name: '  Ana Marie Reyes  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedName()).toBe('Ana Marie Reyes');
  });
});
