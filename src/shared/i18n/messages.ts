// The message catalogue (docs/decisions/006): one typed function per text, compiled by Paraglide JS
// from the English modules `src/shared/<subject>/messages.ts` (and translations/<locale>.ts).
// A page reads a text with `m['tracking.notFound']()`; a text with parameters takes them:
// `m['tracking.submittedOn']({ date })`. The bundler keeps only the texts a chunk calls.
// After changing a messages module, run `npm run messages` (`npm run lint` checks it was run).

export { type MessageKey, type MessageParams, messageKey, type NoticeText } from './keys.ts';
export { m } from './paraglide/messages.js';
export { baseLocale, cookieMaxAge, cookieName, getLocale, type Locale, locales } from './paraglide/runtime.js';
