import type { Db } from '#src/server/db/client.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { onTheWaySms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { findSubmissionRow } from './submission-review.service.ts';

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
