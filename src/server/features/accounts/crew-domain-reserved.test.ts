import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#src/server/db/schema.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { crewSignInEmail } from '#src/shared/accounts/crew-login.ts';
import { signUpBody } from './test-sign-up.ts';

// Issue 39, finding 8: a stranger could sign up as 639171234567@crew.ligpit.invalid before staff
// made that crew member's login.
describe('the crew login domain at public sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const squat = crewSignInEmail('0917 123 4567');
  const accountsOf = (email: string) => t.database.db.select().from(user).where(eq(user.email, email));

  it('refuses it on the sign-up form’s API with "Please enter a valid email address", and writes nothing', async () => {
    for (const email of [squat, squat.toUpperCase(), 'someone@sub.crew.ligpit.invalid']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: signUpBody({ email }) });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', message: 'Please enter a valid email address' });
    }
    expect(await accountsOf(squat)).toEqual([]);
  });

  it('refuses it on Better Auth’s own sign-up endpoint too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: squat, password: 'a long password', name: 'Squatter' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', key: 'accounts.emailInvalid' });
    expect(await accountsOf(squat)).toEqual([]);
  });
});
