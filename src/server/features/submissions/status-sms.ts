import { enqueueNotifications, type QueuedMessage } from '#src/server/features/notifications/outbox.ts';
import { firstName, inLocale } from '#src/server/features/notifications/templates.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';
import { formatDate } from '#src/shared/core/dates.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';

// Issue 5, product.md §4: each status change sends a status-specific SMS.

export interface StatusChangeSmsInput {
  name: string;
  trackingNumber: string;
  status: string;
  /** "Sat, 28 Nov 2026"; set for "Pickup Scheduled". */
  pickupDateText?: string | null;
  pickupTime?: string | null;
  reason?: string | null;
  trackUrl: string;
  /** The language the request was made in (issue 16); English when left out. */
  locale?: string | null;
}

/** Plain GSM characters only (an en dash would switch the SMS to UCS-2 and halve its length). */
export function statusChangeSms(input: StatusChangeSmsInput): string {
  return inLocale(input.locale, () => {
    const first = firstName(input.name);
    const trackingNumber = input.trackingNumber;
    const trackUrl = input.trackUrl;
    const window = (input.pickupTime ?? '').replace(/[\u2013\u2014]/g, '-');
    const given = input.reason?.trim().replace(/[.!\s]+$/, '');
    const reason = given ? m['notifications.smsReason']({ reason: given }) : '';
    switch (input.status) {
      case 'Processing':
        return m['notifications.smsProcessing']({ first, trackingNumber, trackUrl });
      case 'Pickup Scheduled':
        return m['notifications.smsPickupScheduled']({
          first,
          trackingNumber,
          trackUrl,
          date: input.pickupDateText ?? m['notifications.smsDateToConfirm'](),
          window: window ? m['notifications.smsWindow']({ window }) : '',
        });
      case 'Completed':
        return m['notifications.smsCompleted']({ first, trackingNumber });
      case 'Declined':
        return m['notifications.smsDeclined']({ first, trackingNumber, reason });
      case 'Cancelled':
        return m['notifications.smsCancelled']({ first, trackingNumber, reason });
      default:
        return m['notifications.smsOtherStatus']({
          first,
          trackingNumber,
          trackUrl,
          status: statusLabel(input.status),
        });
    }
  });
}

const quietStatuses = new Set(['En Route', 'Arrived']);

/**
 * The submissions subject's reaction to a change of status: the household's SMS in its language
 * (product.md §7: the target normalised to +63; a number that cannot be is skipped), and staff's e-mail
 * when a household cancelled online.
 */
export function statusMessages(config: { staffEmail: string }): StatusReaction {
  return async (tx, event) => {
    if (event.kind !== 'status') return;
    const { after: s, before } = event;
    // Issue 27: the crew's steps send their own messages (the on-the-way SMS with its arrival time,
    // the nobody-home SMS and e-mail with the link); the household at the door needs no "Arrived" SMS.
    if (quietStatuses.has(s.status) || s.needsRescheduleSince !== null) return;
    const scheduled = s.status === 'Pickup Scheduled';
    const phone = normalizePhone(s.phone);
    const messages: QueuedMessage[] = [];
    if (phone) {
      messages.push({
        channel: 'sms',
        recipient: phone,
        template: `status-${s.status.toLowerCase().replace(/\s+/g, '-')}`,
        body: statusChangeSms({
          name: s.name,
          trackingNumber: s.trackingNumber,
          status: s.status,
          pickupDateText: scheduled && s.pickupDate ? formatDate(s.pickupDate, s.locale) : null,
          pickupTime: scheduled ? s.pickupTime : null,
          // The household's own cancel needs no reason read back to it.
          reason: event.actor === 'staff' ? event.reason : null,
          trackUrl: trackingResultUrl(event.publicUrl, s.trackingNumber),
          locale: s.locale,
        }),
        submissionId: s.id,
        idempotencyKey: `status-sms:${event.historyId}`,
      });
    }
    if (event.actor === 'owner' && s.status === 'Cancelled') {
      messages.push({
        channel: 'email',
        recipient: config.staffEmail,
        template: 'staff-cancelled-online',
        subject: englishText('notifications.staffCancelledSubject', { trackingNumber: s.trackingNumber }),
        body: englishText('notifications.staffCancelledBody', {
          name: s.name,
          trackingNumber: s.trackingNumber,
          date: before.pickupDate ? `${formatDate(before.pickupDate)}, ${before.pickupTime ?? ''}` : '-',
        }),
        submissionId: s.id,
        idempotencyKey: `staff-cancelled:${event.historyId}`,
      });
    }
    if (messages.length > 0) await enqueueNotifications(tx, messages);
  };
}
