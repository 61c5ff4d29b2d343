// The message catalogue (docs/decisions/006): one typed function per text, compiled by Paraglide JS
// from the English modules `src/shared/<subject>/messages.ts` (and translations/<locale>.ts).
// A page reads a text with `m['tracking.notFound']()`; a text with parameters takes them:
// `m['tracking.submittedOn']({ date })`. The bundler keeps only the texts a chunk calls.
// The compiled catalogue is not committed: install, `npm run dev`, the build and the tests compile it
// when a text changed (decision 047); `npm run lint` fails while it is out of date.

export { type MessageKey, type MessageParams, messageKey, type NoticeText } from './keys.ts';
export { m } from './paraglide/messages.js';
export { baseLocale, cookieMaxAge, cookieName, getLocale, type Locale, locales } from './paraglide/runtime.js';
