// Issue 37: where a point on the map may be (a truck's depot, a household's pin). Kept apart from
// the schema (geo-point.ts) so that a page which only checks a point, the upload form reading back
// its draft, does not load zod before the app takes the page over (decision 103).

/**
 * Metro Manila's bounding box, with a little room. A depot or a household's pin outside it is a
 * mistake (a swapped latitude and longitude, a pin dropped in the sea), not a place we serve.
 */
export const metroManilaBounds = { south: 14.33, north: 14.8, west: 120.9, east: 121.16 } as const;

/**
 * Two numbers inside the box, both ends included; NaN, infinities and anything not a number (a
 * draft read back from storage) are not. geo-point.ts's schema agrees (its test says so).
 */
export function isInMetroManila(p: { lat: unknown; lng: unknown }): p is { lat: number; lng: number } {
  const { south, north, west, east } = metroManilaBounds;
  const { lat, lng } = p;
  return (
    typeof lat === 'number' && typeof lng === 'number' && lat >= south && lat <= north && lng >= west && lng <= east
  );
}
