import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs } from '#src/server/test/server-process.ts';

// The real entry point in a child process (built once per run: server-process.ts): what an
// operator sees at the terminal.
const root = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitHealthy(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

// Process-level and PGlite-only: it runs once, in the PGlite pass of the suite.
describe.runIf(!process.env.TEST_DATABASE_URL)('starting the server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{ PORT: 'abc' }, 'ligpit: Invalid PORT: must be a port number (got "abc")'],
    [
      { DATABASE_URL: 'mysql://db/app' },
      'ligpit: Invalid DATABASE_URL: must be a postgres or postgresql URL (got "mysql://db/app")',
    ],
  ])('stops with one line naming the bad variable for %o', async (env, line) => {
    const run = start({ DATA_DIR: dataDir, ...env });
    expect(await run.exit).toBe(1);
    expect(run.output().trim().split('\n').at(-1)).toBe(line);
  });

  it('refuses a second process on the same DATA_DIR, shuts down cleanly on SIGTERM, and restarts on the same data', async () => {
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitHealthy(port);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Ligpit process`);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'ligpit.lock'))).toBe(false);

    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitHealthy(port);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  }, 180_000);

  it('takes over the lock of a process that died', async () => {
    fs.writeFileSync(path.join(dataDir, 'ligpit.lock'), '999999999');
    const port = await freePort();
    const run = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitHealthy(port);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
  }, 120_000);
});
