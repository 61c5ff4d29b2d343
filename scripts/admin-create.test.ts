import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '#src/server/db/client.ts';
import { signIn } from '#src/server/test/sessions.ts';
import { createTestApp } from '#src/server/test/test-app.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-admin-create-'));
const tsx = path.resolve('node_modules/.bin/tsx');

async function adminCreate(args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/admin-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run admin:create', () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while a server holds DATA_DIR, with a message that says what to do', async () => {
    // Our own test process stands in for a running server: a live pid in the lock file.
    fs.writeFileSync(path.join(dataDir, 'ligpit.lock'), String(process.ppid));
    const res = await adminCreate(['--email', 'boss@ligpit.ph', '--password', 'boss password']);
    fs.rmSync(path.join(dataDir, 'ligpit.lock'));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('the Ligpit server is running on DATA_DIR');
    expect(res.stderr).toContain('Stop the server');
  });

  it('creates an admin who can sign in, and sets a new password on a second run', async () => {
    const first = await adminCreate(['--email', 'Boss@Ligpit.ph', '--password', 'boss password']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('created a new admin account');
    const second = await adminCreate(['--email', 'boss@ligpit.ph', '--password', 'boss password 2']);
    expect(second.stdout).toContain('already an admin');
    expect(fs.existsSync(path.join(dataDir, 'ligpit.lock'))).toBe(false);

    const database = await openPglite(path.join(dataDir, 'db'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { database } });
    try {
      expect((await signIn(t.app, 'boss@ligpit.ph', 'boss password')).res.statusCode).toBe(401);
      const { res, cookie } = await signIn(t.app, 'boss@ligpit.ph', 'boss password 2');
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    // Two script runs, each opening PGlite on disk (the first also runs initdb).
  }, 120_000);

  it('explains its arguments', async () => {
    const res = await adminCreate(['--email', 'not-an-address', '--password', 'boss password']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--email must be an e-mail address');
  });
});
