import { describe, expect, it } from 'vitest';
import { orderDay, orderPoints, type Point, pathKm, routePoints } from './route-order.ts';

// Issue 37: the route module against brute force, on instances around Metro Manila.

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const depot: Point = { lat: 14.5995, lng: 120.9842 };

function instance(n: number, random: () => number): Point[] {
  // Within Metro Manila's bounds (14.35–14.78 N, 120.90–121.13 E).
  return Array.from({ length: n }, () => ({ lat: 14.35 + random() * 0.43, lng: 120.9 + random() * 0.23 }));
}

function bruteForceKm(start: Point, points: Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  const permute = (left: Point[], path: Point[]) => {
    if (left.length === 0) {
      best = Math.min(best, pathKm(start, path));
      return;
    }
    for (const [i, p] of left.entries()) permute([...left.slice(0, i), ...left.slice(i + 1)], [...path, p]);
  };
  permute(points, []);
  return best;
}

describe('the route order', () => {
  it('is within 5 % of the shortest path on average and 12 % at worst, up to 9 stops', () => {
    const random = seeded(37);
    const gaps: number[] = [];
    for (let k = 0; k < 30; k++) {
      const points = instance(3 + (k % 7), random);
      const order = orderPoints(depot, points);
      expect([...order].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
      const km = pathKm(
        depot,
        order.map((i) => points[i]!),
      );
      gaps.push(km / bruteForceKm(depot, points) - 1);
    }
    expect(Math.max(...gaps)).toBeLessThanOrEqual(0.12);
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeLessThanOrEqual(0.05);
  });

  it('keeps windows in order, puts stops without a pin last in their window, and counts km and minutes', () => {
    const a = { lat: 14.6, lng: 121.0 };
    const b = { lat: 14.61, lng: 121.0 };
    const day = orderDay(depot, [
      [
        { id: 'far', point: b },
        { id: 'nopin', point: null },
        { id: 'near', point: a },
      ],
      [{ id: 'later', point: depot }],
    ]);
    expect(day.stops.map((s) => [s.id, s.position, s.pinned])).toEqual([
      ['near', 1, true],
      ['far', 2, true],
      ['nopin', 3, false],
      ['later', 4, true],
    ]);
    expect(day.km).toBeCloseTo(pathKm(depot, [a, b, depot]), 6);
    expect(day.minutes).toBeCloseTo((day.km * 1.4 * 60) / 18, 6);
  });

  it('keeps the stops staff placed by hand first in their order, and routes the others after them', () => {
    const near = { lat: 14.6, lng: 120.985 };
    const far = { lat: 14.65, lng: 121.05 };
    const mid = { lat: 14.62, lng: 121.0 };
    const day = orderDay(depot, [
      [
        { id: 'near', point: near },
        { id: 'far', point: far, position: 1 },
        { id: 'mid', point: mid, position: 2 },
      ],
    ]);
    expect(day.stops.map((s) => [s.id, s.byHand])).toEqual([
      ['far', true],
      ['mid', true],
      ['near', false],
    ]);
    expect(day.km).toBeCloseTo(pathKm(depot, [far, mid, near]), 6);
  });

  it('gives a stop without a pin the centre of its barangay’s pins, else nothing', () => {
    const points = routePoints([
      { pin: { lat: 14.6, lng: 121.0 }, barangay: 'Pinyahan', city: 'Quezon City' },
      { pin: { lat: 14.62, lng: 121.02 }, barangay: 'Pinyahan', city: 'Quezon City' },
      { pin: null, barangay: ' pinyahan', city: 'Quezon City' },
      { pin: null, barangay: 'Pinyahan', city: 'Pasig' },
    ]);
    expect(points[2]!.lat).toBeCloseTo(14.61, 9);
    expect(points[2]!.lng).toBeCloseTo(121.01, 9);
    expect(points[3]).toBeNull();
  });
});
