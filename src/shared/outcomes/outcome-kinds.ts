// Issue 16: the kinds of partners, outcomes and materials, and how weights and amounts are kept
// and written. No schema library and no texts here: the landing's counter and the tracking
// result read these, and must not load zod or the whole catalogue.

export const partnerKinds = ['donation', 'recycling', 'resale'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const itemOutcomeKinds = ['donated', 'resold', 'recycled', 'disposed'] as const;
export type ItemOutcomeKind = (typeof itemOutcomeKinds)[number];

export const recycledMaterials = [
  'plastic',
  'metal',
  'paper',
  'glass',
  'textile',
  'electronics',
  'wood',
  'mixed',
] as const;
export type RecycledMaterial = (typeof recycledMaterials)[number];

/** An item's weight is an estimate: 0 to 1000 kg, to the gram at most. */
export const maxItemWeightKg = 1000;

/** Grams (how the database keeps weights) as kg to one decimal. */
export function kgFromGrams(grams: number): number {
  return Math.round(grams / 100) / 10;
}

export function gramsFromKg(kg: number): number {
  return Math.round(kg * 1000);
}

/**
 * A count or kg with thousands separators and at most one decimal: "1,234.5". en-PH and fil-PH
 * write numbers alike; done by hand, as the dates are, so a page pays for no Intl locale data.
 */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(1).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction && fraction !== '0' ? `.${fraction}` : ''}`;
}

/** Kilograms to one decimal: "12.5". */
export function formatKg(kg: number): string {
  return formatAmount(kg);
}
