// The whole catalogue, for a key known only at run time: an API error's key, a schema issue's key.
// It holds every text, so it is for the server and for code the web loads on demand (src/web/lib/api.ts
// imports it lazily); a page names its texts with `m[...]` instead, which keeps only those. The texts
// are data (paraglide/texts.js, written by scripts/messages/compile.ts beside Paraglide's functions),
// so loading them brings in none of the modules the pages share (issue 25).
import type { MessageKey } from './keys.ts';
import { baseLocale, getLocale, isLocale, type Locale } from './paraglide/runtime.js';
import { texts } from './paraglide/texts.js';

const english = texts[baseLocale] ?? {};

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(english, value);
}

/** The text of `key` in `locale` (the current one when left out); undefined for an unknown key. */
export function textFor(key: string, params: Record<string, unknown> = {}, locale?: string): string | undefined {
  if (!Object.hasOwn(english, key)) return undefined;
  const language: Locale = locale && isLocale(locale) ? locale : getLocale();
  const inLanguage = texts[language];
  // A text not translated yet is said in English, as Paraglide's own functions do.
  const template = (inLanguage && Object.hasOwn(inLanguage, key) ? inLanguage[key] : english[key]) as string;
  // `{name}` as Paraglide writes it: `${inputs?.name}`.
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => `${params[name]}`);
}

/** The English text of a key: what the API's `message` says (design.md §8). */
export function englishText(key: MessageKey, params: Record<string, unknown> = {}): string {
  return textFor(key, params, baseLocale) as string;
}
