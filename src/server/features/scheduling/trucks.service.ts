import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { trucks } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import type { CreateTruck, MetroManilaPoint, Truck } from '#src/shared/scheduling/trucks.ts';

// Issue 15: the trucks staff schedule with, and their plate's last digit (number coding).

const toTruck = (t: typeof trucks.$inferSelect): Truck => ({
  id: t.id,
  name: t.name,
  plateEnding: t.plateEnding,
  depot: t.depotLat !== null && t.depotLng !== null ? { lat: t.depotLat, lng: t.depotLng } : null,
});

export async function listTrucks(deps: { db: Db }): Promise<Truck[]> {
  const rows = await deps.db.select().from(trucks).where(eq(trucks.active, true)).orderBy(asc(trucks.name));
  return rows.map(toTruck);
}

export async function createTruck(deps: { db: Db }, input: CreateTruck): Promise<Truck> {
  const [row] = await deps.db.insert(trucks).values(input).returning();
  return toTruck(row!);
}

/** Retires a truck: pickups it had keep their date and lose the truck only if it is deleted. */
export async function retireTruck(deps: { db: Db }, id: string): Promise<void> {
  const retired = await deps.db
    .update(trucks)
    .set({ active: false })
    .where(eq(trucks.id, id))
    .returning({ id: trucks.id });
  if (retired.length === 0) throw appError('NOT_FOUND', 'submissions.truckNotFound');
}

/** Issue 37: sets (or clears) where a truck in service starts its day. */
export async function setTruckDepot(deps: { db: Db }, id: string, depot: MetroManilaPoint | null): Promise<Truck> {
  const [row] = await deps.db
    .update(trucks)
    .set({ depotLat: depot?.lat ?? null, depotLng: depot?.lng ?? null })
    .where(and(eq(trucks.id, id), eq(trucks.active, true)))
    .returning();
  if (!row) throw appError('NOT_FOUND', 'submissions.truckNotFound');
  return toTruck(row);
}
