import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableDependency } from '#src/server/lib/unavailable.ts';
import { makeJpeg } from '#src/server/test/images.ts';
import { freePort } from '#src/server/test/server-process.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadPhoto } from '#src/server/test/uploads.ts';

// Issue 39: a dependency that does not answer is not a bug of ours. The API answers 503 with
// Retry-After, so a person's browser (and a load balancer) waits and tries again, never a 500.
describe('the bucket not answering', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on this port: the bucket is down.
    t = await createTestApp({
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_REGION: 'us-east-1',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers an upload with 503, Retry-After and the catalogue’s text, not a 500', async () => {
    const res = await uploadPhoto(t.app, await makeJpeg(320, 240));
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ error: 'UNAVAILABLE', key: 'core.unavailable' });
  });

  it('says not ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', storage: 'down' });
  });
});

describe('which failures are a database that does not answer', () => {
  it('knows PostgreSQL shutting down, a refused connection and a dropped one, also as a cause', () => {
    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(unavailableDependency(shuttingDown)).toBe('database');
    expect(unavailableDependency(new Error('Failed query', { cause: shuttingDown }))).toBe('database');
    expect(unavailableDependency(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe('database');
    expect(unavailableDependency(new Error('Connection terminated unexpectedly'))).toBe('database');
  });

  it('leaves the request’s own faults and our bugs alone', () => {
    expect(unavailableDependency(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(unavailableDependency(new TypeError('x is undefined'))).toBeUndefined();
  });
});
