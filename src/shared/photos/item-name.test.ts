import { describe, expect, it } from 'vitest';
import { inferItemName, itemNameKeywords, itemNameOf } from './item-name.ts';

describe('item name (product.md §7, §9)', () => {
  it('is the first category when there is one', () => {
    expect(itemNameOf({ categories: ['Rattan chair', 'Furniture'], description: 'A lamp' })).toBe('Rattan chair');
    expect(itemNameOf({ categories: ['  ', 'Furniture'], description: '' })).toBe('Furniture');
  });

  it('is inferred from the description with the §9 keywords when there is no category', () => {
    expect(itemNameOf({ categories: [], description: 'An old wooden DESK with two drawers and a lamp' })).toBe('Desk');
    expect(inferItemName('A pair of running shoes, barely worn')).toBe('Shoes');
    expect(inferItemName('Bag of clothes')).toBe('Bag');
  });

  it('takes the keyword that comes first in the text, whole words only', () => {
    expect(inferItemName('A lamp standing on a table')).toBe('Lamp');
    expect(inferItemName('Vegetables in an embedded drawer, a toyota')).toBeNull();
    expect(inferItemName('')).toBeNull();
  });

  it('knows every §9 keyword', () => {
    expect(itemNameKeywords).toHaveLength(28);
    for (const word of itemNameKeywords) expect(inferItemName(`a ${word}.`)?.toLowerCase()).toBe(word);
  });
});
