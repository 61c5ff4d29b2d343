// spec §5: the 17 cities of Metro Manila that make up the service area.
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

// spec §5 "Guest form": the location select of the guest upload screen.
// "Others" exists only to tell the visitor we do not serve them yet.
export const guestLocations = ['BGC', 'Makati', 'Mandaluyong', 'Manila', 'Pasig', 'Taguig', 'Others'] as const;
export type GuestLocation = (typeof guestLocations)[number];
export const unservicedLocation = 'Others' satisfies GuestLocation;

export function isServiceCity(value: string): value is ServiceCity {
  return (serviceCities as readonly string[]).includes(value);
}
