import { asc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { pausedCities } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { bookingCity, serviceCities, unservicedLocation } from '#src/shared/core/cities.ts';
import type { ServiceArea } from '#src/shared/scheduling/service-area.ts';

// Issue 23 (decision 057): the 17 cities are served unless staff paused one. A pause is one row;
// resuming deletes it, so pausing twice or resuming a served city changes nothing.

/** A transaction or the database: a booking checks the city inside the change that writes it. */
type DbOrTx = Pick<Db, 'select'>;

export async function getServiceArea(deps: { db: DbOrTx }): Promise<ServiceArea> {
  const rows = await deps.db.select({ city: pausedCities.city }).from(pausedCities).orderBy(asc(pausedCities.city));
  return { cities: [...serviceCities], paused: rows.map((r) => r.city) };
}

export async function setCityPaused(
  deps: { db: Db },
  city: string,
  paused: boolean,
  by: { id: string },
): Promise<ServiceArea> {
  if (paused) {
    await deps.db.insert(pausedCities).values({ city, pausedBy: by.id }).onConflictDoNothing();
  } else {
    await deps.db.delete(pausedCities).where(eq(pausedCities.city, city));
  }
  return getServiceArea(deps);
}

/**
 * Refuses a location no truck serves now: "Others", or a city staff paused (BGC follows Taguig).
 * The text is product.md's "Location Not Available" dialog's.
 */
export async function assertServed(db: DbOrTx, location: string): Promise<void> {
  const city = bookingCity(location);
  const refused =
    location === unservicedLocation ||
    (await db.select({ city: pausedCities.city }).from(pausedCities).where(eq(pausedCities.city, city)).limit(1))
      .length > 0;
  if (refused) throw appError('CITY_NOT_SERVED', 'submissions.locationNotAvailable');
}
