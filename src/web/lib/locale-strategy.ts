// The browser's half of choosing the language (issue 16): after the switch's cookie, the first of
// navigator.languages we have texts for, read as the server reads Accept-Language
// (src/shared/i18n/preferred-locale.ts), so the page hydrates in the language it was rendered in.
// Imported first by main.tsx: the strategy must exist before the first text is read.
import {
  defineCustomClientStrategy,
  getLocale,
  overwriteGetLocale,
  overwriteSetLocale,
} from '#src/shared/i18n/paraglide/runtime.js';
import { preferredLocale } from '#src/shared/i18n/preferred-locale.ts';

defineCustomClientStrategy('custom-preferred', {
  getLocale: () => (typeof navigator === 'undefined' ? undefined : preferredLocale(navigator.languages ?? [])),
  // Nothing to store: a choice is remembered by the cookie strategy.
  setLocale: () => undefined,
});

// A page's language is settled once: it changes only through the switch, which reloads the page
// (language-switch.tsx). Paraglide resolves it again on every text: the page's address, then
// `document.cookie`, a call into the browser's process, read again in every task. Hydration reads
// hundreds of texts over dozens of tasks; on the booth's page that was ~14 ms of main thread, and a
// busy phone makes each cookie read slower (issue 25, TBT). Nor is the cookie written here: Paraglide
// wrote the language it found back into it on the first text of every page, which set a year-long
// cookie for visitors who never chose, and made the page's next cookie read a call into the
// browser's process again. Only the switch writes it.
overwriteSetLocale(() => undefined);
const pageLocale = getLocale();
overwriteGetLocale(() => pageLocale);
