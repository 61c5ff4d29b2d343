import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '#src/server/test/migration-folder.ts';

// Issue 37: migration 0021 gives a profile an optional pin beside its address. Profiles made before
// it keep every part of their address and have no pin; a pin is both points or neither.

const profileBefore = {
  user_id: 'u-rosa',
  email: 'rosa@example.ph',
  name: 'Rosa Dimaculangan',
  first_name: 'Rosa',
  last_name: 'Dimaculangan',
  phone: '+639171234567',
  city: 'Quezon City',
  street_address: '12 Mapagmahal St.',
  barangay: 'Pinyahan',
  postal_code: '1100',
  landmark: 'Blue gate',
};

describe('migration 0021: a pin on the profile', () => {
  let tmp: string;
  let client: PGlite;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ligpit-0021-'));
    client = new PGlite();
    await client.waitReady;
    const db = drizzle(client);
    const folder = path.join(tmp, 'migrations');
    await migrationsUpTo(folder, 20);
    await migrate(db, { migrationsFolder: folder });
    for (const id of ['u-rosa', 'u-pin']) {
      await client.query(`insert into "user" (id, name, email) values ($1, $1, $2)`, [id, `${id}@example.ph`]);
    }
    const columns = Object.keys(profileBefore);
    await client.query(
      `insert into profiles (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(profileBefore),
    );
    await migrationsUpTo(folder, 21);
    await migrate(db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('leaves a profile made before it as it was, with no pin', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select ${Object.keys(profileBefore).join(', ')}, pin_lat, pin_lng from profiles where user_id = 'u-rosa'`,
    );
    expect(rows).toEqual([{ ...profileBefore, pin_lat: null, pin_lng: null }]);
  });

  it('keeps a pin as both points, and refuses half of one', async () => {
    await client.query(
      `insert into profiles (user_id, email, pin_lat, pin_lng) values ('u-pin', 'u-pin@example.ph', 14.642, 121.047)`,
    );
    const { rows } = await client.query(`select pin_lat, pin_lng from profiles where user_id = 'u-pin'`);
    expect(rows).toEqual([{ pin_lat: 14.642, pin_lng: 121.047 }]);
    await expect(client.query(`update profiles set pin_lng = null where user_id = 'u-pin'`)).rejects.toThrow(
      /profiles_pin_both_or_none/,
    );
  });
});
