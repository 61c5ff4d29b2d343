// Keys of the message catalogue, as types and checked values, without loading any text: what shared
// rules and schemas import to name a text (docs/decisions/006).
import type { m } from './paraglide/messages.js';

/** Every key of the catalogue, e.g. 'tracking.notFound'. */
export type MessageKey = keyof typeof m;

/** The parameters a text takes (`{}` for none). */
export type MessageParams<K extends MessageKey> = NonNullable<Parameters<(typeof m)[K]>[0]>;

/**
 * A key, checked against the catalogue: for what names a text without reading it yet (a schema's
 * error, an API error's key), so a typo or a removed text fails the typecheck.
 */
export function messageKey<K extends MessageKey>(key: K): K {
  return key;
}

/** Toast and dialog texts come in pairs: a title over a description. */
export interface NoticeText {
  title: string;
  description?: string;
}
