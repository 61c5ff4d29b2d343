import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { pickupWindows, statusChanges, submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { statusChangeSms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { isoWeekday, windowLabel } from '#src/shared/submissions/pickup-slots.ts';
import { canTransition, isSubmissionStatus, type SubmissionStatus } from '#src/shared/submissions/status.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';
import { findSubmissionRow } from './submission-review.service.ts';

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
  by: Staff;
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
  const reason = input.reason?.trim() || null;

  await db.transaction(async (tx) => {
    const updated = await tx
      .update(submissions)
      .set({
        status: input.to,
        statusReason: reason,
        ...(scheduling
          ? { pickupDate: input.pickupDate, pickupTime, pickupWindowId: input.pickupWindowId ?? null }
          : {}),
      })
      .where(and(eq(submissions.id, s.id), eq(submissions.status, input.expectedStatus)))
      .returning({ id: submissions.id });
    if (updated.length === 0) throw appError('STALE_STATUS', 'submissions.concurrentChange');

    const [change] = await tx
      .insert(statusChanges)
      .values({ submissionId: s.id, fromStatus: s.status, toStatus: input.to, reason, byUserId: input.by.id })
      .returning({ id: statusChanges.id });

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
            pickupDateText: scheduling && input.pickupDate ? formatDate(input.pickupDate) : null,
            pickupTime: scheduling ? pickupTime : null,
            reason,
            trackUrl: trackingResultUrl(deps.publicUrl, s.trackingNumber),
          }),
          submissionId: s.id,
          idempotencyKey: `status-sms:${change!.id}`,
        },
      ]);
    }
  });
}
