import { bookingCity, unservicedLocation } from '#src/shared/core/cities.ts';

// Apart from service-area.ts's schemas: the upload forms ask it as they hydrate, and zod is not
// worth its bytes there (issue 25).

/**
 * Whether a location choice can be booked now: not "Others", not a paused city (BGC follows
 * Taguig). The forms ask it before they submit; the server asks it again with its own list.
 */
export function isServedNow(location: string, paused: readonly string[]): boolean {
  if (location === '' || location === unservicedLocation) return false;
  return !paused.includes(bookingCity(location));
}
