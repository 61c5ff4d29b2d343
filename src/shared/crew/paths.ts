import { buildPath } from '#src/shared/core/path-pattern.ts';

// Issue 27: the crew's screen on a phone, and the staff pages that set up and follow its day.

export const crewPages = {
  /** The crew member's stops for today (mobile first). */
  crewToday: '/crew',
  /** Staff: crew accounts and who drives which truck on which day. */
  adminCrew: '/admin/crew',
  /** Staff: each truck's stops for a day and their state. */
  adminCrewDay: '/admin/crew/day',
} as const;

export const crewApi = {
  today: '/api/crew/today',
  actions: '/api/crew/actions',
  adminCrew: '/api/admin/crew',
  adminAssignments: '/api/admin/crew/assignments',
  adminAssignment: '/api/admin/crew/assignments/:id',
  adminDay: '/api/admin/crew/day',
  /** Issue 40 item 6: put a scheduled stop on a truck, another truck or none, without moving its pickup. */
  adminStopTruck: '/api/admin/crew/stops/:trackingNumber/truck',
  /** Issue 37: staff move a stop within its window on its truck; the route keeps the place. */
  adminStopPosition: '/api/admin/crew/stops/:trackingNumber/position',
} as const;

export function adminStopPositionApiPath(trackingNumber: string): string {
  return buildPath(crewApi.adminStopPosition, { trackingNumber });
}

export function adminAssignmentApiPath(id: string): string {
  return buildPath(crewApi.adminAssignment, { id });
}

export function adminStopTruckApiPath(trackingNumber: string): string {
  return buildPath(crewApi.adminStopTruck, { trackingNumber });
}

/** Issue 37: a map at the household's pin (the same documented URL form, with coordinates). */
export function mapPinUrl(pin: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${pin.lat},${pin.lng}`;
}

/** A map search for the stop's address (Google Maps' documented URL form, which opens the app on a phone). */
export function mapSearchUrl(parts: (string | null | undefined)[]): string {
  const query = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * Issue 37: every map link (the crew's stop, the staff's review page) opens the household's pin
 * when there is one, and searches the address otherwise.
 */
export function placeMapUrl(place: {
  pin?: { lat: number; lng: number } | null;
  address: string | null | undefined;
  barangay?: string | null;
  city?: string | null;
  landmark?: string | null;
}): string {
  return place.pin ? mapPinUrl(place.pin) : mapSearchUrl([place.address, place.barangay, place.city, place.landmark]);
}
