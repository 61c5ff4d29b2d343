import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/server/db/schema.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';

// Issue 28: liveness and readiness. Photo storage here is a real S3-compatible server (s3rver) on
// loopback, stopped and started again on the same port.

const bucket = 'ligpit-ready';

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  let s3: S3rver;
  let port: number;
  let dir: { path: string; remove(): Promise<void> };

  const startS3 = async (onPort: number) => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: onPort,
      silent: true,
      directory: dir.path,
      configureBuckets: [{ name: bucket }],
    });
    return (await s3.run()).port;
  };

  beforeAll(async () => {
    dir = await makeTempDir('ligpit-s3-');
    port = await startS3(0);
    t = await createTestApp({
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_REGION: 'us-east-1',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close().catch(() => {});
    await dir.remove();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers liveness without touching anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database and the photo storage answer', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', db: 'ok', storage: 'ok', outbox: 'off', outboxWaitSeconds: 0 });
  });

  it('answers 503 while the photo storage is unreachable, and 200 once it is back', async () => {
    await s3.close();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not-ready', db: 'ok', storage: 'down' });
    // The old answer stays as it was (compatibility): it checks the database only.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await startS3(port);
    const up = await ready();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ready', storage: 'ok' });
  });

  it('answers 503 when a due message has waited longer than the threshold for a worker', async () => {
    await t.database.db.insert(notifications).values({
      channel: 'sms',
      recipient: '+639185550199',
      template: 'test',
      body: 'test',
      idempotencyKey: `ready-test-${Date.now()}`,
      createdAt: sql`now() - interval '20 minutes'`,
      nextAttemptAt: sql`now() - interval '10 minutes'`,
    });
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', outbox: 'behind' });
    expect(res.json().outboxWaitSeconds).toBeGreaterThanOrEqual(600);
    await t.database.db.update(notifications).set({ status: 'sent' });
    expect((await ready()).statusCode).toBe(200);
  });

  it('keeps answering during maintenance, and is never rate limited', async () => {
    const m = await createTestApp({
      env: { MAINTENANCE_MODE: '1' },
      deps: { database: { ...t.database, close: async () => {} } },
    });
    try {
      for (let i = 0; i < 200; i++) {
        const res = await m.app.inject({ method: 'GET', url: i % 2 ? '/api/health/live' : '/api/health/ready' });
        expect(res.statusCode).toBe(200);
      }
      const metrics = await m.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
    } finally {
      await m.app.close();
    }
  });
});
