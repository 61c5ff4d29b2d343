import { enqueueNotifications, type QueuedMessage } from '#src/server/features/notifications/outbox.ts';
import {
  type EmailContent,
  emailLayout,
  escapeHtml,
  firstName,
  inLocale,
  link,
} from '#src/server/features/notifications/templates.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';
import { formatDate } from '#src/shared/core/dates.ts';
import { itemName } from '#src/shared/core/item-display.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { refusalReasonText, verdictCounts, verdictText } from '#src/shared/submissions/verdicts.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';
import { type HouseholdItem, householdItems } from './verdicts.service.ts';

// Issue 27: when staff schedule the pickup (the end of their review), the household learns what
// we will take: an SMS with the counts (one segment) and an e-mail with each item, its verdict and,
// for what we cannot take, the reason, the note staff wrote for it and where it can go.

export function verdictsSms(input: {
  trackingNumber: string;
  taken: number;
  refused: number;
  trackUrl: string;
  locale?: string | null;
}): string {
  return inLocale(input.locale, () =>
    m['notifications.smsVerdicts']({
      trackingNumber: input.trackingNumber,
      taken: input.taken,
      refused: input.refused,
      trackUrl: input.trackUrl,
    }),
  );
}

/** The lines under one item: its reason, the household's note, where it can go. */
function detailLines(item: HouseholdItem): string[] {
  const v = item.verdict;
  if (v.verdict !== 'reject') return [];
  const lines: string[] = [];
  if (v.reason) lines.push(m['submissions.verdictReason']({ reason: refusalReasonText(v.reason) }));
  if (v.note) lines.push(v.note);
  if (v.dropOff) {
    const where = m['submissions.verdictWhereItCanGo']({ name: v.dropOff.name });
    lines.push(v.dropOff.note ? `${where} (${v.dropOff.note})` : where);
  }
  return lines;
}

export interface VerdictsEmailInput {
  name: string;
  trackingNumber: string;
  pickupDateText: string;
  items: HouseholdItem[];
  trackUrl: string;
  locale?: string | null;
}

export function verdictsEmail(input: VerdictsEmailInput): EmailContent {
  return inLocale(input.locale, () => {
    const values = { trackingNumber: input.trackingNumber, date: input.pickupDateText };
    const subject = m['submissions.verdictEmailSubject'](values);
    const greeting = m['notifications.greeting']({ first: firstName(input.name) });
    const intro = m['submissions.verdictEmailIntro'](values);
    const outro = m['submissions.verdictEmailOutro']();
    // Issue 40: an unnamed item is "Photo 2", numbered as the tracking page numbers it, never blank.
    const lines = input.items.map((item, i) => ({
      head: m['submissions.verdictEmailLine']({
        name: itemName(item.name, i + 1),
        verdict: verdictText(item.verdict.verdict),
      }),
      details: detailLines(item),
    }));
    const text = [
      greeting,
      '',
      intro,
      '',
      ...lines.flatMap((l) => [`- ${l.head}`, ...l.details.map((d) => `  ${d}`)]),
      '',
      outro,
      `${m['submissions.verdictEmailLink']()}: ${input.trackUrl}`,
    ].join('\n');
    const list = lines
      .map(
        (l) =>
          `<strong>${escapeHtml(l.head)}</strong>${l.details.map((d) => `<br><span style="color:#6b7770">${escapeHtml(d)}</span>`).join('')}`,
      )
      .join('<br><br>');
    const html = emailLayout(subject, [
      escapeHtml(greeting),
      escapeHtml(intro),
      list,
      escapeHtml(outro),
      link(input.trackUrl, m['submissions.verdictEmailLink']()),
    ]);
    return { subject, text, html };
  });
}

/**
 * Submissions' reaction to staff scheduling a pickup (a first booking or a new day): the verdicts,
 * read in the same transaction, go out in the household's language. A request none of whose items
 * staff judged gets nothing more than the scheduled SMS. The history row names each message once.
 */
export const verdictMessagesReaction: StatusReaction = async (tx, event) => {
  const { after: s } = event;
  if (event.kind !== 'status' || event.actor !== 'staff' || s.status !== 'Pickup Scheduled') return;
  const items = await householdItems(tx, s.id);
  if (!items.some((item) => item.verdict.verdict !== null)) return;
  const trackUrl = trackingResultUrl(event.publicUrl, s.trackingNumber);
  const counts = verdictCounts(items.map((item) => item.verdict));
  const messages: QueuedMessage[] = [];
  const phone = normalizePhone(s.phone);
  if (phone) {
    messages.push({
      channel: 'sms',
      recipient: phone,
      template: 'status-verdicts-sms',
      body: verdictsSms({ trackingNumber: s.trackingNumber, ...counts, trackUrl, locale: s.locale }),
      submissionId: s.id,
      idempotencyKey: `verdicts-sms:${event.historyId}`,
    });
  }
  const email = verdictsEmail({
    name: s.name,
    trackingNumber: s.trackingNumber,
    pickupDateText: s.pickupDate
      ? `${formatDate(s.pickupDate, s.locale)}, ${s.pickupTime ?? ''}`.replace(/, $/, '')
      : '',
    items,
    trackUrl,
    locale: s.locale,
  });
  messages.push({
    channel: 'email',
    recipient: s.email,
    template: 'status-verdicts-email',
    subject: email.subject,
    body: email.text,
    html: email.html,
    submissionId: s.id,
    idempotencyKey: `verdicts-email:${event.historyId}`,
  });
  await enqueueNotifications(tx, messages);
};
