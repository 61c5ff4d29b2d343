import http from 'node:http';
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
      env: {
        DATA_DIR: path.join(os.tmpdir(), `ligpit-login-rl-${process.pid}`),
        RATE_LIMIT_ALLOW: '10.9.9.9',
        // The real-socket tests below name their client in X-Forwarded-For.
        TRUST_PROXY: '1',
      },
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
      key: 'accounts.tooManySignInsMinutes',
      params: { minutes: 15 },
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

  describe('cannot be walked around by spelling the path differently (issue 13)', () => {
    // Over a real socket: app.inject resolves dot segments before the app sees the URL, a client
    // on the network does not have to.
    let base: URL;
    beforeAll(async () => {
      base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    });
    const attemptAt = (url: string, email: string, password: string, client: string) =>
      rawPost(base, url, { email, password }, { 'x-forwarded-for': client, origin: t.config.publicUrl });

    // Paths that need resolving never reach Better Auth, which would resolve them and sign in.
    it.each([
      '/api/auth/x/../sign-in/email',
      '/api/auth/x/%2e%2e/sign-in/email',
      '/api/auth/x/%2E%2E/sign-in/email',
      '/api/auth/./sign-in/email',
      '/api/auth/sign-in%2Femail',
      '/api/auth/sign-in%2femail',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/%65mail',
    ])('refuses %s with 400 before Better Auth sees it, even with the right password', async (url) => {
      const user = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      const res = await attemptAt(url, user.email, user.password, '10.3.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'BAD_REQUEST' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('counts case, trailing-slash and query-string spellings against the same account', async () => {
      const user = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      const spellings = [
        '/api/auth/sign-in/email/',
        '/api/auth/sign-in/email?x=1',
        '/api/auth/sign-in/email/?a=../b',
        '/api/auth/SIGN-IN/EMAIL',
        '/api/auth/Sign-In/email',
      ];
      for (let i = 0; i < 10; i++) {
        const res = await attemptAt(spellings[i % spellings.length]!, user.email, 'wrong password!', `10.4.0.${i + 1}`);
        // Better Auth answers what it knows (401) or does not (404); either way the attempt counted.
        expect([401, 404]).toContain(res.statusCode);
      }
      const blocked = await attemptAt('/api/auth/sign-in/email', user.email, user.password, '10.4.1.1');
      expect(blocked.statusCode).toBe(429);
    });

    it('a locked account stays locked under every spelling', async () => {
      const user = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      for (let i = 0; i < 10; i++) {
        const res = await attemptAt('/api/auth/sign-in/email', user.email, 'wrong password!', `10.5.0.${i + 1}`);
        expect(res.statusCode).toBe(401);
      }
      for (const url of [
        '/api/auth/sign-in/email',
        '/api/auth/sign-in/email/',
        '/api/auth/sign-in/email?x=1',
        '/api/auth/SIGN-IN/email',
        '/api/auth/x/../sign-in/email',
        '/api/auth/sign-in%2Femail',
      ]) {
        const res = await attemptAt(url, user.email, user.password, '10.5.1.1');
        expect([400, 429], url).toContain(res.statusCode);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    });

    it('counts the addresses of one IPv6 /64 as one client', async () => {
      for (let i = 0; i < 30; i++) {
        const res = await attempt(`v6-${i}@example.ph`, 'wrong password!', `2001:db8:7:7::${(i + 1).toString(16)}`);
        expect(res.statusCode).toBe(401);
      }
      expect((await attempt('v6-x@example.ph', 'wrong password!', '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
      expect((await attempt('v6-x@example.ph', 'wrong password!', '2001:db8:7:8::1')).statusCode).toBe(401);
      // 32 sign-ins, each hashing a password: 4 s on a quiet machine, over 30 s on a busy one.
    }, 120_000);
  });
});

/** A POST whose path goes on the wire exactly as written (fetch and inject would resolve it first). */
function rawPost(
  base: URL,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; json: () => Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
