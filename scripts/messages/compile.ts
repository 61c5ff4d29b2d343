// Compiles the message catalogue with Paraglide JS into typed, tree-shakable message functions.
// Paraglide reads an inlang project; ours is built in memory from the catalogue, so no project
// files, plugins or network are involved, and the English texts stay in TypeScript beside their subject.
import { compileProject } from '@inlang/paraglide-js';
import { insertBundleNested, loadProjectInMemory, newProject } from '@inlang/sdk';
import type { Catalogue } from './catalogue.ts';

/** The cookie the language switch sets (src/web/components/layout/language-switch.tsx). */
export const localeCookieName = 'ligpit_lang';

type Pattern = Parameters<typeof insertBundleNested>[1]['messages'][number]['variants'][number]['pattern'];

/** 'Hello {name}!' → text, expression, text. */
export function toPattern(text: string): NonNullable<Pattern> {
  const parts: NonNullable<Pattern> = [];
  let last = 0;
  for (const match of text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) {
    if (match.index > last) parts.push({ type: 'text', value: text.slice(last, match.index) });
    parts.push({ type: 'expression', arg: { type: 'variable-reference', name: match[1] as string } });
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}

/** The compiled files, by path inside the output folder. */
export async function compileCatalogue(catalogue: Catalogue): Promise<Record<string, string>> {
  const blob = await newProject({
    settings: { baseLocale: catalogue.baseLocale, locales: catalogue.locales, modules: [] },
  });
  const project = await loadProjectInMemory({ blob });
  try {
    for (const [key, byLocale] of catalogue.texts) {
      const names = new Set<string>();
      for (const text of byLocale.values())
        for (const m of text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) names.add(m[1] as string);
      await insertBundleNested(project.db, {
        id: key,
        declarations: [...names].sort().map((name) => ({ type: 'input-variable' as const, name })),
        messages: [...byLocale].map(([locale, text]) => ({
          id: `${key}:${locale}`,
          bundleId: key,
          locale,
          selectors: [],
          variants: [
            { id: `${key}:${locale}:0`, messageId: `${key}:${locale}`, matches: [], pattern: toPattern(text) },
          ],
        })),
      });
    }
    const compiled = await compileProject({
      project,
      compilerOptions: {
        // The visitor's choice (the language switch's cookie), else the browser's preferred language
        // (navigator.languages, read by src/web/lib/locale-strategy.ts exactly as the server reads
        // Accept-Language: src/shared/i18n/preferred-locale.ts), else English.
        strategy: ['cookie', 'custom-preferred', 'baseLocale'],
        cookieName: localeCookieName,
        cookieMaxAge: 60 * 60 * 24 * 365,
        outputStructure: 'message-modules',
        emitTsDeclarations: false,
        emitGitIgnore: false,
        emitPrettierIgnore: false,
        emitReadme: false,
        includeEslintDisableComment: false,
      },
    });
    return { ...compiled, 'texts.js': textsModule(catalogue) };
  } finally {
    await project.close();
  }
}

/**
 * Every text in every language as data, for a key known only at run time (src/shared/i18n/catalogue.ts:
 * an API error's key, a schema issue's key). Data, not Paraglide's functions: a page that loads it
 * shares no module with the pages that name their texts (issue 25: Rolldown had put the texts the
 * guest upload, login and sign-up name into the catalogue's chunk, so they loaded all of it), and
 * JSON.parse reads it faster than ~3,000 functions. A missing translation is left out; the reader
 * falls back to English, as Paraglide does.
 */
function textsModule(catalogue: Catalogue): string {
  const byLocale: Record<string, Record<string, string>> = {};
  for (const locale of catalogue.locales) byLocale[locale] = {};
  for (const [key, texts] of catalogue.texts)
    for (const [locale, text] of texts) (byLocale[locale] as Record<string, string>)[key] = text;
  return `/** @type {Record<string, Record<string, string>>} */\nexport const texts = JSON.parse(${JSON.stringify(JSON.stringify(byLocale))});\n`;
}
