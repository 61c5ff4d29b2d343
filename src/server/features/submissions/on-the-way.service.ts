import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { statusChanges, submissions } from '#src/server/db/schema.ts';
import { type DbOrTx, enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { onTheWaySms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { recordHistory, type SubmissionRow } from '#src/server/lib/status-reactions.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { findSubmissionRow } from './submission-review.service.ts';

/**
 * Queues the "on the way" SMS (issue 15) with the crew's estimated arrival. The crew's On the way
 * (issue 27, src/server/features/crew) sends it with the status change; the staff's button below
 * stays as the desk's fallback for a crew without a phone. False when the number cannot take an SMS.
 */
export async function queueOnTheWaySms(
  db: DbOrTx,
  s: Pick<SubmissionRow, 'id' | 'name' | 'phone' | 'trackingNumber' | 'locale'>,
  input: { etaMinutes: number; idempotencyKey: string },
): Promise<boolean> {
  const phone = normalizePhone(s.phone);
  if (!phone) return false;
  await enqueueNotifications(db, [
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
      idempotencyKey: input.idempotencyKey,
    },
  ]);
  return true;
}

/**
 * "On the way" from the staff's review screen: an SMS with the crew's estimated arrival, for a
 * scheduled pickup. Not a status change, but a line in the household's history (issue 24). A second
 * press within the same minute is the same message and the same line (a double click).
 */
export async function sendOnTheWay(
  deps: { db: Db; now: Date },
  input: { trackingNumber: string; etaMinutes: number },
): Promise<void> {
  const s = await findSubmissionRow(deps.db, input.trackingNumber);
  if (s.status !== 'Pickup Scheduled' && s.status !== 'En Route') {
    throw appError('TRANSITION_NOT_ALLOWED', 'submissions.onTheWayNeedsSchedule');
  }
  if (!normalizePhone(s.phone)) throw appError('UNPROCESSABLE', 'submissions.noPhoneForSms');
  await deps.db.transaction(async (tx) => {
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
    await queueOnTheWaySms(tx, s, {
      etaMinutes: input.etaMinutes,
      idempotencyKey: `on-the-way:${s.id}:${Math.floor(deps.now.getTime() / 60_000)}`,
    });
  });
}
