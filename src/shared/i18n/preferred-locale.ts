// The visitor's preferred language among ours, read the same way from the browser's
// navigator.languages (src/web/lib/locale-strategy.ts) and from a request's Accept-Language
// (src/server/http/locale.ts), so a page the server renders and the page the browser hydrates
// are in the same language.
import { isLocale, type Locale } from './paraglide/runtime.js';

/** Browsers name Filipino `fil`, some Tagalog `tl`: both read the Filipino catalogue. */
const aliases: Record<string, Locale> = { tl: 'fil' };

/** Our locale for a language tag ('fil-PH' → 'fil', 'tl' → 'fil', 'en-US' → 'en'), if any. */
export function catalogueLocaleOf(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const base = lower.split('-')[0] ?? '';
  for (const candidate of [lower, base]) {
    if (isLocale(candidate)) return candidate;
    const alias = aliases[candidate];
    if (alias) return alias;
  }
  return undefined;
}

/** The first of the visitor's languages, most preferred first, that we have a catalogue for. */
export function preferredLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = catalogueLocaleOf(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** An Accept-Language header's languages, most preferred first (a `q=0` one left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
