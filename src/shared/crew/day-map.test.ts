import { describe, expect, it } from 'vitest';
import { dayMapOf } from './day-map.ts';

const depot = { lat: 14.6507, lng: 121.0494 };
const tess = { name: 'Tess Lim', pin: { lat: 14.644, lng: 121.063 } };
const pia = { name: 'Pia Cruz', pin: { lat: 14.642, lng: 121.047 } };
const bea = { name: 'Bea Santos', pin: { lat: 14.6561, lng: 121.0237 } };

describe('dayMapOf (issue 37, the map of the day)', () => {
  it('numbers the markers as the list does and draws the line from the depot in route order', () => {
    const map = dayMapOf([tess, pia, bea], depot);
    expect(map?.markers).toEqual([
      { number: 1, name: 'Tess Lim', point: tess.pin },
      { number: 2, name: 'Pia Cruz', point: pia.pin },
      { number: 3, name: 'Bea Santos', point: bea.pin },
    ]);
    expect(map?.line).toEqual([depot, tess.pin, pia.pin, bea.pin]);
    expect(map?.depot).toEqual(depot);
    expect(map?.unpinned).toBe(0);
  });

  it('follows the order it is given (a hand move), not its own', () => {
    expect(dayMapOf([bea, tess, pia], depot)?.line).toEqual([depot, bea.pin, tess.pin, pia.pin]);
  });

  it('leaves a stop without a pin off the map, keeping the others’ list numbers', () => {
    const map = dayMapOf([tess, { name: 'Ana', pin: null }, { name: 'Bo' }, bea], depot);
    expect(map?.markers.map((m) => [m.number, m.name])).toEqual([
      [1, 'Tess Lim'],
      [4, 'Bea Santos'],
    ]);
    expect(map?.line).toEqual([depot, tess.pin, bea.pin]);
    expect(map?.unpinned).toBe(2);
  });

  it('without a depot the line starts at the first stop', () => {
    const map = dayMapOf([pia, bea], null);
    expect(map?.depot).toBeNull();
    expect(map?.line).toEqual([pia.pin, bea.pin]);
  });

  it('draws nothing when no stop has a pin', () => {
    expect(dayMapOf([{ name: 'Ana', pin: null }], depot)).toBeNull();
    expect(dayMapOf([], depot)).toBeNull();
  });
});
