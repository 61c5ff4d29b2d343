import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { isNoStorePath, securityHeaders } from './security-headers.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('content security policy', () => {
  it('lets no inline or evaluated script run on our pages', () => {
    for (const https of [true, false]) {
      const policy = directives(securityHeaders({ https })['content-security-policy']!);
      const scripts = policy.get('script-src') ?? policy.get('default-src');
      expect(scripts).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
    }
  });
});

describe('Cache-Control: no-store on staff, account and auth answers', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let staff: TestUser;

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-headers-');
    t = await createTestApp({ env: { DATA_DIR: dataDir.path } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('matches by path prefix, not by lookalikes', () => {
    for (const path of [
      '/api/admin',
      '/api/admin/stats',
      '/api/me',
      '/api/me/profile',
      '/api/auth/get-session',
      '/api/auth/*',
    ]) {
      expect(isNoStorePath(path), path).toBe(true);
    }
    for (const path of ['/api/administrator', '/api/meals', '/api/track/ABCD1234', '/api/health', '/admin']) {
      expect(isNoStorePath(path), path).toBe(false);
    }
  });

  it('is on every staff answer: success, refusal, validation error, unknown path, bad URL', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: staff.cookie } }),
      t.app.inject({ method: 'GET', url: '/api/admin/stats' }),
      t.app.inject({ method: 'GET', url: '/api/admin/submissions?page=0', headers: { cookie: staff.cookie } }),
      t.app.inject({ method: 'GET', url: '/api/admin/no-such-thing', headers: { cookie: staff.cookie } }),
      t.app.inject({ method: 'GET', url: '/api/admin/submissions/%E0%A4%A', headers: { cookie: staff.cookie } }),
      // The router decodes escapes: this reaches the staff statistics.
      t.app.inject({ method: 'GET', url: '/api/%61dmin/stats', headers: { cookie: staff.cookie } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 400, 404, 400, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is on every auth answer, the session included', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: staff.cookie } }),
      t.app.inject({ method: 'GET', url: '/api/auth/get-session' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: staff.email, password: 'wrong password' },
      }),
      // Better Auth's own sign-up is closed (POST /api/accounts/sign-up registers); its refusal too.
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Maria Clara', email: 'maria@example.ph', password: 'correct horse battery' },
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 400]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is on /api/me answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: staff.cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves other answers to set their own', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
    const track = await t.app.inject({ method: 'GET', url: '/api/track/ABCD1234' });
    expect(track.headers['cache-control']).toBe('private, no-store');
  });
});
