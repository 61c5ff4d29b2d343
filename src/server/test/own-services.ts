import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './server-process.ts';

// Throw-away PostgreSQL, Redis and s3rver instances of the fault suite's own, on free ports in temp
// folders, so it can stop and start them under traffic without touching the machine's shared ones.

/** The folder holding initdb and pg_ctl (Debian's /usr/lib/postgresql/N/bin, the newest), or undefined. */
export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** A program on PATH, or undefined. */
export function findProgram(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The programs the fault suite needs that this machine lacks (empty when it can run). */
export function missingFaultPrograms(): string[] {
  const missing: string[] = [];
  if (!findPostgresBin()) missing.push('PostgreSQL (initdb, pg_ctl under /usr/lib/postgresql/*/bin)');
  if (!findProgram('redis-server')) missing.push('redis-server');
  if (process.getuid?.() === 0 && !findProgram('runuser')) missing.push('runuser (initdb refuses root)');
  return missing;
}

export interface OwnPostgres {
  /** The superuser's URL (trust auth on 127.0.0.1). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): Promise<void>;
}

/** initdb refuses to run as root: as root, PostgreSQL's programs run as the `postgres` user. */
function pgCommand(bin: string, program: string, args: string[]): [string, string[]] {
  const full = path.join(bin, program);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
}

function runPg(bin: string, program: string, args: string[]): void {
  const [command, argv] = pgCommand(bin, program, args);
  execFileSync(command, argv, { stdio: 'pipe' });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-faults-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  runPg(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const port = await freePort();
  // Its socket in its own folder; durability off: a throw-away database restarted on purpose.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const log = path.join(dir, 'postgres.log');
  const start = async () => runPg(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  // Fast shutdown, as `pg_ctlcluster … restart` does: sessions are ended, transactions rolled back.
  const stop = async () => runPg(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      try {
        runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = c;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      c.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      c.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface OwnS3 {
  endpoint: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startOwnS3(bucket: string): Promise<OwnS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-faults-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    const s = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await s.run()).port;
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (!s) return;
    const closing = s.close();
    // Stopped as a process stops: the connections kept alive by the app's uploads go too (close()
    // alone waits for them, and traffic keeps them busy).
    s.httpServer?.closeAllConnections();
    await closing;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    start,
    stop,
    remove: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
