// product.md §9: the words an item name is inferred from when an analysis gives no category, in the
// spec's order. product.md §7: "categories (array; the first is the item name)".
export const itemNameKeywords = [
  'chair',
  'table',
  'desk',
  'sofa',
  'couch',
  'bed',
  'dresser',
  'cabinet',
  'bookshelf',
  'lamp',
  'rug',
  'mirror',
  'clock',
  'vase',
  'painting',
  'sculpture',
  'appliance',
  'device',
  'gadget',
  'toy',
  'game',
  'clothing',
  'shoes',
  'accessory',
  'jewelry',
  'watch',
  'bag',
  'purse',
] as const;

const keywordPattern = new RegExp(`\\b(${itemNameKeywords.join('|')})\\b`, 'i');

/**
 * The §9 keyword that comes first in the description, capitalised ("A wooden chair with a…" →
 * "Chair"), or null. Whole words only: "table" is not found in "vegetables", nor "bed" in "embedded".
 */
export function inferItemName(description: string): string | null {
  const match = keywordPattern.exec(description);
  if (!match?.[1]) return null;
  const word = match[1].toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** product.md §7: the first category is the item name; without one, the name is inferred from the description. */
export function itemNameOf(analysis: { categories: readonly string[]; description: string }): string | null {
  const first = analysis.categories.find((c) => c.trim() !== '');
  return first?.trim() ?? inferItemName(analysis.description);
}
