import { m } from '#src/shared/i18n/messages.ts';

// Issue 24: no placeholder reaches a person. Older rows hold "Item 1", "Random Item" and
// "Unspecified" (the defaults before); a photo now starts with an empty name, brand and condition.
// Wherever a photo is shown or sent, these give its name ("Photo 2" when unnamed, numbered across
// the request, so a photo added later continues the count) and its details, in the reader's language.

const placeholderLabel = /^\s*(item(\s+\d+)?)?\s*$/i;
const placeholderBrand = /^\s*(random item|unknown|unspecified|n\/a)?\s*$/i;
const placeholderCondition = /^\s*(unspecified|unknown)?\s*$/i;

/** The conditions a person picks from; stored as these codes, shown through the catalogue. */
export const photoConditions = ['New', 'Like New', 'Good', 'Fair', 'Needs Repair'] as const;

const conditionTexts: Record<string, () => string> = {
  New: m['photos.conditionNew'],
  'Like New': m['photos.conditionLikeNew'],
  Good: m['photos.conditionGood'],
  Fair: m['photos.conditionFair'],
  'Needs Repair': m['photos.conditionNeedsRepair'],
  Working: m['photos.conditionWorking'],
  Broken: m['photos.conditionBroken'],
};

/** The name a person gave the item, or null when it has none (empty or an old "Item N"). */
export function givenName(label: string | null | undefined): string | null {
  return label && !placeholderLabel.test(label) ? label.trim() : null;
}

/** "Wooden dining chair", or "Photo 2" for the second photo of the request when unnamed. */
export function itemName(label: string | null | undefined, position: number): string {
  return givenName(label) ?? m['photos.photoNumber']({ n: position });
}

/** The brand when one was given; null for an empty or placeholder one. */
export function givenBrand(brand: string | null | undefined): string | null {
  return brand && !placeholderBrand.test(brand) ? brand.trim() : null;
}

/** A stored condition code in the reader's language (a free text as typed); null when none was given. */
export function conditionText(condition: string | null | undefined): string | null {
  if (!condition || placeholderCondition.test(condition)) return null;
  return conditionTexts[condition.trim()]?.() ?? condition.trim();
}

/** The stored condition as the edit field starts: empty when it is a placeholder. */
export function givenCondition(condition: string | null | undefined): string {
  return condition && !placeholderCondition.test(condition) ? condition.trim() : '';
}

/** "Sony · Like New", or "" when neither was given. */
export function itemDetails(item: { brand?: string | null; condition?: string | null }): string {
  return [givenBrand(item.brand), conditionText(item.condition)].filter(Boolean).join(' · ');
}
