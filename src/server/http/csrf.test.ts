import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

describe('CSRF protection of state-changing API calls', () => {
  let t: TestApp;
  let staff: TestUser;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-csrf-${process.pid}`), PUBLIC_URL: 'https://ligpit.ph' },
    });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const s = await insertSubmission(t.database.db);
    url = `/api/admin/submissions/${s.trackingNumber}/notes`;
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: staff.cookie, ...headers }, payload: { notes: 'ok' } });

  it('accepts the site itself (PUBLIC_URL), same host, and clients that send no Origin', async () => {
    expect((await save({ origin: 'https://ligpit.ph', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await save({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await save({ origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).toBe(200);
    expect((await save({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await save({})).statusCode).toBe(200);
  });

  it('refuses another site, a same-site subdomain and an opaque origin with 403', async () => {
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'https://shop.ligpit.ph', 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const res = await save(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'This request came from another site and was blocked.',
        key: 'core.offSite',
      });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('guards the sign-in endpoint too, and leaves reads alone', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: staff.email, password: staff.password },
    });
    expect(signIn.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: staff.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
