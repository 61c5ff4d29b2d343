import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#src/server/test/server-process.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { redisDownMessage } from './rate-limit-fallback.ts';

// Issue 39: REDIS_URL set, and Redis not answering (stopped, restarting, unreachable). The limits are
// counted in this instance meanwhile, never dropped, and never a 500; the log says so once.
describe('rate limits while Redis does not answer', () => {
  let t: TestApp;
  let redis: Redis;
  const lines: string[] = [];

  beforeAll(async () => {
    // Nothing listens on this port: every connection is refused, as with Redis stopped.
    redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    t = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      deps: { redis, logger: true, logStream: { write: (line) => lines.push(line) } },
    });
  });

  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
  });

  it('refuses the 31st unknown tracking number from one client, counted in this instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/track/ZZ${String(i).padStart(6, '0')}`,
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });

  it('keeps a route limit of the rate-limit plugin too (the 121st availability read in a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/pickup-availability?city=Makati',
        remoteAddress: '203.0.113.8',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s < 500 && s !== 429)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('says so in the log once', () => {
    expect(lines.filter((line) => line.includes(redisDownMessage))).toHaveLength(1);
  });
});
