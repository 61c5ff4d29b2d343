import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { savedTrackingNumbers, submissions } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import type { AddTrackingNumber, SavedTrackingNumber } from '#src/shared/accounts/tracking-numbers.schema.ts';

/** A bookmark list, not a store: enough for any household, bounded for any script (the text says 100). */
export const maxSavedTrackingNumbers = 100;

/** product.md §7: "Select tracking_number by user_id … ordered by created_at descending". */
export async function listSavedTrackingNumbers(db: Db, userId: string): Promise<SavedTrackingNumber[]> {
  const rows = await db
    .select({ trackingNumber: savedTrackingNumbers.trackingNumber, createdAt: savedTrackingNumbers.createdAt })
    .from(savedTrackingNumbers)
    .where(eq(savedTrackingNumbers.userId, userId))
    .orderBy(desc(savedTrackingNumbers.createdAt), desc(savedTrackingNumbers.id));
  return rows.map((r) => ({ trackingNumber: r.trackingNumber, addedAt: r.createdAt.toISOString() }));
}

/**
 * Bookmarks a tracking number (design.md §6.6: no rights to the submission come with it), checked in
 * product.md's order: the format (already done by the schema), a duplicate, then for the profile's
 * add a number no submission has (product.md §5 "Profile tracking number add", "Dashboard add").
 */
export async function addSavedTrackingNumber(
  db: Db,
  userId: string,
  input: AddTrackingNumber,
): Promise<SavedTrackingNumber> {
  const duplicate = () =>
    appError(
      'DUPLICATE',
      input.variant === 'profile' ? 'accounts.trackingNumberDuplicate' : 'accounts.trackingNumberAlreadyAdded',
    );
  const mine = and(
    eq(savedTrackingNumbers.userId, userId),
    eq(savedTrackingNumbers.trackingNumber, input.trackingNumber),
  );
  const [already] = await db.select({ id: savedTrackingNumbers.id }).from(savedTrackingNumbers).where(mine).limit(1);
  if (already) throw duplicate();

  if (input.variant === 'profile') {
    const [known] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.trackingNumber, input.trackingNumber))
      .limit(1);
    if (!known) throw appError('NOT_FOUND', 'accounts.trackingNumberUnknown');
  }

  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(savedTrackingNumbers)
    .where(eq(savedTrackingNumbers.userId, userId));
  if (n >= maxSavedTrackingNumbers) {
    throw appError('CONFLICT', 'accounts.trackingListFull');
  }

  const [row] = await db
    .insert(savedTrackingNumbers)
    .values({ userId, trackingNumber: input.trackingNumber })
    .onConflictDoNothing()
    .returning({ trackingNumber: savedTrackingNumbers.trackingNumber, createdAt: savedTrackingNumbers.createdAt });
  // The same number added twice at once: the second is a duplicate too.
  if (!row) throw duplicate();
  return { trackingNumber: row.trackingNumber, addedAt: row.createdAt.toISOString() };
}

/**
 * Removes a bookmark. Idempotent: a number not in the list is already removed. A claimed
 * submission stays owned (ownership is set once, design.md §6.6) and stays under "My Submissions".
 */
export async function removeSavedTrackingNumber(db: Db, userId: string, rawNumber: string): Promise<void> {
  await db
    .delete(savedTrackingNumbers)
    .where(and(eq(savedTrackingNumbers.userId, userId), eq(savedTrackingNumbers.trackingNumber, rawNumber)));
}
