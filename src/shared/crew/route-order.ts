// Issue 37: the order of a truck's stops within a window, from the depot (or the last stop of the
// window before). Nearest neighbour, then 2-opt and Or-opt moves until none shortens the path: an
// open path whose start is fixed and whose end is free. Stops without a point go last, in the order
// given. Distances are straight-line (haversine) kilometres; the driving estimate multiplies them by
// a road factor (below). Pure: the server and the bench call it, tests hold it against brute force.

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Metro Manila roads are longer than the straight line between two doors: 1.4 is the detour index
 * commonly measured for dense urban grids (1.3–1.5); at 18 km/h, the MMDA's average weekday
 * travel speed on EDSA-like roads, a kilometre on the map is about 4.7 minutes of driving.
 */
export const roadFactor = 1.4;
export const averageKmPerHour = 18;

export function straightKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a path from `start` through `points` in order, in straight-line km. */
export function pathKm(start: Point, points: readonly Point[]): number {
  let km = 0;
  let at = start;
  for (const p of points) {
    km += straightKm(at, p);
    at = p;
  }
  return km;
}

/**
 * The indexes of `points` in a short open path from `start`: the improved nearest-neighbour path
 * begun at each of the three stops nearest the start, the shortest kept (one start alone was 12 %
 * off the exact answer on one bench instance).
 */
export function orderPoints(start: Point, points: readonly Point[]): number[] {
  if (points.length <= 1) return points.map((_, i) => i);
  const firsts = points
    .map((p, i) => [straightKm(start, p), i] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, 3)
    .map(([, i]) => i);
  let best: number[] = [];
  let bestKm = Number.POSITIVE_INFINITY;
  for (const first of firsts) {
    const order = improvedPath(start, points, first);
    const km = pathKm(
      start,
      order.map((k) => points[k]!),
    );
    if (km < bestKm) [best, bestKm] = [order, km];
  }
  return best;
}

function improvedPath(start: Point, points: readonly Point[], first: number): number[] {
  const n = points.length;
  // Nearest neighbour from the given first stop.
  const left = new Set(points.map((_, i) => i));
  const order: number[] = [first];
  left.delete(first);
  let at = points[first]!;
  while (left.size > 0) {
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const i of left) {
      const km = straightKm(at, points[i]!);
      if (km < bestKm) [best, bestKm] = [i, km];
    }
    order.push(best);
    left.delete(best);
    at = points[best]!;
  }
  const pt = (k: number) => (k < 0 ? start : points[order[k]!]!);
  const d = (a: Point, b: Point) => straightKm(a, b);
  let improved = true;
  for (let round = 0; improved && round < 100; round++) {
    improved = false;
    // 2-opt: reverse order[i..j]; the path is open, so j may be the last stop.
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = d(pt(i - 1), pt(i)) + (j + 1 < n ? d(pt(j), pt(j + 1)) : 0);
        const after = d(pt(i - 1), pt(j)) + (j + 1 < n ? d(pt(i), pt(j + 1)) : 0);
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
    // Or-opt: move a run of 1–3 stops elsewhere, either way round.
    for (let len = 1; len <= 3; len++) {
      for (let i = 0; i + len <= n; i++) {
        const run = order.slice(i, i + len);
        const rest = [...order.slice(0, i), ...order.slice(i + len)];
        const base = pathKm(
          start,
          order.map((k) => points[k]!),
        );
        let bestPath: number[] | null = null;
        let bestKm = base - 1e-9;
        for (let at2 = 0; at2 <= rest.length; at2++) {
          for (const piece of [run, [...run].reverse()]) {
            const candidate = [...rest.slice(0, at2), ...piece, ...rest.slice(at2)];
            const km = pathKm(
              start,
              candidate.map((k) => points[k]!),
            );
            if (km < bestKm) [bestPath, bestKm] = [candidate, km];
          }
        }
        if (bestPath) {
          order.splice(0, n, ...bestPath);
          improved = true;
        }
      }
    }
  }
  return order;
}

export interface RouteStop {
  id: string;
  /** The pin, or the centre of the pinned stops of its barangay; null: "no pin". */
  point: Point | null;
  /**
   * Where staff put the stop by hand in its window (1 first); null or absent: the route's choice.
   * A window with any such stop keeps those stops in that order, first, and routes the others after
   * them from the last one (a stop added later joins the end of the hand-made order, decision 088).
   */
  position?: number | null;
}

export interface RoutedStop {
  id: string;
  position: number;
  pinned: boolean;
  /** Its place was set by staff (stop_position), not by the route. */
  byHand: boolean;
}

/**
 * A truck's day: windows in time order, each window's stops in route order from the depot (or the
 * window before's last stop). Returns the stops in order, the straight-line km and the estimated
 * driving minutes (km × road factor at the average speed). Stops without a point go last in their
 * window and add no kilometres.
 */
export function orderDay(depot: Point, windows: readonly (readonly RouteStop[])[]) {
  const stops: RoutedStop[] = [];
  let at = depot;
  let km = 0;
  const visit = (stop: RouteStop, byHand: boolean) => {
    if (stop.point) {
      km += straightKm(at, stop.point);
      at = stop.point;
    }
    stops.push({ id: stop.id, position: stops.length + 1, pinned: stop.point !== null, byHand });
  };
  for (const window of windows) {
    const placed = window
      .filter((s) => s.position !== null && s.position !== undefined)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    for (const stop of placed) visit(stop, true);
    const free = window.filter((s) => s.position === null || s.position === undefined);
    const pinned = free.filter((s): s is RouteStop & { point: Point } => s.point !== null);
    const order = orderPoints(
      at,
      pinned.map((s) => s.point),
    );
    for (const i of order) visit(pinned[i]!, false);
    for (const s of free) if (s.point === null) visit(s, false);
  }
  return { stops, km, minutes: (km * roadFactor * 60) / averageKmPerHour };
}

/**
 * Each stop's point for the route: its pin, else the centre of the pinned stops of the same barangay
 * and city that day, else null ("no pin").
 */
export function routePoints<T extends { pin: Point | null; barangay: string; city: string }>(
  stops: readonly T[],
): (Point | null)[] {
  const place = (s: T) => `${s.city}\u0000${s.barangay.trim().toLowerCase()}`;
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const s of stops) {
    if (!s.pin) continue;
    const sum = sums.get(place(s)) ?? { lat: 0, lng: 0, n: 0 };
    sums.set(place(s), { lat: sum.lat + s.pin.lat, lng: sum.lng + s.pin.lng, n: sum.n + 1 });
  }
  return stops.map((s) => {
    if (s.pin) return s.pin;
    const sum = sums.get(place(s));
    return sum ? { lat: sum.lat / sum.n, lng: sum.lng / sum.n } : null;
  });
}
