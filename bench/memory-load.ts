// design.md §9 budget: server memory ≤ 250 MB RSS under load, on PostgreSQL and on PGlite.
//
//   npm run bench:memory                          # both engines, 20 s per phase
//   npm run bench:memory -- --engine pglite --phase-seconds 30
//   npm run bench:memory -- --node-flags=--max-semi-space-size=4 --trace
//
// Starts the real built server (dist/, built first when missing) on each engine with 10,000
// seeded requests, then loads it in phases while sampling its RSS every 100 ms:
//   track  — GET /api/track/:n, 64 connections (80 % known numbers, 20 % unknown)
//   upload — 12-megapixel camera-like JPEGs, 8 uploads at a time (sharp's decode is the big buffer)
//   admin  — the staff list, searches and pages, 8 at a time
//   mixed  — all three at once
// and prints the peak RSS of each phase, with V8's heap and external memory and the process's
// memory map by kind (JS heap, WASM, malloc arenas, …) at the peak, so a figure can be traced to
// its owner. The benchmark's own address is lifted from the rate limits (RATE_LIMIT_ALLOW).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import type { Database } from '#src/server/db/client.ts';
import { makeTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { type RunningServer, startServer } from '../e2e/harness.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { type Driver, defaultAdminUrl, prepareDatabase } from './bench-database.ts';
import { type Sample, sampleMemory } from './process-memory.ts';
import { seedRequests } from './seed-requests.ts';
import { snapshotDist } from './snapshot-dist.mjs';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' }, // pglite | postgres | both
    /** Which phases to run, comma-separated (default all): idle,track,upload,admin,mixed. */
    phases: { type: 'string', default: 'idle,track,upload,admin,mixed' },
    'phase-seconds': { type: 'string', default: '20' },
    submissions: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '64' },
    uploads: { type: 'string', default: '8' },
    /** Extra node flags for the server, e.g. "--max-semi-space-size=8". */
    'node-flags': { type: 'string', default: '' },
    /** Start the server with Node's and glibc's defaults instead of scripts/server-runtime.mjs. */
    bare: { type: 'boolean', default: false },
    /** Print the server's own view of its memory (V8 heap, external) at each phase's end. */
    trace: { type: 'boolean', default: false },
    /** Extra environment for the server, e.g. "MALLOC_ARENA_MAX=2", comma-separated. */
    env: { type: 'string', default: '' },
    'admin-url': { type: 'string', default: defaultAdminUrl },
  },
});
const phaseMs = Number(args['phase-seconds']) * 1000;
const submissionCount = Number(args.submissions);
const budgetMb = 250;
const admin = { email: 'bench-admin@example.ph', password: 'a long bench password' };
const extraEnv = Object.fromEntries(
  args.env
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);

const seedInto = (database: Database) => seedRequests(database, submissionCount);

interface Engine {
  name: Driver;
  env: Record<string, string>;
  numbers: string[];
  cleanup: () => Promise<void>;
}

async function prepare(driver: Driver): Promise<Engine> {
  const database = await prepareDatabase(driver, seedInto, { adminUrl: args['admin-url'], prefix: 'bench-mem' });
  return { name: driver, env: database.env, numbers: database.seeded, cleanup: database.cleanup };
}

/** 4000×3000 with edges and noise, so it compresses (and decodes) like a phone camera's shot. */
async function cameraLikeJpeg(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#7a8f9c',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
  return noise;
}

async function signInAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Runs `task` `concurrency` at a time until `until`; counts answers by status. */
async function loop(
  concurrency: number,
  until: number,
  task: (i: number) => Promise<number>,
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const status = await task(i++).catch(() => 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

function trackLoad(url: string, numbers: string[], ms: number): Promise<Record<string, number>> {
  const unknown = Array.from({ length: 500 }, () => makeTrackingNumber((n) => randomBytes(n)));
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: Number(args.connections),
        duration: ms / 1000,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              i += 1;
              const n = i % 5 === 4 ? unknown[i % unknown.length] : numbers[i % numbers.length];
              return { ...req, path: `/api/track/${n}` };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats;
        resolve(Object.fromEntries(Object.entries(stats ?? {}).map(([k, v]) => [k, v.count])));
      },
    );
  });
}

function uploadLoad(url: string, photo: Buffer, ms: number): Promise<Record<string, number>> {
  const blob = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
  return loop(Number(args.uploads), Date.now() + ms, async () => {
    const form = new FormData();
    form.append('photo', blob, 'camera.jpg');
    const res = await fetch(`${url}/api/photos`, { method: 'POST', body: form, headers: { origin: url } });
    await res.arrayBuffer();
    return res.status;
  });
}

function adminLoad(url: string, cookie: string, ms: number): Promise<Record<string, number>> {
  const queries = ['', '?q=santos', '?q=Makati', '?status=Processing', '?page=7', '?q=a&page=2', '?pageSize=100'];
  return loop(8, Date.now() + ms, async (i) => {
    const res = await fetch(`${url}/api/admin/submissions${queries[i % queries.length]}`, { headers: { cookie } });
    await res.arrayBuffer();
    return res.status;
  });
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function measure(engine: Engine, photo: Buffer, dist: ReturnType<typeof snapshotDist>) {
  // Started as `npm start` starts it (scripts/server-runtime.mjs), unless --bare.
  const runtimeEnv = args.bare ? (env: Record<string, string>) => env : serverEnv;
  const server: RunningServer = await startServer(
    runtimeEnv({
      ...engine.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      REDIS_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...extraEnv,
    }) as Record<string, string>,
    {
      dist,
      nodeArgs: [
        ...(args.bare ? [] : serverNodeArgs),
        ...(args['node-flags'] ? args['node-flags'].split(' ') : []),
        ...(args.trace ? ['--require', path.join(import.meta.dirname, 'memory-trace.cjs')] : []),
      ],
    },
  );
  const results: { phase: string; peak: Sample; statuses: Record<string, number> }[] = [];
  try {
    const cookie = await signInAdmin(server.url);
    const phases: [string, () => Promise<Record<string, number>>][] = [
      [
        'idle (after start)',
        async () => {
          await new Promise((r) => setTimeout(r, 2000));
          return {};
        },
      ],
      ['track', () => trackLoad(server.url, engine.numbers, phaseMs)],
      ['upload', () => uploadLoad(server.url, photo, phaseMs)],
      ['admin', () => adminLoad(server.url, cookie, phaseMs)],
      [
        'mixed',
        async () => {
          const all = await Promise.all([
            trackLoad(server.url, engine.numbers, phaseMs),
            uploadLoad(server.url, photo, phaseMs),
            adminLoad(server.url, cookie, phaseMs),
          ]);
          return Object.assign(
            {},
            ...all.map((s, i) =>
              Object.fromEntries(Object.entries(s).map(([k, v]) => [`${['track', 'upload', 'admin'][i]} ${k}`, v])),
            ),
          );
        },
      ],
    ];
    const wanted = args.phases!.split(',');
    for (const [phase, run] of phases.filter(([name]) => wanted.includes(name.split(' ')[0]!))) {
      const sampler = sampleMemory(server.pid);
      const statuses = await run();
      results.push({ phase, peak: sampler.stop(), statuses });
      console.log(
        `  ${engine.name.padEnd(8)} ${phase.padEnd(20)} peak RSS ${mb(results.at(-1)!.peak.rssKb).padStart(7)}   ${JSON.stringify(statuses)}`,
      );
      if (args.trace) {
        const lines = server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('MEM'));
        console.log(`    ${lines.at(-1) ?? '(no trace)'}`);
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

async function main(): Promise<void> {
  const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine!];
  const dist = snapshotDist();
  const photo = await cameraLikeJpeg();
  console.log(
    `upload photo: 4000×3000 JPEG, ${(photo.length / 1024).toFixed(0)} KB; ${args['phase-seconds']} s a phase`,
  );
  const summary: string[] = [];
  try {
    for (const name of engines) {
      console.log(`\n${name}: seeding ${submissionCount} requests…`);
      const engine = await prepare(name as Driver);
      try {
        const results = await measure(engine, photo, dist);
        const worst = results.reduce((a, b) => (b.peak.rssKb > a.peak.rssKb ? b : a));
        console.log(`  at the peak (${worst.phase}):`);
        for (const [kind, kb] of Object.entries(worst.peak.breakdown)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)) {
          console.log(`    ${mb(kb).padStart(7)}  ${kind}`);
        }
        const ok = worst.peak.rssKb <= budgetMb * 1024;
        summary.push(
          `${name.padEnd(8)} peak RSS ${mb(worst.peak.rssKb)} in "${worst.phase}" (budget ≤ ${budgetMb} MB) ${ok ? 'OK' : 'OVER'}`,
        );
      } finally {
        await engine.cleanup();
      }
    }
  } finally {
    dist.cleanup();
  }
  console.log(`\n${os.cpus().length} CPUs, node ${process.version}`);
  for (const line of summary) console.log(line);
  process.exitCode = summary.every((l) => l.endsWith('OK')) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
