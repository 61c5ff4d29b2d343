import type { FastifyRequest } from 'fastify';
import { baseLocale, cookieName, isLocale, type Locale } from '#src/shared/i18n/paraglide/runtime.js';

/** Browsers name Filipino `fil`, older ones Tagalog `tl`: both read the Filipino catalogue. */
const aliases: Record<string, Locale> = { tl: 'fil' };

function toCatalogueLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const base = lower.split('-')[0] ?? '';
  for (const candidate of [lower, base]) {
    if (isLocale(candidate)) return candidate;
    const alias = aliases[candidate];
    if (alias) return alias;
  }
  return undefined;
}

/** The first language of an Accept-Language header we have a catalogue for, by quality. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toCatalogueLocale(tag);
    if (locale) return locale;
  }
  return undefined;
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
