// Issue 5 acceptance: with 10 000 submissions the staff dashboard's first page and a search answer
// in ≤ 100 ms. Runs the real app (buildApp + inject, so HTTP parsing, the admin guard, the session
// lookup, validation, the queries and serialisation are all measured) on PostgreSQL and on PGlite.
//
//   npm run bench:admin                          # both engines, 10 000 submissions, 25 runs each
//   npm run bench:admin -- --engine postgres --runs 50
//
// PostgreSQL: a throw-away database on BENCH_DATABASE_URL (default the local server), dropped after.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import { buildApp } from '#src/server/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { photos } from '#src/server/db/schema.ts';
import { buildPhotoRow, buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { submissionStatuses } from '#src/shared/submissions/status.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' }, // postgres | pglite | both
    submissions: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '25' },
    'admin-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const submissionCount = Number(args.submissions);
const runs = Number(args.runs);
const budgetMs = 100;

async function withPostgres<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const name = `ligpit_bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: args['admin-url'] });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(args['admin-url']!);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    return await fn(database);
  } finally {
    await database.close();
    // The pool's sockets close a moment after end() resolves; dropping "with (force)" before that
    // would kill them and crash this process with an unhandled pool error.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

async function withPglite<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await openPglite(undefined);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** 10 000 requests over the last year, spread over every status, with 1–3 photo rows each. */
async function fill(database: Database): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: submissionCount }, (_, i) =>
    buildSubmission({
      status: submissionStatuses[i % submissionStatuses.length]!,
      createdAt: new Date(now - i * 45 * 60_000),
      photoCount: 0,
    }),
  );
  await insertSubmissions(database.db, rows);
  const ids = await database.db.query.submissions.findMany({ columns: { id: true } });
  const photoRows = ids.flatMap(({ id }, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, position) => buildPhotoRow(id, position)),
  );
  for (let i = 0; i < photoRows.length; i += 2000) {
    await database.db.insert(photos).values(photoRows.slice(i, i + 2000));
  }
  // Fresh tables: let the planner see the real sizes, as autovacuum would shortly.
  await database.db.execute('analyze');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function measure(engine: string, database: Database): Promise<void> {
  const started = performance.now();
  await fill(database);
  console.log(
    `\n${engine}: ${submissionCount} submissions filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const dataDir = path.join(os.tmpdir(), `ligpit-bench-admin-${process.pid}`);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false, blobStore: createLocalBlobStore(dataDir) });
  await app.ready();
  try {
    const staff = await createSignedInUser(app, database.db, { role: 'admin' });
    const middle = `/api/admin/submissions?page=${Math.ceil(submissionCount / 2)}&pageSize=1`;
    const someone = (await app.inject({ url: middle, headers: { cookie: staff.cookie } })).json();
    const cases: [string, string][] = [
      ['first page (20 newest)', '/api/admin/submissions?page=1&pageSize=20'],
      ['search by name ("santos")', '/api/admin/submissions?q=santos&page=1&pageSize=20'],
      [
        'search by tracking # prefix (3 chars)',
        `/api/admin/submissions?q=${someone.items[0].trackingNumber.slice(0, 3)}`,
      ],
      ['status filter (Processing), page 10', '/api/admin/submissions?status=Processing&page=10&pageSize=20'],
      ['last page', `/api/admin/submissions?page=${Math.ceil(submissionCount / 20)}&pageSize=20`],
      ['dashboard figures (/stats)', '/api/admin/stats'],
      ['gallery search ("samsung")', '/api/admin/photos?q=samsung'],
    ];
    console.log(`${'request'.padEnd(42)}${'median'.padStart(10)}${'p90'.padStart(10)}${'max'.padStart(10)}`);
    for (const [label, url] of cases) {
      const times: number[] = [];
      for (let i = 0; i < runs + 3; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url, headers: { cookie: staff.cookie } });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= 3) times.push(ms); // the first runs warm the plan cache and the JIT
      }
      const sorted = [...times].sort((a, b) => a - b);
      const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
      const verdict = median(times) <= budgetMs ? '' : `  over the ${budgetMs} ms budget`;
      console.log(
        `${label.padEnd(42)}${median(times).toFixed(1).padStart(8)}ms${p90.toFixed(1).padStart(8)}ms${sorted.at(-1)!.toFixed(1).padStart(8)}ms${verdict}`,
      );
    }
  } finally {
    await app.close();
  }
}

const engines = args.engine === 'both' ? ['postgres', 'pglite'] : [args.engine!];
console.log(`admin dashboard bench: ${submissionCount} submissions, median of ${runs} runs, budget ${budgetMs} ms`);
for (const engine of engines) {
  if (engine === 'postgres') await withPostgres((db) => measure('PostgreSQL', db));
  else if (engine === 'pglite') await withPglite((db) => measure('PGlite', db));
  else throw new Error(`unknown --engine ${engine} (postgres, pglite or both)`);
}
