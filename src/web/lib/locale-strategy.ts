// The browser's half of choosing the language (issue 16): after the switch's cookie, the first of
// navigator.languages we have texts for, read as the server reads Accept-Language
// (src/shared/i18n/preferred-locale.ts), so the page hydrates in the language it was rendered in.
// Imported first by main.tsx: the strategy must exist before the first text is read.
import { defineCustomClientStrategy } from '#src/shared/i18n/paraglide/runtime.js';
import { preferredLocale } from '#src/shared/i18n/preferred-locale.ts';

defineCustomClientStrategy('custom-preferred', {
  getLocale: () => (typeof navigator === 'undefined' ? undefined : preferredLocale(navigator.languages ?? [])),
  // Nothing to store: a choice is remembered by the cookie strategy.
  setLocale: () => undefined,
});
