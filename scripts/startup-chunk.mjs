// Issue 36 (docs/decisions/104): the small modules a painted page loads to take itself over, in a few
// chunks instead of ~25 of a few hundred bytes each.
import path from 'node:path';

/** The message catalogue's barrels: a module that imports one keeps only the texts it names. */
const catalogueBarrel =
  /[\\/]src[\\/]shared[\\/]i18n[\\/](?:messages\.ts|paraglide[\\/]messages\.js|paraglide[\\/]messages[\\/]_index\.js)$/;
/** One text of the catalogue (Paraglide compiles each to a module exporting it under its key). */
const messageModule = /[\\/]src[\\/]shared[\\/]i18n[\\/]paraglide[\\/]messages[\\/](?!_index\.js$)[\w-]+\.js$/;
/** A package's module: the chunk it lands in never imports ours. */
const packaged = /[\\/]node_modules[\\/]/;

/**
 * Which startup chunk each module goes to: a map from module id to chunk name, for the modules that
 * - a painted page imports statically as it takes over (`families`: each family's page modules);
 * - more than one chunk root reaches (a module one root alone reaches joins that root's chunk anyway);
 * - are not chunk roots themselves, packages, or `keep` (modules the build looks up by name);
 * - are at most `maxBytes` of code;
 * - and import only modules in the entry, in packages, or picked here: so a startup chunk imports
 *   the entry, packages' chunks and startup chunks of more families, never one that imports it back.
 *
 * The chunk is `startup-<family>` for a module that one family alone reaches, `startup-<union>` for
 * one that exactly the families of a union reach, and `startup-shared` for any other.
 *
 * Reachability is by static imports, except through the message catalogue: its barrel imports every
 * text, and the bundler keeps only those a module names (`m['key']`), so a module that imports the
 * barrel reaches the texts whose keys its code quotes.
 *
 * `graph` is Rolldown's chunking context: `getModuleInfo(id)` with `importedIds`,
 * `dynamicallyImportedIds`, `exports`, `isEntry` and `code`.
 */
export function chooseStartupChunks(graph, { webRoot, entry, families, unions = {}, keep = [], maxBytes }) {
  const info = (id) => graph.getModuleInfo(id);
  const fromWeb = (file) => path.join(webRoot, file);

  // Every text's module by its key, found through the barrels the first time one is met.
  const messages = new Map();
  const barrelsSeen = new Set();
  const readBarrel = (id) => {
    if (barrelsSeen.has(id)) return;
    barrelsSeen.add(id);
    for (const dep of info(id)?.importedIds ?? []) {
      if (catalogueBarrel.test(dep)) readBarrel(dep);
      else if (messageModule.test(dep)) for (const key of info(dep)?.exports ?? []) messages.set(key, dep);
    }
  };
  const importsOf = new Map();
  const imports = (id) => {
    if (importsOf.has(id)) return importsOf.get(id);
    const module = info(id);
    let found = module?.importedIds ?? [];
    if (catalogueBarrel.test(id)) {
      // A barrel reaches its texts only through the modules that name them.
      found = found.filter((dep) => !messageModule.test(dep));
    } else {
      const barrel = found.find((dep) => catalogueBarrel.test(dep));
      if (barrel) {
        readBarrel(barrel);
        // Every quoted word that is a text's key (`m['core.network']`, `messageKey("a.b")`).
        const quoted = [...(module?.code ?? '').matchAll(/['"`]([\w.-]+)['"`]/g)].map(([, key]) => key);
        found = [...found, ...quoted.flatMap((key) => messages.get(key) ?? [])];
      }
    }
    importsOf.set(id, found);
    return found;
  };
  const closure = (starts) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...imports(id));
    }
    return seen;
  };

  const entryId = fromWeb(entry);
  const inEntry = closure([entryId]);
  // Every chunk root (the entry, and each module imported lazily), and how many of them reach each module.
  const roots = new Set();
  const reachedBy = new Map();
  const pending = [entryId];
  while (pending.length > 0) {
    const root = pending.pop();
    if (roots.has(root)) continue;
    roots.add(root);
    for (const id of closure([root])) {
      reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
      pending.push(...(info(id)?.dynamicallyImportedIds ?? []));
    }
  }

  const familiesOf = new Map();
  for (const [family, modules] of Object.entries(families)) {
    for (const id of closure(modules.map(fromWeb))) {
      if (!inEntry.has(id)) familiesOf.set(id, [...(familiesOf.get(id) ?? []), family]);
    }
  }
  const kept = new Set(keep.map(fromWeb));
  const candidates = [...familiesOf.keys()].filter((id) => {
    const module = info(id);
    return (
      module !== null &&
      !packaged.test(id) &&
      !kept.has(id) &&
      !roots.has(id) &&
      (reachedBy.get(id) ?? 0) > 1 &&
      (module.code?.length ?? Number.POSITIVE_INFINITY) <= maxBytes
    );
  });
  const picked = new Set();
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of candidates) {
      if (picked.has(id)) continue;
      if (imports(id).every((dep) => inEntry.has(dep) || packaged.test(dep) || picked.has(dep))) {
        picked.add(id);
        grew = true;
      }
    }
  }

  const chunkFor = (found) => {
    if (found.length === 1) return `startup-${found[0]}`;
    const union = Object.entries(unions).find(
      ([, members]) => members.length === found.length && members.every((member) => found.includes(member)),
    );
    return `startup-${union ? union[0] : 'shared'}`;
  };
  return new Map([...picked].map((id) => [id, chunkFor(familiesOf.get(id))]));
}

/**
 * A Rolldown code-splitting group `name` function giving each module its startup chunk (null: Rolldown
 * places it as usual). The group must not pull the modules' imports in after them
 * (`includeDependenciesRecursively: false`): the choice above already keeps every import in place.
 */
export function startupChunkNamer(options) {
  let chosen = null;
  return (id, graph) => {
    chosen ??= chooseStartupChunks(graph, options);
    return chosen.get(id) ?? null;
  };
}
