import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// product.md §5/§9: a pickup is booked 7 to 30 days ahead (default 7), counted in Manila days.
export const pickupMinDaysAhead = 7;
export const pickupMaxDaysAhead = 30;

export function pickupWindow(now: Date = new Date()): { min: string; max: string; default: string } {
  const today = manilaDate(now);
  const min = addDays(today, pickupMinDaysAhead);
  return { min, max: addDays(today, pickupMaxDaysAhead), default: min };
}

/** ISO dates compare correctly as strings. */
export function isInPickupWindow(isoDate: string, now: Date = new Date()): boolean {
  const { min, max } = pickupWindow(now);
  return isoDate >= min && isoDate <= max;
}

// Staff scheduling: the windows a pickup crew can be booked into (issue 5).
export const pickupTimeWindows = ['8:00–11:00', '11:00–14:00', '14:00–17:00', 'All Day'] as const;
export type PickupTimeWindow = (typeof pickupTimeWindows)[number];
export const guestPickupTime = 'All Day'; // product.md §9: guest submission time slot

/** "8:00–11:00" → "8:00"; "All Day" and the like → null. */
export function startOfLabel(label: string | null): string | null {
  return label ? (/^(\d{1,2}:\d{2})\s*[–-]/.exec(label)?.[1] ?? null) : null;
}
