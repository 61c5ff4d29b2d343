// The language switch's link (issue 16, decision 045): the same page with `?lang=<locale>`, which
// the server answers with the language cookie and a redirect (src/server/http/locale.ts).

export const languageParam = 'lang';

/**
 * This page in `locale`, as an address relative to it (`?lang=fil`, its other parameters kept): the
 * placeholder page served for many paths (the shell) names no path of its own.
 */
export function languageLink(search: string, locale: string): string {
  const params = new URLSearchParams(search);
  params.set(languageParam, locale);
  return `?${params}`;
}
