// The message catalogue, assembled from its sources (docs/decisions/006):
// - English: every `src/shared/<subject>/messages.ts`. Each export that is a flat object of
//   strings (`{ key: 'English text' } as const`) contributes its texts as `<subject>.<key>`.
//   Exports of any other shape (notice pairs derived from those objects, functions) are not sources.
// - Other languages: `src/shared/i18n/translations/<locale>.ts`, whose default export maps
//   catalogue keys to that language's texts. A key it leaves out falls back to English.
// A text names its parameters in braces: 'No data found for tracking number {trackingNumber}'.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Catalogue {
  baseLocale: string;
  locales: string[];
  /** key → locale → text; every key has the base locale's text. */
  texts: Map<string, Map<string, string>>;
}

export const baseLocale = 'en';
const keyPattern = /^[a-z][A-Za-z0-9]*$/;
const localePattern = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;
const parameterPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** A flat object of strings: a catalogue source. */
function isSource(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((entry) => typeof entry === 'string');
}

export function parameterNames(text: string): string[] {
  return [...new Set([...text.matchAll(parameterPattern)].map((match) => match[1] as string))].sort();
}

/**
 * Builds the catalogue from already imported modules. `english` maps a subject to its
 * messages module's exports; `translations` maps a locale to its texts by catalogue key.
 * Throws one error listing every problem (a key defined twice, a bad name, a stray key, a
 * translation whose parameters differ from English's).
 */
export function assembleCatalogue(
  english: Record<string, Record<string, unknown>>,
  translations: Record<string, Record<string, string>> = {},
): Catalogue {
  const problems: string[] = [];
  const texts = new Map<string, Map<string, string>>();
  const origin = new Map<string, string>();
  for (const [subject, exports] of Object.entries(english).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isSource(value)) continue;
      for (const [name, text] of Object.entries(value)) {
        const key = `${subject}.${name}`;
        const where = `src/shared/${subject}/messages.ts ${exportName}.${name}`;
        if (!keyPattern.test(name)) {
          problems.push(`${where}: a key is camelCase letters and digits`);
          continue;
        }
        const earlier = origin.get(key);
        if (earlier) {
          problems.push(`${where}: ${key} is defined twice (also ${earlier})`);
          continue;
        }
        origin.set(key, where);
        texts.set(key, new Map([[baseLocale, text]]));
      }
    }
  }
  for (const [locale, byKey] of Object.entries(translations).sort(([a], [b]) => a.localeCompare(b))) {
    const where = `src/shared/i18n/translations/${locale}.ts`;
    if (!localePattern.test(locale) || locale === baseLocale) {
      problems.push(`${where}: not a locale name other than ${baseLocale} (e.g. fil)`);
      continue;
    }
    for (const [key, text] of Object.entries(byKey)) {
      const entry = texts.get(key);
      if (!entry) {
        problems.push(`${where}: ${key} is not a key of the English catalogue`);
        continue;
      }
      const expected = parameterNames(entry.get(baseLocale) ?? '').join(', ');
      const given = parameterNames(text).join(', ');
      if (expected !== given) {
        problems.push(`${where}: ${key} has parameters {${given}}; English has {${expected}}`);
        continue;
      }
      entry.set(locale, text);
    }
  }
  if (problems.length > 0) throw new Error(`The message catalogue has problems:\n  ${problems.join('\n  ')}`);
  const sorted = new Map([...texts].sort(([a], [b]) => a.localeCompare(b)));
  return { baseLocale, locales: [baseLocale, ...Object.keys(translations).sort()], texts: sorted };
}

/** Imports every English messages module and every translation under `root` (the repository). */
export async function loadCatalogue(root: string): Promise<Catalogue> {
  const shared = path.join(root, 'src', 'shared');
  const english: Record<string, Record<string, unknown>> = {};
  for (const subject of fs.readdirSync(shared).sort()) {
    const file = path.join(shared, subject, 'messages.ts');
    if (fs.existsSync(file)) english[subject] = await import(pathToFileURL(file).href);
  }
  const translations: Record<string, Record<string, string>> = {};
  const translationsDir = path.join(shared, 'i18n', 'translations');
  if (fs.existsSync(translationsDir)) {
    for (const file of fs.readdirSync(translationsDir).sort()) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const module = await import(pathToFileURL(path.join(translationsDir, file)).href);
      translations[path.basename(file, '.ts')] = module.default;
    }
  }
  return assembleCatalogue(english, translations);
}
