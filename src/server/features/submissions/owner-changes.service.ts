import { and, eq } from 'drizzle-orm';
import { submissions } from '#src/server/db/schema.ts';
import { takePickupSlot } from '#src/server/features/scheduling/pickup-windows.service.ts';
import { appError } from '#src/server/http/errors.ts';
import type { StatusDeps, SubmissionRow } from '#src/server/lib/status-reactions.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { formatDate } from '#src/shared/core/dates.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { startOfLabel } from '#src/shared/scheduling/pickup-window.ts';
import {
  type ManageOptions,
  ownerChangeCutoffHours,
  photoEditableStatuses,
  pickupStartsAt,
  type Reschedule,
} from '#src/shared/submissions/self-service.ts';
import { canTransition, isSubmissionStatus } from '#src/shared/submissions/status.ts';
import { writeStatusChange } from './status-transitions.ts';
import { madeBy, type SubmissionAsker } from './submissions.service.ts';

// The owner's own changes (issue 15): cancel or move the pickup until 24 hours before it.

/** The request, if the asker owns it: the signed-in owner, or the browser that made it (decision 018). */
export async function findOwned(db: StatusDeps['db'], trackingNumber: string, asker: SubmissionAsker) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.trackingNumber, trackingNumber), madeBy(asker)))
    .limit(1);
  // A stranger learns nothing, not even that the number exists (as for the receipt).
  if (!row) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
  return row;
}

/** product.md §9 / terms §7: changes online close 24 hours before the pickup window starts. */
function changeUntil(row: SubmissionRow): Date | null {
  if (!row.pickupDate) return null;
  const start = pickupStartsAt(row.pickupDate, startOfLabel(row.pickupTime));
  return new Date(start.getTime() - ownerChangeCutoffHours * 3_600_000);
}

export function optionsOf(row: SubmissionRow, now: Date): ManageOptions {
  const until = changeUntil(row);
  const open = isSubmissionStatus(row.status) && canTransition(row.status, 'Cancelled') && !row.eventId;
  const needsRescheduling = open && row.needsRescheduleSince !== null;
  // A pickup on a suspended day will not happen: the 24-hour cutoff does not hold it (decision 043).
  const inTime = until === null || now < until || needsRescheduling;
  return {
    trackingNumber: row.trackingNumber,
    status: row.status,
    city: row.city,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    pickupWindowId: row.pickupWindowId,
    changeUntil: until?.toISOString() ?? null,
    canCancel: open && inTime,
    canReschedule: open && inTime,
    needsRescheduling,
    canEditPhotos: !row.eventId && photoEditableStatuses.includes(row.status),
    canRemoveRefused: canRemoveRefused(row, open && inTime),
  };
}

/** Issue 27: a refused item goes from a scheduled pickup while the household may still cancel it. */
function canRemoveRefused(row: SubmissionRow, cancelOpen: boolean): boolean {
  return cancelOpen && row.status === 'Pickup Scheduled' && row.needsRescheduleSince === null;
}

function refuseUnlessOpen(row: SubmissionRow, now: Date): void {
  const options = optionsOf(row, now);
  if (options.canCancel) return;
  if (isSubmissionStatus(row.status) && canTransition(row.status, 'Cancelled') && !row.eventId) {
    throw appError('CHANGE_CUTOFF_PASSED', 'submissions.changeCutoffPassed');
  }
  throw appError('TRANSITION_NOT_ALLOWED', 'submissions.cannotChangeStatus');
}

/** The owner's options; null for anyone else, and for an unknown number alike. */
export async function getOwnerOptions(
  deps: { db: StatusDeps['db']; now: Date },
  trackingNumber: string,
  asker: SubmissionAsker,
): Promise<ManageOptions | null> {
  const row = await findOwned(deps.db, trackingNumber, asker).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'SUBMISSION_NOT_FOUND') return null;
    throw error;
  });
  return row ? optionsOf(row, deps.now) : null;
}

/**
 * The owner cancels: the status becomes Cancelled with a history row (by the account, or by nobody
 * for a guest's browser, with the reason saying it was done online); the reactions text the
 * household and tell staff. The slot goes back with the status.
 */
export async function cancelByOwner(
  deps: StatusDeps,
  trackingNumber: string,
  asker: SubmissionAsker,
): Promise<ManageOptions> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessOpen(row, deps.now);
  const after = await deps.db.transaction((tx) =>
    writeStatusChange(tx, deps, {
      row,
      to: 'Cancelled',
      reason: englishText('submissions.cancelledOnline'),
      byUserId: asker.userId,
      actor: 'owner',
    }),
  );
  return optionsOf(after, deps.now);
}

/**
 * The owner moves the pickup to another window with room, 7–30 days ahead, while changes are
 * open. The new slot is taken under the same lock as a new booking (decision 038); the status
 * stays, and the history records the move (staff read it there; no e-mail, as a household may move
 * more than once).
 */
export async function rescheduleByOwner(
  deps: StatusDeps,
  trackingNumber: string,
  asker: SubmissionAsker,
  input: Reschedule,
): Promise<ManageOptions> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessOpen(row, deps.now);
  const after = await deps.db.transaction(async (tx) => {
    const slot = await takePickupSlot(tx, {
      date: input.pickupDate,
      city: row.city,
      windowId: input.pickupWindowId,
      excludeSubmissionId: row.id,
    });
    return writeStatusChange(tx, deps, {
      row,
      to: row.status,
      reason: englishText('submissions.rescheduledOnline', { date: formatDate(input.pickupDate), window: slot.label }),
      byUserId: asker.userId,
      actor: 'owner',
      // The household's own move is what it now asks for (issue 40 item 14), and it drops a place
      // staff set by hand in its old window (issue 37).
      set: {
        pickupDate: input.pickupDate,
        pickupTime: slot.label,
        pickupWindowId: slot.windowId,
        requestedPickupDate: input.pickupDate,
        requestedPickupTime: slot.label,
        stopPosition: null,
      },
    });
  });
  return optionsOf(after, deps.now);
}
