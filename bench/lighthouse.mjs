// Issue 25 (amends design.md §9 and issue 14): Lighthouse mobile performance, median of 5, ≥ 98 on /,
// /track, a tracking result and an event booth's upload page (`event`), and ≥ 95 on the guest upload,
// /login and /signup; on every page a median TBT ≤ 150 ms.
//
//   npm run bench:lighthouse                 # 5 runs per page, the median is reported
//   npm run bench:lighthouse -- --runs 1 --pages /track,result
//   npm run bench:lighthouse -- --via h2     # through an HTTP/2 TLS proxy, as behind nginx or Caddy
//
// Starts the built server (dist/, built first when missing) on an empty PGlite data folder,
// makes one guest submission through the API (so there is a real result page), then audits each
// page with Lighthouse's default mobile settings (Moto G Power viewport, simulated slow 4G and
// 4× CPU slowdown) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Run with tsx (npm run bench:lighthouse), which loads the TypeScript harness the journeys use.
import { chromiumArgs, startServer, submitAsGuest } from '../e2e/harness.ts';
import { benchOrigin, describeVia } from './h2-proxy.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // Pages by name: /, /track, result, event (a booth), /no-login-upload, /login, /signup.
    pages: { type: 'string', default: '/,/track,result,event,/no-login-upload,/login,/signup' },
    /** Also print what the score is made of: LCP element and phases, long tasks, script boot-up. */
    explain: { type: 'boolean', default: false },
    /** direct: HTTP/1.1 to Node; h2: through an HTTP/2 TLS proxy (bench/h2-proxy.ts), as in production. */
    via: { type: 'string', default: 'direct' },
  },
});
const runs = Math.max(1, Number(args.runs));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const targets = {
  '/': 98,
  '/track': 98,
  result: 98,
  event: 98,
  '/no-login-upload': 95,
  '/login': 95,
  '/signup': 95,
};
const tbtBudget = 150;
const staff = { email: 'bench-staff@ligpit.ph', password: 'bench staff password 1' };

/** An open event, made through the staff API as the Events page makes it; returns its slug. */
async function createBenchEvent(baseUrl) {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(staff),
  });
  if (!signIn.ok) throw new Error(`staff sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const res = await fetch(`${baseUrl}/api/admin/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ venue: 'SM Aura Premier', city: 'Taguig', startsOn: today, endsOn: today }),
  });
  if (res.status !== 201) throw new Error(`event create answered ${res.status}`);
  return (await res.json()).slug;
}

function explain(pagePath, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcp = items('largest-contentful-paint-element');
  console.log(`\n${pagePath}: benchmarkIndex ${lhr.environment.benchmarkIndex}`);
  console.log(`  LCP element: ${lcp[0]?.items?.[0]?.node?.snippet ?? '?'}`);
  for (const phase of lcp[1]?.items ?? []) console.log(`  LCP ${phase.phase}: ${Math.round(phase.timing)} ms`);
  // Lantern simulates FCP from what had loaded by the *observed* (unthrottled) first paint: a
  // High-priority script that finished before it counts as render-blocking, so print both.
  const observed = items('metrics')[0] ?? {};
  console.log(`  observed FCP ${Math.round(observed.observedFirstContentfulPaint ?? Number.NaN)} ms`);
  for (const request of items('network-requests').filter((r) => r.resourceType !== 'Image'))
    console.log(
      `  request ${request.priority.padEnd(8)} ${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)} ms` +
        ` ${String(Math.round(request.transferSize / 1024)).padStart(4)} KB ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  for (const task of items('long-tasks').slice(0, 8))
    console.log(`  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
  for (const script of items('bootup-time').slice(0, 5))
    console.log(`  boot-up ${Math.round(script.total)} ms (scripting ${Math.round(script.scripting)}): ${script.url}`);
  // What else Lighthouse flags for the page (render-blocking requests, unused JS, image sizes…).
  const flagged = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit && typeof audit.score === 'number' && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    );
  for (const audit of flagged)
    console.log(`  flagged: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** One Lighthouse run; a failed trace recording (NO_NAVSTART, seen now and then here) is run again. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const dist = snapshotDist();
  // Lighthouse reloads pages many times; the lookup's per-client limit is not what is measured.
  const server = await startServer(
    { LOG_LEVEL: 'warn', RATE_LIMIT_ALLOW: '127.0.0.1', ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password },
    { dist },
  );
  const { url: origin, proxy } = await benchOrigin(args.via, server.url);
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The --via h2 proxy's certificate is its own.
    chromeFlags: ['--headless=new', ...chromiumArgs, ...(proxy ? ['--ignore-certificate-errors'] : [])],
  });
  let failed = false;
  try {
    const { trackingNumber } = await submitAsGuest(server.url, ['#e76f51', '#2a9d8f', '#e9c46a']);
    const pages = {
      '/': '/',
      '/track': '/track',
      result: `/tracking-result/${trackingNumber}`,
      event: `/event/${await createBenchEvent(server.url)}/upload`,
      '/no-login-upload': '/no-login-upload',
      '/login': '/login',
      '/signup': '/signup',
    };
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(
      `Lighthouse ${runs} run(s) per page, mobile, Chromium ${chromePath}; host ${os.hostname()}, ${os.cpus().length} CPUs; load average ${load()}`,
    );
    console.log(describeVia(proxy));
    const wanted = new Set(args.pages.split(','));
    for (const [name, pagePath] of Object.entries(pages).filter(([name]) => wanted.has(name))) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${origin}${pagePath}`, chrome.port);
        if (args.explain) explain(pagePath, lhr);
        const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          si: metric('speed-index'),
          // Lighthouse's measure of this host's CPU: scores from two machines compare only beside it.
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      const score = median(results.map((r) => r.score));
      const tbt = median(results.map((r) => r.tbt));
      const ok = score >= targets[name] && tbt <= tbtBudget;
      failed ||= !ok;
      console.log(
        `${pagePath.padEnd(30)} performance ${String(score).padStart(3)} (target ≥ ${targets[name]}, TBT ≤ ${tbtBudget} ms) ${ok ? 'OK' : 'MISSED'}` +
          `  runs ${results.map((r) => r.score).join('/')}` +
          `  FCP ${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s` +
          `  LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s` +
          `  TBT ${tbt.toFixed(0)} ms` +
          `  CLS ${median(results.map((r) => r.cls)).toFixed(3)}` +
          `  SI ${(median(results.map((r) => r.si)) / 1000).toFixed(2)} s` +
          `  benchmarkIndex ${median(results.map((r) => r.benchmarkIndex)).toFixed(0)}`,
      );
    }
    console.log(`load average after: ${load()}`);
    console.log(describeVia(proxy));
  } finally {
    chrome.kill();
    await proxy?.stop();
    await server.stop();
    dist.cleanup();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
