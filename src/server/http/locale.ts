import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '#src/shared/core/api-paths.ts';
import { languageCookie, languageParam } from '#src/shared/i18n/language-link.ts';
import { baseLocale, cookieName, isLocale, type Locale } from '#src/shared/i18n/paraglide/runtime.js';
import { acceptedLanguages, preferredLocale } from '#src/shared/i18n/preferred-locale.ts';

/** The first language of an Accept-Language header we have a catalogue for, by quality. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  return preferredLocale(acceptedLanguages(header));
}

/** The language switch's cookie (src/web/components/layout/language-switch.tsx), if it names a locale. */
export function localeFromCookie(header: string | undefined): Locale | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName && value && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language of a page the server renders or picks for this request, the way the browser's
 * Paraglide runtime picks it: the visitor's choice, else the preferred language, else English.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const acceptLanguage = request.headers['accept-language'];
  return (
    localeFromCookie(request.headers.cookie) ??
    localeFromAcceptLanguage(Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage) ??
    baseLocale
  );
}

/** A page whose language follows the request is cached per cookie and language. */
export const localeVary = 'Cookie, Accept-Language';

/** The app's HTML template in `locale`: `<html lang>` says which. */
export function withHtmlLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/**
 * The header's language switch is a link to the same page with `?lang=…`
 * (src/shared/i18n/language-link.ts), so it works before the page's scripts run (they load after
 * the first paint, decision 045). The answer sets the switch's cookie and sends the browser to the
 * page without the parameter, which the server then renders in that language. Once the app runs,
 * the switch sets the cookie itself and reloads, without this round trip.
 */
export function registerLanguageLinks(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and nearly all pass straight on,
  // and an async hook costs each of them a promise and a microtask (decision 071).
  app.addHook('onRequest', (request, reply, done) => {
    const link = request.method === 'GET' ? languageLinkTarget(request.url) : undefined;
    if (!link) return done();
    // Answered here: `done` is not called, so no later hook or handler runs.
    reply
      .header('set-cookie', languageCookie(link.locale))
      .header('cache-control', 'no-store')
      .redirect(link.target, 303);
  });
}

/** The language a page address asks for with `?lang=…`, and the same page without it. */
export function languageLinkTarget(requestUrl: string): { locale: Locale; target: string } | undefined {
  if (!requestUrl.includes(`${languageParam}=`)) return undefined;
  const url = new URL(requestUrl, 'http://localhost');
  const locale = url.searchParams.get(languageParam);
  if (!locale || !isLocale(locale) || isApiPath(url.pathname)) return undefined;
  url.searchParams.delete(languageParam);
  // One leading slash: `//host/…` would send the browser to another site.
  return { locale, target: `/${url.pathname.replace(/^\/+/, '')}${url.search}` };
}
