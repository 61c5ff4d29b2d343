// Issue 36: what the main thread and the network do between first paint and takeover, under the phone
// profile of bench/first-input.ts. Writes a Chromium trace per page and prints a summary: each script's
// download (start → end), and the main thread's time by kind (script compile/evaluate, parse HTML,
// style/layout, GC, and "other": tasks none of those explain).
//
//   npx tsx bench/takeover-trace.ts [--pages booth,result,guest] [--out /tmp/traces]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '#src/server/db/client.ts';
import { events } from '#src/server/db/schema.ts';
import { buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { emulateSlowPhone, launchBrowser, phone, startServer } from '../e2e/harness.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: { pages: { type: 'string' }, out: { type: 'string', default: path.join(os.tmpdir(), 'ligpit-traces') } },
});

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

/** Marks when the app took the page over: every painted form live and the header adopted. */
function recorder(): void {
  const w = window as unknown as { __takeover: { live: number | null; header: number | null } };
  w.__takeover = { live: null, header: null };
  Object.defineProperty(HTMLFormElement.prototype, 'ligpitLive', {
    configurable: true,
    set(this: HTMLFormElement, value: boolean) {
      w.__takeover.live ??= performance.now();
      performance.mark('ligpit-live');
      Object.defineProperty(this, 'ligpitLive', { value, writable: true, configurable: true });
    },
    get: () => undefined,
  });
  const poll = () => {
    const button = document.querySelector('header button');
    if (button && Object.keys(button).some((k) => k.startsWith('__reactProps'))) {
      w.__takeover.header = performance.now();
      performance.mark('ligpit-header');
      return;
    }
    setTimeout(poll, 20);
  };
  poll();
}

async function trace(browserUrl: string, name: string, outDir: string): Promise<void> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  const cdp = await emulateSlowPhone(context, page);
  const collected: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => collected.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'toplevel',
        'disabled-by-default-v8.compile',
      ],
    },
  });
  await page.goto(browserUrl, { waitUntil: 'commit' });
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    await new Promise((r) => setTimeout(r, 250));
    const done = await page.evaluate(() => {
      const t = (window as unknown as { __takeover: { live: number | null; header: number | null } }).__takeover;
      return t.header !== null && (t.live !== null || !document.querySelector('form[data-painted]'));
    });
    if (done) break;
  }
  await cdp.send('Tracing.end');
  await done;
  await browser.close();
  fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify({ traceEvents: collected }));
  summarise(name, collected);
}

function summarise(name: string, all: TraceEvent[]): void {
  const nav = all.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToFirstPaint');
  const mark = (n: string) => all.find((e) => e.name === n);
  const fcp = mark('firstContentfulPaint');
  const live = mark('ligpit-live');
  const header = mark('ligpit-header');
  const t0 = (nav ?? all.find((e) => e.name === 'ResourceSendRequest'))?.ts ?? 0;
  const end = Math.max(live?.ts ?? 0, header?.ts ?? 0);
  const s = (ts: number | undefined) => (ts === undefined ? '—' : `${((ts - t0) / 1e6).toFixed(2)}s`);
  console.log(`\n== ${name}: fcp ${s(fcp?.ts)}, header ${s(header?.ts)}, live ${s(live?.ts)}`);
  // Network: each request's send → finish.
  const sends = new Map<string, { url: string; ts: number }>();
  const rows: string[] = [];
  const sizes = new Map<string, number>();
  for (const e of all) {
    const d = e.args?.data;
    if (!d) continue;
    if (e.name === 'ResourceSendRequest') sends.set(d.requestId as string, { url: d.url as string, ts: e.ts });
    if (e.name === 'ResourceFinish') sizes.set(d.requestId as string, Number(d.encodedDataLength ?? 0));
  }
  for (const e of all) {
    const d = e.args?.data;
    if (e.name !== 'ResourceFinish' || !d) continue;
    const send = sends.get(d.requestId as string);
    if (!send) continue;
    const finish = Number(d.finishTime) * 1e6 || e.ts;
    rows.push(
      `  ${s(send.ts).padStart(6)} → ${s(finish).padStart(6)}  ${String(Math.round((sizes.get(d.requestId as string) ?? 0) / 1024)).padStart(4)} KB  ${String(
        send.url,
      )
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 70)}`,
    );
  }
  console.log(rows.join('\n'));
  // Main thread: the renderer thread that ran the page's tasks.
  const main = all.find(
    (e) => e.name === 'TracingStartedInBrowser' || (e.name === 'thread_name' && e.args?.name === 'CrRendererMain'),
  );
  const tids = new Set(
    all.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  void main;
  const from = fcp?.ts ?? t0;
  const within = all.filter((e) => e.ph === 'X' && tids.has(`${e.pid}:${e.tid}`) && e.ts >= from && e.ts <= end);
  const tasks = within.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const busy = tasks.reduce((a, e) => a + (e.dur ?? 0), 0);
  const kinds: Record<string, number> = {};
  // Self time per event name: the duration minus the children's (events nest within one thread).
  const byThread = within.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  for (const e of byThread) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (e.dur ?? 0));
    self.set(e, (self.get(e) ?? 0) + (e.dur ?? 0));
    stack.push(e);
  }
  for (const [e, t] of self) kinds[e.name] = (kinds[e.name] ?? 0) + t;
  const top = Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .map(([k, v]) => `  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  console.log(
    `main thread busy ${(busy / 1000).toFixed(0)} ms of ${((end - from) / 1000).toFixed(0)} ms (fcp → takeover); self time by event:`,
  );
  console.log(top.join('\n'));
  const long = tasks
    .filter((e) => (e.dur ?? 0) > 50_000)
    .map((e) => `${s(e.ts)}+${((e.dur ?? 0) / 1000).toFixed(0)}ms`);
  console.log(`  long tasks: ${long.join(' ')}`);
}

async function main(): Promise<void> {
  const dist = snapshotDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-trace-'));
  const database = await openPglite(path.join(dataDir, 'db'));
  const row = { ...buildSubmission({ status: 'Processing' }), id: randomUUID() };
  await insertSubmissions(database.db, [row]);
  await database.db.insert(events).values({ slug: 'trace-fair', venue: 'SM Aura Premier', city: 'Taguig' });
  await database.close();
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ALLOW: '127.0.0.1' }, { dist });
  fs.mkdirSync(args.out, { recursive: true });
  const all: Record<string, string> = {
    booth: '/event/trace-fair/upload',
    guest: '/no-login-upload',
    result: trackingResultPath(row.trackingNumber),
  };
  const wanted = args.pages?.split(',');
  try {
    for (const [name, url] of Object.entries(all)) {
      if (wanted && !wanted.includes(name)) continue;
      await trace(`${server.url}${url}`, name, args.out);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    dist.cleanup();
  }
}

await main();
