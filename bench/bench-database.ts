import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';

// The database a bench's server runs on, seeded before the server starts and removed afterwards:
// PGlite in a temporary folder, or a throw-away database on a PostgreSQL server. One home for the
// benches that start the built server on either driver (bench:memory, bench:result).

export type Driver = 'pglite' | 'postgres';

export interface BenchDatabase<T> {
  driver: Driver;
  /** The server's environment: its DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** What `seed` returned. */
  seeded: T;
  /** Removes the folder, and drops the PostgreSQL database. */
  cleanup: () => Promise<void>;
}

/** The PostgreSQL server to make the throw-away database on (any database of it: only `create database` runs there). */
export const defaultAdminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function prepareDatabase<T>(
  driver: Driver,
  seed: (database: Database) => Promise<T>,
  options: { adminUrl?: string; prefix?: string } = {},
): Promise<BenchDatabase<T>> {
  const prefix = options.prefix ?? 'bench';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ligpit-${prefix}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (driver === 'pglite') {
    try {
      // Seeded before the server starts: PGlite has one owner at a time.
      const database = await openPglite(path.join(dataDir, 'db'));
      const seeded = await seed(database);
      await database.close();
      return { driver, env: { DATA_DIR: dataDir }, seeded, cleanup: async () => removeDir() };
    } catch (error) {
      removeDir();
      throw error;
    }
  }
  const adminUrl = options.adminUrl ?? defaultAdminUrl;
  const name = `ligpit_${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const cleanup = async () => {
    removeDir();
    // `with (force)` ends the connections a server that did not stop cleanly may have left.
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    const database = await openPostgres(url.toString());
    const seeded = await seed(database);
    await database.close();
    return { driver, env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, seeded, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
