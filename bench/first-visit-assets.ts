// Decision 103: what an SMS wave's first visits cost the server in scripts. A household opening its
// result page for the first time fetches the page's stylesheet, icon sheet and ~23 script chunks
// after the HTML. Its browser then keeps them for a year (immutable), so a revisit asks for none:
// the warm case of a phone is no request at all. This bench measures the first visits.
//
//   npm run bench:first-visit-assets                      # 500 households
//   npm run bench:first-visit-assets -- --households 2000
//   BENCH_CHECKOUT=/path/to/other/checkout npm run bench:first-visit-assets   # another build
//
// Each household, from its own address through the rate limiters (bench/households.ts), asks for
// every asset of the result page once, as a browser does (`Accept-Encoding: gzip, deflate, br`),
// at 64 connections. There are two passes over the same households:
//   - cold: the server's first requests for these files;
//   - again: the same requests once more (the page cache warm, the same work per request).
// Prints requests a second, p50/p99, and the bytes sent per household.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../e2e/harness.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { householdEnv, loadAverage, loadRow, loadVisits, type Visit } from './households.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    households: { type: 'string', default: '500' },
    connections: { type: 'string', default: '64' },
  },
});
const households = Number(args.households);
const connections = Number(args.connections);

/** The result page's assets as the built pages name them: entry, its chunks, stylesheet and icons. */
function resultPageAssets(webDir: string): string[] {
  const landing = fs.readFileSync(path.join(webDir, 'prerendered', 'index.html'), 'utf8');
  const entry = /"entry":"([\w.-]+)"/.exec(landing)?.[1];
  if (!entry) throw new Error('the landing names no entry script');
  const stylesheet = /href="\/(assets\/[\w.-]+\.css)"/.exec(landing)?.[1];
  const icons = fs.readdirSync(path.join(webDir, 'assets')).find((file) => /^icons-[\w-]+\.svg$/.test(file));
  const preloads = JSON.parse(fs.readFileSync(path.join(webDir, 'prerendered', 'preloads.json'), 'utf8')) as {
    trackingResult: string[];
  };
  const files = new Set([`assets/${entry}.js`, ...preloads.trackingResult, stylesheet, icons && `assets/${icons}`]);
  return [...files].filter((file): file is string => Boolean(file)).map((file) => `/${file}`);
}

/** The body's bytes as sent (Node's http does not decode them, fetch would). */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => {
          length += chunk.length;
        });
        res.on('end', () => resolve(length));
      })
      .on('error', reject);
  });
}

async function main(): Promise<void> {
  const dist = snapshotDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-bench-assets-'));
  const server = await startServer(
    serverEnv({ DATA_DIR: dataDir, ...householdEnv, LOG_LEVEL: 'warn', REDIS_URL: '' }) as Record<string, string>,
    { dist, nodeArgs: serverNodeArgs },
  );
  try {
    const assets = resultPageAssets(path.join(dist.cwd, 'dist', 'web'));
    const visits: Visit[] = [];
    for (let household = 0; household < households; household++)
      for (const asset of assets) visits.push({ path: asset, household });
    console.log(`host ${os.hostname()}, ${os.cpus().length} CPUs; load average before: ${loadAverage()}`);
    console.log(`${households} households × ${assets.length} assets of the result page, ${connections} connections`);
    for (const pass of ['cold', 'again'] as const) {
      const result = await loadVisits(server.url, visits, { connections, once: true });
      console.log(loadRow(pass, result));
    }
    let bytes = 0;
    for (const asset of assets) bytes += await wireBytes(`${server.url}${asset}`);
    console.log(`bytes sent per household: ${(bytes / 1024).toFixed(1)} KB (as a browser asks)`);
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    dist.cleanup();
  }
}

await main();
