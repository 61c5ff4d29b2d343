import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/server/db/client.ts';
import { events, photos, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { findTrackingRecord, queryTrackingRecords, type TrackingRecord } from './tracking.service.ts';
import { followTrackingChanges, TrackingCache } from './tracking-cache.ts';

/** A load that counts its calls and answers when told to. */
function controlledLoad() {
  const calls: string[] = [];
  const waiting: ((value: string) => void)[] = [];
  return {
    calls,
    load: (key: string) => {
      calls.push(key);
      return new Promise<string>((resolve) => waiting.push(resolve));
    },
    answer: (value: string) => waiting.shift()?.(value),
  };
}

const instantLoad = () => {
  const calls: string[] = [];
  const load = async (key: string) => {
    calls.push(key);
    return `answer for ${key}`;
  };
  return { calls, load };
};

describe('TrackingCache', () => {
  const assuredCache = (options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) => {
    const cache = new TrackingCache<string>({ ttlMs: 1000, maxEntries: 100, now: Date.now, ...options });
    cache.setAssured(true);
    return cache;
  };

  it('asks the database every time while changes are not assured to arrive', async () => {
    const cache = new TrackingCache<string>({ ttlMs: 1000, maxEntries: 100, now: Date.now });
    const { calls, load } = instantLoad();
    await cache.get('ABCD2345', load);
    await cache.get('ABCD2345', load);
    expect(calls).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('answers a repeated lookup from memory, found or not', async () => {
    const cache = assuredCache();
    const { calls, load } = instantLoad();
    expect(await cache.get('ABCD2345', load)).toBe('answer for ABCD2345');
    expect(await cache.get('ABCD2345', load)).toBe('answer for ABCD2345');
    expect(calls).toEqual(['ABCD2345']);
  });

  it('makes one query for concurrent lookups of one number', async () => {
    const cache = assuredCache();
    const { calls, load, answer } = controlledLoad();
    const both = Promise.all([cache.get('ABCD2345', load), cache.get('ABCD2345', load)]);
    answer('first');
    expect(await both).toEqual(['first', 'first']);
    expect(calls).toHaveLength(1);
  });

  it('forgets a number when it changes, and everything on "*"', async () => {
    const cache = assuredCache();
    const { calls, load } = instantLoad();
    await cache.get('AAAA2222', load);
    await cache.get('BBBB3333', load);
    cache.changed('AAAA2222');
    await cache.get('AAAA2222', load);
    await cache.get('BBBB3333', load);
    expect(calls).toEqual(['AAAA2222', 'BBBB3333', 'AAAA2222']);
    cache.changed('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read before a change that landed while it was in flight', async () => {
    const cache = assuredCache();
    const { calls, load, answer } = controlledLoad();
    const before = cache.get('ABCD2345', load);
    cache.changed('ABCD2345');
    // A lookup after the change does not join the query that started before it.
    const after = cache.get('ABCD2345', load);
    answer('old');
    answer('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(calls).toHaveLength(2);
    // Only the answer read after the change is kept.
    expect(await cache.get('ABCD2345', load)).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('drops everything and stops storing when notifications are no longer assured', async () => {
    const cache = assuredCache();
    const { calls, load } = instantLoad();
    await cache.get('ABCD2345', load);
    cache.setAssured(false);
    expect(cache.size).toBe(0);
    await cache.get('ABCD2345', load);
    await cache.get('ABCD2345', load);
    expect(calls).toHaveLength(3);
  });

  it('lets answers expire, and holds at most maxEntries numbers (oldest out first)', async () => {
    let now = 0;
    const cache = assuredCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const { calls, load } = instantLoad();
    await cache.get('AAAA2222', load);
    now = 999;
    await cache.get('AAAA2222', load);
    expect(calls).toHaveLength(1);
    now = 1000;
    await cache.get('AAAA2222', load);
    expect(calls).toHaveLength(2);

    await cache.get('BBBB3333', load);
    await cache.get('CCCC4444', load);
    expect(cache.size).toBe(2);
    await cache.get('AAAA2222', load); // the oldest, dropped for CCCC4444
    expect(calls).toEqual(['AAAA2222', 'AAAA2222', 'BBBB3333', 'CCCC4444', 'AAAA2222']);
  });

  it('lets expired answers go when another is kept, asked for again or not', async () => {
    let now = 0;
    const cache = assuredCache({ ttlMs: 1000, now: () => now });
    const { load } = instantLoad();
    await cache.get('AAAA2222', load);
    now = 500;
    await cache.get('BBBB3333', load);
    now = 1200;
    await cache.get('CCCC4444', load);
    expect(cache.size).toBe(2);
    now = 1600;
    await cache.get('DDDD5555', load);
    expect(cache.size).toBe(2);
  });

  it('does not keep a failed lookup', async () => {
    const cache = assuredCache();
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('connection lost');
      return 'found';
    };
    await expect(cache.get('ABCD2345', load)).rejects.toThrow('connection lost');
    fail = false;
    expect(await cache.get('ABCD2345', load)).toBe('found');
  });
});

describe('TrackingCache, reading changed numbers again', () => {
  /** A reload that records each round and answers when told to. */
  function controlledReload() {
    const rounds: string[][] = [];
    const waiting: ((answers: Map<string, string>) => void)[] = [];
    return {
      rounds,
      reload: (keys: string[]) => {
        rounds.push(keys);
        return new Promise<Map<string, string>>((resolve) => waiting.push(resolve));
      },
      answerAll: () => {
        const round = rounds[rounds.length - waiting.length]!;
        waiting.shift()?.(new Map(round.map((k) => [k, `new ${k}`])));
      },
    };
  }
  const cacheWith = (reload: (keys: string[]) => Promise<Map<string, string>>) => {
    const cache = new TrackingCache<string>({ ttlMs: 60_000, maxEntries: 2000, now: Date.now, reload });
    cache.setAssured(true);
    return cache;
  };
  const neverLoad = async (key: string): Promise<string> => {
    throw new Error(`${key} was looked up on its own`);
  };

  it('reads a wave of changed numbers in rounds of 500, and keeps their answers for the first visit', async () => {
    const { rounds, reload, answerAll } = controlledReload();
    const cache = cacheWith(reload);
    const numbers = Array.from({ length: 1001 }, (_, i) => `N${String(i).padStart(7, '0')}`);
    for (const n of numbers) cache.changed(n);
    await expect.poll(() => rounds.length).toBe(1);
    answerAll();
    await expect.poll(() => rounds.length).toBe(2);
    answerAll();
    await expect.poll(() => rounds.length).toBe(3);
    answerAll();
    await cache.stop();
    expect(rounds.map((r) => r.length)).toEqual([500, 500, 1]);
    expect(await cache.get('N0000000', neverLoad)).toBe('new N0000000');
    expect(await cache.get('N0001000', neverLoad)).toBe('new N0001000');
  });

  it('does not keep what was read of a number that changed again meanwhile, and reads it once more', async () => {
    const { rounds, reload, answerAll } = controlledReload();
    const cache = cacheWith(reload);
    cache.changed('AAAA2222');
    cache.changed('BBBB3333');
    await expect.poll(() => rounds.length).toBe(1);
    cache.changed('AAAA2222');
    answerAll();
    await expect.poll(() => rounds.length).toBe(2);
    expect(rounds[1]).toEqual(['AAAA2222']);
    const { calls, load } = instantLoad();
    // Until its second read lands, AAAA2222 is looked up on its own; BBBB3333 was kept.
    expect(await cache.get('AAAA2222', load)).toBe('answer for AAAA2222');
    expect(await cache.get('BBBB3333', load)).toBe('new BBBB3333');
    expect(calls).toEqual(['AAAA2222']);
    answerAll();
    await cache.stop();
  });

  it('reads nothing again while changes are not assured to arrive, on "*" or after it is stopped', async () => {
    const { rounds, reload } = controlledReload();
    const cache = new TrackingCache<string>({ ttlMs: 60_000, maxEntries: 100, now: Date.now, reload });
    cache.changed('AAAA2222');
    cache.setAssured(true);
    cache.changed('*');
    await cache.stop();
    cache.changed('BBBB3333');
    await new Promise((r) => setTimeout(r, 50));
    expect(rounds).toEqual([]);
  });

  it('keeps nothing of a failed read, and goes on with the next round', async () => {
    let fail = true;
    const rounds: string[][] = [];
    const cache = cacheWith(async (keys) => {
      rounds.push(keys);
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, `new ${k}`]));
    });
    cache.changed('AAAA2222');
    await expect.poll(() => rounds.length).toBe(1);
    fail = false;
    cache.changed('BBBB3333');
    await expect.poll(() => rounds.length).toBe(2);
    await cache.stop();
    const { calls, load } = instantLoad();
    expect(await cache.get('AAAA2222', load)).toBe('answer for AAAA2222');
    expect(await cache.get('BBBB3333', load)).toBe('new BBBB3333');
    expect(calls).toEqual(['AAAA2222']);
  });
});

describe('the tracking cache on a real database', () => {
  let database: Database;
  let cache: TrackingCache<TrackingRecord | null>;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase();
    cache = new TrackingCache({ ttlMs: 60_000, maxEntries: 1000, now: Date.now });
    stop = await followTrackingChanges(database, cache);
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });

  const lookUp = (number: string) => findTrackingRecord({ db: database.db, trackingCache: cache }, number);

  it('is trusted once the database is listened to, and keeps what it looked up', async () => {
    expect(cache.assured).toBe(true);
    const sub = await insertSubmission(database.db);
    const before = cache.size;
    // On PostgreSQL the insert's own notification may land while the first lookup is in flight,
    // which rightly keeps that answer out; a later one is kept.
    await expect
      .poll(async () => {
        await lookUp(sub.trackingNumber);
        return cache.size;
      })
      .toBe(before + 1);
  });

  // Each write below goes straight to the database, past every service: the triggers of migration
  // 0001 are what clear the cache. On PostgreSQL the notification arrives shortly after the commit.
  it('shows a status change, a new photo and a new history entry on the next lookups', async () => {
    const sub = await insertSubmission(database.db, { status: 'Submitted' });
    expect((await lookUp(sub.trackingNumber))?.status).toBe('Submitted');

    await database.db.update(submissions).set({ status: 'Processing' }).where(eq(submissions.id, sub.id));
    await expect.poll(async () => (await lookUp(sub.trackingNumber))?.status).toBe('Processing');

    await insertPhotos(database.db, sub, [{ label: 'Rice Cooker', condition: 'Working' }]);
    await expect
      .poll(async () => (await lookUp(sub.trackingNumber))?.items.map((i) => i.name))
      .toEqual(['Rice Cooker']);
    await database.db.update(photos).set({ label: 'Rice Cooker (3 cups)' }).where(eq(photos.submissionId, sub.id));
    await expect.poll(async () => (await lookUp(sub.trackingNumber))?.items[0]?.name).toBe('Rice Cooker (3 cups)');

    await database.db
      .insert(statusChanges)
      .values({ submissionId: sub.id, fromStatus: 'Submitted', toStatus: 'Processing' });
    await expect
      .poll(async () => (await lookUp(sub.trackingNumber))?.history.map((h) => h.status))
      .toContain('Processing');
  });

  it('finds a number that was looked up before it existed, and forgets a deleted one', async () => {
    const number = 'QWER2345';
    expect(await lookUp(number)).toBeNull();
    const sub = await insertSubmission(database.db, { trackingNumber: number });
    await expect.poll(async () => (await lookUp(number))?.trackingNumber).toBe(number);
    await database.db.delete(submissions).where(eq(submissions.id, sub.id));
    await expect.poll(async () => lookUp(number)).toBeNull();
  });

  it('forgets everything when an event changes (its slug is in every answer of that event)', async () => {
    const [event] = await database.db
      .insert(events)
      .values({ slug: 'bgc-fair', venue: 'SM Aura Premier', city: 'Taguig' })
      .returning();
    const sub = await insertSubmission(database.db, { eventId: event!.id });
    expect((await lookUp(sub.trackingNumber))?.eventSlug).toBe('bgc-fair');
    await database.db.update(events).set({ slug: 'bgc-fair-2026' }).where(eq(events.id, event!.id));
    await expect.poll(async () => (await lookUp(sub.trackingNumber))?.eventSlug).toBe('bgc-fair-2026');
  });

  // PGlite lives in this process and cannot lose its connection; PostgreSQL can.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'stops trusting itself while the listening connection is lost, and listens again',
    async () => {
      const sub = await insertSubmission(database.db, { status: 'Submitted' });
      await lookUp(sub.trackingNumber);
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'",
          [result.rows[0]!.name],
        );
        expect(ended.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      await expect.poll(() => cache.assured).toBe(false);
      expect(cache.size).toBe(0);
      // A change while nobody listens is still seen: nothing is cached meanwhile.
      await database.db.update(submissions).set({ status: 'Processing' }).where(eq(submissions.id, sub.id));
      expect((await lookUp(sub.trackingNumber))?.status).toBe('Processing');
      await expect.poll(() => cache.assured, { timeout: 5000 }).toBe(true);
      await database.db.update(submissions).set({ status: 'Pickup Scheduled' }).where(eq(submissions.id, sub.id));
      await expect.poll(async () => (await lookUp(sub.trackingNumber))?.status).toBe('Pickup Scheduled');
    },
  );
});

describe('a changed wave read again on a real database', () => {
  let database: Database;
  let cache: TrackingCache<TrackingRecord | null>;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase();
    cache = new TrackingCache({
      ttlMs: 60_000,
      maxEntries: 2000,
      now: Date.now,
      reload: (numbers) => queryTrackingRecords(database.db, numbers),
    });
    stop = await followTrackingChanges(database, cache);
  });
  afterAll(async () => {
    await stop();
    await cache.stop();
    await database.close();
  });

  it('holds every household of a day moved in one statement, found without a lookup of its own', async () => {
    const subs = await Promise.all(
      Array.from({ length: 30 }, () => insertSubmission(database.db, { status: 'Pickup Scheduled' })),
    );
    await insertPhotos(database.db, subs[0]!, [{ label: 'Electric Fan', condition: 'Working' }]);
    const ids = subs.map((s) => s.id);
    await database.db
      .update(submissions)
      .set({ needsRescheduleSince: new Date('2026-12-02T01:00:00Z') })
      .where(inArray(submissions.id, ids));
    const noLookup = async (key: string): Promise<TrackingRecord | null> => {
      throw new Error(`${key} was looked up on its own`);
    };
    await expect
      .poll(async () => {
        const records = await Promise.all(subs.map((s) => cache.get(s.trackingNumber, noLookup).catch(() => null)));
        return records.every((r) => r?.needsRescheduleSince);
      })
      .toBe(true);
    const first = await cache.get(subs[0]!.trackingNumber, noLookup);
    expect(first?.items.map((i) => i.name)).toEqual(['Electric Fan']);
    expect(first).toEqual(await findTrackingRecord({ db: database.db }, subs[0]!.trackingNumber));
  });
});

describe('a crowd of first lookups on a real database (decision 099)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers lookups asked at once, together, each as a lookup of its own answers it', async () => {
    const subs = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        insertSubmission(database.db, { status: n % 2 ? 'Pickup Scheduled' : 'Processing' }),
      ),
    );
    await insertPhotos(database.db, subs[3]!, [{ label: 'Rice Cooker', condition: 'Working' }]);
    const asked = [...subs.map((s) => s.trackingNumber), 'ZZZZ9999', subs[3]!.trackingNumber, 'not a number'];
    // All in one turn: they go together, in one query.
    const together = await Promise.all(asked.map((n) => findTrackingRecord({ db: database.db }, n)));
    const alone: (TrackingRecord | null)[] = [];
    for (const n of asked) alone.push(await findTrackingRecord({ db: database.db }, n));
    expect(together).toEqual(alone);
    expect(together[3]?.items.map((i) => i.name)).toEqual(['Rice Cooker']);
    expect(together.slice(-3)).toEqual([null, together[3], null]);
    expect(together.slice(0, 12).map((r) => r?.trackingNumber)).toEqual(subs.map((s) => s.trackingNumber));
  });
});
