import type { PhotoAnalysis } from '#src/shared/photos/analysis.schema.ts';
import { inferItemName } from '#src/shared/photos/item-name.ts';

// The Item and Description of each photo on the signed-in upload (product.md §2; decision 036): what the
// recogniser answered, unless the person typed their own. Without a recogniser (a fresh clone) the
// person names the item: a description they type suggests the name with product.md's §9 keywords,
// until they type a name themselves.

/** What the person typed for one photo; a field left `undefined` was never touched. */
export interface ItemEntry {
  itemName?: string;
  description?: string;
}

export interface ItemFields {
  itemName: string;
  description: string;
}

/** The item name and description shown and sent for a photo. */
export function itemFields(entry: ItemEntry | undefined, analysis: PhotoAnalysis | undefined): ItemFields {
  const recognised = analysis?.status === 'done' ? analysis : undefined;
  const description = entry?.description ?? recognised?.description ?? '';
  if (entry?.itemName !== undefined) return { itemName: entry.itemName, description };
  if (entry?.description !== undefined) {
    return { itemName: inferItemName(entry.description) ?? recognised?.itemName ?? '', description };
  }
  return { itemName: recognised?.itemName ?? '', description };
}
