// `npm run messages`: compiles the message catalogue (English from src/shared/<subject>/messages.ts,
// other languages from src/shared/i18n/translations/) into src/shared/i18n/paraglide/.
// `--check` compiles in memory and fails when the files on disk differ (run by `npm run lint`).
import fs from 'node:fs';
import path from 'node:path';
import { loadCatalogue } from './messages/catalogue.ts';
import { compileCatalogue } from './messages/compile.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src', 'shared', 'i18n', 'paraglide');
const check = process.argv.includes('--check');

function filesOnDisk(dir: string, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of filesOnDisk(path.join(dir, entry.name), rel)) found.set(k, v);
    else found.set(rel, fs.readFileSync(path.join(dir, entry.name), 'utf8'));
  }
  return found;
}

try {
  const catalogue = await loadCatalogue(root);
  const output = await compileCatalogue(catalogue);
  const summary = `${catalogue.texts.size} texts, locales ${catalogue.locales.join(', ')}`;
  if (check) {
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
  } else {
    fs.rmSync(outDir, { recursive: true, force: true });
    for (const [file, content] of Object.entries(output)) {
      const target = path.join(outDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
    console.log(`Message catalogue: compiled ${summary} into ${path.relative(root, outDir)}`);
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
