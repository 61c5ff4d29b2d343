import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '#src/server/test/migration-folder.ts';

// Issue 40 item 14: migration 0020 keeps the day a household asked for apart from the one staff set.
// Requests made before it keep their day as asked while staff have not scheduled them; one staff
// scheduled is left unknown (its pickup day is staff's, not the household's).

describe('migration 0020: the pickup day the household asked for', () => {
  let tmp: string;
  let client: PGlite;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ligpit-0020-'));
    client = new PGlite();
    await client.waitReady;
    const db = drizzle(client);
    const folder = path.join(tmp, 'migrations');
    await migrationsUpTo(folder, 19);
    await migrate(db, { migrationsFolder: folder });
    const rows: [string, string, string | null, string | null][] = [
      ['ASKED001', 'Submitted', '2026-12-12', '11:00–14:00'],
      ['STAFF001', 'Pickup Scheduled', '2026-12-02', '8:00–11:00'],
      ['BOOTH001', 'Submitted', null, null],
    ];
    for (const [tn, status, date, time] of rows) {
      await client.query(
        `insert into submissions (tracking_number, name, email, phone, city, status, pickup_date, pickup_time)
         values ($1, 'Maria Santos', 'maria@example.ph', '+639171234567', 'Makati', $2, $3, $4)`,
        [tn, status, date, time],
      );
      await client.query(
        `insert into status_changes (submission_id, from_status, to_status)
         select id, null, 'Submitted' from submissions where tracking_number = $1`,
        [tn],
      );
    }
    await client.query(
      `insert into status_changes (submission_id, from_status, to_status)
       select id, 'Submitted', 'Pickup Scheduled' from submissions where tracking_number = 'STAFF001'`,
    );
    await migrationsUpTo(folder, 21);
    await migrate(db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const row = async (tn: string) =>
    (
      await client.query<Record<string, unknown>>(
        'select requested_pickup_date::text as date, requested_pickup_time as time from submissions where tracking_number = $1',
        [tn],
      )
    ).rows[0]!;

  it('copies the day of a request staff have not scheduled', async () => {
    expect(await row('ASKED001')).toEqual({ date: '2026-12-12', time: '11:00–14:00' });
  });

  it("leaves unknown the ask of a request staff scheduled (its day is staff's), and of one with no day", async () => {
    expect(await row('STAFF001')).toEqual({ date: null, time: null });
    expect(await row('BOOTH001')).toEqual({ date: null, time: null });
  });
});
