// Names that let a reader find a module's home from its name alone (issue 38, "Homes"); used by
// scripts/check-imports.mjs. Paths are relative to src/ and use '/'.

/** `owner-code.test.tsx` and `owner-code.tsx` are one name: a test sits beside what it tests. */
const baseName = (file) =>
  file
    .split('/')
    .at(-1)
    .replace(/\.(ts|tsx|mts|mjs)$/, '')
    .replace(/\.(test|spec)$/, '');

/**
 * One line per base name that two modules share in one feature folder (src/{web,server}/features/<name>/
 * or a subject folder of src/shared/, with their subfolders): `api/manage-pickup.ts` beside
 * `components/manage-pickup.tsx` leaves an import's reader guessing which one it names.
 */
export function sameBaseNames(files) {
  // feature folder + base name → the modules by that name (a module and its test are one).
  const groups = new Map();
  for (const file of files) {
    const parts = file.split('/');
    const depth = parts[0] === 'shared' ? 2 : 3;
    if ((depth === 3 && parts[1] !== 'features') || parts.length <= depth) continue;
    const key = `src/${parts.slice(0, depth).join('/')}/ (${baseName(file)})`;
    const module = `src/${parts.slice(0, -1).join('/')}/${baseName(file)}`;
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key).add(module);
  }
  const problems = [];
  for (const [key, modules] of groups) {
    if (modules.size > 1)
      problems.push(`${[...modules].sort().join(' and ')} share one name in ${key}: rename one to say what it is`);
  }
  return problems.sort();
}

/**
 * One line per subject spelt two ways across the layers: a folder name that is another's singular
 * or plural (`account` in web beside `accounts` in server and shared). `subjects` maps a layer
 * ('web', 'server', 'shared') to its subject folder names.
 */
export function subjectSpellings(subjects) {
  const layers = Object.entries(subjects).flatMap(([layer, names]) => [...names].map((name) => ({ layer, name })));
  const problems = [];
  for (const a of layers) {
    for (const b of layers) {
      if (a.name + 's' === b.name)
        problems.push(
          `src/${a.layer}/…/${a.name} and src/${b.layer}/…/${b.name} spell one subject two ways: name the folder ${b.name} on every side`,
        );
    }
  }
  return problems;
}
