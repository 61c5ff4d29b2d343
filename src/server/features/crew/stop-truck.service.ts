import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { submissions, trucks } from '#src/server/db/schema.ts';
import { checkTruckForWindow } from '#src/server/features/scheduling/staff-booking.service.ts';
import { findSubmissionRow } from '#src/server/features/submissions/submission-review.service.ts';
import { appError } from '#src/server/http/errors.ts';
import type { StopTruck, StopTruckResult } from '#src/shared/crew/crew.schema.ts';

// Issue 40 item 6 (decision 089): staff put a scheduled stop on a truck, move it to another, or
// back to none, without rescheduling it. The pickup keeps its day and window, so the household is
// not told (no SMS, no e-mail) and its history gains no "Pickup moved" line: only the truck changes.

/** The crew is already driving to, or standing at, the door. */
const underWay = ['En Route', 'Arrived'];
/** Nothing is left to drive to. */
const ended = ['Picked Up', 'Completed', 'Declined', 'Cancelled'];

export async function setStopTruck(
  deps: { db: Db },
  input: StopTruck & { trackingNumber: string },
): Promise<StopTruckResult> {
  const { db } = deps;
  const row = await findSubmissionRow(db, input.trackingNumber);
  if (ended.includes(row.status) || row.personalDataErasedAt) {
    throw appError('TRANSITION_NOT_ALLOWED', 'crew.stopTruckEnded');
  }
  if (underWay.includes(row.status)) throw appError('TRANSITION_NOT_ALLOWED', 'crew.stopTruckUnderWay');
  if (row.status !== 'Pickup Scheduled' || !row.pickupDate || row.eventId) {
    throw appError('TRANSITION_NOT_ALLOWED', 'crew.stopTruckNotScheduled');
  }
  if (row.pickupTruckId !== input.expectedTruckId) throw appError('STALE_STATUS', 'crew.stopTruckStale');
  if (input.truckId) {
    await checkTruckForWindow(db, { truckId: input.truckId, date: row.pickupDate, pickupTime: row.pickupTime });
  }
  // One statement, on the row as it was read: of two staff acting at once, exactly one changes
  // it; the other (or a reschedule or a crew step meanwhile) matches nothing and is told so.
  const [after] = await db
    .update(submissions)
    .set({ pickupTruckId: input.truckId, stopPosition: null }) // issue 37: a new truck, a new route
    .where(
      and(
        eq(submissions.id, row.id),
        eq(submissions.status, 'Pickup Scheduled'),
        eq(submissions.pickupDate, row.pickupDate),
        sql`${submissions.pickupTime} is not distinct from ${row.pickupTime}`,
        sql`${submissions.pickupTruckId} is not distinct from ${input.expectedTruckId}`,
      ),
    )
    .returning({ truckId: submissions.pickupTruckId });
  if (!after) throw appError('STALE_STATUS', 'crew.stopTruckStale');
  const [truck] = after.truckId
    ? await db.select({ name: trucks.name }).from(trucks).where(eq(trucks.id, after.truckId)).limit(1)
    : [];
  return { trackingNumber: row.trackingNumber, truckId: after.truckId, truckName: truck?.name ?? null };
}
