// Issue 36: is what a person types at first paint still there once the app has taken the page over?
//
//   npm run bench:first-input                  # median of 3 per page
//   npm run bench:first-input -- --runs 5 --pages /track,booth
//   npm run bench:first-input -- --via h2       # through an HTTP/2 TLS proxy, as behind nginx or Caddy
//
// The phone profile of bench/first-tap.ts: Chromium at 390×844 with touch, 1.6 Mbps down, 750 kbps
// up, 150 ms round trip, the CPU slowed 4×. Times are on the page's own clock (decision 070): a few
// lines added before any of the page's scripts do the typing and keep the record, so nothing of
// Playwright's runs in the throttled page while it is measured.
//
// At first contentful paint the page's recorder "types" into every field of every form on the page
// (the value set as a keystroke sets it, then `input` and `change`), selects another option, checks
// the other radio of each group, ticks each checkbox, and opens each `<details>` in the page's main
// part (the result page's Copy Link). It then records when the app took the page over: the header's
// menu button adopted by React (its props attached) and every painted form live (usePaintedForm,
// docs/decisions/084, sets `ligpitLive`; the recorder sees it being set). A second after that it
// focuses each field (a render of the form, as the next keystroke would cause) and reads everything
// back: a field whose value is not what was typed, or that is gone, is lost.
//
// Each run visits the page twice in one browser profile: cold (nothing cached, the SMS link's first
// tap) and warm (the scripts in the HTTP cache: a revisit, the booth's next visitor).
//
// Prints, per page and visit, the median of the runs: first paint, takeover, takeover − first paint, the fields
// typed, and the fields lost (must be 0 in every run); then Lighthouse's benchmarkIndex for this
// host (its own page function, on an unthrottled page), the load average and the host name, so that
// figures from two machines can be compared.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser, Page } from 'playwright-core';
import { openPglite } from '#src/server/db/client.ts';
import { events } from '#src/server/db/schema.ts';
import { buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { emulateSlowPhone, launchBrowser, phone, startServer } from '../e2e/harness.ts';
import { benchOrigin, describeVia } from './h2-proxy.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    /** Give up waiting for the takeover after this many seconds. */
    timeout: { type: 'string', default: '30' },
    /**
     * direct: the browser talks HTTP/1.1 to Node, six connections; h2: through an HTTP/2 TLS proxy in
     * front (bench/h2-proxy.ts), as a phone reaches a production server (README).
     */
    via: { type: 'string', default: 'direct' },
  },
});
const runs = Number(args.runs);
const timeoutMs = Number(args.timeout) * 1000;

/** One thing the recorder did at first paint, and what it should read back. */
interface Typed {
  /** Which form (its place among the page's forms) and field (its name or id), or a `<details>`. */
  key: string;
  expected: string;
}

/** What the page records of itself, on its own clock (ms since the navigation started). */
interface PageRecord {
  fcp: number | null;
  typedAt: number | null;
  typed: Typed[];
  /** When the header's menu button was first seen adopted by React. */
  headerAt: number | null;
  /** When each painted form was made live, by its place among the page's forms. */
  live: Record<number, number>;
  /** The painted forms on the page when the recorder typed. */
  painted: number;
  lost: string[];
  read: boolean;
}

/** Runs in the page before its own scripts. */
function recorder(): void {
  const record: PageRecord = {
    fcp: null,
    typedAt: null,
    typed: [],
    headerAt: null,
    live: {},
    painted: 0,
    lost: [],
    read: false,
  };
  (window as unknown as { __firstInput: PageRecord }).__firstInput = record;
  const formIndex = (form: HTMLFormElement) => Array.from(document.forms).indexOf(form);
  // usePaintedForm sets `ligpitLive` once the app handles the form: note when, then keep the value.
  Object.defineProperty(HTMLFormElement.prototype, 'ligpitLive', {
    configurable: true,
    set(this: HTMLFormElement, value: boolean) {
      record.live[formIndex(this)] ??= performance.now();
      Object.defineProperty(this, 'ligpitLive', { value, writable: true, configurable: true });
    },
    get: () => undefined,
  });
  const fieldKey = (form: number, element: Element) =>
    `${form}:${element.getAttribute('name') || element.id}${element instanceof HTMLInputElement && element.type === 'radio' ? `=${element.value}` : ''}`;
  const sample: Record<string, string> = {
    tel: '+63 9171234567',
    email: 'typed.early@example.ph',
    password: 'typed early 2026',
    number: '7',
    search: 'AB12CD34',
  };
  const setNative = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
    const proto = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const type = () => {
    const forms = Array.from(document.forms);
    record.painted = forms.filter((form) => form.hasAttribute('data-painted')).length;
    forms.forEach((form, f) => {
      const groups = new Set<string>();
      for (const element of Array.from(form.elements)) {
        if (!(element.getAttribute('name') || element.id)) continue;
        if (element instanceof HTMLSelectElement) {
          const other = Array.from(element.options)
            .reverse()
            .find((o) => o.value !== '' && o.value !== element.value);
          if (!other) continue;
          setNative(element, other.value);
          record.typed.push({ key: fieldKey(f, element), expected: other.value });
        } else if (element instanceof HTMLTextAreaElement) {
          setNative(element, 'Typed before the app');
          record.typed.push({ key: fieldKey(f, element), expected: 'Typed before the app' });
        } else if (element instanceof HTMLInputElement) {
          if (['file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(element.type) || element.disabled)
            continue;
          if (element.type === 'radio') {
            if (groups.has(element.name)) continue;
            const others = Array.from(form.elements).filter(
              (e): e is HTMLInputElement =>
                e instanceof HTMLInputElement && e.type === 'radio' && e.name === element.name && !e.checked,
            );
            const other = others.at(-1);
            groups.add(element.name);
            if (!other) continue;
            other.click();
            record.typed.push({ key: fieldKey(f, other), expected: 'checked' });
          } else if (element.type === 'checkbox') {
            element.click();
            record.typed.push({ key: fieldKey(f, element), expected: element.checked ? 'checked' : 'unchecked' });
          } else {
            // The phone field starts with its "+63 ": a person types after it.
            // A date: the last day it allows (a person picks one); nothing else the field refuses counts.
            const value =
              element.type === 'date'
                ? element.max
                : (sample[element.type] ??
                  (/tracking/i.test(element.name) ? 'AB12CD34' : `Typed ${element.name || 'x'}`));
            const before = element.value;
            setNative(element, value);
            if (element.value !== before) record.typed.push({ key: fieldKey(f, element), expected: element.value });
          }
        }
      }
    });
    for (const [d, details] of Array.from(document.querySelectorAll('main details')).entries()) {
      if (details.closest('form')) continue;
      (details as HTMLDetailsElement).open = true;
      record.typed.push({ key: `details:${d}`, expected: 'open' });
    }
    record.typedAt = performance.now();
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint' || record.fcp !== null) continue;
      record.fcp = entry.startTime;
      type();
    }
  }).observe({ type: 'paint', buffered: true });
  const adopted = (element: Element | null) =>
    element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const watch = () => {
    if (record.headerAt === null && adopted(document.querySelector('header button[aria-label="Open menu"]')))
      record.headerAt = performance.now();
    if (record.headerAt === null) setTimeout(watch, 50);
  };
  setTimeout(watch, 50);
}

/** Runs in the page once it has been taken over: a render of each form, then every value read back. */
function readBack(typed: Typed[]): string[] {
  const forms = Array.from(document.forms);
  const find = (key: string): Element | null => {
    if (key.startsWith('details:'))
      return Array.from(document.querySelectorAll('main details')).filter((d) => !d.closest('form'))[
        Number(key.slice(8))
      ] as Element | null;
    const [place, field = ''] = key.split(/:(.*)/s);
    const form = forms[Number(place)];
    if (!form) return null;
    const [name, radio] = field.split('=');
    return (
      Array.from(form.elements).find(
        (e) =>
          (e.getAttribute('name') === name || e.id === name) &&
          (radio === undefined || (e as HTMLInputElement).value === radio),
      ) ?? null
    );
  };
  for (const { key } of typed) {
    const element = find(key);
    if (element instanceof HTMLElement && !(element instanceof HTMLDetailsElement)) {
      element.focus();
      element.blur();
    }
  }
  const now = (element: Element | null): string | null => {
    if (element instanceof HTMLDetailsElement) return element.open ? 'open' : 'closed';
    if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox'))
      return element.checked ? 'checked' : 'unchecked';
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) return element.value;
    if (element instanceof HTMLTextAreaElement) return element.value;
    return null;
  };
  return typed.filter(({ key, expected }) => now(find(key)) !== expected).map(({ key }) => key);
}

interface Run {
  fcpMs: number | null;
  takeoverMs: number | null;
  typed: number;
  lost: string[];
}

/**
 * Two visits in one browser profile: the first with nothing cached (the SMS link's first tap), the
 * second with the scripts in the HTTP cache (a revisit, the booth's next visitor).
 */
async function measure(browser: Browser, url: string): Promise<{ cold: Run; warm: Run }> {
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // The --via h2 proxy's certificate is its own.
    ignoreHTTPSErrors: true,
  });
  // tsx keeps the names of the functions it compiles with a helper that is not in the page.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(recorder);
  try {
    const page = await context.newPage();
    await emulateSlowPhone(context, page);
    const cold = await visit(page, url);
    const warm = await visit(page, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

async function visit(page: Page, url: string): Promise<Run> {
  const read = () =>
    page.evaluate(() => (window as unknown as { __firstInput?: PageRecord }).__firstInput ?? null).catch(() => null);
  const takenAt = (record: PageRecord): number | null => {
    if (record.headerAt === null || record.typedAt === null) return null;
    const live = Object.values(record.live);
    if (live.length < record.painted) return null;
    return Math.max(record.headerAt, ...live);
  };
  const started = Date.now();
  let record: PageRecord | null = null;
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    record = await read();
    if (record && takenAt(record) !== null) break;
  }
  if (!record || takenAt(record) === null)
    return {
      fcpMs: record?.fcp ?? null,
      takeoverMs: null,
      typed: record?.typed.length ?? 0,
      lost: ['(no takeover)'],
    };
  // A second for whatever the app does right after it has taken over (a lazy chunk, a re-render).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const lost = await page.evaluate(readBack, record.typed);
  return { fcpMs: record.fcp, takeoverMs: takenAt(record), typed: record.typed.length, lost };
}

/** Lighthouse's measure of this host's CPU, from its own page function on an unthrottled page. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function seed(dataDir: string): Promise<{ result: string; booth: string }> {
  const database = await openPglite(path.join(dataDir, 'db'));
  const row = { ...buildSubmission({ status: 'Processing' }), id: randomUUID() };
  await insertSubmissions(database.db, [row]);
  await database.db.insert(events).values({ slug: 'first-input-fair', venue: 'SM Aura Premier', city: 'Taguig' });
  await database.close();
  return { result: trackingResultPath(row.trackingNumber), booth: '/event/first-input-fair/upload' };
}

async function main(): Promise<void> {
  const dist = snapshotDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-bench-first-input-'));
  const { result, booth } = await seed(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ALLOW: '127.0.0.1' }, { dist });
  const { url: origin, proxy } = await benchOrigin(args.via, server.url);
  const browser = await launchBrowser();
  try {
    const all = {
      '/': '/',
      '/track': '/track',
      result,
      'guest upload': '/no-login-upload',
      '/login': '/login',
      '/signup': '/signup',
      booth,
    };
    const wanted = args.pages?.split(',');
    const pages = Object.entries(all).filter(([name, url]) => !wanted || wanted.includes(name) || wanted.includes(url));
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(`host ${os.hostname()}, ${os.cpus().length} CPUs; load average before: ${load()}`);
    console.log(describeVia(proxy));
    console.log(`Lighthouse benchmarkIndex (unthrottled): ${await benchmarkIndex(browser)}`);
    console.log('page            visit  first paint    takeover   paint→takeover   fields typed   lost (each run)');
    const ms = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
    const s = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'never');
    let ok = true;
    for (const [name, url] of pages) {
      const visits: { cold: Run; warm: Run }[] = [];
      for (let i = 0; i < runs; i++) visits.push(await measure(browser, `${origin}${url}`));
      for (const kind of ['cold', 'warm'] as const) {
        const measured = visits.map((v) => v[kind]);
        const lostAll = measured.flatMap((r) => r.lost);
        ok &&= lostAll.length === 0;
        console.log(
          [
            (kind === 'cold' ? name : '').padEnd(16),
            kind.padEnd(5),
            s(median(measured.map((r) => ms(r.fcpMs)))).padStart(12),
            s(median(measured.map((r) => ms(r.takeoverMs)))).padStart(12),
            s(median(measured.map((r) => ms(r.takeoverMs) - ms(r.fcpMs)))).padStart(17),
            String(median(measured.map((r) => r.typed))).padStart(15),
            `   ${measured.map((r) => r.lost.length).join(', ')}`,
            lostAll.length ? `  (${[...new Set(lostAll)].join(' ')})` : '',
          ].join(''),
        );
      }
    }
    console.log(`load average after: ${load()}`);
    console.log(describeVia(proxy));
    console.log(`fields lost: ${ok ? '0 on every page: OK' : 'some: MISSED'} (median of ${runs} runs)`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await proxy?.stop();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    dist.cleanup();
  }
}

await main();
