import { randomBytes } from 'node:crypto';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { loadPgliteTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default (a copy of the
 * migrated template the global setup saved, pglite-template.ts), or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite(undefined, loadPgliteTemplate());
  const scratch = await createScratchPostgres(adminUrl, 'ligpit_test');
  const database = await openPostgres(scratch.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty database on the PostgreSQL server at `adminUrl`, and how to drop it again. */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
