import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A migrated, empty PGlite data directory, saved once per `npm test` run (by the global setup,
// scripts/test-global-setup.ts) and loaded when a test worker opens a database (test-db.ts, which
// then empties it back between files): initdb and the migrations cost ~4 s on a quiet 2-core
// machine, and 15 s on a busy one; loading the saved copy, ~1 s. The file is named by what made
// it (the migrations and PGlite's version), so a new migration makes a new one.

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const migrationsFolder = path.join(root, 'src', 'server', 'db', 'migrations');
const cacheDir = path.join(root, 'node_modules', '.cache', 'ligpit');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

export function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(fs.readFileSync(file));
  }
  hash.update(fs.readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return path.join(cacheDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the template unless it exists. Runs in Vitest's main process, before any test file. */
export async function ensurePgliteTemplate(): Promise<void> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return;
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(cacheDir, { recursive: true });
    // Older templates (other migrations) are of no further use.
    for (const old of fs.readdirSync(cacheDir)) {
      if (old.startsWith('pglite-template-')) fs.rmSync(path.join(cacheDir, old), { force: true });
    }
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/** The template, or undefined when there is none (a test run without the global setup). */
export function loadPgliteTemplate(): Blob | undefined {
  const file = pgliteTemplatePath();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
