import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signIn, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 11: signing in failed with "Invalid origin" anywhere but http://localhost:PORT. A browser
// sends the page's origin and the host it reached; each pair below is one way of opening the app.
describe('where sign-in works from', () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PORT: '3000', PUBLIC_URL: 'https://ligpit.example', TRUSTED_ORIGINS: 'http://192.168.1.20:3000' },
    });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (origin: string, host: string) =>
    signIn(t.app, staff.email, staff.password, { headers: { origin, host, 'sec-fetch-site': 'same-origin' } });

  it.each([
    ['http://localhost:3000', 'localhost:3000'],
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['https://ligpit.example', 'ligpit.example'],
    // A phone on the LAN, named in TRUSTED_ORIGINS.
    ['http://192.168.1.20:3000', '192.168.1.20:3000'],
  ])('signs in from %s', async (origin, host) => {
    const { res, cookie } = await from(origin, host);
    expect(res.statusCode, res.body).toBe(200);
    expect(cookie).toContain('session_token');
  });

  it('still refuses another site, and a LAN address nobody trusted', async () => {
    for (const [origin, host] of [
      ['https://evil.example', 'localhost:3000'],
      ['http://192.168.1.99:3000', 'localhost:3000'],
    ] as const) {
      const { res, cookie } = await from(origin, host);
      expect(res.statusCode, origin).toBe(403);
      expect(cookie).not.toContain('session_token');
    }
  });
});
