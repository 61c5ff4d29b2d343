// Keeps imports flowing one way (STYLE.md "Layout"): shared ← server, shared ← web; server and
// web never import each other; shared imports neither and does no I/O (its tests may); a feature never imports
// another feature. Exits 1 with one line per offending import.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** 'server' | 'web' | 'shared', and the feature folder name if any. */
function place(file) {
  const rel = path.relative(src, file).split(path.sep);
  const layer = rel[0];
  const featureIndex = rel.indexOf('features');
  const feature = featureIndex >= 0 && rel.length > featureIndex + 2 ? rel[featureIndex + 1] : undefined;
  return { layer, feature };
}

const problems = [];
for (const file of files(src)) {
  const from = place(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith('.')) {
      if (from.layer === 'shared' && /^node:/.test(spec) && !/\.test\.tsx?$/.test(file))
        problems.push(`${path.relative(root, file)}: src/shared must not do I/O (${spec})`);
      continue;
    }
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(src)) continue;
    const to = place(target);
    const where = `${path.relative(root, file)} imports ${spec}`;
    if (from.layer === 'shared' && to.layer !== 'shared') problems.push(`${where}: src/shared imports only src/shared`);
    if (from.layer === 'server' && to.layer === 'web') problems.push(`${where}: the server never imports web code`);
    if (from.layer === 'web' && to.layer === 'server') problems.push(`${where}: web code never imports the server`);
    if (from.layer === to.layer && from.feature && to.feature && from.feature !== to.feature) {
      problems.push(`${where}: features never import each other (move it to shared/, lib/ or components/)`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import direction check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Import direction check: ok');
