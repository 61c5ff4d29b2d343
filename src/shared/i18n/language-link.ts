// The language switch's link (issue 16, decision 045): the same page with `?lang=<locale>`, which
// the server answers with the language cookie and a redirect (src/server/http/locale.ts).

import { cookieMaxAge, cookieName } from './paraglide/runtime.js';

export const languageParam = 'lang';

/** The language cookie for a year, as the page writes it and the server's answer sets it. */
export function languageCookie(locale: string): string {
  return `${cookieName}=${locale}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax`;
}

/**
 * This page in `locale`, as an address relative to it (`?lang=fil`, its other parameters kept): the
 * placeholder page served for many paths (the shell) names no path of its own.
 */
export function languageLink(search: string, locale: string): string {
  const params = new URLSearchParams(search);
  params.set(languageParam, locale);
  return `?${params}`;
}
