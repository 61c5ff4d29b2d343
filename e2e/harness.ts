import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'dist', 'server-build', 'server', 'main.js');

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Everything the server printed, for assertions on logged messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server (`dist/`) on a free port with a temporary DATA_DIR, waits for
 * /api/health, and returns how to reach and stop it. Extra env goes to the server as is.
 * Benchmarks pass their private copy of the build (`bench/snapshot-dist.mjs`) and node flags.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { dist?: { serverEntry: string; cwd: string }; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const entry = opts.dist?.serverEntry ?? serverEntry;
  if (!fs.existsSync(entry))
    throw new Error('dist/ is missing: run `node scripts/build.mjs` (the e2e global setup does)');
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), entry], {
    cwd: opts.dist?.cwd ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Journeys never fetch map tiles from the internet (decision 091): no tiles unless a test serves some.
      MAP_TILE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium on this machine: no sandbox as root, and no calls out (the network is closed). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Polls `read` every 250 ms until it gives a value (a message a peer received, say). */
export async function waitFor<T>(what: string, read: () => T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Debian's Chromium, headless, with a fake camera that grants access without asking. */
export function launchBrowser(opts: { fakeCamera?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...chromiumArgs,
      ...(opts.fakeCamera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;

/**
 * Lighthouse's mobile profile on a page (issues 25, 36): 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip, the CPU slowed 4×. The one profile the browser benches and the typed-before-app journey use.
 * Returns the page's CDP session, for what else a caller sends.
 */
export async function emulateSlowPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Waits until the app has taken every painted form on the page over (decision 084: usePaintedForm
 * marks a form `ligpitLive`). The server paints a page before its scripts run, so a heading or a
 * button being there says nothing of the app: a tap or a history event before this may go to the
 * plain page.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const forms = [...document.querySelectorAll('form[data-painted]')];
      return forms.length > 0 && forms.every((form) => (form as HTMLFormElement & { ligpitLive?: boolean }).ligpitLive);
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

/** A fresh context (own cookies and storage) at phone or desktop size. Fails the test on page errors. */
export async function newPage(
  browser: Browser,
  opts: { size?: 'phone' | 'desktop'; baseURL: string; permissions?: string[] },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const isPhone = (opts.size ?? 'phone') === 'phone';
  const context = await browser.newContext({
    baseURL: opts.baseURL,
    viewport: isPhone ? phone : desktop,
    isMobile: isPhone,
    hasTouch: isPhone,
    deviceScaleFactor: isPhone ? 2 : 1,
    permissions: opts.permissions ?? ['camera', 'clipboard-read', 'clipboard-write'],
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** What a guest's browser does: upload photos (draft-key cookie), then submit the form. */
export async function submitAsGuest(
  baseUrl: string,
  photoColours: string[],
): Promise<{ trackingNumber: string; photoIds: string[] }> {
  let cookie = '';
  const photoIds: string[] = [];
  for (const [i, background] of photoColours.entries()) {
    const jpeg = await sharp({ create: { width: 640, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `item-${i}.jpg`);
    const res = await fetch(`${baseUrl}/api/photos`, {
      method: 'POST',
      body: form,
      headers: cookie ? { cookie, origin: baseUrl } : { origin: baseUrl },
    });
    if (res.status !== 201) throw new Error(`photo upload answered ${res.status}: ${await res.text()}`);
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    photoIds.push(((await res.json()) as { id: string }).id);
  }
  const res = await fetch(`${baseUrl}/api/submissions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      origin: baseUrl,
      'idempotency-key': `guest-${randomBytes(6).toString('hex')}`,
    },
    body: JSON.stringify({
      name: 'Maria Santos',
      email: 'maria.santos@gmail.com',
      phone: '+63 917 123 4567',
      city: 'Makati',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      pickupDate: pickupWindow().default,
      photoIds,
    }),
  });
  if (res.status !== 201) throw new Error(`submission answered ${res.status}: ${await res.text()}`);
  const { trackingNumber } = (await res.json()) as { trackingNumber: string };
  return { trackingNumber, photoIds };
}
