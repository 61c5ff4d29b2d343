// The service area (issue 23, decision 057): the 17 cities of the National Capital Region. Every
// form's city select, the server's schemas, Who We Are and Terms read this one list; staff pause
// and resume a city in the database (src/shared/scheduling/service-area.ts), never here.
export const serviceCities = [
  'Manila',
  'Quezon City',
  'Caloocan',
  'Las Piñas',
  'Makati',
  'Malabon',
  'Mandaluyong',
  'Marikina',
  'Muntinlupa',
  'Navotas',
  'Parañaque',
  'Pasay',
  'Pasig',
  'Pateros',
  'San Juan',
  'Taguig',
  'Valenzuela',
] as const;
export type ServiceCity = (typeof serviceCities)[number];

export function isServiceCity(value: string): value is ServiceCity {
  return (serviceCities as readonly string[]).includes(value);
}

/**
 * Districts households name that are not cities, and the city each is booked and stored in. The
 * one place of the BGC rule: "BGC" stays a choice, the request is stored in Taguig with "BGC" in
 * its street line, so city lists, filters and the service-area check stay about cities.
 */
export const districtCities = { BGC: 'Taguig' } as const satisfies Record<string, ServiceCity>;
export type District = keyof typeof districtCities;

/** The city a location choice is booked and stored in: BGC is Taguig, a city is itself. */
export function bookingCity(location: string): string {
  return Object.hasOwn(districtCities, location) ? districtCities[location as District] : location;
}

/** "Others" exists only to tell the visitor we do not serve them yet (product.md §5 "Guest form"). */
export const unservicedLocation = 'Others';

/**
 * The Location select of every upload screen (product.md §5's guest list widened to the 17 cities,
 * decision 057): the cities and BGC in alphabetical order, then "Others". Sorted by code unit, which
 * for these names is English alphabetical order (a test holds the two equal): `localeCompare(b, 'en')`
 * built an ICU collator per comparison, 20–27 ms as every upload page's chunks ran (issue 25, TBT).
 */
export const guestLocations: readonly string[] = [
  ...[...serviceCities, ...Object.keys(districtCities)].sort(),
  unservicedLocation,
];
