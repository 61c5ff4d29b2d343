// Issue 25: the tracking result page (the SMS link) under a crowd, beside the pre-rendered landing
// in the same run, on PGlite and on PostgreSQL (decisions 062, 066, 069).
//
//   npm run bench:result                                   # both drivers
//   npm run bench:result -- --driver postgres              # a throw-away database (BENCH_DATABASE_URL, DATABASE_URL or the local server)
//   npm run bench:result -- --trace --node-flags=--trace-gc --server-log /tmp/server
//
// Starts the built server as `npm start` does (scripts/server-runtime.mjs), seeds the requests,
// visits every result page once, then loads the landing and the result pages at 64 connections
// with `Accept-Encoding: gzip, deflate, br`, sampling the server's RSS (memory map at the peak).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { startServer } from '../e2e/harness.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { type Driver, prepareDatabase } from './bench-database.ts';
import { sampleMemory } from './process-memory.ts';
import { seedRequests } from './seed-requests.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    numbers: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '3' },
    /** pglite | postgres | both; PostgreSQL gets a throw-away database (BENCH_DATABASE_URL, DATABASE_URL or the local server). */
    driver: { type: 'string', default: 'both' },
    /** Extra node flags for the server, e.g. "--max-old-space-size=96" (BENCH_NODE_ARGS too). */
    'node-flags': { type: 'string', default: process.env.BENCH_NODE_ARGS ?? '' },
    /** Print the server's own view of its heap (bench/memory-trace.cjs) at the RSS peak. */
    trace: { type: 'boolean', default: false },
    /** Write the server's output (e.g. with --node-flags=--trace-gc) to this file, `.<driver>` appended. */
    'server-log': { type: 'string' },
    // Writes one result page's HTML (uncompressed) to this file, to look at what its bytes are.
    'save-html': { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, seconds: number, paths: string[]): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: browserEncoding,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The line bench/memory-trace.cjs printed nearest the RSS peak (its figures are V8's own view). */
function traceAtPeak(output: string, peakKb: number): string {
  const lines = output.split('\n').filter((l) => l.startsWith('MEM '));
  const rssOf = (l: string) => Number(/rss=(\d+)/.exec(l)?.[1] ?? 0);
  const nearest = lines.reduce<string | undefined>(
    (best, l) => (!best || Math.abs(rssOf(l) - peakKb / 1024) < Math.abs(rssOf(best) - peakKb / 1024) ? l : best),
    undefined,
  );
  return nearest ?? '(no trace)';
}

/** One driver's run; true when every target is met. */
async function run(driver: Driver, dist: ReturnType<typeof snapshotDist>): Promise<boolean> {
  console.log(`\n${driver}: seeding ${args.numbers} requests…`);
  const database = await prepareDatabase(driver, (db) => seedRequests(db, Number(args.numbers)), {
    prefix: 'bench-result',
  });
  try {
    const numbers = database.seeded;
    const nodeArgs = [
      ...serverNodeArgs,
      ...args['node-flags']!.split(' ').filter(Boolean),
      ...(args.trace ? ['--require', path.join(import.meta.dirname, 'memory-trace.cjs')] : []),
    ];
    const server = await startServer(
      serverEnv({
        ...database.env,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ALLOW: '127.0.0.1',
        REDIS_URL: '',
        MEMLOG_MS: '250',
      }) as Record<string, string>,
      { dist, nodeArgs },
    );
    try {
      const resultPaths = numbers.map((n) => trackingResultPath(n));
      const sample = await fetch(`${server.url}${resultPaths[0]}`, { headers: { 'accept-encoding': 'identity' } });
      const html = await sample.text();
      if (args['save-html']) fs.writeFileSync(args['save-html'], html);
      if (!html.includes('ligpit-ssr-data')) throw new Error('the result page was not rendered on the server');
      const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const size = Buffer.byteLength(html);
      const br = zlib.brotliCompressSync(html).length;
      const gz = zlib.gzipSync(html).length;

      console.log(`warming up (${args.warmup} s each; every result page visited once)…`);
      await load(server.url, Number(args.warmup), ['/']);
      for (let k = 0; k < resultPaths.length; k += 32) {
        await Promise.all(
          resultPaths
            .slice(k, k + 32)
            .map((p) => fetch(`${server.url}${p}`, { headers: browserEncoding }).then((r) => r.arrayBuffer())),
        );
      }
      await load(server.url, Number(args.warmup), resultPaths);

      const loadBefore = loadAverage();
      console.log(`landing /: ${connections} connections, ${duration} s, compressed…`);
      const landing = await load(server.url, duration, ['/']);
      console.log(
        `result pages: ${connections} connections, ${duration} s, compressed, ${resultPaths.length} numbers…`,
      );
      const rss = sampleMemory(server.pid);
      const result = await load(server.url, duration, resultPaths);
      const { rssKb: peakKb, breakdown } = rss.stop();
      const loadAfter = loadAverage();

      const ratio = result.rps / landing.rps;
      const row = (name: string, r: LoadResult) =>
        `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99
          .toFixed(1)
          .padStart(6)} ms${r.non2xx || r.errors ? `   non-2xx ${r.non2xx}, errors ${r.errors}` : ''}`;
      const check = (ok: boolean) => (ok ? 'OK' : 'MISSED');
      console.log(`\n${os.cpus().length} CPUs, node ${process.version}, ${driver}, node flags: ${nodeArgs.join(' ')}`);
      console.log(`load average before: ${loadBefore}; after: ${loadAfter}`);
      console.log(row('GET / (pre-rendered)', landing));
      console.log(row('GET /tracking-result/:n', result));
      console.log(`result rate: ${result.rps.toFixed(0)} req/s (target ≥ 2,000) ${check(result.rps >= 2000)}`);
      console.log(`result p99: ${result.p99.toFixed(1)} ms (target ≤ 100 ms) ${check(result.p99 <= 100)}`);
      console.log(`result vs landing: ${(ratio * 100).toFixed(1)} % (target ≥ 25 %) ${check(ratio >= 0.25)}`);
      console.log(
        `result HTML: ${(size / 1024).toFixed(1)} KB (target ≤ 20 KB) ${check(size <= 20 * 1024)}; brotli ${(br / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB`,
      );
      console.log(
        `inlined CSS: ${(Buffer.byteLength(inlineCss) / 1024).toFixed(1)} KB (target ≤ 8 KB) ${check(Buffer.byteLength(inlineCss) <= 8 * 1024)}`,
      );
      console.log(
        `server peak RSS (${driver}): ${(peakKb / 1024).toFixed(0)} MB (budget ≤ 250 MB) ${check(peakKb <= 250 * 1024)}`,
      );
      for (const [kind, kb] of Object.entries(breakdown)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)) {
        console.log(`  at the peak: ${(kb / 1024).toFixed(1).padStart(6)} MB ${kind}`);
      }
      if (args.trace) console.log(`  V8 near the peak: ${traceAtPeak(server.output(), peakKb)}`);
      const ok = result.rps >= 2000 && result.p99 <= 100 && ratio >= 0.25 && size <= 20 * 1024 && peakKb <= 250 * 1024;
      return ok && result.non2xx === 0 && result.errors === 0;
    } finally {
      await server.stop();
      if (args['server-log']) fs.writeFileSync(`${args['server-log']}.${driver}`, server.output());
    }
  } finally {
    await database.cleanup();
  }
}

async function main(): Promise<void> {
  const drivers: Driver[] = args.driver === 'both' ? ['pglite', 'postgres'] : [args.driver as Driver];
  const dist = snapshotDist();
  let ok = true;
  try {
    for (const driver of drivers) ok = (await run(driver, dist)) && ok;
  } finally {
    dist.cleanup();
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
