// Is the compiled catalogue (src/shared/i18n/paraglide, not committed: decision 047) at least as new
// as everything it could have been compiled from? A cheap look at modification times, for callers
// that run often (the tests' global setup, `npm run dev`); when it says no, they run
// scripts/compile-messages.ts, which compares the catalogue itself and writes only what changed.
import fs from 'node:fs';
import path from 'node:path';

export const outputDir = (root) => path.join(root, 'src', 'shared', 'i18n', 'paraglide');
/** Written by scripts/compile-messages.ts after each compile or exact check. */
export const stampFile = (root) => path.join(outputDir(root), '.stamp.json');

function newestMtime(dir, skip) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(full)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the output and its stamp exist and no possible input changed after the stamp. */
export function catalogueLooksFresh(root) {
  const stamp = stampFile(root);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(outputDir(root), 'runtime.js'))) return false;
  const stampedAt = fs.statSync(stamp).mtimeMs;
  // The texts and what they import live in src/shared; the compiler is scripts/messages and the
  // Paraglide version in package-lock.json.
  const generated = outputDir(root);
  const inputs = [
    newestMtime(path.join(root, 'src', 'shared'), (full) => full === generated),
    newestMtime(path.join(root, 'scripts', 'messages'), () => false),
    fs.statSync(path.join(root, 'scripts', 'compile-messages.ts')).mtimeMs,
    fs.existsSync(path.join(root, 'package-lock.json')) ? fs.statSync(path.join(root, 'package-lock.json')).mtimeMs : 0,
  ];
  return Math.max(...inputs) <= stampedAt;
}
