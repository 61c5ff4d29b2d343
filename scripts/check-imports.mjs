// Keeps the import graph the shape docs/architecture.md describes. Exits 1 with one line per problem.
// - Layers: shared ← server, shared ← web; server and web never import each other; shared does no I/O.
// - Subjects: one order for every layer (`subjectOrder` below). A subject imports only subjects to its
//   left: outcomes may read submissions, never the reverse. src/shared/core and src/shared/i18n are
//   the foundation every subject reads; a folder that is neither listed nor foundation is refused.
// - Paths: code in src/ names other folders with `#src/…` (package.json "imports"), never `../`.
// - Tests: nothing but tests (and bench/ and e2e/, which are test tooling) imports a test folder.
// - No circles, type-only imports included.
// - Names (scripts/feature-names.mjs): no two modules of one feature folder share a base name, and a
//   subject is spelt one way in shared, server and web (not `account` beside `accounts`).
// - Web code takes Link from src/web/components/ui/link.tsx, not react-router's own (no data-discover).
import fs from 'node:fs';
import path from 'node:path';
import { sameBaseNames, subjectSpellings } from './feature-names.mjs';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
// Lowest first.
const subjectOrder = [
  'notifications',
  'photos',
  'scheduling',
  'submissions',
  'outcomes',
  'events',
  'tracking',
  'accounts',
  'crew',
  'upload',
  'static',
  'privacy',
  'health',
];
const rank = new Map(subjectOrder.map((name, i) => [name, i]));
const foundation = new Set(['core', 'i18n']);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* files(full);
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) yield full;
  }
}

const isTestFile = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) || /^test-/.test(path.basename(file)) || file.split(path.sep).includes('test');

/** 'server' | 'web' | 'shared', and the subject folder if any (a feature, or a folder of src/shared). */
function place(file) {
  const rel = path.relative(src, file).split(path.sep);
  const featureIndex = rel.indexOf('features');
  let subject = featureIndex >= 0 && rel.length > featureIndex + 2 ? rel[featureIndex + 1] : undefined;
  if (rel[0] === 'shared' && rel.length > 2 && !foundation.has(rel[1])) subject = rel[1];
  return { layer: rel[0], subject };
}

function resolve(file, spec) {
  if (spec.startsWith('#src/')) return path.join(src, spec.slice('#src/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return undefined;
}

const problems = [];
const unplaced = new Set();
const appLink = path.join(src, 'web', 'components', 'ui', 'link.tsx');
const routerImports = /import\s*\{([^}]*)\}\s*from\s*['"]react-router['"]/g;
const graph = new Map();
const scanned = [...files(src), ...files(path.join(root, 'scripts'))];
for (const file of scanned) {
  const inSrc = file.startsWith(src + path.sep);
  const from = inSrc ? place(file) : undefined;
  const edges = [];
  const text = fs.readFileSync(file, 'utf8');
  if (from?.layer === 'web' && file !== appLink && !isTestFile(file)) {
    for (const [, names] of text.matchAll(routerImports)) {
      if (/(^|[\s,])(Link|NavLink)\s*(,|$|\s+as\s)/.test(names))
        problems.push(
          `${path.relative(root, file)} imports Link from react-router: use #src/web/components/ui/link.tsx (docs/decisions/073)`,
        );
    }
  }
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const where = `${path.relative(root, file)} imports ${spec}`;
    const target = resolve(file, spec);
    if (!target) {
      if (from?.layer === 'shared' && /^node:/.test(spec) && !isTestFile(file))
        problems.push(`${where}: src/shared must not do I/O`);
      continue;
    }
    if (inSrc && spec.startsWith('../')) problems.push(`${where}: use #src/… instead of climbing with ../`);
    if (!isTestFile(file) && isTestFile(target) && target.startsWith(src))
      problems.push(`${where}: only tests import test helpers (move shared helpers to src/server/dev)`);
    if (!target.startsWith(src + path.sep) || !from) continue;
    edges.push(target);
    const to = place(target);
    if (from.layer === 'shared' && to.layer !== 'shared') problems.push(`${where}: src/shared imports only src/shared`);
    if (from.layer === 'server' && to.layer === 'web') problems.push(`${where}: the server never imports web code`);
    if (from.layer === 'web' && to.layer === 'server') problems.push(`${where}: web code never imports the server`);
    for (const subject of [from.subject, to.subject]) {
      if (subject && !rank.has(subject) && !unplaced.has(subject)) {
        unplaced.add(subject);
        problems.push(`src/…/${subject}: a subject missing from subjectOrder in scripts/check-imports.mjs`);
      }
    }
    // A link is an address, not a dependency: any subject may name another's paths.
    const isPaths = to.layer === 'shared' && /^(paths|pages)\.ts$/.test(path.basename(target));
    if (from.subject && to.subject && !isPaths && rank.get(to.subject) > rank.get(from.subject)) {
      problems.push(
        `${where}: ${from.subject} may not import ${to.subject}, which comes after it in the subjects' order (${subjectOrder.flat().join(' < ')}); move the shared part down, or compose them in a router or app file`,
      );
    }
  }
  if (inSrc) graph.set(file, edges);
}

// Circles: Tarjan's strongly connected components over src/.
let index = 0;
const state = new Map();
const stack = [];
function visit(node) {
  const s = { index, low: index, onStack: true };
  index += 1;
  state.set(node, s);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    const t = state.get(next);
    if (!t) {
      visit(next);
      s.low = Math.min(s.low, state.get(next).low);
    } else if (t.onStack) s.low = Math.min(s.low, t.index);
  }
  if (s.low === s.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(path.relative(root, member));
    } while (member !== node);
    if (component.length > 1) problems.push(`import circle: ${component.sort().join(' → ')}`);
  }
}
for (const node of graph.keys()) if (!state.has(node)) visit(node);

const srcFiles = [...graph.keys()].map((file) => path.relative(src, file).split(path.sep).join('/'));
problems.push(...sameBaseNames(srcFiles));
const folders = (dir) =>
  fs
    .readdirSync(path.join(src, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
problems.push(
  ...subjectSpellings({
    shared: folders('shared').filter((name) => !foundation.has(name)),
    server: folders('server/features'),
    web: folders('web/features'),
  }),
);

if (problems.length > 0) {
  console.error(`Import check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Import check: ok (${graph.size} files, no circles)`);
