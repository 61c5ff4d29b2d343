import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '#src/shared/i18n/paraglide/runtime.js';
import { conditionText, givenBrand, givenCondition, givenName, itemDetails, itemName } from './item-display.ts';

// Issue 24: no placeholder reaches a person.

// The catalogue's runtime is one module for the whole worker (vitest.config.ts): the language is put
// back as this file found it, or the server's files after this one would read every text in it.
const languageBefore = getLocale;

describe('item display', () => {
  afterEach(() => overwriteGetLocale(languageBefore));

  it('names an unnamed photo by its place in the request, a named one by its name', () => {
    expect(itemName('', 1)).toBe('Photo 1');
    expect(itemName('Item 1', 3)).toBe('Photo 3');
    expect(itemName('Item', 2)).toBe('Photo 2');
    expect(itemName('Wooden dining chair', 1)).toBe('Wooden dining chair');
    expect(givenName('Item 7')).toBeNull();
  });

  it('drops placeholder brands and conditions, and shows stored conditions in the reader’s language', () => {
    expect(givenBrand('Random Item')).toBeNull();
    expect(givenBrand('Sony')).toBe('Sony');
    expect(conditionText('Unspecified')).toBeNull();
    expect(givenCondition('Unspecified')).toBe('');
    expect(conditionText('Like New')).toBe('Like New');
    expect(conditionText('Working, minor scratches')).toBe('Working, minor scratches');
    expect(itemDetails({ brand: 'Random Item', condition: 'Unspecified' })).toBe('');
    expect(itemDetails({ brand: 'Sony', condition: 'Good' })).toBe('Sony · Good');
    overwriteGetLocale(() => 'fil');
    expect(conditionText('Like New')).toBe('Halos bago');
    expect(itemName('', 2)).toBe('Litrato 2');
  });
});
