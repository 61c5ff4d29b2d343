// Issue 35: a typhoon day, end to end. N households booked on one day across the 17 cities; staff
// suspend the day through the real API; the server sends through a fake Semaphore that enforces
// its documented limits (120 calls a minute, 1,000 numbers a call) and a local SMTP server paced
// by SMTP_MESSAGES_PER_MINUTE; each household opens its own result page after its SMS reached the
// provider (a delay from a log-normal curve: median 30 s, 90 % within 2 min, divided by
// --time-factor), one in five twice, each from its own address (TRUST_PROXY=1 + X-Forwarded-For).
//
//   npm run bench:wave                                         # 1,000 households, PGlite, time ×4
//   npm run bench:wave -- --households 10000 --driver postgres --time-factor 1
//   npm run bench:wave -- --households 10000 --driver postgres --instances 2 --time-factor 1
//       two servers on one PostgreSQL, Redis (--redis, default redis://127.0.0.1:6379) and an s3rver
//       bucket; staff suspend through the first, households alternate between them
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';
import { startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { serviceCities } from '#src/shared/core/cities.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { startServer } from '../e2e/harness.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { type Driver, prepareDatabase } from './bench-database.ts';
import { sampleMemory } from './process-memory.ts';
import { snapshotDist } from './snapshot-dist.mjs';
import { benchStaffEnv, outboxGauge, seedBookedDay, signInStaff, suspendDay } from './typhoon-day.ts';

const { values: args } = parseArgs({
  options: {
    households: { type: 'string', default: '1000' },
    driver: { type: 'string', default: 'pglite' },
    /** Households' delays are divided by this: 4 compresses a 2-minute tail to 30 s. */
    'time-factor': { type: 'string', default: '4' },
    'smtp-per-minute': { type: 'string', default: '6000' },
    /** Give up waiting for the wave after this many seconds. */
    'max-seconds': { type: 'string', default: '900' },
    /** Write a V8 CPU profile of the server to this folder (node --cpu-prof). */
    'cpu-prof': { type: 'string' },
    /** Servers on one database (2: PostgreSQL only, with Redis and an s3rver bucket shared). */
    instances: { type: 'string', default: '1' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const instanceCount = Number(args.instances);
if (instanceCount > 1 && args.driver !== 'postgres')
  throw new Error("--instances above 1 needs --driver postgres: PGlite is one process's database");
const households = Number(args.households);
const timeFactor = Number(args['time-factor']);
const driver = args.driver as Driver;
const day = addDays(manilaDate(), 7);
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A household's delay in ms: log-normal, median 30 s, 90 % within 120 s (σ = ln 4 / 1.2816), at most
 * 10 minutes. Uncapped, the slowest of 12,000 draws came ~35 minutes after its SMS, and a real-time
 * run (`--time-factor 1`) waited that long for one visit; ~0.3 % of households are past 10 minutes,
 * and they come when the wave is over anyway.
 */
function visitDelayMs(): number {
  const z = Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
  return Math.min(600_000, 30_000 * Math.exp(z * (Math.log(4) / 1.2816))) / timeFactor;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  console.log(`seeding ${households} households booked on ${day} across ${serviceCities.length} cities (${driver})…`);
  const database = await prepareDatabase(driver, (db) => seedBookedDay(db, households, day), {
    prefix: 'bench-wave',
  });
  const trackingOf = new Map(database.seeded.map((tn, n) => [`0918${String(n).padStart(7, '0')}`, tn]));
  const [semaphore, smtp] = await Promise.all([startSemaphorePeer({ apiKey: 'bench-key' }), startSmtpPeer()]);
  const dist = snapshotDist();
  // Two or more instances share what a deployment shares: the database, Redis and a bucket.
  const s3Dir = instanceCount > 1 ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wave-s3-')) : undefined;
  const s3 = s3Dir
    ? new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: 'photos' }],
      })
    : undefined;
  const shared = s3
    ? {
        REDIS_URL: args.redis!,
        S3_ENDPOINT: `http://127.0.0.1:${(await s3.run()).port}`,
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_REGION: 'us-east-1',
      }
    : { REDIS_URL: '' };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  // One after the other: the first applies what migrations are left.
  for (let i = 0; i < instanceCount; i++)
    servers.push(
      await startServer(
        serverEnv({
          ...database.env,
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '1',
          ...shared,
          ...benchStaffEnv,
          SMS_PROVIDER: 'semaphore',
          SEMAPHORE_API_KEY: 'bench-key',
          SEMAPHORE_API_URL: semaphore.url,
          SMTP_URL: smtp.url,
          SMTP_MESSAGES_PER_MINUTE: args['smtp-per-minute']!,
        }) as Record<string, string>,
        {
          dist,
          nodeArgs: [
            ...serverNodeArgs,
            ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'], String(i))}`] : []),
          ],
        },
      ),
    );
  const server = servers[0]!;
  const rss = servers.map((one) => sampleMemory(one.pid));
  const loadBefore = loadAverage();
  try {
    const cookie = await signInStaff(server.url);

    // Households: each visit is timed from outside; every household has its own address.
    const t0 = performance.now();
    const latencies: number[] = [];
    // Each visit by when it was sent (seconds after the suspension), so a stall can be placed in time.
    const timeline: { at: number; ms: number; outcome: 'ok' | 'timeout' | 'error' }[] = [];
    const seen = { status5xx: 0, status429: 0, timeouts: 0, errors: 0, firstError: '', other: 0, visits: 0 };
    const visits: Promise<void>[] = [];
    // Household n visits instance n mod the count, as a load balancer would spread them.
    const visit = async (trackingNumber: string, address: string, n: number) => {
      const started = performance.now();
      try {
        const res = await fetch(`${servers[n % servers.length]!.url}${trackingResultPath(trackingNumber)}`, {
          headers: { ...browserEncoding, 'x-forwarded-for': address },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        timeline.push({ at: (started - t0) / 1000, ms: performance.now() - started, outcome: 'ok' });
        seen.visits++;
        if (res.status >= 500) seen.status5xx++;
        else if (res.status === 429) seen.status429++;
        else if (res.status !== 200) seen.other++;
      } catch (error) {
        // A timeout is the household giving up; anything else (refused, reset) is told apart.
        const outcome = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error';
        timeline.push({ at: (started - t0) / 1000, ms: performance.now() - started, outcome });
        if (outcome === 'timeout') seen.timeouts++;
        else {
          seen.errors++;
          seen.firstError ||= String((error as { cause?: unknown }).cause ?? error);
        }
      }
    };
    let smsCallsSeen = 0;
    let smsNumbers = 0;
    const perNumber = new Map<string, number>();
    const watchSms = setInterval(() => {
      for (; smsCallsSeen < semaphore.received.length; smsCallsSeen++) {
        for (const number of semaphore.received[smsCallsSeen]!.fields.number!.split(',')) {
          smsNumbers++;
          perNumber.set(number, (perNumber.get(number) ?? 0) + 1);
          const tn = trackingOf.get(number);
          if (!tn) continue;
          const n = Number(number.slice(4));
          const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          const first = visitDelayMs();
          visits.push(new Promise((r) => setTimeout(r, first)).then(() => visit(tn, address, n)));
          if (n % 5 === 0) {
            const second = first + visitDelayMs();
            visits.push(new Promise((r) => setTimeout(r, second)).then(() => visit(tn, address, n)));
          }
        }
      }
    }, 50);

    // The outbox's oldest pending message over time, from /metrics (loopback may scrape).
    const oldest: { at: number; sms: number; email: number }[] = [];
    const scrape = setInterval(() => {
      void outboxGauge(server.url, 'oldest_pending_seconds')
        .then(({ sms, email }) => oldest.push({ at: (performance.now() - t0) / 1000, sms: sms!, email: email! }))
        .catch(() => {});
    }, 5000);

    console.log(`suspending ${day} through POST /api/admin/pickup-suspensions…`);
    const { moved } = await suspendDay(server.url, cookie, day);
    const movedMs = performance.now() - t0;
    console.log(`moved ${moved} households in ${(movedMs / 1000).toFixed(1)} s`);

    let smsDoneMs = Number.NaN;
    let emailDoneMs = Number.NaN;
    const deadline = t0 + Number(args['max-seconds']) * 1000;
    while (performance.now() < deadline) {
      if (Number.isNaN(smsDoneMs) && smsNumbers >= households) smsDoneMs = performance.now() - t0;
      if (Number.isNaN(emailDoneMs) && smtp.received.length >= households) emailDoneMs = performance.now() - t0;
      if (!Number.isNaN(smsDoneMs) && !Number.isNaN(emailDoneMs)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    clearInterval(watchSms);
    await Promise.all(visits);
    clearInterval(scrape);
    const peaks = rss.map((one) => one.stop().rssKb);
    const loadAfter = loadAverage();

    const emailsPer = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) emailsPer.set(to, (emailsPer.get(to) ?? 0) + 1);
    const smsCounts = [...perNumber.values()];
    const emailCounts = [...emailsPer.values()];
    const exactlyOnce =
      perNumber.size === households &&
      smsCounts.every((c) => c === 1) &&
      emailsPer.size === households &&
      emailCounts.every((c) => c === 1);
    // What Semaphore's limit allows: one call per 1,000 numbers of a text, 120 calls a minute.
    const calls = semaphore.received.length;
    const allowedMs = Math.max(0, calls - 120) * 500;
    const sorted = [...latencies].sort((a, b) => a - b);
    const check = (ok: boolean) => (ok ? 'OK' : 'MISSED');
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

    console.log(
      `\n${os.hostname()}, ${os.cpus().length} CPUs, node ${process.version}, ${driver}, ${servers.length} instance(s)${s3 ? ` with Redis ${args.redis} and s3rver` : ''}`,
    );
    console.log(`load average before: ${loadBefore}; after: ${loadAfter}`);
    console.log(`households: ${households}; time factor ×${timeFactor} (household delays divided by it)`);
    console.log(`all moved: ${s(movedMs)} after the suspension was sent (target ≤ 60 s) ${check(movedMs <= 60_000)}`);
    console.log(
      `every SMS accepted: ${s(smsDoneMs)} in ${calls} Semaphore calls, ${semaphore.rateLimited} answered 429 (the limits allow the calls in ${s(allowedMs)}; target within 10 %)`,
    );
    console.log(`every e-mail accepted: ${s(emailDoneMs)} at SMTP_MESSAGES_PER_MINUTE=${args['smtp-per-minute']}`);
    console.log(
      `messages per household: SMS ${Math.min(...smsCounts)}–${Math.max(...smsCounts)} to ${perNumber.size} numbers, e-mail ${Math.min(...emailCounts)}–${Math.max(...emailCounts)} to ${emailsPer.size} addresses: ${exactlyOnce ? 'exactly one each OK' : 'MISSED'}`,
    );
    const p99 = percentile(sorted, 99);
    console.log(
      `result page during the wave: ${seen.visits} visits, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ 300 ms) ${check(p99 <= 300)}`,
    );
    console.log(
      `households saw: 5xx ${seen.status5xx}, timeouts ${seen.timeouts}, other errors ${seen.errors}${seen.firstError ? ` (${seen.firstError})` : ''}, 429 ${seen.status429}, other non-200 ${seen.other} ${check(seen.status5xx + seen.timeouts + seen.errors === 0)}`,
    );
    console.log(
      `outbox oldest pending (s, every 5 s): ${oldest.map((o) => `${o.at.toFixed(0)}s sms ${o.sms.toFixed(0)} email ${o.email.toFixed(0)}`).join('; ')}`,
    );
    console.log('result page by when the visit was sent (15 s rounds): visits, p50, p99, timeouts');
    const rounds = new Map<number, typeof timeline>();
    for (const v of timeline) {
      const round = Math.floor(v.at / 15);
      rounds.set(round, [...(rounds.get(round) ?? []), v]);
    }
    for (const [round, rows] of [...rounds].sort(([a], [b]) => a - b)) {
      const ms = rows
        .filter((v) => v.outcome === 'ok')
        .map((v) => v.ms)
        .sort((a, b) => a - b);
      const late = rows.filter((v) => v.outcome !== 'ok').length;
      console.log(
        `  ${round * 15}–${round * 15 + 15} s: ${rows.length} visits, p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, timeouts or errors ${late}`,
      );
    }
    for (const [i, kb] of peaks.entries())
      console.log(
        `server ${i + 1} peak RSS: ${(kb / 1024).toFixed(0)} MB (target ≤ 300 MB) ${check(kb <= 300 * 1024)}`,
      );
  } finally {
    await Promise.all(servers.map((one) => one.stop()));
    await s3?.close();
    if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
    dist.cleanup();
    await Promise.all([semaphore.close(), smtp.close()]);
    await database.cleanup();
  }
}

await main();
