// Issue 25, issue 35: the tracking result page (the SMS link) under a crowd, on PGlite and on
// PostgreSQL (decisions 062, 066, 069, 082), beside the pre-rendered landing in the same run.
//
//   npm run bench:result                                   # both drivers
//   npm run bench:result -- --driver pglite --numbers 3000 # the acceptance run of issue 35
//   npm run bench:result -- --driver postgres              # a throw-away database (BENCH_DATABASE_URL, DATABASE_URL or the local server)
//   npm run bench:result -- --phases cold --cpu-prof /tmp/prof   # what a first render costs
//   npm run bench:result -- --trace --node-flags=--trace-gc --server-log /tmp/server
//
// Starts the built server as `npm start` does (scripts/server-runtime.mjs), seeds twice --numbers
// requests and measures, in one run (bench/README.md says what each figure includes):
//   - the landing, pre-rendered;
//   - cold: --numbers result pages never rendered or looked up before, each opened exactly once
//     (a link nobody's change has named: an old SMS, a number typed in);
//   - changed: --numbers other households booked on one day, which staff suspend through the API;
//     once the change's messages are out, each household opens its own page once (what an SMS wave
//     brings: the change read each record again, decision 096, and left its page to be rendered);
//   - warm: other pages, as many as the server keeps (keptResultPages: 1,000), each visited once
//     right before, after the cold pages have taken the kept places, then opened round and round.
// Each phase that visits every page once stops after --limit seconds, and says what was left.
// 64 connections, `Accept-Encoding: gzip, deflate, br`; every household from its own address through
// the rate limiters (TRUST_PROXY=1, X-Forwarded-For: bench/households.ts), not RATE_LIMIT_ALLOW.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { keptResultPages } from '#src/server/features/tracking/result-pages.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { startServer } from '../e2e/harness.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { type Driver, prepareDatabase } from './bench-database.ts';
import {
  householdAddress,
  householdEnv,
  type LoadResult,
  loadAverage,
  loadRow,
  loadVisits,
  visitEach,
} from './households.ts';
import { sampleMemory } from './process-memory.ts';
import { seedRequests } from './seed-requests.ts';
import { snapshotDist } from './snapshot-dist.mjs';
import { benchStaffEnv, outboxGauge, seedBookedDay, signInStaff, suspendDay } from './typhoon-day.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    /** Numbers in the cold set, and as many again in the warm set, up to what the server keeps. */
    numbers: { type: 'string', default: '3000' },
    /**
     * Seconds a phase that visits each page once (cold; the warm set's first visits) may take: past
     * it the phase ends with what was answered, and says so (a loaded machine, a stalled server).
     */
    limit: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '3' },
    /** pglite | postgres | both; PostgreSQL gets a throw-away database (BENCH_DATABASE_URL, DATABASE_URL or the local server). */
    driver: { type: 'string', default: 'both' },
    /** Which loads to run, in this order: landing, cold, changed, warm (a profile of the cold pages alone: --phases cold). */
    phases: { type: 'string', default: 'landing,cold,changed,warm' },
    /** Write a V8 CPU profile of the server to this folder (node --cpu-prof), per driver. */
    'cpu-prof': { type: 'string' },
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
const count = Number(args.numbers);
const limitSeconds = Number(args.limit);
// The warm set is kept whole by the server, or it is not warm: past keptResultPages' numbers, going
// round and round drops each page before its next visit, and every visit is a render (issue 35).
const warmCount = Math.min(count, keptResultPages.maxNumbers);
const phases = new Set(args.phases!.split(','));

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

const shuffled = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

/** One driver's run; true when every target is met. */
async function run(driver: Driver, dist: ReturnType<typeof snapshotDist>): Promise<boolean> {
  console.log(`\n${driver}: seeding ${count + warmCount} requests (${count} cold, ${warmCount} warm)…`);
  if (warmCount < count)
    console.log(`(the warm set is ${warmCount} numbers: the most the server keeps pages of, keptResultPages)`);
  // The changed set is booked on a day no other seeded request is (seedRequests books 7–30 days ahead).
  const changedDay = addDays(manilaDate(), 45);
  const database = await prepareDatabase(
    driver,
    async (db) => ({
      numbers: await seedRequests(db, count + warmCount),
      changed: phases.has('changed') ? await seedBookedDay(db, count, changedDay) : [],
    }),
    { prefix: 'bench-result' },
  );
  try {
    const numbers = database.seeded.numbers;
    const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'], driver)}`] : [];
    const nodeArgs = [
      ...serverNodeArgs,
      ...profile,
      ...args['node-flags']!.split(' ').filter(Boolean),
      ...(args.trace ? ['--require', path.join(import.meta.dirname, 'memory-trace.cjs')] : []),
    ];
    const server = await startServer(
      serverEnv({
        ...database.env,
        ...householdEnv,
        ...benchStaffEnv,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        MEMLOG_MS: '250',
      }) as Record<string, string>,
      { dist, nodeArgs },
    );
    try {
      // Households 0… open the cold numbers, the next ones the warm numbers; each its own address.
      const cold = shuffled(numbers.slice(0, count).map((n, i) => ({ path: trackingResultPath(n), household: i })));
      const warm = numbers.slice(count).map((n, i) => ({ path: trackingResultPath(n), household: count + i }));
      const progress = (name: string) => (done: number, total: number) =>
        console.log(`  ${name}: ${done} of ${total} so far (load average ${loadAverage()})`);
      // Household 2 × count + 1 looks at one warm page uncompressed, for its size.
      const sample = await fetch(`${server.url}${warm[0]!.path}`, {
        headers: { 'accept-encoding': 'identity', 'x-forwarded-for': householdAddress(2 * count + 1) },
        signal: AbortSignal.timeout(60_000),
      });
      const html = await sample.text();
      if (args['save-html']) fs.writeFileSync(args['save-html'], html);
      if (!html.includes('ligpit-ssr-data')) throw new Error('the result page was not rendered on the server');
      const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const size = Buffer.byteLength(html);
      const br = zlib.brotliCompressSync(html).length;
      const gz = zlib.gzipSync(html).length;

      // What the warm pages hold once asked for twice (gzip 9 and brotli 11): they must fit too.
      const warmBytes = warmCount * (gz + br);
      if (phases.has('warm') && warmBytes > keptResultPages.maxBytes)
        console.log(
          `WARNING: ${warmCount} pages of ${((gz + br) / 1024).toFixed(1)} KB do not fit in the ${keptResultPages.maxBytes >> 20} MB the server keeps: the warm figure includes renders`,
        );

      const landingVisits = Array.from({ length: 1000 }, (_, i) => ({ path: '/', household: 3 * count + i }));
      console.log(`warming up (${args.warmup} s of the landing)…`);
      await loadVisits(server.url, landingVisits, { connections, seconds: Number(args.warmup) });

      const loadBefore = loadAverage();
      const rss = sampleMemory(server.pid);
      const results: { name: string; result: LoadResult; load: string }[] = [];
      const measure = async (name: string, go: () => Promise<LoadResult>) => {
        console.log(`${name}…`);
        const before = loadAverage();
        const result = await go();
        results.push({ name, result, load: `${before} → ${loadAverage()}` });
        return result;
      };
      const landing = phases.has('landing')
        ? await measure(`GET / (pre-rendered), ${duration} s`, () =>
            loadVisits(server.url, landingVisits, { connections, seconds: duration }),
          )
        : undefined;
      const coldResult = phases.has('cold')
        ? await measure(`result, cold: ${cold.length} pages, each once`, () =>
            loadVisits(server.url, cold, {
              connections,
              once: true,
              limitSeconds,
              progress: progress('cold pages answered'),
            }),
          )
        : undefined;
      let changedResult: LoadResult | undefined;
      if (phases.has('changed')) {
        const changed = shuffled(
          database.seeded.changed.map((n, i) => ({ path: trackingResultPath(n), household: 4 * count + 1000 + i })),
        );
        console.log(`suspending ${changedDay} (${changed.length} households) through the staff API…`);
        const { moved, ms } = await suspendDay(server.url, await signInStaff(server.url), changedDay);
        console.log(`  moved ${moved} in ${(ms / 1000).toFixed(1)} s; waiting for its SMS and e-mails to go out…`);
        const started = performance.now();
        for (;;) {
          const pending = await outboxGauge(server.url, 'pending');
          if (pending.sms === 0 && pending.email === 0) break;
          if (performance.now() - started > limitSeconds * 1000)
            throw new Error(`the outbox still holds ${JSON.stringify(pending)} after ${limitSeconds} s`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        console.log(`  out in ${((performance.now() - started) / 1000).toFixed(1)} s (load average ${loadAverage()})`);
        changedResult = await measure(`result, after a change: ${changed.length} pages, each once`, () =>
          loadVisits(server.url, changed, {
            connections,
            once: true,
            limitSeconds,
            progress: progress('changed pages answered'),
          }),
        );
      }
      // The warm pages are visited right before they are timed: the cold pages took the kept places
      // meanwhile, and a kept page is dropped when its lookup expires (5 minutes).
      let warmNotMeasured: string | undefined;
      if (phases.has('warm')) {
        console.log(`warming up the warm set: each of its ${warm.length} pages once, 32 at a time…`);
        const first = await visitEach(
          server.url,
          warm.map((v) => ({ path: v.path, address: householdAddress(v.household) })),
          { concurrency: 32, limitSeconds, progress: progress('warm pages visited') },
        );
        console.log(
          `  in ${first.seconds.toFixed(0)} s: ${Object.entries(first.statuses)
            .map(([code, n]) => `${code}×${n}`)
            .join(' ')}${first.failed ? `, ${first.failed} failed or timed out` : ''} (load average ${loadAverage()})`,
        );
        // A page whose answer timed out here is still rendered and kept by the server; one that was
        // not is rendered by the warm-up below. Only a first round that could not finish is fatal.
        if (first.unfinished) warmNotMeasured = `its first visits ${first.unfinished}`;
        else {
          console.log(`warming up (${args.warmup} s of the warm pages)…`);
          await loadVisits(server.url, warm, { connections, seconds: Number(args.warmup) });
        }
      }
      const warmResult =
        phases.has('warm') && !warmNotMeasured
          ? await measure(`result, warm: ${warm.length} pages, ${duration} s`, () =>
              loadVisits(server.url, warm, { connections, seconds: duration }),
            )
          : undefined;
      const { rssKb: peakKb, breakdown } = rss.stop();
      const loadAfter = loadAverage();

      const check = (ok: boolean) => (ok ? 'OK' : 'MISSED');
      console.log(
        `\n${os.hostname()}, ${os.cpus().length} CPUs, node ${process.version}, ${driver}, ${connections} connections, node flags: ${nodeArgs.join(' ')}`,
      );
      console.log(`load average before: ${loadBefore}; after: ${loadAfter}`);
      for (const { name, result, load } of results) console.log(`${loadRow(name, result)}   load ${load}`);
      let ok = true;
      const target = (text: string, met: boolean) => {
        console.log(`${text} ${check(met)}`);
        ok &&= met;
      };
      // Issue 35's targets hold for both first visits: a number never looked up, and one a change named.
      for (const [name, result] of [
        ['cold', coldResult],
        ['after a change', changedResult],
      ] as const) {
        if (!result) continue;
        const clean = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result.requests === count;
        target(`${name} rate: ${result.rps.toFixed(0)} req/s (target ≥ 400)`, result.rps >= 400);
        target(`${name} p99: ${result.p99.toFixed(1)} ms (target ≤ 300 ms)`, result.p99 <= 300);
        target(`${name}: every page answered 200, no error or timeout`, clean);
        // When in the phase the slow answers came (a stall at its start is not one spread through it).
        console.log(
          `  ${name} by second (answers/p99/slowest ms): ${result.timeline
            .map((s) => `${s.second}s ${s.answers}/${s.p99.toFixed(0)}/${s.max.toFixed(0)}`)
            .join(', ')}`,
        );
        const first = result.firstAnswers;
        console.log(
          `  ${name}: each of the ${first.length} connections had its first answer ${first[0]?.toFixed(0)}–${first.at(-1)?.toFixed(0)} ms in (median ${first[first.length >> 1]?.toFixed(0)} ms)`,
        );
        if (warmResult) {
          const ratio = result.rps / warmResult.rps;
          target(`${name} vs warm: ${(ratio * 100).toFixed(1)} % (target ≥ 10 %)`, ratio >= 0.1);
        }
      }
      if (warmNotMeasured) target(`warm: not measured, ${warmNotMeasured}`, false);
      if (warmResult) {
        target(`warm p99: ${warmResult.p99.toFixed(1)} ms (target ≤ 100 ms)`, warmResult.p99 <= 100);
        target(`warm: no error, no refusal`, warmResult.non2xx === 0 && warmResult.errors + warmResult.timeouts === 0);
        if (landing) {
          const ratio = warmResult.rps / landing.rps;
          target(`warm vs landing: ${(ratio * 100).toFixed(1)} % (target ≥ 25 %)`, ratio >= 0.25);
        }
      }
      target(
        `result HTML: ${(size / 1024).toFixed(1)} KB (target ≤ 20 KB); brotli ${(br / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB`,
        size <= 20 * 1024,
      );
      target(
        `inlined CSS: ${(Buffer.byteLength(inlineCss) / 1024).toFixed(1)} KB (target ≤ 8 KB)`,
        Buffer.byteLength(inlineCss) <= 8 * 1024,
      );
      target(`server peak RSS (${driver}): ${(peakKb / 1024).toFixed(0)} MB (budget ≤ 250 MB)`, peakKb <= 250 * 1024);
      for (const [kind, kb] of Object.entries(breakdown)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)) {
        console.log(`  at the peak: ${(kb / 1024).toFixed(1).padStart(6)} MB ${kind}`);
      }
      if (args.trace) console.log(`  V8 near the peak: ${traceAtPeak(server.output(), peakKb)}`);
      return ok;
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
