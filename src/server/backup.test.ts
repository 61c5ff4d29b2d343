import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#src/server/db/client.ts';
import { notifications, photos, submissions } from '#src/server/db/schema.ts';
import { submitOver } from '#src/server/test/http-client.ts';
import { freePort, type ServerProcess, startServer, waitHealthy } from '#src/server/test/server-process.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';

// Issue 28: `npm run backup` while the app runs under load, `npm run restore` into a new folder,
// the app started there: every request acknowledged before the backup began is there with its
// photos, and the counts are the ones the backup reported. The real server and the real scripts,
// each in a child process, on PGlite in temp folders. Process-level and PGlite-only.

const root = path.resolve(import.meta.dirname, '..', '..');

function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The JSON summary a script prints last. */
const summaryOf = (output: string) =>
  JSON.parse(output.trim().split('\n').at(-1)!) as {
    requests: number;
    photos: number;
    photoFiles: number;
    messages: number;
  };

async function countRows(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    const [r] = await database.db.select({ n: count() }).from(submissions);
    const [p] = await database.db.select({ n: count() }).from(photos);
    const [m] = await database.db.select({ n: count() }).from(notifications);
    return { requests: r!.n, photos: p!.n, messages: m!.n };
  } finally {
    await database.close();
  }
}

describe.runIf(!process.env.TEST_DATABASE_URL)('backup and restore of the embedded default', () => {
  let source: { path: string; remove(): Promise<void> };
  let target: { path: string; remove(): Promise<void> };
  let work: { path: string; remove(): Promise<void> };
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    source = await makeTempDir('ligpit-backup-src-');
    target = await makeTempDir('ligpit-backup-dst-');
    work = await makeTempDir('ligpit-backup-out-');
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await Promise.all([source.remove(), target.remove(), work.remove()]);
  });

  it('backs up under load, restores into an empty folder, and the app finds every request and photo', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer({ DATA_DIR: source.path, PORT: String(port) });
    await waitHealthy(base, server);

    // Load: two browsers submitting requests (a photo upload and a submit each) without pause.
    const acknowledged: { trackingNumber: string; at: number }[] = [];
    let loading = true;
    const failures: unknown[] = [];
    const browser = async () => {
      // At most 15 each: enough to keep writes going through the backup, few enough for the day's capacity.
      for (let i = 0; loading && i < 15; i++) {
        try {
          const made = await submitOver(base);
          acknowledged.push({ trackingNumber: made.trackingNumber, at: Date.now() });
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const load = [browser(), browser()];
    while (acknowledged.length < 4) await new Promise((r) => setTimeout(r, 50));

    const archive = path.join(work.path, 'ligpit.tar');
    const startedAt = Date.now();
    const backup = await runScript('backup', ['--out', archive], { DATA_DIR: source.path });
    const during = acknowledged.filter((a) => a.at > startedAt).length;
    loading = false;
    await Promise.all(load);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('asked the running server');
    expect(failures).toEqual([]);
    const before = acknowledged.filter((a) => a.at < startedAt);
    const summary = summaryOf(backup.output);
    expect(summary.requests).toBeGreaterThanOrEqual(before.length);
    expect(summary.photos).toBeGreaterThanOrEqual(before.length);
    // Each photo and its thumbnail; uploads that landed after the dump may add files no row names yet.
    expect(summary.photoFiles).toBeGreaterThanOrEqual(summary.photos * 2);
    expect(summary.messages).toBeGreaterThan(0);
    // The app kept answering while the backup ran.
    expect(during + before.length).toBeGreaterThan(0);

    const stopping = server;
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);

    // Into a folder that is not empty: refused, nothing touched.
    const refused = await runScript('restore', [archive], { DATA_DIR: source.path });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');

    const restored = await runScript('restore', [archive], { DATA_DIR: target.path });
    expect(restored.code, restored.output).toBe(0);
    expect(fs.existsSync(path.join(target.path, 'ligpit.lock'))).toBe(false);
    expect(await countRows(target.path)).toEqual({
      requests: summary.requests,
      photos: summary.photos,
      messages: summary.messages,
    });

    server = startServer({ DATA_DIR: target.path, PORT: String(port) });
    await waitHealthy(base, server);
    for (const { trackingNumber } of before) {
      const res = await fetch(`${base}/api/track/${trackingNumber}`);
      expect(res.status, trackingNumber).toBe(200);
      const { items } = (await res.json()) as { items: { url: string; thumbUrl: string }[] };
      expect(items).toHaveLength(1);
      for (const item of items) {
        for (const url of [item.url, item.thumbUrl]) {
          const photo = await fetch(`${base}${url}`);
          expect(photo.status, url).toBe(200);
          expect(photo.headers.get('content-type')).toContain('image/');
        }
      }
    }
    const restarted = server;
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 240_000);
});
