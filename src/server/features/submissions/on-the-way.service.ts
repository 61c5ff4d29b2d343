import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { statusChanges, submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { onTheWaySms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { recordHistory } from '#src/server/lib/status-reactions.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
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
  await deps.db.transaction(async (tx) => {
    // The household's history says the crew is on the way (issue 24); a double press is one line.
    await tx.execute(sql`select 1 from ${submissions} where ${submissions.id} = ${s.id} for update`);
    const [already] = await tx
      .select({ id: statusChanges.id })
      .from(statusChanges)
      .where(
        and(
          eq(statusChanges.submissionId, s.id),
          eq(statusChanges.note, 'onTheWay'),
          gt(statusChanges.at, sql`now() - interval '1 minute'`),
        ),
      )
      .limit(1);
    if (!already) {
      await recordHistory(tx, {
        submissionId: s.id,
        from: s.status,
        to: s.status,
        reason: englishText('submissions.onTheWayHistory', { minutes: input.etaMinutes }),
        byUserId: null,
        note: 'onTheWay',
        noteParams: { minutes: input.etaMinutes },
      });
    }
    await enqueueNotifications(tx, [
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
  });
}
