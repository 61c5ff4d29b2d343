import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { loadPgliteTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default (see
 * borrowPglite), or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped
 * again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return borrowPglite();
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

/** A PGlite this worker opened, and how to bring it back to the migrated template's state. */
interface PooledPglite {
  database: Database;
  /** Empties it to the template's state; false when its schema changed, so it cannot be. */
  reset(): Promise<boolean>;
}

// The in-memory databases no test file is using now. Opening one from the template costs ~1 s of
// CPU (loading 42 MB of data files into WASM memory and starting PostgreSQL), paid by every file
// that wants a database: ~150 s of a 2-core `npm test`. Files that share a worker's module graph
// (vitest.config.ts, `isolate: false`) take one from here instead, emptied to the template's
// state in a few milliseconds. An isolated file starts with an empty list and opens its own.
const idle: PooledPglite[] = [];

/**
 * A migrated in-memory PGlite as the template left it: its tables hold what the migrations put in
 * them and nothing else, no session settings, prepared statements or LISTENs of an earlier file,
 * and its schema untouched (one a file changed, a test provoking a failing query, is closed).
 * `close` gives it back (its listeners stopped) for the next file; the borrower must not use it after.
 */
async function borrowPglite(): Promise<Database> {
  let pooled: PooledPglite | undefined;
  while (!pooled) {
    const candidate = idle.pop();
    if (!candidate) pooled = await openPooledPglite();
    else if (await candidate.reset()) pooled = candidate;
    else await candidate.database.close();
  }
  const { database } = pooled;
  const stops = new Set<() => Promise<void>>();
  let returned = false;
  return {
    ...database,
    listen: async (channel, listener) => {
      const stop = await database.listen(channel, listener);
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    close: async () => {
      if (returned) return;
      returned = true;
      await Promise.all([...stops].map((stop) => stop()));
      idle.push(pooled);
    },
  };
}

// Any DDL a borrower runs sets this session setting (DISCARD ALL clears it): such a database is not
// put back, since emptying tables cannot undo a renamed column or an added constraint.
const schemaChanged = 'ligpit_test_pool.schema_changed';
const noteSchemaChanges = [
  'create schema ligpit_test_pool',
  `create function ligpit_test_pool.note_schema_change() returns event_trigger language plpgsql as $$
    begin perform set_config('${schemaChanged}', 'yes', false); end $$`,
  'create event trigger ligpit_test_pool_ddl on ddl_command_end execute function ligpit_test_pool.note_schema_change()',
  'create event trigger ligpit_test_pool_drop on sql_drop execute function ligpit_test_pool.note_schema_change()',
];

async function openPooledPglite(): Promise<PooledPglite> {
  const database = await openPglite(undefined, loadPgliteTemplate());
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = (
    await rows<{ name: string }>(sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`)
  ).map((table) => table.name);
  // What the migrations seeded (the pickup windows, for one), put back after each emptying.
  const seeds: { table: string; json: string }[] = [];
  for (const table of tables) {
    const [seed] = await rows<{ json: string | null }>(sql.raw(`select json_agg(t)::text as json from ${table} t`));
    if (seed?.json) seeds.push({ table, json: seed.json });
  }
  for (const statement of noteSchemaChanges) await database.db.execute(sql.raw(statement));
  await database.db.execute(sql.raw('discard all'));
  return {
    database,
    reset: async () => {
      const [changed] = await rows<{ value: string | null }>(
        sql`select current_setting(${schemaChanged}, true) as value`,
      );
      if (changed?.value === 'yes') return false;
      // DISCARD ALL: session settings, prepared statements, advisory locks, LISTENs and temporary tables.
      await database.db.execute(sql.raw('discard all'));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
        for (const { table, json } of seeds) {
          await tx.execute(
            sql`insert into ${sql.raw(table)} select * from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
          );
        }
      });
      return true;
    },
  };
}
