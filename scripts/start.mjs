// `npm start`: build on a fresh clone (or when sources are newer than the build), then run the server.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv, serverNodeArgs } from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', 'build-stamp');
const serverEntry = path.join(root, 'dist', 'server-build', 'server', 'main.js');

// The compiled catalogue is made from files under src (the build compiles it again), and the tests'
// setup renews its stamp: its dates say nothing about whether the build is stale.
const generated = path.join(root, 'src', 'shared', 'i18n', 'paraglide');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === generated) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync(stamp) && fs.existsSync(serverEntry);
const stale = built && newestMtime(path.join(root, 'src')) > fs.statSync(stamp).mtimeMs;
if (!built || stale) {
  console.log(
    built ? 'Sources changed since the last build: rebuilding…' : 'First start: building the app (about a minute)…',
  );
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}

const child = spawn(process.execPath, [...serverNodeArgs, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
