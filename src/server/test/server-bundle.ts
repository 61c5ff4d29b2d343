import fs from 'node:fs';
import path from 'node:path';

// The server as one ES module, built once per test run by the global setup
// (scripts/test-global-setup.ts) for the tests that start the real server in a child process
// (server-process.ts, main.test.ts). Started with `--import tsx`, each child compiled and loaded the
// server's ~1,600 modules itself: 10–20 s a start on a busy 2-core machine, against ~1 s from the
// bundle. Built as scripts/build.mjs builds it: our code in one file, packages external.

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Builds the bundle into a fresh folder under node_modules/.cache and answers its entry. */
export async function buildServerBundle(): Promise<{ entry: string; remove: () => void }> {
  const cache = path.join(root, 'node_modules', '.cache', 'ligpit');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'server-'));
  // Laid out like the repository (src/server/main.js, dist/): app.ts finds the web build two folders
  // up from its module, as it does running from src/server, so both serve the same pages.
  const out = path.join(dir, 'src', 'server');
  fs.symlinkSync(path.join(root, 'dist'), path.join(dir, 'dist'));
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'src', 'server', 'main.ts')],
    outfile: path.join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrator reads its folder beside the module that runs it (src/server/db/client.ts).
  fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(out, 'migrations'), { recursive: true });
  return { entry: path.join(out, 'main.js'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
