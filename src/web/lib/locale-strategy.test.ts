import { afterAll, describe, expect, it } from 'vitest';
import { languageCookie } from '#src/shared/i18n/language-link.ts';
import { getLocale, m } from '#src/shared/i18n/messages.ts';

// The page's language as main.tsx settles it: the switch's cookie, read once.
// biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the switch sets
document.cookie = languageCookie('fil');
await import('./locale-strategy.ts');

describe("a page's language", () => {
  afterAll(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it set
    document.cookie = `${languageCookie('fil').split('=')[0]}=; max-age=0; path=/`;
  });

  it('is read from the cookie when the page starts, and every text is in it', () => {
    expect(getLocale()).toBe('fil');
    expect(m['core.languageEnglish']()).toBe('English');
    expect(m['core.language']()).toBe(m['core.language']({}, { locale: 'fil' }));
  });

  it('stays for the life of the page: only the switch changes it, and the switch reloads', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: another tab's choice, seen by this page's next task
    document.cookie = languageCookie('en');
    expect(getLocale()).toBe('fil');
    expect(m['core.language']()).toBe(m['core.language']({}, { locale: 'fil' }));
  });
});
