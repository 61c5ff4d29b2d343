import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import type { Database } from '#src/server/db/client.ts';
import { getDashboardStats } from '#src/server/features/submissions/dashboard-stats.service.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { seedDemoData } from './demo-data.ts';

describe('npm run seed (demo data)', () => {
  let database: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-seed-test-'));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes ~50 requests across statuses, cities and events, with photo files, once', async () => {
    const blobStore = createLocalBlobStore(dir);
    const db = database.db;
    expect(await seedDemoData(db, { blobStore })).toEqual({ created: 50, skipped: false });
    expect(await seedDemoData(db, { blobStore })).toEqual({ created: 0, skipped: true });

    const one = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
    expect(await one(sql`select count(*) as n from submissions`)).toBe(50);
    expect(await one(sql`select count(distinct status) as n from submissions`)).toBeGreaterThanOrEqual(5);
    expect(await one(sql`select count(distinct city) as n from submissions`)).toBeGreaterThanOrEqual(8);
    expect(await one(sql`select count(*) as n from submissions where event_id is not null`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*) as n from admin_notes`)).toBeGreaterThan(10);
    expect(await one(sql`select count(*) as n from notifications`)).toBe(0);
    // Issue 16: every item of a completed request has an outcome, and nothing else has one.
    expect(await one(sql`select count(*) as n from item_outcomes`)).toBe(
      await one(
        sql`select count(*) as n from photos p join submissions s on s.id = p.submission_id where s.status = 'Completed'`,
      ),
    );
    expect(
      await one(sql`select count(*) as n from submissions where status = 'Completed' and completed_at is null`),
    ).toBe(0);
    // Every photo row has its file, and photo_count agrees with the rows.
    const keys = ((await db.execute(sql`select storage_key as k from photos`)) as unknown as { rows: { k: string }[] })
      .rows;
    expect(keys.length).toBeGreaterThan(50);
    for (const { k } of keys.slice(0, 10)) expect(await blobStore.get(k)).not.toBeNull();
    expect(
      await one(
        sql`select count(*) as n from submissions s where photo_count <> (select count(*) from photos p where p.submission_id = s.id)`,
      ),
    ).toBe(0);

    const stats = await getDashboardStats({ db, now: new Date() });
    expect(stats.total).toBe(50);
    expect(stats.completed).toBe(await one(sql`select count(*) as n from submissions where status = 'Completed'`));
  }, 120_000);
});
