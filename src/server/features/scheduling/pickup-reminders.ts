import type { DbOrTx } from '#src/server/features/notifications/outbox.ts';
import { enqueueNotifications, withdrawScheduled } from '#src/server/features/notifications/outbox.ts';
import { dayBeforeReminderEmail, dayBeforeReminderSms } from '#src/server/features/notifications/templates.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';
import { addDays, formatDate, manilaInstant } from '#src/shared/core/dates.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';

// Issue 15 (decision 037): the day-before reminder, an SMS and an e-mail scheduled in the outbox
// when staff confirm the pickup (Pickup Scheduled) and when the household moves a confirmed one;
// withdrawn when it is cancelled, declined, done or moved. A request still waiting for review is
// not reminded: staff may yet decline it or choose another day.

export const reminderTemplates = ['reminder-day-before-sms', 'reminder-day-before-email'];

/** 09:00 Manila on the day before the pickup: daytime, and before most people plan their evening. */
export function reminderSendAt(pickupDate: string): Date {
  return manilaInstant(addDays(pickupDate, -1), '09:00');
}

export interface ReminderSubject {
  id: string;
  trackingNumber: string;
  name: string;
  email: string;
  phone: string;
  pickupDate: string | null;
  pickupTime: string | null;
  /** The language the request was made in (issue 16): the reminder speaks it. */
  locale: string | null;
}

/**
 * Schedules the reminder of this booking; `cause` (the submit, or the status change that set the
 * day) makes its idempotency key, so one booking is reminded once, however often this runs. A
 * pickup too near for a day-before reminder gets none.
 */
export async function queuePickupReminder(
  tx: DbOrTx,
  deps: { publicUrl: string; now: Date },
  sub: ReminderSubject,
  cause: string,
): Promise<void> {
  if (!sub.pickupDate || !sub.pickupTime) return;
  const sendAfter = reminderSendAt(sub.pickupDate);
  if (sendAfter <= deps.now) return;
  const input = {
    name: sub.name,
    trackingNumber: sub.trackingNumber,
    pickupDateText: formatDate(sub.pickupDate, sub.locale ?? undefined),
    window: sub.pickupTime,
    manageUrl: trackingResultUrl(deps.publicUrl, sub.trackingNumber),
    locale: sub.locale,
  };
  const email = dayBeforeReminderEmail(input);
  const phone = normalizePhone(sub.phone);
  await enqueueNotifications(tx, [
    ...(phone
      ? [
          {
            channel: 'sms' as const,
            recipient: phone,
            template: 'reminder-day-before-sms',
            body: dayBeforeReminderSms(input),
            submissionId: sub.id,
            idempotencyKey: `reminder:${sub.id}:${cause}:sms`,
            sendAfter,
          },
        ]
      : []),
    {
      channel: 'email',
      recipient: sub.email,
      template: 'reminder-day-before-email',
      subject: email.subject,
      body: email.text,
      html: email.html,
      submissionId: sub.id,
      idempotencyKey: `reminder:${sub.id}:${cause}:email`,
      sendAfter,
    },
  ]);
}

/** Takes back the reminders not sent yet of these requests: the pickup was cancelled, declined, done or moved. */
export function withdrawPickupReminders(
  tx: Parameters<typeof withdrawScheduled>[0],
  submissionIds: readonly string[],
  why: string,
): Promise<number> {
  return withdrawScheduled(tx, { submissionIds, templates: reminderTemplates, reason: `Not sent: ${why}` });
}

/** Statuses after which nothing is picked up: their reminders are taken back. */
const endedStatuses: readonly string[] = ['Cancelled', 'Declined', 'Completed'];

/**
 * Scheduling's reaction to a change (decision 037): a new day, or none any more, takes back the
 * reminder not sent yet; a booked day gets its own. Only a confirmed pickup is reminded of.
 */
export const pickupReminderReaction: StatusReaction = async (tx, event) => {
  const { after } = event;
  const why =
    event.kind === 'moved'
      ? 'the household moved the pickup'
      : event.actor === 'erasure'
        ? 'the account was deleted'
        : event.actor === 'owner' && after.status === 'Cancelled'
          ? 'the household cancelled online'
          : `the request became ${after.status}`;
  const booked = after.status === 'Pickup Scheduled';
  if (event.kind === 'moved' || booked || endedStatuses.includes(after.status)) {
    await withdrawPickupReminders(tx, [after.id], why);
  }
  if (booked) await queuePickupReminder(tx, event, after, event.historyId);
};
