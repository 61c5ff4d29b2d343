import { afterAll, describe, expect, it } from 'vitest';
import { languageCookie } from '#src/shared/i18n/language-link.ts';
import { baseLocale, getLocale, type Locale, m } from '#src/shared/i18n/messages.ts';
import { texts } from '#src/shared/i18n/paraglide/texts.js';

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
    const catalogue = m as unknown as Record<string, (params?: object, options?: { locale: Locale }) => string>;
    const keys = Object.keys(texts[baseLocale] ?? {});
    expect(keys.length).toBeGreaterThan(100);
    // A text said in another language than Filipino, with the key that says it.
    const elsewhere = keys.flatMap((key) => {
      // Each parameter stands for itself, so a text with parameters compares like one without.
      const names = (texts.fil?.[key] ?? '').matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g);
      const params = Object.fromEntries([...names].map(([, name]) => [name, `{${name}}`]));
      const said = catalogue[key]!(params);
      return said === catalogue[key]!(params, { locale: 'fil' }) ? [] : [`${key}: ${said}`];
    });
    expect(elsewhere).toEqual([]);
  });

  it('stays for the life of the page: only the switch changes it, and the switch reloads', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: another tab's choice, seen by this page's next task
    document.cookie = languageCookie('en');
    expect(getLocale()).toBe('fil');
    expect(m['core.language']()).toBe(m['core.language']({}, { locale: 'fil' }));
  });
});
