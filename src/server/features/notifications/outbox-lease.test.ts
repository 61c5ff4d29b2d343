import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import type { EmailSender } from '#src/server/adapters/email.ts';
import { createSemaphoreSmsSender } from '#src/server/adapters/sms.ts';
import type { Database, Db } from '#src/server/db/client.ts';
import * as schema from '#src/server/db/schema.ts';
import { notifications } from '#src/server/db/schema.ts';
import { type SmsPeer, startSemaphorePeer } from '#src/server/test/peers.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { runOutboxOnce } from './outbox-worker.ts';

// Issue 35: "some numbers got the SMS twice" in a 1,000-household typhoon wave on a loaded machine.
// A claim is a lease; when it ends with the rows still `sending`, recoverInterrupted (the next pass,
// or another instance) takes them for cut off and sends them again. A group's provider call and the
// recording of its answer both ran under the lease taken at the claim, and each of 1,000 rows was
// recorded by its own statement: on a machine at load 21 that outlasted the lease, and the rows not
// yet recorded went out twice. A second worker here stands for the instance (or pass) that recovers.

const text = 'Ligpit: No pickups on Dec 5 (Signal No. 3). Sorry! Please pick a new window: https://ligpit.ph/track';
const mobile = (i: number) => `+63917${String(i).padStart(7, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const email = { transport: 'log', send: async () => ({ status: 'sent' }) } as unknown as EmailSender;
const semaphore = (url: string) =>
  createSemaphoreSmsSender({ provider: 'semaphore', apiKey: 'test-semaphore-key', senderName: 'LIGPIT', apiUrl: url });

describe('a claim outlasted by the work on its rows', () => {
  let database: Database;
  let peer: SmsPeer;
  /** The same database as a loaded machine gives it to the first worker: every UPDATE waits `slowMs` first. */
  let slowDb: Db;
  let slowMs = 0;

  beforeAll(async () => {
    [database, peer] = await Promise.all([createTestDatabase(), startSemaphorePeer({ rateLimit: null })]);
    // drizzle keeps its client as $client: a PGlite, or a node-postgres Pool with TEST_DATABASE_URL
    // (which is handed a query object, not its text).
    const client = (database.db as unknown as { $client: PGlite | Pool }).$client;
    const slow = new Proxy(client, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (key !== 'query') return typeof value === 'function' ? value.bind(target) : value;
        return async (query: unknown, ...rest: unknown[]) => {
          const text = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
          if (slowMs > 0 && /^update "notifications"/i.test(text)) await sleep(slowMs);
          return (target.query as (...args: unknown[]) => Promise<unknown>)(query, ...rest);
        };
      },
    });
    slowDb = (process.env.TEST_DATABASE_URL
      ? drizzlePostgres(slow as Pool, { schema })
      : drizzle(slow as PGlite, { schema })) as unknown as Db;
  });
  afterEach(async () => {
    await database.db.delete(notifications);
    peer.received.length = 0;
    peer.delayMs = 0;
    slowMs = 0;
  });
  afterAll(async () => {
    await Promise.all([database?.close(), peer?.close()]);
  });

  async function queue(count: number) {
    await database.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        channel: 'sms',
        recipient: mobile(i),
        template: 'status-day-suspended',
        body: text,
        idempotencyKey: `lease-test:${randomUUID()}`,
      })),
    );
  }

  /** Worker A takes the group; worker B (another instance) runs passes until A is done. Numbers per count. */
  async function twoWorkers(leaseMs: number): Promise<Map<string, number>> {
    const first = runOutboxOnce({ db: slowDb, sms: semaphore(peer.url), email, log: silentLog }, { leaseMs });
    let done = false;
    void first.finally(() => {
      done = true;
    });
    // The first worker claims the group before the other looks.
    const sending = async () => (await database.db.select().from(notifications)).some((r) => r.status === 'sending');
    while (!done && !(await sending())) await sleep(10);
    const other = semaphore(peer.url);
    while (!done) {
      await runOutboxOnce({ db: database.db, sms: other, email, log: silentLog }, { leaseMs });
      await sleep(100);
    }
    await first;
    // What either left behind is due once the second worker looks again.
    await runOutboxOnce({ db: database.db, sms: other, email, log: silentLog }, { leaseMs });
    const perNumber = new Map<string, number>();
    for (const call of peer.received) {
      for (const number of call.fields.number!.split(',')) perNumber.set(number, (perNumber.get(number) ?? 0) + 1);
    }
    return perNumber;
  }

  it('records a group of 300 that went in one call once, however slow each write is, and no number gets it twice', async () => {
    await queue(300);
    // 10 ms a write: 300 writes one by one take 3 s, three leases of 1 s.
    slowMs = 10;
    const perNumber = await twoWorkers(1000);
    expect(peer.received).toHaveLength(1);
    expect(perNumber.size).toBe(300);
    expect([...perNumber.values()].filter((n) => n > 1)).toEqual([]);
    const rows = await database.db.select().from(notifications);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.interruptions === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.providerMessageId)).size).toBe(300);
  });

  it('keeps the claim while the provider takes longer than the lease to answer, so the group is not sent again', async () => {
    await queue(50);
    // The provider holds its answer for two and a half leases.
    peer.delayMs = 2500;
    const perNumber = await twoWorkers(1000);
    expect(peer.received).toHaveLength(1);
    expect(perNumber.size).toBe(50);
    expect([...perNumber.values()].filter((n) => n > 1)).toEqual([]);
    const rows = await database.db.select().from(notifications);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
