import { describe, expect, it } from 'vitest';
import { metroManilaPointSchema } from './geo-point.ts';
import { isInMetroManila, metroManilaBounds } from './metro-manila-bounds.ts';

const { south, north, west, east } = metroManilaBounds;
const inside = { lat: 14.5995, lng: 120.9842 }; // Manila City Hall
const points = [
  inside,
  { lat: south, lng: west },
  { lat: north, lng: east },
  { lat: south - 1e-9, lng: 121 },
  { lat: north + 1e-9, lng: 121 },
  { lat: 14.5, lng: west - 1e-9 },
  { lat: 14.5, lng: east + 1e-9 },
  { lat: 120.9842, lng: 14.5995 }, // swapped
  { lat: Number.NaN, lng: 121 },
  { lat: 14.5, lng: Number.POSITIVE_INFINITY },
  { lat: Number.NEGATIVE_INFINITY, lng: Number.NEGATIVE_INFINITY },
  { lat: '14.5995', lng: '120.9842' }, // a draft's text, not numbers
  { lat: null, lng: 121 },
];

describe('a point in Metro Manila: one box for the check and the schema', () => {
  it('takes points inside the box, both ends included, and nothing else', () => {
    expect(points.map(isInMetroManila)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('agrees with the schema the forms and the server validate with, point by point', () => {
    for (const point of points) expect(isInMetroManila(point)).toBe(metroManilaPointSchema.safeParse(point).success);
  });
});
