import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

describe('health and the HTTP shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp({
      deps: {
        database: {
          ...t.database,
          ping: () => Promise.reject(new Error('down')),
          close: async () => {},
        },
      },
    });
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    await broken.app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
  });

  it('answers unknown API paths with a 404 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('sends pages a content security policy and the usual security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/who-we-are' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    // Issue 37: "Use my location" on the address forms, for this site only.
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(res.headers['permissions-policy']).not.toContain('geolocation=("');
  });

  it('sends API answers the strict REST header set, errors included', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['permissions-policy']).toBeUndefined();
    }
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });
});

describe('maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAINTENANCE_MODE: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers API calls with 503 and Retry-After', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/track/ABCD1234' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.json()).toMatchObject({ error: 'MAINTENANCE' });
    // Answered before the route, yet with the API's security headers and its request id.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps the health check answering', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('redirects every page to /site-upgrading', async () => {
    for (const url of ['/', '/track', '/admin-dashboard?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/site-upgrading');
    }
  });
});
