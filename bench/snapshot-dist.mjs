// Benchmarks run a private copy of dist/: a rebuild started meanwhile (another terminal, CI step)
// would otherwise swap the hashed assets under a running server and turn page loads into 404s.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// BENCH_CHECKOUT=/path/to/another/checkout measures that checkout's build (its dist/ and
// node_modules) with today's scripts: figures before and after a change, on one machine.
const root = process.env.BENCH_CHECKOUT
  ? path.resolve(process.env.BENCH_CHECKOUT)
  : path.resolve(import.meta.dirname, '..');

/** Builds when dist/ is missing, copies it to a temp folder, and returns the server entry there. */
export function snapshotDist() {
  const entry = path.join('dist', 'server-build', 'server', 'main.js');
  if (!fs.existsSync(path.join(root, entry))) {
    console.log('building (dist/ is missing)…');
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-bench-dist-'));
  fs.cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  // The compiled server is ESM (package.json "type") and resolves its dependencies from node_modules.
  fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    serverEntry: path.join(dir, entry),
    cwd: dir,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
