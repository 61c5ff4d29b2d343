// The whole catalogue, for a key known only at run time: an API error's key, a schema issue's key.
// It loads every text, so it is for the server and for code the web loads on demand (src/web/lib/api.ts
// imports it lazily); a page names its texts with `m[...]` instead, which keeps only those.
import type { MessageKey } from './keys.ts';
import * as messages from './paraglide/messages/_index.js';
import { baseLocale, isLocale, type Locale } from './paraglide/runtime.js';

type AnyMessage = (params?: Record<string, unknown>, options?: { locale?: Locale }) => string;
const byKey: Record<string, AnyMessage | undefined> = messages as unknown as Record<string, AnyMessage>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(byKey, value);
}

/** The text of `key` in `locale` (the current one when left out); undefined for an unknown key. */
export function textFor(key: string, params: Record<string, unknown> = {}, locale?: string): string | undefined {
  const message = Object.hasOwn(byKey, key) ? byKey[key] : undefined;
  if (!message) return undefined;
  return message(params, locale && isLocale(locale) ? { locale } : {});
}

/** The English text of a key: what the API's `message` says (DESIGN §8). */
export function englishText(key: MessageKey, params: Record<string, unknown> = {}): string {
  return textFor(key, params, baseLocale) as string;
}
