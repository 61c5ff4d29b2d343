import type { FastifyRequest } from 'fastify';
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
