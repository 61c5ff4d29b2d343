// Compares the main-thread work two builds cost a page, in Chromium with the CPU slowed 4× as
// Lighthouse's mobile preset does. Lighthouse's score swings by ±8 on this 2-core machine when
// anything else runs; alternating two builds page load by page load cancels most of that out, so
// a change's effect on style, layout and script time shows even on a busy machine.
//
//   node scripts/build.mjs && cp -r dist /tmp/a/   (then change, build, cp -r dist /tmp/b/)
//   npx tsx bench/main-thread-ab.ts --a /tmp/a --b /tmp/b [--runs 8] [--page event|/|/track]
//
// Each folder holds a copy of dist/ (package.json and node_modules are linked in).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, type RunningServer, startServer } from '../e2e/harness.ts';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '8' },
    page: { type: 'string', default: 'event' },
  },
});
if (!args.a || !args.b) throw new Error('usage: --a DIR --b DIR (each holding a dist/ copy)');
const root = path.resolve(import.meta.dirname, '..');
const staff = { email: 'bench-staff@ligpit.ph', password: 'bench staff password 1' };

function prepare(dir: string) {
  const abs = path.resolve(dir);
  for (const name of ['package.json', 'node_modules']) {
    const target = path.join(abs, name);
    if (!fs.existsSync(target)) fs.symlinkSync(path.join(root, name), target);
  }
  return { serverEntry: path.join(abs, 'dist', 'server-build', 'server', 'main.js'), cwd: abs };
}

async function pagePath(server: RunningServer): Promise<string> {
  if (args.page !== 'event') return args.page!;
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(staff),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const res = await fetch(`${server.url}/api/admin/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ venue: 'SM Aura Premier', city: 'Taguig', startsOn: today, endsOn: today }),
  });
  if (res.status !== 201) throw new Error(`event create answered ${res.status}`);
  return `/event/${((await res.json()) as { slug: string }).slug}/upload`;
}

const metricNames = ['RecalcStyleDuration', 'LayoutDuration', 'ScriptDuration', 'TaskDuration'] as const;
type Sample = Record<(typeof metricNames)[number], number>;

const env = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ALLOW: '127.0.0.1',
  ADMIN_EMAIL: staff.email,
  ADMIN_PASSWORD: staff.password,
};
const servers = {
  a: await startServer(env, { dist: prepare(args.a) }),
  b: await startServer(env, { dist: prepare(args.b) }),
};
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const urls = { a: `${servers.a.url}${await pagePath(servers.a)}`, b: `${servers.b.url}${await pagePath(servers.b)}` };
  const samples: Record<'a' | 'b', Sample[]> = { a: [], b: [] };
  for (let i = 0; i < Number(args.runs); i++) {
    for (const which of i % 2 ? (['b', 'a'] as const) : (['a', 'b'] as const)) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(urls[which], { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
      samples[which].push(Object.fromEntries(metricNames.map((n) => [n, get(n)])) as Sample);
      await context.close();
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  console.log(`${args.page}: median ms over ${args.runs} loads each, CPU 4× slower`);
  for (const n of metricNames) {
    const a = median(samples.a.map((s) => s[n]));
    const b = median(samples.b.map((s) => s[n]));
    console.log(
      `  ${n.padEnd(20)} a ${String(a).padStart(5)}  b ${String(b).padStart(5)}  (${b - a >= 0 ? '+' : ''}${b - a})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([servers.a.stop(), servers.b.stop()]);
}
