import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { languageCookie, languageLink } from '#src/shared/i18n/language-link.ts';
import { getLocale, type Locale, locales, m } from '#src/shared/i18n/messages.ts';
import { buttonClass } from '#src/web/components/ui/button.tsx';
import { keepFormsForReload } from '#src/web/lib/painted-form.ts';

/** Each language named in itself, whatever the page's language. */
const languageNames: Record<Locale, () => string> = {
  en: m['core.languageEnglish'],
  fil: m['core.languageFilipino'],
};

/**
 * Remembers the visitor's language for a year (the server reads the same cookie for the pages it
 * renders, src/server/http/locale.ts) and reloads, so every text, pre-rendered or not, is in it.
 */
export function chooseLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = languageCookie(locale);
  // Issue 40 item 5: what the page's forms hold is theirs again after the reload.
  keepFormsForReload();
  window.location.reload();
}

/**
 * The header's switch: one link naming the other language. A link, so it works before the app's
 * scripts have loaded (the server sets the cookie, src/server/http/locale.ts); once they have, a
 * click sets it here and reloads.
 */
export function LanguageToggle() {
  const { search } = useLocation();
  const current = getLocale();
  const other = locales.find((locale) => locale !== current) ?? current;
  const name = languageNames[other]();
  return (
    <a
      href={languageLink(search, other)}
      lang={other}
      className={buttonClass('ghost', 'sm', 'whitespace-nowrap max-sm:px-2')}
      aria-label={`${m['core.language']()}: ${name}`}
      onClick={(event) => {
        event.preventDefault();
        chooseLanguage(other);
      }}
    >
      {/* On a phone the header is narrow: the name alone says what the link does. */}
      <Languages className="max-sm:hidden" />
      {name}
    </a>
  );
}

/** The side panel's switch: every language, the current one pressed. */
export function LanguageChoice() {
  const current = getLocale();
  return (
    <fieldset className="flex items-center gap-2 px-3 py-2">
      <legend className="sr-only">{m['core.language']()}</legend>
      <Languages className="size-5 text-brand-600" aria-hidden="true" />
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          className={buttonClass(locale === current ? 'primary' : 'outline', 'sm')}
          onClick={() => locale !== current && chooseLanguage(locale)}
        >
          {languageNames[locale]()}
        </button>
      ))}
    </fieldset>
  );
}
