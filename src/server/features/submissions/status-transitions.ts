import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { photos, pickupSuspensions, pickupWindows, statusChanges, submissions, trucks } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { onTheWaySms, statusChangeSms, suspendedDaySms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { isoWeekday, windowLabel } from '#src/shared/submissions/pickup-slots.ts';
import {
  type ManageOptions,
  ownerChangeCutoffHours,
  photoEditableStatuses,
  pickupStartsAt,
  type Reschedule,
  startOfLabel,
} from '#src/shared/submissions/self-service.ts';
import { canTransition, isSubmissionStatus, type SubmissionStatus } from '#src/shared/submissions/status.ts';
import { maxPhotosPerSubmission } from '#src/shared/submissions/submission.schema.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';
import { cleanTrackingNumber, isTrackingNumber } from '#src/shared/tracking/tracking-number.ts';
import { queueImpactReceipt, type Tx } from './impact-receipt.ts';
import { queuePickupReminder, withdrawPickupReminders } from './pickup-reminders.ts';
import { takePickupSlot } from './pickup-windows.service.ts';
import { findSubmissionRow } from './submission-review.service.ts';
import { madeBy, type SubmissionAsker } from './submissions.service.ts';

export interface Staff {
  id: string;
  name: string;
}

export interface ChangeStatusInput {
  trackingNumber: string;
  to: SubmissionStatus;
  /** The status the staff member saw; the change only applies if it is still the current one. */
  expectedStatus: SubmissionStatus;
  reason?: string;
  pickupDate?: string;
  pickupTime?: string;
  /** Issue 15: the window booked; its label becomes the pickup time. Staff may overbook it. */
  pickupWindowId?: string;
  /** Issue 15: the truck that will collect (optional); the scheduler warns about its number coding. */
  truckId?: string | null;
  by: Staff;
  /**
   * More writes that must commit with the change or not at all (issue 16: a request's outcomes
   * recorded as it is marked Completed). Runs after the status row is updated, before the messages.
   */
  alsoWithin?: (tx: Tx) => Promise<void>;
}

/**
 * Moves a request to another status (DESIGN §7) with an optimistic check: the update only hits a
 * row still in `expectedStatus`, so of two staff acting at once exactly one wins and the other gets
 * 409. The status change, its history row and the customer's SMS commit together (DESIGN §6.9).
 */
export async function changeSubmissionStatus(
  deps: { db: Db; now: Date; publicUrl: string },
  input: ChangeStatusInput,
): Promise<void> {
  const { db, now } = deps;
  const s = await findSubmissionRow(db, input.trackingNumber);
  if (s.status !== input.expectedStatus) throw appError('STALE_STATUS', 'submissions.concurrentChange');
  if (!isSubmissionStatus(s.status) || !canTransition(s.status, input.to)) {
    throw appError('TRANSITION_NOT_ALLOWED', 'submissions.transitionNotAllowed', { from: s.status, to: input.to });
  }

  const scheduling = input.to === 'Pickup Scheduled';
  if (scheduling) {
    // Staff are not bound by the customer's 7–30 day rule (issue 5), but cannot book the past.
    if (!input.pickupDate || input.pickupDate < manilaDate(now)) {
      throw appError('VALIDATION', 'submissions.pickupDateInPast', {}, [
        {
          path: 'pickupDate',
          message: englishText('submissions.pickupDateInPast'),
          key: 'submissions.pickupDateInPast',
        },
      ]);
    }
  }
  let pickupTime = input.pickupTime ?? null;
  if (scheduling && input.pickupWindowId) {
    const [w] = await db.select().from(pickupWindows).where(eq(pickupWindows.id, input.pickupWindowId)).limit(1);
    if (!w || w.weekday !== isoWeekday(input.pickupDate!)) {
      throw appError('VALIDATION', 'submissions.pickupWindowUnavailable', {}, [
        {
          path: 'pickupWindowId',
          message: englishText('submissions.pickupWindowUnavailable'),
          key: 'submissions.pickupWindowUnavailable',
        },
      ]);
    }
    pickupTime = windowLabel(w.startsAt, w.endsAt);
  }
  if (scheduling) {
    const [off] = await db
      .select({ reason: pickupSuspensions.reason })
      .from(pickupSuspensions)
      .where(eq(pickupSuspensions.date, input.pickupDate!))
      .limit(1);
    if (off) throw appError('DAY_SUSPENDED', 'submissions.pickupWindowUnavailable');
  }
  if (scheduling && input.truckId) {
    const [truck] = await db.select({ id: trucks.id }).from(trucks).where(eq(trucks.id, input.truckId)).limit(1);
    if (!truck) throw appError('NOT_FOUND', 'submissions.truckNotFound');
  }
  const reason = input.reason?.trim() || null;

  await db.transaction(async (tx) => {
    const updated = await tx
      .update(submissions)
      .set({
        status: input.to,
        statusReason: reason,
        // Staff have handled it: a request asked to move after a suspended day is answered.
        needsRescheduleSince: null,
        ...(scheduling
          ? {
              pickupDate: input.pickupDate,
              pickupTime,
              pickupWindowId: input.pickupWindowId ?? null,
              pickupTruckId: input.truckId ?? null,
            }
          : {}),
        ...(input.to === 'Completed' ? { completedAt: now } : {}),
      })
      .where(and(eq(submissions.id, s.id), eq(submissions.status, input.expectedStatus)))
      .returning({ id: submissions.id });
    if (updated.length === 0) throw appError('STALE_STATUS', 'submissions.concurrentChange');
    if (input.alsoWithin) await input.alsoWithin(tx);

    const [change] = await tx
      .insert(statusChanges)
      .values({ submissionId: s.id, fromStatus: s.status, toStatus: input.to, reason, byUserId: input.by.id })
      .returning({ id: statusChanges.id });

    // Issue 15: a new day (or none any more) takes back the reminder not sent yet; a new day gets its own.
    if (scheduling || ['Cancelled', 'Declined', 'Completed'].includes(input.to)) {
      await withdrawPickupReminders(tx, s.id, `the request became ${input.to}`);
    }
    if (scheduling) {
      await queuePickupReminder(
        tx,
        { publicUrl: deps.publicUrl, now },
        { ...s, pickupDate: input.pickupDate ?? null, pickupTime },
        change!.id,
      );
    }

    // Issue 16: the owner's receipt, if its outcomes are recorded (else it goes when they are).
    if (input.to === 'Completed') await queueImpactReceipt(tx, deps, s);

    // spec §7: the SMS target is normalised to +63; a number that cannot be is skipped.
    const phone = normalizePhone(s.phone);
    if (phone) {
      await enqueueNotifications(tx, [
        {
          channel: 'sms',
          recipient: phone,
          template: `status-${input.to.toLowerCase().replace(/\s+/g, '-')}`,
          body: statusChangeSms({
            name: s.name,
            trackingNumber: s.trackingNumber,
            status: input.to,
            pickupDateText: scheduling && input.pickupDate ? formatDate(input.pickupDate, s.locale) : null,
            pickupTime: scheduling ? pickupTime : null,
            reason,
            trackUrl: trackingResultUrl(deps.publicUrl, s.trackingNumber),
            locale: s.locale,
          }),
          submissionId: s.id,
          idempotencyKey: `status-sms:${change!.id}`,
        },
      ]);
    }
  });
}

// ---- The owner's own changes (issue 15): cancel or reschedule until 24 hours before the pickup ----

export interface OwnerChangeDeps {
  db: Db;
  now: Date;
  publicUrl: string;
  /** Where staff read about a household's own change (the address part of MAIL_FROM). */
  staffEmail: string;
}

/** The request, if the asker owns it: the signed-in owner, or the browser that made it (decision 018). */
async function findOwned(db: Db, rawTrackingNumber: string, asker: SubmissionAsker) {
  const trackingNumber = cleanTrackingNumber(rawTrackingNumber);
  const [row] = isTrackingNumber(trackingNumber)
    ? await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.trackingNumber, trackingNumber), madeBy(asker)))
        .limit(1)
    : [];
  // A stranger learns nothing, not even that the number exists (as for the receipt).
  if (!row) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
  return row;
}

type Row = typeof submissions.$inferSelect;

/** spec §9 / terms §7: changes online close 24 hours before the pickup window starts. */
function changeUntil(row: Row): Date | null {
  if (!row.pickupDate) return null;
  const start = pickupStartsAt(row.pickupDate, startOfLabel(row.pickupTime));
  return new Date(start.getTime() - ownerChangeCutoffHours * 3_600_000);
}

function optionsOf(row: Row, now: Date): ManageOptions {
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
  };
}

function refuseUnlessOpen(row: Row, now: Date): void {
  const options = optionsOf(row, now);
  if (options.canCancel) return;
  if (isSubmissionStatus(row.status) && canTransition(row.status, 'Cancelled') && !row.eventId) {
    throw appError('CHANGE_CUTOFF_PASSED', 'submissions.changeCutoffPassed');
  }
  throw appError('TRANSITION_NOT_ALLOWED', 'submissions.cannotChangeStatus');
}

/** The owner's options; null for anyone else, and for an unknown number alike. */
export async function getOwnerOptions(
  deps: { db: Db; now: Date },
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
 * for a guest's browser, with the reason saying it was done online), the household gets the
 * status SMS and staff an e-mail, all in one transaction. The slot goes back with the status.
 */
export async function cancelByOwner(
  deps: OwnerChangeDeps,
  trackingNumber: string,
  asker: SubmissionAsker,
): Promise<ManageOptions> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessOpen(row, deps.now);
  const reason = englishText('submissions.cancelledOnline');
  const updated = await deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(submissions)
      .set({ status: 'Cancelled', statusReason: reason, needsRescheduleSince: null })
      .where(and(eq(submissions.id, row.id), eq(submissions.status, row.status)))
      .returning();
    if (!after) throw appError('STALE_STATUS', 'submissions.concurrentChange');
    const [change] = await tx
      .insert(statusChanges)
      .values({ submissionId: row.id, fromStatus: row.status, toStatus: 'Cancelled', reason, byUserId: asker.userId })
      .returning({ id: statusChanges.id });
    await withdrawPickupReminders(tx, row.id, 'the household cancelled online');
    const phone = normalizePhone(row.phone);
    await enqueueNotifications(tx, [
      ...(phone
        ? [
            {
              channel: 'sms' as const,
              recipient: phone,
              template: 'status-cancelled',
              body: statusChangeSms({
                name: row.name,
                trackingNumber: row.trackingNumber,
                status: 'Cancelled',
                trackUrl: trackingResultUrl(deps.publicUrl, row.trackingNumber),
              }),
              submissionId: row.id,
              idempotencyKey: `status-sms:${change!.id}`,
            },
          ]
        : []),
      {
        channel: 'email',
        recipient: deps.staffEmail,
        template: 'staff-cancelled-online',
        subject: englishText('notifications.staffCancelledSubject', { trackingNumber: row.trackingNumber }),
        body: englishText('notifications.staffCancelledBody', {
          name: row.name,
          trackingNumber: row.trackingNumber,
          date: row.pickupDate ? `${formatDate(row.pickupDate)}, ${row.pickupTime ?? ''}` : '-',
        }),
        submissionId: row.id,
        idempotencyKey: `staff-cancelled:${change!.id}`,
      },
    ]);
    return after;
  });
  return optionsOf(updated, deps.now);
}

/**
 * The owner moves the pickup to another window with room, 7–30 days ahead, while changes are
 * open. The new slot is taken under the same lock as a new booking (decision 038); the status
 * stays, and the history records the move (staff read it there; no e-mail, as a household may move
 * more than once).
 */
export async function rescheduleByOwner(
  deps: OwnerChangeDeps,
  trackingNumber: string,
  asker: SubmissionAsker,
  input: Reschedule,
): Promise<ManageOptions> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessOpen(row, deps.now);
  const updated = await deps.db.transaction(async (tx) => {
    const slot = await takePickupSlot(tx, {
      date: input.pickupDate,
      city: row.city,
      windowId: input.pickupWindowId,
      excludeSubmissionId: row.id,
    });
    const [after] = await tx
      .update(submissions)
      .set({
        pickupDate: input.pickupDate,
        pickupTime: slot.label,
        pickupWindowId: slot.windowId,
        needsRescheduleSince: null,
      })
      .where(and(eq(submissions.id, row.id), eq(submissions.status, row.status)))
      .returning();
    if (!after) throw appError('STALE_STATUS', 'submissions.concurrentChange');
    const reason = englishText('submissions.rescheduledOnline', {
      date: formatDate(input.pickupDate),
      window: slot.label,
    });
    // Staff see the move in the history; no e-mail, as a household may move more than once.
    const [change] = await tx
      .insert(statusChanges)
      .values({ submissionId: row.id, fromStatus: row.status, toStatus: row.status, reason, byUserId: asker.userId })
      .returning({ id: statusChanges.id });
    // Only a confirmed pickup is reminded of (decision 037); its reminder moves with it.
    await withdrawPickupReminders(tx, row.id, 'the household moved the pickup');
    if (after.status === 'Pickup Scheduled') {
      await queuePickupReminder(tx, { publicUrl: deps.publicUrl, now: deps.now }, after, change!.id);
    }
    return after;
  });
  return optionsOf(updated, deps.now);
}

/**
 * "On the way" (issue 15): an SMS with the crew's estimated arrival, for a scheduled pickup. Not a
 * status change; the message is listed on the review screen. A second press within the same
 * minute is the same message (a double click), not a second SMS.
 */
export async function sendOnTheWay(
  deps: { db: Db; now: Date },
  input: { trackingNumber: string; etaMinutes: number },
): Promise<void> {
  const s = await findSubmissionRow(deps.db, input.trackingNumber);
  if (s.status !== 'Pickup Scheduled') {
    throw appError('TRANSITION_NOT_ALLOWED', 'submissions.onTheWayNeedsSchedule');
  }
  const phone = normalizePhone(s.phone);
  if (!phone) throw appError('UNPROCESSABLE', 'submissions.noPhoneForSms');
  await enqueueNotifications(deps.db, [
    {
      channel: 'sms',
      recipient: phone,
      template: 'on-the-way',
      body: onTheWaySms({
        name: s.name,
        trackingNumber: s.trackingNumber,
        etaMinutes: input.etaMinutes,
        locale: s.locale,
      }),
      submissionId: s.id,
      idempotencyKey: `on-the-way:${s.id}:${Math.floor(deps.now.getTime() / 60_000)}`,
    },
  ]);
}

// ---- A suspended pickup day (issue 15, decision 043) -------------------------------------------

/**
 * Asks the household of one request to pick a new window because its day was suspended: the flag
 * (not a status: spec §4's list stays), a history row by the staff member, the day-before reminder
 * withdrawn, and one SMS in the request's language. Run inside the suspension's transaction.
 * Returns whether it asked (false: asked already) and whether an SMS was queued.
 */
export async function askToReschedule(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  deps: { now: Date; publicUrl: string },
  row: Row,
  suspension: { id: string; reason: string },
  by: Staff,
): Promise<{ asked: boolean; sms: boolean }> {
  const [marked] = await tx
    .update(submissions)
    .set({ needsRescheduleSince: deps.now })
    .where(
      and(eq(submissions.id, row.id), eq(submissions.status, row.status), isNull(submissions.needsRescheduleSince)),
    )
    .returning({ id: submissions.id });
  if (!marked) return { asked: false, sms: false };
  await tx.insert(statusChanges).values({
    submissionId: row.id,
    fromStatus: row.status,
    toStatus: row.status,
    reason: englishText('submissions.suspendedHistory', { reason: suspension.reason }),
    byUserId: by.id,
  });
  await withdrawPickupReminders(tx, row.id, 'the pickup day was suspended');
  const phone = normalizePhone(row.phone);
  if (!phone) return { asked: true, sms: false };
  await enqueueNotifications(tx, [
    {
      channel: 'sms',
      recipient: phone,
      template: 'status-day-suspended',
      body: suspendedDaySms({
        pickupDateText: formatDate(row.pickupDate!, row.locale),
        reason: suspension.reason,
        trackUrl: trackingResultUrl(deps.publicUrl, row.trackingNumber),
        locale: row.locale,
      }),
      submissionId: row.id,
      // One per request and suspended day, however often the day is marked.
      idempotencyKey: `day-suspended:${suspension.id}:${row.id}`,
    },
  ]);
  return { asked: true, sms: true };
}

// ---- Photos the owner adds or removes (issue 15) -------------------------------------------------

function refuseUnlessPhotosOpen(row: Row): void {
  if (row.eventId || !photoEditableStatuses.includes(row.status)) {
    throw appError('TRANSITION_NOT_ALLOWED', 'submissions.photosLocked');
  }
}

/**
 * The owner adds a photo this browser uploaded (POST /api/photos: re-encoded like every photo,
 * decision 016) to the request, while it is Submitted or Processing. The row is locked, so a
 * status change or another add at the same moment waits; the history records it.
 */
export async function addPhotoByOwner(
  deps: { db: Db; now: Date },
  trackingNumber: string,
  asker: SubmissionAsker,
  photoId: string,
): Promise<ManageOptions> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessPhotosOpen(row);
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
    refuseUnlessPhotosOpen(locked!);
    const [photo] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
    if (!photo || photo.submissionId !== null || !asker.draftKeyHash || photo.draftKey !== asker.draftKeyHash) {
      throw appError('PHOTOS_GONE', 'submissions.photoNotOnRequest');
    }
    const [held] = await tx.select({ n: count() }).from(photos).where(eq(photos.submissionId, row.id));
    const total = (held?.n ?? 0) + 1;
    if (total > maxPhotosPerSubmission) {
      throw appError('TOO_MANY_PHOTOS', 'submissions.tooManyPhotos', { max: maxPhotosPerSubmission });
    }
    await tx
      .update(photos)
      .set({ submissionId: row.id, draftKey: null, position: total })
      .where(eq(photos.id, photo.id));
    return recordPhotoCount(tx, locked!, total, 'submissions.photoAddedOnline', asker);
  });
  return optionsOf(updated, deps.now);
}

/** The request's new photo count, and the history line that says who changed its photos. */
async function recordPhotoCount(
  tx: Tx,
  locked: Row,
  total: number,
  reasonKey: 'submissions.photoAddedOnline' | 'submissions.photoRemovedOnline',
  asker: SubmissionAsker,
): Promise<Row> {
  const [after] = await tx
    .update(submissions)
    .set({ photoCount: total })
    .where(eq(submissions.id, locked.id))
    .returning();
  await tx.insert(statusChanges).values({
    submissionId: locked.id,
    fromStatus: locked.status,
    toStatus: locked.status,
    reason: englishText(reasonKey, { count: total }),
    byUserId: asker.userId,
  });
  return after!;
}

/**
 * The owner removes one of the request's photos, keeping at least one. Returns the files to delete
 * once the change has committed (a crash then leaves an orphan file, never a row without its file).
 */
export async function removePhotoByOwner(
  deps: { db: Db; now: Date },
  trackingNumber: string,
  asker: SubmissionAsker,
  photoId: string,
): Promise<{ options: ManageOptions; files: string[] }> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessPhotosOpen(row);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
    refuseUnlessPhotosOpen(locked!);
    const [held] = await tx.select({ n: count() }).from(photos).where(eq(photos.submissionId, row.id));
    const [gone] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.submissionId, row.id)))
      .returning();
    if (!gone) throw appError('PHOTO_NOT_FOUND', 'submissions.photoNotOnRequest');
    const total = (held?.n ?? 1) - 1;
    if (total < 1) throw appError('CONFLICT', 'submissions.lastPhoto');
    const after = await recordPhotoCount(tx, locked!, total, 'submissions.photoRemovedOnline', asker);
    return { options: optionsOf(after, deps.now), files: [gone.storageKey, gone.thumbKey] };
  });
}

/**
 * Issue 26: the account that owns an open request is being deleted. The request is cancelled as
 * any cancel is (history, reminders withdrawn, the status SMS), whatever the 24-hour cutoff, in the
 * caller's transaction; its personal data is erased right after by the caller. False when it was
 * not open.
 */
export async function cancelForDeletedAccount(
  tx: Tx,
  deps: { publicUrl: string },
  row: typeof submissions.$inferSelect,
): Promise<boolean> {
  if (!isSubmissionStatus(row.status) || !canTransition(row.status, 'Cancelled')) return false;
  const reason = englishText('submissions.cancelledOnline');
  const [after] = await tx
    .update(submissions)
    .set({ status: 'Cancelled', statusReason: reason, needsRescheduleSince: null })
    .where(and(eq(submissions.id, row.id), eq(submissions.status, row.status)))
    .returning({ id: submissions.id });
  if (!after) return false;
  const [change] = await tx
    .insert(statusChanges)
    .values({ submissionId: row.id, fromStatus: row.status, toStatus: 'Cancelled', reason, byUserId: null })
    .returning({ id: statusChanges.id });
  await withdrawPickupReminders(tx, row.id, 'the account was deleted');
  const phone = normalizePhone(row.phone);
  if (phone) {
    await enqueueNotifications(tx, [
      {
        channel: 'sms',
        recipient: phone,
        template: 'status-cancelled',
        body: statusChangeSms({
          name: row.name,
          trackingNumber: row.trackingNumber,
          status: 'Cancelled',
          trackUrl: trackingResultUrl(deps.publicUrl, row.trackingNumber),
        }),
        submissionId: row.id,
        idempotencyKey: `status-sms:${change!.id}`,
      },
    ]);
  }
  return true;
}
