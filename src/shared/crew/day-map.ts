import type { Point } from './route-order.ts';

// Issue 37 (decision 091): what the map of a truck's day draws, from the day as the server routed it.
// Pure, so the crew's phone and the staff's day view draw the same thing and jsdom can test it.

export interface DayMapMarker {
  /** The stop's number in the list (route order), so the map and the list say the same number. */
  number: number;
  name: string;
  point: Point;
}

export interface DayMap {
  depot: Point | null;
  /** The stops with a pin, in route order. */
  markers: DayMapMarker[];
  /** The polyline: the depot (when set), then every marker in route order. */
  line: Point[];
  /** Stops with no pin: they have no marker (a barangay's centre is a guess, not a door). */
  unpinned: number;
}

/**
 * The markers and the line of a day whose `stops` are in route order. Null when no stop has a pin:
 * a map of a depot alone says nothing the list does not.
 */
export function dayMapOf(
  stops: readonly { name: string; pin?: Point | null }[],
  depot: Point | null | undefined,
): DayMap | null {
  const markers: DayMapMarker[] = [];
  stops.forEach((stop, index) => {
    if (stop.pin) markers.push({ number: index + 1, name: stop.name, point: stop.pin });
  });
  if (markers.length === 0) return null;
  const start = depot ?? null;
  return {
    depot: start,
    markers,
    line: [...(start ? [start] : []), ...markers.map((m) => m.point)],
    unpinned: stops.length - markers.length,
  };
}
