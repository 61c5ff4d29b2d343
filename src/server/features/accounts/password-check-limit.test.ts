import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 39, finding 6: a stolen session could try 45 passwords and then find the right one.
describe('password checks of a signed-in account', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (url: string, body: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { cookie: customer.cookie }, payload: body });

  it('answers 429 after 5 wrong passwords an hour, the right one included, across both endpoints', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await check('/api/auth/verify-password', { password: `wrong ${i}` }, '203.0.113.7')).statusCode);
    }
    for (let i = 0; i < 2; i++) {
      const body = { currentPassword: `wrong ${i}`, newPassword: 'a new long password' };
      statuses.push((await check('/api/auth/change-password', body, '203.0.113.7')).statusCode);
    }
    expect(statuses.every((s) => s >= 400 && s < 500 && s !== 429)).toBe(true);
    const right = await check('/api/auth/verify-password', { password: customer.password }, '203.0.113.7');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('counts the session across addresses, so a stolen cookie cannot spread its guesses', async () => {
    const elsewhere = await check('/api/auth/verify-password', { password: customer.password }, '198.51.100.9');
    expect(elsewhere.statusCode).toBe(429);
  });
});
