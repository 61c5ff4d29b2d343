import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/** The database handle every service takes: works with both PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A cheap round trip for the health check. */
  ping(): Promise<void>;
  /**
   * Follows NOTIFYs on `channel` (a constant identifier). `listening(false)` is called whenever
   * delivery is not assured (the listening connection is lost, until it is back and listening
   * again), so a consumer that caches can stop trusting what it holds. Resolves once listening;
   * the returned function stops.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** Connections in use, for GET /metrics (issue 28). PGlite has one, always open. */
  poolStats(): PoolStats;
  /**
   * PGlite only: the data directory as a gzipped tar (PGlite's own dump), taken after a checkpoint
   * between two statements, so it loads as a crash-consistent copy (`npm run backup`, decision 055).
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

export interface NotificationListener {
  message(payload: string): void;
  listening(assured: boolean): void;
}

/**
 * Drizzle's DefaultLogger (`logger: true`) prints every query with its params: names, phones,
 * e-mails. This one prints the SQL text only (placeholders, never values), and only when asked
 * with DEBUG_SQL=1; otherwise Drizzle logs nothing. (Failed queries are logged by the app through
 * loggable-error.ts, which drops the params Drizzle puts in the error message.)
 */
export function paramFreeQueryLogger(write: (line: string) => void): Logger {
  return {
    logQuery(query, params) {
      write(`sql: ${query} -- ${params.length} params\n`);
    },
  };
}

const queryLogger = process.env.DEBUG_SQL === '1' ? paramFreeQueryLogger((line) => process.stderr.write(line)) : false;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const max = 20;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server ends (a restart, a failover, an admin's terminate) must
  // not crash the app: node-postgres emits it on the pool, and the next query reconnects.
  pool.on('error', (error) => {
    console.error(`ligpit: an idle database connection was closed (${error.message}); reconnecting on demand`);
  });
  // A connection handed out (inside a transaction, between two of its statements) has no listener of
  // the pool's: when the server ends it then (a restart), its 'error' event had none and ended the
  // process (issue 39, the fault suite). The next query on it fails instead and is answered 503.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema, logger: queryLogger });
  await migrate(db, { migrationsFolder });
  const stops = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listen: async (channel, listener) => {
      const stop = await listenPostgres(pg.Client, url, channel, listener);
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** How long to wait before listening again after losing the connection: 0.5 s doubling to 30 s. */
export function relistenDelayMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));
}

/**
 * LISTEN needs a connection of its own for as long as the app runs (a pooled one is handed back).
 * When it drops, the listener hears `listening(false)` at once and the connection is remade with
 * backoff; `listening(true)` follows only once LISTEN has succeeded again. Never throws.
 */
async function listenPostgres(
  Client: typeof import('pg').Client,
  url: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: import('pg').Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const lost = (client: import('pg').Client) => {
    if (current !== client) return;
    current = undefined;
    listener.listening(false);
    client.end().catch(() => {});
    if (!stopped) timer = setTimeout(() => void connect().catch(() => {}), relistenDelayMs(attempt++));
  };

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) listener.message(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client);
      throw error;
    }
    if (current !== client) return;
    attempt = 0;
    listener.listening(true);
  };

  // A first attempt that fails is retried like a lost connection; until one succeeds the listener
  // has not heard listening(true), which is the safe state.
  await connect().catch(() => {});
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** PGlite's memory settings (decision 032): measured with `npm run bench:memory`. */
export const pgliteMemorySettings = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=1MB',
];

/** The database directory and everything in it readable and writable by its owner only. */
function keepOwnerOnly(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/**
 * Embedded PostgreSQL in WASM. `dataDir` undefined keeps it in memory (tests). `template`, a data
 * directory saved with `dumpDataDir` (src/server/test/pglite-template.ts), starts from a copy of it
 * instead of running initdb: seconds less per test file.
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  // Decision 032: V8 compiles PostgreSQL's WASM twice by default, quickly (Liftoff) and then
  // optimised (TurboFan) in the background; the second compile's working memory and code stayed
  // resident (~35 MB) and lookups were no faster in our measurements. Set before the module compiles.
  v8.setFlagsFromString('--liftoff-only');
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // Decision 032: PostgreSQL's defaults size shared buffers for a server of its own (128 MB), and in
  // WASM every page it touches stays resident in this process. The operating system caches the
  // data files anyway; a small embedded database needs far less.
  const startParams = [...PGlite.defaultStartParams, ...pgliteMemorySettings.flatMap((s) => ['-c', s])];
  const options = { startParams, ...(template ? { loadDataDir: template } : {}) };
  if (dataDir) keepOwnerOnly(dataDir);
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  // Issue 39: PGlite writes its files 0666 (emscripten's default); the directory being the owner's
  // alone already shuts others out, and the files made so far are narrowed too.
  if (dataDir) keepOwnerOnly(dataDir);
  const db = drizzle(client, { schema, logger: queryLogger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    dump: async () => {
      // The checkpoint writes every page to the data files, so the copy needs no WAL replay to
      // be complete; dumpDataDir itself runs between statements (it takes PGlite's query lock).
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    // One process owns an embedded database, so every write comes through this client: its
    // notifications always arrive.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.message(payload));
      listener.listening(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
