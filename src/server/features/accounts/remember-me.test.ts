import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signIn, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

describe('"Remember me" on the admin login', () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-remember-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionCookie = (setCookie: string | string[] | undefined) =>
    ([] as string[]).concat(setCookie ?? []).find((c) => c.includes('session_token='));

  it('checked: a long-lived cookie (30 days)', async () => {
    const { res } = await signIn(t.app, staff.email, staff.password, { rememberMe: true });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('unchecked: a browser-session cookie (no Max-Age, no Expires) that still signs in', async () => {
    const { res, cookie } = await signIn(t.app, staff.email, staff.password, { rememberMe: false });
    expect(res.statusCode).toBe(200);
    const session = sessionCookie(res.headers['set-cookie']);
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Max-Age/i);
    expect(session).not.toMatch(/Expires/i);

    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(stats.statusCode).toBe(200);
  });
});
