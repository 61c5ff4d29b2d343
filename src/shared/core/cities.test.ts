import { describe, expect, it } from 'vitest';
import { districtCities, guestLocations, serviceCities, unservicedLocation } from './cities.ts';

describe('the Location select', () => {
  it('lists every city and district once, in English alphabetical order, then Others', () => {
    const names = [...serviceCities, ...Object.keys(districtCities)];
    const alphabetical = [...names].sort(new Intl.Collator('en').compare);
    expect(guestLocations).toEqual([...alphabetical, unservicedLocation]);
    expect(guestLocations.slice(0, 3)).toEqual(['BGC', 'Caloocan', 'Las Piñas']);
  });
});
