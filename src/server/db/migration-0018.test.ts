import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '#src/server/test/migration-folder.ts';
import { serviceCities } from '#src/shared/core/cities.ts';
import { barangayKey } from '#src/shared/scheduling/barangay-key.ts';
import { barangaysOf } from '#src/shared/scheduling/barangays.ts';

// Issue 37: migration 0018 matches the barangays typed before the PSGC list, forgivingly, and flags
// for staff those it cannot match. Every row keeps a barangay: none is lost.

// [city, typed, stored after the migration, flagged]
const typedBefore: [string, string, string, boolean][] = [
  ['Quezon City', 'Brgy. Pinyahan', 'Pinyahan', false],
  ['Quezon City', 'pinyahan', 'Pinyahan', false],
  ['Quezon City', 'BRGY PINYAHAN', 'Pinyahan', false],
  ['Quezon City', 'Pinyahan QC', 'Pinyahan QC', true],
  ['Quezon City', 'Pinyhan', 'Pinyhan', true],
  ['Parañaque', 'Sto. Nino', 'Santo Niño', false],
  ['Parañaque', 'santo niño', 'Santo Niño', false],
  ['Makati', 'Brgy. Poblacion', 'Poblacion', false],
  ['Pateros', 'Pob.', 'Poblacion', false],
  ['Muntinlupa', 'poblacion', 'Poblacion', false],
  ['Makati', 'Dasmarinas', 'Dasmariñas', false],
  ['Manila', 'Brgy. 001', 'Barangay 1', false],
  ['Manila', 'Ermita', 'Ermita', true],
  ['Caloocan', 'barangay 176-a', 'Barangay 176-A', false],
  ['Makati', 'Pinyahan', 'Pinyahan', true],
  ['Pasig', 'Brgy. San Antonio', 'San Antonio', false],
  ['Pasig', '', '', true],
];

describe('migration 0018: barangays matched to the PSGC list', () => {
  let tmp: string;
  let client: PGlite;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ligpit-0018-'));
    client = new PGlite();
    await client.waitReady;
    const db = drizzle(client);
    const folder = path.join(tmp, 'migrations');
    await migrationsUpTo(folder, 17);
    await migrate(db, { migrationsFolder: folder });
    let n = 0;
    for (const [city, typed] of typedBefore) {
      n++;
      await client.query(
        `insert into submissions (tracking_number, name, email, phone, city, address, barangay, status)
         values ($1, 'Ana', 'ana@example.ph', '+639171234567', $2, '12 Mabini St.', $3, 'Submitted')`,
        [`TN${String(n).padStart(6, '0')}`, city, typed],
      );
    }
    // A booth drop-off has no address: nothing to match, nothing to flag.
    await client.query(
      `insert into submissions (tracking_number, name, email, phone, city, status)
       values ('BOOTH001', 'Ben', 'ben@example.ph', '+639171234568', 'Makati', 'Submitted')`,
    );
    await client.query(`insert into "user" (id, name, email) values ('u1', 'u1', 'u1@example.ph')`);
    await client.query(
      `insert into profiles (user_id, email, city, barangay) values ('u1', 'u1@example.ph', 'Quezon City', 'brgy. pinyahan')`,
    );
    await migrationsUpTo(folder, 18);
    await migrate(db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('gives matched barangays their PSGC name, keeps the others as typed and flags them, and loses none', async () => {
    const { rows } = await client.query<{ tracking_number: string; barangay: string; barangay_unmatched: boolean }>(
      'select tracking_number, barangay, barangay_unmatched from submissions order by tracking_number',
    );
    expect(rows).toHaveLength(typedBefore.length + 1);
    const found = new Map(rows.map((r) => [r.tracking_number, [r.barangay, r.barangay_unmatched]]));
    typedBefore.forEach(([city, typed, stored, flagged], i) => {
      expect(found.get(`TN${String(i + 1).padStart(6, '0')}`), `${city}: ${typed}`).toEqual([stored, flagged]);
    });
    expect(found.get('BOOTH001')).toEqual(['', false]);
  });

  it('matches profile barangays the same way', async () => {
    const { rows } = await client.query<{ barangay: string }>(`select barangay from profiles where user_id = 'u1'`);
    expect(rows).toEqual([{ barangay: 'Pinyahan' }]);
  });

  it('compares as the server does: the SQL key equals barangay-key.ts on every barangay and typed variant', async () => {
    const samples = [
      ...serviceCities.flatMap((city) => barangaysOf(city).map((b) => b.name)),
      ...typedBefore.map(([, typed]) => typed),
      'Sta. Cruz',
      'STO. NIÑO',
      'Bgy. 0012',
      '  brgy.  Bel-Air ',
      'Peñafrancia',
      'Pob',
    ];
    const { rows } = await client.query<{ key: string }>(
      'select ligpit_barangay_key(t) as key from unnest($1::text[]) with ordinality as u(t, n) order by n',
      [samples],
    );
    expect(rows.map((r) => r.key)).toEqual(samples.map(barangayKey));
  });
});
