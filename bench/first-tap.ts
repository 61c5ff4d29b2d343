// Issue 25: how long a visitor on a mid-range phone waits before a tap does something.
//
//   npm run bench:first-tap                  # median of 5 per page
//   npm run bench:first-tap -- --runs 3 --pages /,/track
//
// Chromium at 390×844 with touch, on Lighthouse's mobile profile: 1.6 Mbps down, 750 kbps up,
// 150 ms round trip (CDP Network.emulateNetworkConditions) and the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate). From the moment the page is asked for, a finger taps where the
// header's menu button will be, every 100 ms; a tap works when a menu opens (the platform's popover
// before the app runs, the app's side panel after).
//
// The page keeps its own clock (decision 070): a few lines added before any of its scripts record
// each touch's own time (`event.timeStamp`, when the finger came down, on the page's clock from
// the navigation's start) and whether it landed on the button, and when a menu opened. Taps go in
// as raw touch events (CDP Input.dispatchTouchEvent) at the button's place, found once on an
// unthrottled load. Nothing of Playwright's (its selector engine is ~200 KB of script, evaluated in
// the throttled page on first use) runs in the page while it is measured: that cost 0.4–0.9 s of
// the figure in the first version of this bench, which polled with a locator.
//
// Prints, per page, the median of the runs: first contentful paint, the first tap that reached the
// button (it was there to be tapped), the first working tap, the taps on the button lost before it,
// and when the app's own panel first opened (hydration). Budget (issue 25): first working tap
// ≤ 1.5 s on /, /track, a result, the booth and the guest upload.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { openPglite } from '#src/server/db/client.ts';
import { events } from '#src/server/db/schema.ts';
import { buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { emulateSlowPhone, launchBrowser, phone, startServer } from '../e2e/harness.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    /** Give up on a page after this many seconds. */
    timeout: { type: 'string', default: '20' },
  },
});
const runs = Number(args.runs);
const timeoutMs = Number(args.timeout) * 1000;
const menuButton = 'header button[aria-label="Open menu"]';

interface Run {
  fcpMs: number | null;
  /** The first tap that landed on the menu button. */
  reachedMs: number | null;
  firstTapMs: number | null;
  lostTaps: number;
  /** When a tap first opened the app's side panel: the app had hydrated the header. */
  appMenuMs: number | null;
}

/** What the page records of itself, on its own clock (ms since the navigation started). */
interface PageRecord {
  taps: { at: number; onButton: boolean }[];
  /**
   * Each time a menu opened: the platform's popover (`plain`) or the app's panel (`app`), and the
   * tap that opened it (the last one the page had handled: a tap's click runs before the next tap's).
   */
  opened: { at: number; kind: 'plain' | 'app'; tap: number }[];
  fcp: number | null;
}

/** Runs in the page before its own scripts: a listener per touch, one for popovers, one observer. */
function recordTaps(selector: string): void {
  const record: PageRecord = { taps: [], opened: [], fcp: null };
  (window as unknown as { __firstTap: PageRecord }).__firstTap = record;
  addEventListener(
    'touchstart',
    (event) => {
      const target = event.target as Element | null;
      record.taps.push({ at: event.timeStamp, onButton: Boolean(target?.closest?.(selector)) });
    },
    { capture: true, passive: true },
  );
  // `beforetoggle` runs inside the click that opens the popover, so the tap it came from is the last.
  document.addEventListener(
    'beforetoggle',
    (event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      record.opened.push({ at: performance.now(), kind: 'plain', tap: record.taps.length - 1 });
      // The finger would close it to tap again; the next tap must find the button, not the menu.
      setTimeout(() => (event.target as HTMLElement).hidePopover(), 0);
    },
    true,
  );
  // React renders a click's update before the click's task ends; this observer runs right after it.
  new MutationObserver(() => {
    const appOpen = document.querySelector('dialog[open], [role="dialog"]') !== null;
    if (appOpen && !record.opened.some((o) => o.kind === 'app'))
      record.opened.push({ at: performance.now(), kind: 'app', tap: record.taps.length - 1 });
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'role'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Where the menu button's centre is on this page, from one unthrottled load. */
async function buttonPlace(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(menuButton).boundingBox();
    if (!box) throw new Error(`first-tap: no menu button on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, url: string, place: { x: number; y: number }): Promise<Run> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript(recordTaps, menuButton);
  const page = await context.newPage();
  const cdp = await emulateSlowPhone(context, page);
  // Taps are sent on the clock, not awaited: a finger does not wait for a busy page. Chromium queues
  // them while the page's main thread is busy, each stamped when it was sent.
  const tap = () => {
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [place] }).catch(() => undefined);
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
  };
  const read = () =>
    page.evaluate(() => (window as unknown as { __firstTap?: PageRecord }).__firstTap ?? null).catch(() => null);
  const started = Date.now();
  let record: PageRecord | null = null;
  let tapping: NodeJS.Timeout | undefined;
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    tapping = setInterval(tap, 100);
    // Tapping until the app's panel opens: then the app has taken the header over. The platform's
    // menu is closed by the page's recorder as soon as it opened.
    while (Date.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      record = await read();
      if (record?.opened.some((o) => o.kind === 'app')) break;
    }
  } finally {
    clearInterval(tapping);
    record = (await read()) ?? record;
    await context.close();
  }
  return summarise(record);
}

/**
 * The first working tap is the tap that opened the first menu; the taps lost are those on the button
 * before it. Only taps from the first paint count: nobody taps a button they cannot see yet.
 */
function summarise(record: PageRecord | null): Run {
  if (!record) return { fcpMs: null, reachedMs: null, firstTapMs: null, lostTaps: 0, appMenuMs: null };
  const painted = record.fcp ?? Number.POSITIVE_INFINITY;
  const seen = (t: { at: number; onButton: boolean }) => t.onButton && t.at >= painted;
  const first = record.opened[0];
  const working = first ? record.taps[first.tap] : undefined;
  const lost = record.taps.slice(0, first ? first.tap : undefined).filter(seen).length;
  const reached = record.taps.find(seen)?.at ?? null;
  // A menu opened by a tap before the paint: the first tap anyone could make, after it, works too.
  const firstTap = working === undefined ? null : working.at >= painted ? working.at : reached;
  return {
    fcpMs: record.fcp,
    reachedMs: reached,
    firstTapMs: firstTap,
    lostTaps: lost,
    appMenuMs: record.opened.find((o) => o.kind === 'app')?.at ?? null,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function seed(dataDir: string): Promise<{ result: string; booth: string }> {
  const database = await openPglite(path.join(dataDir, 'db'));
  const row = { ...buildSubmission({ status: 'Processing' }), id: randomUUID() };
  await insertSubmissions(database.db, [row]);
  await database.db.insert(events).values({ slug: 'first-tap-fair', venue: 'SM Aura Premier', city: 'Taguig' });
  await database.close();
  return { result: trackingResultPath(row.trackingNumber), booth: '/event/first-tap-fair/upload' };
}

async function main(): Promise<void> {
  const dist = snapshotDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-bench-first-tap-'));
  const { result, booth } = await seed(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ALLOW: '127.0.0.1' }, { dist });
  const browser = await launchBrowser();
  try {
    const all = { '/': '/', '/track': '/track', result, booth, 'guest upload': '/no-login-upload' };
    const wanted = args.pages?.split(',');
    const pages = Object.entries(all).filter(([name, url]) => !wanted || wanted.includes(name) || wanted.includes(url));
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(`host ${os.hostname()}, ${os.cpus().length} CPUs; load average before: ${load()}`);
    console.log(
      'page            first paint   tap reached button   first working tap   lost taps   app menu (hydrated)',
    );
    const ms = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
    const s = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'never');
    let ok = true;
    for (const [name, url] of pages) {
      const place = await buttonPlace(browser, `${server.url}${url}`);
      const measured: Run[] = [];
      for (let i = 0; i < runs; i++) measured.push(await measure(browser, `${server.url}${url}`, place));
      const firstTap = median(measured.map((r) => ms(r.firstTapMs)));
      ok &&= firstTap <= 1500;
      console.log(
        [
          name.padEnd(16),
          s(median(measured.map((r) => ms(r.fcpMs)))).padStart(10),
          s(median(measured.map((r) => ms(r.reachedMs)))).padStart(20),
          s(firstTap).padStart(19),
          String(median(measured.map((r) => r.lostTaps))).padStart(11),
          s(median(measured.map((r) => ms(r.appMenuMs)))).padStart(21),
          `   runs: ${measured.map((r) => s(ms(r.firstTapMs))).join(', ')}`,
        ].join(''),
      );
    }
    console.log(`load average after: ${load()}`);
    console.log(`budget: first working tap ≤ 1.5 s (median of ${runs}) ${ok ? 'OK' : 'MISSED'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    dist.cleanup();
  }
}

await main();
