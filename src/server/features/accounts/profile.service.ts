import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '#src/server/auth/guards.ts';
import type { Db } from '#src/server/db/client.ts';
import { profiles, savedTrackingNumbers, user } from '#src/server/db/schema.ts';
import { knownBarangay } from '#src/server/features/scheduling/barangay.service.ts';
import { splitName } from '#src/shared/accounts/form-rules.ts';
import { type Profile, type ProfileUpdate, profileNameFill } from '#src/shared/accounts/profile.schema.ts';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The signed-in customer's profile (product.md §3 "User profile"). An account without a profile row (made
 * before profiles existed) gets one from its auth name; product.md §4 "Profile loading" fills a missing
 * name and saves it back. A missing address stays empty (issue 23): nothing stores a placeholder.
 */
export async function getProfile(db: Db, who: SessionUser): Promise<Profile> {
  let [row] = await db.select().from(profiles).where(eq(profiles.userId, who.id)).limit(1);
  if (!row) {
    const { firstName, lastName, name } = splitName(who.name);
    await db
      .insert(profiles)
      .values({ userId: who.id, email: who.email, name, firstName, lastName })
      .onConflictDoNothing({ target: profiles.userId });
    [row] = await db.select().from(profiles).where(eq(profiles.userId, who.id)).limit(1);
  }
  let current: ProfileRow = row!;
  const name = profileNameFill(current);
  if (name !== undefined) {
    const [saved] = await db.update(profiles).set({ name }).where(eq(profiles.userId, who.id)).returning();
    current = saved ?? { ...current, name };
  }
  return toProfile(current, who.email, await savedNumbers(db, who.id));
}

/** product.md §5 "Profile form" and §7: the form's fields, the name split, the auth name kept in step. */
export async function updateProfile(db: Db, who: SessionUser, given: ProfileUpdate): Promise<Profile> {
  // Issue 37: a barangay given is one of the city's (the PSGC name is kept); it stays optional here.
  const { pin, ...address } = given;
  const update = {
    ...address,
    ...(address.barangay === null ? {} : { barangay: knownBarangay(address.city, address.barangay) }),
    // Issue 37: null removes the pin; left out, the saved one stays.
    ...(pin === undefined ? {} : { pinLat: pin?.lat ?? null, pinLng: pin?.lng ?? null }),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId: who.id, email: who.email, ...update })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...update, updatedAt: new Date() } });
    await tx.update(user).set({ name: update.name }).where(eq(user.id, who.id));
  });
  return getProfile(db, who);
}

async function savedNumbers(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ trackingNumber: savedTrackingNumbers.trackingNumber })
    .from(savedTrackingNumbers)
    .where(eq(savedTrackingNumbers.userId, userId))
    .orderBy(desc(savedTrackingNumbers.createdAt), desc(savedTrackingNumbers.id));
  return rows.map((r) => r.trackingNumber);
}

function toProfile(row: ProfileRow, email: string, trackingNumbers: string[]): Profile {
  return {
    // The sign-in address is the one that counts; the profile's copy is what product.md's table held.
    email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    city: row.city,
    address: row.streetAddress ?? '',
    barangay: row.barangay ?? '',
    postalCode: row.postalCode ?? '',
    landmark: row.landmark ?? '',
    pin: row.pinLat !== null && row.pinLng !== null ? { lat: row.pinLat, lng: row.pinLng } : null,
    trackingNumbers,
  };
}
