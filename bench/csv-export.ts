// Issue 16: the staff CSV export of requests and outcomes streams, so a year of data does not load
// into memory. Fills N requests over the last year (1–3 photos each, outcomes on the Completed
// ones), starts the real app on a port, downloads a one-year export over HTTP reading the body as it
// arrives, and samples this process's RSS throughout. Reports the peak against the RSS before.
//
//   npx tsx bench/csv-export.ts                        # PostgreSQL (BENCH_DATABASE_URL), 10 000 requests
//   npx tsx bench/csv-export.ts --engine pglite --requests 20000
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import { buildApp } from '#src/server/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { itemOutcomes, partners, photos } from '#src/server/db/schema.ts';
import { buildPhotoRow, buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { itemOutcomeKinds } from '#src/shared/outcomes/outcome-kinds.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' }, // postgres | pglite
    requests: { type: 'string', default: '10000' },
    'admin-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const requestCount = Number(args.requests);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  if (args.engine === 'pglite') {
    const database = await openPglite(undefined);
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  }
  const name = `ligpit_bench_csv_${randomBytes(4).toString('hex')}`;
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
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

/** N requests over the last year; every third Completed with an outcome per photo. */
async function fill(database: Database): Promise<void> {
  const now = Date.now();
  const spacingMs = (365 * 24 * 3_600_000) / requestCount;
  await insertSubmissions(
    database.db,
    Array.from({ length: requestCount }, (_, i) =>
      buildSubmission({
        status: i % 3 === 0 ? 'Completed' : 'Processing',
        createdAt: new Date(now - i * spacingMs),
        completedAt: i % 3 === 0 ? new Date(now - i * spacingMs + 86_400_000) : null,
        photoCount: 0,
      }),
    ),
  );
  const [partner] = await database.db
    .insert(partners)
    .values({ name: 'Bahay Kalinga Foundation', kind: 'donation', city: 'Quezon City' })
    .returning();
  const rows = await database.db.query.submissions.findMany({ columns: { id: true, status: true } });
  const photoRows = rows.flatMap(({ id }, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, position) => buildPhotoRow(id, position)),
  );
  for (let i = 0; i < photoRows.length; i += 2000) {
    await database.db.insert(photos).values(photoRows.slice(i, i + 2000));
  }
  const completed = new Set(rows.filter((r) => r.status === 'Completed').map((r) => r.id));
  const outcomeRows = photoRows
    .filter((p) => completed.has(p.submissionId!))
    .map((p, i) => {
      const outcome = itemOutcomeKinds[i % itemOutcomeKinds.length]!;
      return {
        photoId: p.id!,
        submissionId: p.submissionId!,
        outcome,
        partnerId: outcome === 'donated' ? partner!.id : null,
        material: outcome === 'recycled' ? 'metal' : null,
        weightGrams: 500 + (i % 20) * 250,
      };
    });
  for (let i = 0; i < outcomeRows.length; i += 2000) {
    await database.db.insert(itemOutcomes).values(outcomeRows.slice(i, i + 2000));
  }
  await database.db.execute('analyze');
}

await withDatabase(async (database) => {
  const started = performance.now();
  await fill(database);
  console.log(
    `csv export bench (${args.engine}): ${requestCount} requests filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const dataDir = path.join(os.tmpdir(), `ligpit-bench-csv-${process.pid}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_ALLOW: '127.0.0.1',
  });
  const app = await buildApp({ config, database, logger: false, blobStore: createLocalBlobStore(dataDir) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const staff = await createSignedInUser(app, database.db, { role: 'admin' });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);

    const today = manilaDate();
    const t0 = performance.now();
    const response = await fetch(`${address}/api/admin/reports/export.csv?from=${addDays(today, -366)}&to=${today}`, {
      headers: { cookie: staff.cookie },
    });
    if (response.status !== 200 || !response.body)
      throw new Error(`export: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    // Read as it arrives and keep nothing: what stays in memory is the server's doing.
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`one year exported: ${lines - 1} lines, ${mb(bytes)} (${bytes} bytes) in ${seconds.toFixed(1)} s`);
    console.log(`RSS before the export ${mb(before)}, peak during it ${mb(peak)} (+${mb(peak - before)})`);
  } finally {
    await app.close();
  }
});
