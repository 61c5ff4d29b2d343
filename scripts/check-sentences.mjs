// `npm run lint`: fails when an English sentence is compared or used as a key anywhere in src/
// (scripts/sentences/check.mjs says what counts). Tests are exempt: finding an element by the text a
// person reads is how a test should look for it (STYLE: Testing Library, as a user finds things).
import path from 'node:path';
import ts from 'typescript';
import { findSentenceUses } from './sentences/check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src') + path.sep;

const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const checked = (fileName) =>
  path.resolve(fileName).startsWith(src) &&
  !fileName.endsWith('.d.ts') &&
  !/\.(test|spec)\.tsx?$/.test(fileName) &&
  !/[\\/](test|paraglide)[\\/]/.test(fileName) &&
  /\.tsx?$/.test(fileName);
// Only our own files, without the packages' types: a sentence's type comes from our `as const`
// messages modules, and leaving node_modules out keeps this check a few seconds long.
const program = ts.createProgram(config.fileNames.filter(checked), {
  ...config.options,
  noEmit: true,
  noResolve: true,
  types: [],
  lib: ['lib.es2023.d.ts'],
});
const files = program.getSourceFiles().filter((file) => checked(file.fileName));
const problems = findSentenceUses(files, program.getTypeChecker()).map((p) => path.relative(root, p));

if (problems.length > 0) {
  console.error(`Sentence check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Sentence check: ok (${files.length} files, no English sentence compared or used as a key)`);
