import { describe, expect, it } from 'vitest';
import { acceptedLanguages, catalogueLocaleOf, preferredLocale } from './preferred-locale.ts';

describe('the preferred language among ours (issue 16)', () => {
  it('maps language tags to our locales, Tagalog to Filipino', () => {
    expect(catalogueLocaleOf('fil-PH')).toBe('fil');
    expect(catalogueLocaleOf('FIL')).toBe('fil');
    expect(catalogueLocaleOf('tl')).toBe('fil');
    expect(catalogueLocaleOf('en-US')).toBe('en');
    expect(catalogueLocaleOf('ja')).toBeUndefined();
  });

  it('reads Accept-Language by quality, then by order, without refused languages', () => {
    expect(acceptedLanguages('en;q=0.5, fil-PH, tl;q=0.9')).toEqual(['fil-PH', 'tl', 'en']);
    expect(acceptedLanguages('fil;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the first language we have texts for', () => {
    expect(preferredLocale(['ja', 'tl-PH', 'en'])).toBe('fil');
    expect(preferredLocale(['ja', 'en-PH', 'fil'])).toBe('en');
    expect(preferredLocale(['ja'])).toBeUndefined();
  });
});
