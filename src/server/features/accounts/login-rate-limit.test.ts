import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

describe('sign-in rate limit', () => {
  let t: TestApp;
  let victim: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-login-rl-${process.pid}`), RATE_LIMIT_ALLOW: '10.9.9.9' },
    });
    victim = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, payload: { email, password } });

  it('locks an account after 10 attempts in 15 minutes, from any address, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt(victim.email, 'wrong password!', `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt(victim.email.toUpperCase(), victim.password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

    // Another account from another address is unaffected.
    const other = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const ok = await attempt(other.email, other.password, '10.0.2.1');
    expect(ok.statusCode).toBe(200);
  });

  it('limits one address to 30 attempts in 15 minutes across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await attempt(`nobody${i}@example.ph`, 'wrong password!', '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt('nobody-else@example.ph', 'wrong password!', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await attempt('nobody-else@example.ph', 'wrong password!', '10.1.0.2');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('does not count other auth endpoints, and skips addresses in RATE_LIMIT_ALLOW', async () => {
    for (let i = 0; i < 35; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: '10.2.0.1' });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 12; i++) {
      const res = await attempt('bench@example.ph', 'wrong password!', '10.9.9.9');
      expect(res.statusCode).toBe(401);
    }
  });
});
