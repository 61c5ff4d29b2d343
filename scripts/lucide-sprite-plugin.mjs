// lucide-react's icons as one SVG sprite (issue 25, docs/decisions/073): every icon the app imports
// becomes `<svg class="lucide …"><use href="/assets/icons-HASH.svg#NAME"/></svg>`, drawn from one
// hashed file that is cached a year, instead of its paths written into every server-made page and
// shipped in a JavaScript chunk of its own. The result page's HTML carried 16 icons, 4.4 KB of its
// 26 KB, and listed 15 icon chunks among the 53 scripts it fetched.
//
// `import { Truck } from 'lucide-react'` in the app resolves to one virtual module holding every icon
// the sources import, each a small component (src/web/components/ui/sprite-icon.tsx) that names its
// symbol. Which icons those are is read from the sources themselves when the build starts, so the
// client and the SSR build see the same set, hence the same sprite and the same address: the server's
// markup and the client's first render stay identical. Only the client build writes the file.
//
// Not used by the tests: the web tests render lucide's own components on both sides, and
// sprite-icon.test.tsx tests this plugin's sprite and module directly.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const spriteIcon = path.join(root, 'src', 'web', 'components', 'ui', 'sprite-icon.tsx');
const virtualIcons = '\0ligpit:lucide-icons';

/** Every `.ts`/`.tsx` file under `dir`, tests left out (they are never bundled). */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names the sources import from 'lucide-react' as values (`import type`, `type X` left out). */
export function importedIconNames(sources) {
  const names = new Set();
  const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
  for (const source of sources) {
    for (const [, typeOnly, list] of source.matchAll(importPattern)) {
      if (typeOnly) continue;
      for (const part of list.split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        names.add(spec.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...names].sort();
}

/** lucide-react's own map from each exported name (Truck, TruckIcon, LucideTruck) to its file. */
function lucideExports(lucideDir) {
  const barrel = fs.readFileSync(path.join(lucideDir, 'dist', 'esm', 'lucide-react.mjs'), 'utf8');
  const files = new Map();
  for (const [, list, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of list.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** One `<symbol>` from lucide's drawing of an icon (its `__iconData`). */
function symbol(id, data) {
  const view = `0 0 ${data.size ?? data.width ?? 24} ${data.size ?? data.height ?? 24}`;
  const shapes = data.node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${written}/>`;
    })
    .join('');
  return `<symbol id="${id}" viewBox="${view}">${shapes}</symbol>`;
}

/**
 * The icons the app uses: each imported name, its symbol's id (lucide's file name, shared by its
 * aliases) and the sprite that draws them all, named by its content.
 */
export async function lucideSprite(sourceDir = path.join(root, 'src', 'web')) {
  const lucideDir = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const files = lucideExports(lucideDir);
  const names = importedIconNames(sourceFiles(sourceDir).map((file) => fs.readFileSync(file, 'utf8')));
  const icons = new Map();
  for (const name of names) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon named ${name}`);
    icons.set(name, file);
  }
  const symbols = [];
  for (const file of [...new Set(icons.values())].sort()) {
    const module = await import(pathToFileURL(path.join(lucideDir, 'dist', 'esm', 'icons', `${file}.mjs`)).href);
    symbols.push(symbol(file, module.__iconData));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { icons, svg, fileName: `assets/icons-${hash}.svg` };
}

export function lucideIconSprite() {
  /** @type {Awaited<ReturnType<typeof lucideSprite>> | undefined} */
  let sprite;
  let base = '/';
  return {
    name: 'ligpit:lucide-sprite',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      sprite ??= await lucideSprite();
    },
    resolveId(source) {
      if (source === 'lucide-react') return virtualIcons;
      return null;
    },
    load(id) {
      if (!sprite) return null;
      if (id !== virtualIcons) return null;
      const lines = [
        `import { spriteIcon } from ${JSON.stringify(spriteIcon)};`,
        `const sprite = ${JSON.stringify(`${base}${sprite.fileName}#`)};`,
      ];
      for (const [name, file] of sprite.icons) {
        lines.push(`export const ${name} = /* @__PURE__ */ spriteIcon(sprite + ${JSON.stringify(file)});`);
      }
      return lines.join('\n');
    },
    generateBundle() {
      if (!sprite || this.environment?.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.svg });
    },
  };
}
