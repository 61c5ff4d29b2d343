// Compiles the message catalogue (English from src/shared/<subject>/messages.ts, other languages from
// src/shared/i18n/translations/) into src/shared/i18n/paraglide/, which git does not track
// (decision 047). Run by `npm install` (prepare), `npm run dev`, the build and the tests' setup.
//   (no flag)  compile when out of date: the catalogue, the compiler or Paraglide's version changed
//              since the last compile (a stamp in the output folder), or the output is missing;
//              writes only the files whose content changed, so unchanged files keep their dates.
//   --force    compile and write whatever the stamp says (`npm run messages`).
//   --check    compile in memory and fail when the files on disk differ (`npm run lint`).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { baseLocale, type Catalogue, loadCatalogue } from './messages/catalogue.ts';
import { compileCatalogue } from './messages/compile.ts';
import { outputDir, stampFile } from './messages/freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = outputDir(root);
const stampPath = stampFile(root);
const stampName = path.basename(stampPath);
const check = process.argv.includes('--check');
const force = process.argv.includes('--force');

function filesOnDisk(dir: string, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (rel === stampName) continue;
    if (entry.isDirectory()) for (const [k, v] of filesOnDisk(path.join(dir, entry.name), rel)) found.set(k, v);
    else found.set(rel, fs.readFileSync(path.join(dir, entry.name), 'utf8'));
  }
  return found;
}

/** Writes `output` into the folder: changed and new files, and removes files it no longer has. */
function writeOutput(output: Record<string, string>): number {
  const onDisk = filesOnDisk(outDir);
  let written = 0;
  for (const [file, content] of Object.entries(output)) {
    if (onDisk.get(file) === content) continue;
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    written++;
  }
  for (const file of onDisk.keys()) if (!(file in output)) fs.rmSync(path.join(outDir, file));
  return written;
}

/**
 * src/shared/core/dates.ts, which a messages module imports, imports Paraglide's runtime, so the
 * catalogue cannot be loaded on a fresh clone before a runtime exists. The runtime depends on the
 * locales and the compiler options only, not on the texts: compile it from an empty catalogue.
 */
async function bootstrapRuntime(): Promise<void> {
  if (fs.existsSync(path.join(outDir, 'runtime.js'))) return;
  const translationsDir = path.join(root, 'src', 'shared', 'i18n', 'translations');
  const others = fs.existsSync(translationsDir)
    ? fs
        .readdirSync(translationsDir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.basename(file, '.ts'))
        .sort()
    : [];
  const empty: Catalogue = { baseLocale, locales: [baseLocale, ...others], texts: new Map() };
  writeOutput(await compileCatalogue(empty));
}

/** What the output depends on: the catalogue, the compiler's source and Paraglide's version. */
function inputHash(catalogue: Catalogue): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([catalogue.baseLocale, catalogue.locales]));
  for (const [key, byLocale] of catalogue.texts) hash.update(JSON.stringify([key, [...byLocale]]));
  for (const file of ['scripts/messages/compile.ts', 'scripts/compile-messages.ts']) {
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  for (const pkg of ['@inlang/paraglide-js', '@inlang/sdk']) {
    hash.update(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
  }
  return hash.digest('hex');
}

function stampMatches(input: string): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampPath, 'utf8')) as { input: string; files: string[] };
    return stamp.input === input && stamp.files.every((file) => fs.existsSync(path.join(outDir, file)));
  } catch {
    return false;
  }
}

try {
  if (check && !fs.existsSync(path.join(outDir, 'runtime.js'))) {
    console.error(
      'Message catalogue: src/shared/i18n/paraglide is missing. Run `npm run messages` (`npm install` does).',
    );
    process.exit(1);
  }
  if (!check) await bootstrapRuntime();
  const catalogue = await loadCatalogue(root);
  const summary = `${catalogue.texts.size} texts, locales ${catalogue.locales.join(', ')}`;
  const input = inputHash(catalogue);
  if (check) {
    const output = await compileCatalogue(catalogue);
    const onDisk = filesOnDisk(outDir);
    const stale = [
      ...Object.entries(output)
        .filter(([file, content]) => onDisk.get(file) !== content)
        .map(([file]) => file),
      ...[...onDisk.keys()].filter((file) => !(file in output)),
    ];
    if (stale.length > 0) {
      console.error(
        `Message catalogue: src/shared/i18n/paraglide is out of date (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}). Run \`npm run messages\`.`,
      );
      process.exit(1);
    }
    console.log(`Message catalogue: ok (${summary})`);
  } else if (!force && stampMatches(input)) {
    // Renewed so that scripts/messages/freshness.mjs trusts the output until an input changes again.
    fs.utimesSync(stampPath, new Date(), new Date());
    console.log(`Message catalogue: up to date (${summary})`);
  } else {
    const output = await compileCatalogue(catalogue);
    const written = writeOutput(output);
    fs.writeFileSync(stampPath, `${JSON.stringify({ input, files: Object.keys(output).sort() }, null, 1)}\n`);
    console.log(
      `Message catalogue: compiled ${summary} into ${path.relative(root, outDir)} (${written} files changed)`,
    );
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
