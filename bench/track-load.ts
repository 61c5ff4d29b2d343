// design.md §9 budget: the tracking lookup serves ≥ 40 % of the requests/s of a bare Fastify route on
// the same machine, with p99 ≤ 25 ms at 64 connections, on PostgreSQL; server RSS ≤ 250 MB.
//
//   npm run bench:track                      # 3 runs of 30 s per target (the acceptance run)
//   npm run bench:track -- --duration 10     # a quicker look
//   npm run bench:track -- --runs 1          # one pair
//
// Each run loads the bare route, then the lookup, and prints the load average before and after
// beside its ratio: on a shared machine a run that others' builds slowed is seen as such. The
// verdict counts the runs at ≥ 40 %; the exit code is 0 only when every run met every budget.
//
// Starts the real built server (dist/, built first when missing) on a fresh PostgreSQL database,
// seeds submissions with photos and status history, starts a bare Fastify process, and loads both
// with wrk (Debian's package; autocannon when wrk is missing): the lookup with a mix of existing
// (80 %) and unknown (20 %) numbers. wrk is C and costs the shared two cores about a third of
// what autocannon does per request, so more of the machine measures the server.
//
// Issue 35: every lookup comes through the rate limiters as a household's own (TRUST_PROXY=1 and one
// address in X-Forwarded-For, bench/households.ts), not from an address lifted from the limits, and
// the run also reports, side by side: the pre-rendered landing, the lookup cold (--cold numbers never
// looked up before, each once) and warm (the runs above). On both drivers (--driver).
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { makeTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { startServer } from '../e2e/harness.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { type Driver, prepareDatabase } from './bench-database.ts';
import {
  householdAddress,
  householdEnv,
  loadAverage as loadAverages,
  loadRow,
  loadVisits,
  visitEach,
} from './households.ts';
import { sampleRss } from './process-memory.ts';
import { seedRequests } from './seed-requests.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '64' },
    submissions: { type: 'string', default: '10000' },
    /** Numbers seeded besides --submissions and looked up once each, never before: the cold figure. */
    cold: { type: 'string', default: '3000' },
    /** Seconds the cold load and the first lookups of every number may take: then they end, and say what was left. */
    limit: { type: 'string', default: '300' },
    /** postgres | pglite | both. */
    driver: { type: 'string', default: 'both' },
    warmup: { type: 'string', default: '3' },
    /** `autocannon` forces the fallback (to compare with figures it measured); else wrk when installed. */
    'load-generator': { type: 'string', default: 'wrk' },
    /** Pairs of runs (bare, then lookup) on the one seeded database and server. */
    runs: { type: 'string', default: '3' },
    'log-level': { type: 'string', default: 'warn' },
    /** Write a V8 CPU profile of the server to this folder (for finding what a lookup costs). */
    'cpu-prof': { type: 'string' },
    /** Extra node flags for the server, e.g. "--trace-gc"; its output then goes to server.log. */
    'node-flags': { type: 'string', default: '' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const submissionCount = Number(args.submissions);
const warmup = Number(args.warmup);
const runCount = Number(args.runs);
const coldCount = Number(args.cold);
const limitSeconds = Number(args.limit);

/** The 1-minute load average, the figure to read beside a run's throughput. */
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

const children: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];

async function main(): Promise<void> {
  const dist = snapshotDist();
  const drivers: Driver[] = args.driver === 'both' ? ['postgres', 'pglite'] : [args.driver as Driver];
  let ok = true;
  try {
    for (const driver of drivers) ok = (await runDriver(driver, dist)) && ok;
  } finally {
    dist.cleanup();
  }
  process.exitCode = ok ? 0 : 1;
}

/** Households 0… look up the known numbers; guessers come from 172.16.0.0/12, networks of their own. */
const guesserAddress = (n: number) => householdAddress(n).replace(/^10\./, '172.');

async function runDriver(driver: Driver, dist: ReturnType<typeof snapshotDist>): Promise<boolean> {
  console.log(`\n${driver}: seeding ${submissionCount + coldCount} requests…`);
  const seeded = Date.now();
  const database = await prepareDatabase(driver, (db) => seedRequests(db, submissionCount + coldCount), {
    prefix: 'bench-track',
  });
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  try {
    const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'], driver)}`] : [];
    const flags = args['node-flags'] ? args['node-flags'].split(' ') : [];
    // Started as `npm start` starts it (Node flags, malloc settings: scripts/server-runtime.mjs).
    const server = await startServer(
      serverEnv({ ...database.env, ...householdEnv, LOG_LEVEL: args['log-level']!, REDIS_URL: '' }) as Record<
        string,
        string
      >,
      { dist, nodeArgs: [...serverNodeArgs, ...profile, ...flags] },
    );
    stops.push(async () => {
      await server.stop();
      if (flags.length > 0) fs.writeFileSync(`server.${driver}.log`, server.output());
    });
    const numbers = database.seeded.slice(0, submissionCount);
    const coldNumbers = database.seeded.slice(submissionCount);
    const bare = await startBareServer();

    const unknown = Array.from({ length: 1000 }, () => makeTrackingNumber((n) => randomBytes(n)));
    // Mostly real lookups, each by its own household; some misses (typos, guesses) by guessers.
    const paths = Array.from({ length: numbers.length + unknown.length }, (_, i) =>
      isUnknownSlot(i)
        ? { path: `/api/track/${unknown[i % unknown.length]}`, address: guesserAddress(i) }
        : { path: `/api/track/${numbers[i % numbers.length]}`, address: householdAddress(i) },
    );
    await checkAnswers(server.url, paths);

    // Cold before anything else warms the lookups: each of these numbers once, never asked before.
    const coldVisits = coldNumbers.map((n, i) => ({ path: `/api/track/${n}`, household: paths.length + i }));
    const landingVisits = Array.from({ length: 1000 }, (_, i) => ({
      path: '/',
      household: paths.length + coldCount + i,
    }));
    const coldLoad = loadAverages();
    console.log(`cold: ${coldVisits.length} numbers never looked up, each once, ${connections} connections…`);
    const cold = await loadVisits(server.url, coldVisits, {
      connections,
      once: true,
      limitSeconds,
      progress: (done, total) => console.log(`  ${done} of ${total} so far (load average ${loadAverages()})`),
    });
    const coldLoadAfter = loadAverages();
    console.log(`landing: ${duration} s…`);
    const landing = await loadVisits(server.url, landingVisits, { connections, seconds: duration });

    // Every number once before anything is timed: the lookup's steady state is its cache (decision
    // 005), and a warm-up of a few seconds fills it only as far as the machine's speed that minute
    // allows, so a busy minute timed database queries and a quiet one did not (decision 068).
    const first = await visitEach(server.url, paths, {
      concurrency: 32,
      limitSeconds,
      progress: (done, total) => console.log(`  ${done} of ${total} looked up (load average ${loadAverages()})`),
    });
    console.log(
      `every number looked up once (${paths.length}) in ${first.seconds.toFixed(1)} s: ${Object.entries(first.statuses)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ')}${first.failed ? `, ${first.failed} failed or timed out` : ''}`,
    );
    if (first.unfinished) {
      // Without every number looked up once, the runs below would time database queries, not the cache.
      console.log(`warm: not measured, the first lookups ${first.unfinished} MISSED`);
      return false;
    }
    console.log(`load generator: ${hasWrk ? 'wrk' : 'autocannon (install wrk for a lighter one)'}`);

    console.log(`\nwarming up (${warmup} s each)…`);
    await load(bare.url, warmup);
    await load(server.url, warmup, paths);

    console.log(
      `\n${os.hostname()}, ${os.cpus().length} CPUs, node ${process.version}, ${driver}, ${submissionCount} submissions seeded`,
    );
    const runs: { ratio: number; ok: boolean; load: string; bareUs: number; lookupUs: number; rps: number }[] = [];
    for (let run = 1; run <= runCount; run++) {
      const loadBefore = loadAverage();
      console.log(
        `\nrun ${run} of ${runCount} (load average ${loadBefore}): ${connections} connections, ${duration} s each…`,
      );
      let cpu = startCpuMeter(bare.pid);
      const bareResult = await load(bare.url, duration);
      const bareCpu = cpu.stop(bareResult);
      const rss = sampleRss(server.pid, 250);
      cpu = startCpuMeter(server.pid);
      const trackResult = await load(server.url, duration, paths);
      const trackCpu = cpu.stop(trackResult);
      const peakRss = rss.stop();
      const loadAfter = loadAverage();
      const ok = report(bareResult, bareCpu, trackResult, trackCpu, peakRss);
      const ratio = trackResult.rps / bareResult.rps;
      runs.push({
        ratio,
        ok,
        load: `${loadBefore} → ${loadAfter}`,
        bareUs: bareCpu.server,
        lookupUs: trackCpu.server,
        rps: trackResult.rps,
      });
      console.log(`run ${run}: ${(ratio * 100).toFixed(1)} % of bare, load average ${loadBefore} → ${loadAfter}`);
    }
    console.log(`\n${driver}, side by side (households from their own addresses, through the limiters):`);
    console.log(`${loadRow('GET / (pre-rendered)', landing)}`);
    console.log(
      `${loadRow(`lookup, cold: ${coldVisits.length} numbers once`, cold)}   load ${coldLoad} → ${coldLoadAfter}`,
    );
    const warmRps = Math.max(...runs.map((r) => r.rps));
    console.log(
      `lookup, warm (best of the runs)     ${warmRps.toFixed(0).padStart(7)} req/s; cold is ${((cold.rps / warmRps) * 100).toFixed(1)} % of warm`,
    );
    const coldOk = cold.non2xx === 0 && cold.errors === 0 && cold.timeouts === 0 && cold.requests === coldVisits.length;
    if (!coldOk) console.log('cold: not every lookup answered 200 MISSED');
    console.log('\nruns:');
    for (const [i, r] of runs.entries()) {
      console.log(
        `  ${i + 1}: ${(r.ratio * 100).toFixed(1).padStart(5)} % of bare   server CPU ${r.lookupUs.toFixed(0)} µs a lookup, ${r.bareUs.toFixed(0)} µs bare   load average ${r.load}`,
      );
    }
    const met = runs.filter((r) => r.ratio >= 0.4).length;
    console.log(`verdict: ≥ 40 % in ${met} of ${runs.length} runs`);
    return coldOk && runs.every((r) => r.ok);
  } finally {
    for (const stop of stops.splice(0)) await stop();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(resolve, 10_000).unref();
          }),
      ),
    );
    children.splice(0);
    await database.cleanup();
  }
}

/** Prints one run's figures; true when it met every budget and the answers were the expected ones. */
function report(
  bareResult: LoadResult,
  bareCpu: CpuPerRequest,
  trackResult: LoadResult,
  trackCpu: CpuPerRequest,
  peakRss: number,
): boolean {
  const ratio = trackResult.rps / bareResult.rps;
  const row = (name: string, r: LoadResult) =>
    `${name.padEnd(20)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99
      .toFixed(1)
      .padStart(5)} ms   ${Object.entries(r.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ')}${r.errors ? `  errors ${r.errors}` : ''}`;
  console.log(row('bare Fastify', bareResult));
  console.log(row('GET /api/track/:n', trackResult));
  console.log(`ratio: ${(ratio * 100).toFixed(1)} % of bare (target ≥ 40 %) ${ratio >= 0.4 ? 'OK' : 'MISSED'}`);
  console.log(
    `lookup p99: ${trackResult.p99.toFixed(1)} ms (target ≤ 25 ms) ${trackResult.p99 <= 25 ? 'OK' : 'MISSED'}`,
  );
  // Throughput on a shared machine moves with whatever else runs; CPU time per request does not,
  // and it shows where a lookup's cost goes.
  const perRequest = (name: string, c: CpuPerRequest) =>
    `${name.padEnd(20)} CPU per request: server ${c.server.toFixed(0)} µs, PostgreSQL ${c.postgres.toFixed(0)} µs, load generator ${c.loadGenerator.toFixed(0)} µs`;
  console.log(perRequest('bare Fastify', bareCpu));
  console.log(perRequest('GET /api/track/:n', trackCpu));
  console.log(
    `server peak RSS: ${(peakRss / 1024).toFixed(0)} MB (budget ≤ 250 MB) ${peakRss <= 250 * 1024 ? 'OK' : 'OVER'}`,
  );
  // One in five numbers is unknown: any other share of non-200 answers means something else answered.
  const notOk = trackResult.total - (trackResult.statuses['200'] ?? 0);
  const answersOk = trackResult.errors === 0 && Math.abs(notOk / trackResult.total - 0.2) < 0.01;
  if (!answersOk)
    console.log(`unexpected answers: ${JSON.stringify(trackResult.statuses)}, errors ${trackResult.errors}`);
  return ratio >= 0.4 && trackResult.p99 <= 25 && answersOk && peakRss <= 250 * 1024;
}

interface LoadResult {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  /** CPU time of a load generator in its own process (wrk); autocannon runs in this one. */
  loadGeneratorCpuMs?: number;
}

const hasWrk = (() => {
  if (args['load-generator'] === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

/** One lookup in five is of a number that does not exist. */
const isUnknownSlot = (i: number) => i % 5 === 4;

/** A lookup and the address it comes from (bench/households.ts). */
interface Lookup {
  path: string;
  address: string;
}

const fromAddress = (address: string) => ({ 'x-forwarded-for': address, 'accept-encoding': 'gzip, deflate, br' });

/** Each path answers 200 or 404 as it should before any load is timed (wrk only counts non-2xx). */
async function checkAnswers(url: string, paths: Lookup[]): Promise<void> {
  for (const [i, { path: p, address }] of paths.slice(0, 100).entries()) {
    const res = await fetch(url + p, { headers: fromAddress(address) });
    const expected = isUnknownSlot(i) ? 404 : 200;
    if (res.status !== expected) throw new Error(`${p} answered ${res.status}, expected ${expected}`);
    await res.arrayBuffer();
  }
}

async function load(url: string, seconds: number, paths?: Lookup[]): Promise<LoadResult> {
  return hasWrk ? loadWithWrk(url, seconds, paths) : loadWithAutocannon(url, seconds, paths);
}

// wrk calls request() for every request; each of its threads walks the list from its own start.
const wrkScript = `
local paths = {}
local addresses = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do
  local p, a = line:match("^(%S+)%s*(%S*)$")
  paths[#paths + 1] = p
  addresses[#addresses + 1] = a
end
local i = 0
function init(args) i = math.random(#paths) end
function request()
  i = i % #paths + 1
  if addresses[i] == "" then return wrk.format("GET", paths[i]) end
  return wrk.format("GET", paths[i], { ["X-Forwarded-For"] = addresses[i], ["Accept-Encoding"] = "gzip, deflate, br" })
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nBENCH {"requests":%d,"us":%d,"p50":%d,"p99":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`;

async function loadWithWrk(
  url: string,
  seconds: number,
  paths: Lookup[] = [{ path: '/bare', address: '' }],
): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-wrk-'));
  try {
    fs.writeFileSync(path.join(dir, 'paths.txt'), `${paths.map((p) => `${p.path} ${p.address}`).join('\n')}\n`);
    fs.writeFileSync(path.join(dir, 'load.lua'), wrkScript);
    const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', path.join(dir, 'load.lua'), url];
    // `times` prints the CPU time of the shell's children: wrk's own share of the shared machine.
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('sh', ['-c', 'wrk "$@" && times', 'sh', ...args], {
        env: { ...process.env, BENCH_PATHS: path.join(dir, 'paths.txt') },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}:\n${out}`))));
    });
    const summary = /BENCH (\{.*\})/.exec(output);
    if (!summary) throw new Error(`no summary from wrk:\n${output}`);
    const r = JSON.parse(summary[1]!) as Record<'requests' | 'us' | 'p50' | 'p99' | 'non2xx' | 'errors', number>;
    // times: the shell's own user/system line, then its children's.
    const times = [...output.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
    return {
      rps: r.requests / (r.us / 1e6),
      total: r.requests,
      p50: r.p50 / 1000,
      p99: r.p99 / 1000,
      errors: r.errors,
      statuses: { '200': r.requests - r.non2xx, 'other than 2xx': r.non2xx },
      loadGeneratorCpuMs: (times[2] ?? 0) + (times[3] ?? 0),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function loadWithAutocannon(url: string, seconds: number, paths?: Lookup[]): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(paths
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => {
                i += 1;
                const { path: p, address } = paths[i % paths.length]!;
                return { ...req, path: p, headers: { ...req.headers, ...fromAddress(address) } };
              },
            },
          ],
        }
      : { url: `${url}/bare` }),
  });
  const statuses: Record<string, number> = {};
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  for (const [code, { count }] of Object.entries(stats)) statuses[code] = count;
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

async function startBareServer(): Promise<{ url: string; pid: number }> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), { stdio: 'ignore' });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid! };
}

interface CpuPerRequest {
  server: number;
  postgres: number;
  loadGenerator: number;
}

/** CPU time (user + system, Linux /proc) of a process, in ms. */
function cpuMs(pid: number | string): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, 100 a second
  } catch {
    return 0;
  }
}

/** All PostgreSQL server processes on this machine (the backends serving the pool, and the rest). */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function startCpuMeter(serverPid: number): { stop: (result: LoadResult) => CpuPerRequest } {
  const server = cpuMs(serverPid);
  const postgres = postgresCpuMs();
  const self = process.cpuUsage();
  return {
    stop: ({ total: requests, loadGeneratorCpuMs }) => {
      const own = process.cpuUsage(self);
      const us = (ms: number) => (ms * 1000) / Math.max(1, requests);
      return {
        server: us(cpuMs(serverPid) - server),
        // Machine-wide: other databases' work counts too, and a backend that exits takes its time
        // with it, so this is a rough figure on a shared machine.
        postgres: Math.max(0, us(postgresCpuMs() - postgres)),
        loadGenerator:
          loadGeneratorCpuMs === undefined ? (own.user + own.system) / Math.max(1, requests) : us(loadGeneratorCpuMs),
      };
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
