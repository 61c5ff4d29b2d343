import { AsyncLocalStorage } from 'node:async_hooks';
import { conditionText, givenBrand, itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  baseLocale,
  isLocale,
  type Locale,
  overwriteServerAsyncLocalStorage,
} from '#src/shared/i18n/paraglide/runtime.js';

// The frame of every message the service sends: the language it is written in, the e-mail layout,
// and the messages of no subject in particular. A subject's own messages live in its folder and use
// these (the status SMS in submissions/status-sms.ts, the impact receipt in outcomes/receipt-email.ts).
// Plain text first; e-mails also get a simple HTML body. The words are the catalogue's
// (src/shared/notifications/messages.ts), in the language the request was made in (issue 16):
// a submission's `locale`, English when it has none.

// The catalogue's functions read the current language from this store (Paraglide's getLocale), so
// a message is written in its recipient's language without passing it to every text.
const localeStore = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(localeStore as unknown as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/** Runs `write` with every catalogue text in `locale` (English for an unknown or missing one). */
export function inLocale<T>(locale: string | null | undefined, write: () => T): T {
  return localeStore.run({ locale: locale && isLocale(locale) ? locale : baseLocale }, write);
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Wraps paragraphs in a minimal, mail-client-safe layout. */
export function emailLayout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#f6f7f4;font-family:Arial,sans-serif;color:#1f2a24">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:bold;color:#1f6f4a;margin-bottom:16px">Ligpit</div>
<div style="background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div>
<p style="font-size:12px;color:#6b7770;margin-top:16px">${escapeHtml(m['notifications.emailFooter']())}</p>
</div></body></html>`;
}

export function link(url: string, text: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#1f6f4a;font-weight:bold">${escapeHtml(text)}</a>`;
}

/** The first word of the name, for a greeting; "there" without one. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || m['notifications.firstNameFallback']();
}

export function verifyEmail(input: { url: string }): EmailContent {
  return {
    subject: m['notifications.verifySubject'](),
    text: m['notifications.verifyText']({ url: input.url }),
    html: emailLayout(m['notifications.verifyTitle'](), [
      escapeHtml(m['notifications.verifyIntro']()),
      link(input.url, m['notifications.verifyLink']()),
      escapeHtml(m['notifications.verifyIgnore']()),
    ]),
  };
}

export function passwordResetEmail(input: { url: string }): EmailContent {
  return {
    subject: m['notifications.resetSubject'](),
    text: m['notifications.resetText']({ url: input.url }),
    html: emailLayout(m['notifications.resetTitle'](), [
      escapeHtml(m['notifications.resetIntro']()),
      link(input.url, m['notifications.resetLink']()),
      escapeHtml(m['notifications.resetIgnore']()),
    ]),
  };
}

// ---- Submissions (issue 3: the e-mail and the thank-you SMS on submission, and again on resend) --

export interface SubmissionItem {
  label: string;
  brand: string;
  condition: string;
}

export interface SubmissionMessageInput {
  name: string;
  trackingNumber: string;
  /** "Sat, 28 Nov 2026" */
  pickupDateText: string;
  pickupTime: string;
  items: SubmissionItem[];
  /** The result page's address (trackingResultUrl in src/shared/tracking/paths.ts). */
  trackingUrl: string;
  /** The language the request was made in (issue 16); English when left out. */
  locale?: string | null;
  /**
   * Issue 40: items left at a booth: where to bring them (the venue, and where the booth stands);
   * the date and time are then the hand-over slot's, and nothing says "pickup".
   */
  dropOff?: DropOffPlace | null;
}

export interface DropOffPlace {
  venue: string;
  /** Where the booth stands at the venue; empty for events made before it was asked. */
  address: string;
}

/** "SM North EDSA (The Block, ground floor)". */
function dropOffPlaceText(place: DropOffPlace): string {
  return place.address.trim() ? `${place.venue} (${place.address.trim()})` : place.venue;
}

/** "Wooden dining chair (Like New)", "Photo 2": no placeholder is sent (issue 24). */
function itemLine(item: SubmissionItem, index: number): string {
  const details = [givenBrand(item.brand), conditionText(item.condition)].filter(Boolean).join(', ');
  const name = itemName(item.label, index + 1);
  return details ? `${name} (${details})` : name;
}

export function submissionEmail(input: SubmissionMessageInput): EmailContent {
  return inLocale(input.locale, () => {
    const first = firstName(input.name);
    const trackingNumber = input.trackingNumber;
    const count = input.items.length;
    const items = (count === 1 ? m['notifications.itemsOne'] : m['notifications.itemsMany'])({ count });
    const yourItems = m['notifications.yourItems']({ items });
    const dropOff = input.dropOff ?? null;
    const pickupDate = dropOff ? m['notifications.dropOffWhen']() : m['notifications.pickupDate']();
    const where = dropOff ? { label: m['notifications.dropOffWhere'](), place: dropOffPlaceText(dropOff) } : null;
    const whatNext = dropOff ? m['notifications.dropOffWhatNext']() : m['notifications.whatNext']();
    const text = [
      m['notifications.greeting']({ first }),
      (dropOff ? m['notifications.dropOffThanksWithNumber'] : m['notifications.thanksWithNumber'])({ trackingNumber }),
      `${yourItems}\n${input.items.map((item, i) => `- ${itemLine(item, i)}`).join('\n')}`,
      ...(where ? [`${where.label} ${where.place}`] : []),
      `${pickupDate} ${input.pickupDateText} (${input.pickupTime})`,
      m['notifications.followHere']({ url: input.trackingUrl }),
      whatNext,
      m['notifications.questions'](),
      m['notifications.signature'](),
    ].join('\n\n');
    const html = emailLayout(m['notifications.submissionTitle']({ trackingNumber }), [
      escapeHtml(m['notifications.greeting']({ first })),
      escapeHtml(dropOff ? m['notifications.dropOffThanksKeepNumber']() : m['notifications.thanksKeepNumber']()),
      `<span style="display:inline-block;font-size:24px;font-weight:bold;letter-spacing:3px;background:#eef6f0;padding:8px 16px;border-radius:8px">${escapeHtml(trackingNumber)}</span>`,
      `<strong>${escapeHtml(yourItems)}</strong><br>${input.items.map((item, i) => `• ${escapeHtml(itemLine(item, i))}`).join('<br>')}`,
      ...(where ? [`<strong>${escapeHtml(where.label)}</strong> ${escapeHtml(where.place)}`] : []),
      `<strong>${escapeHtml(pickupDate)}</strong> ${escapeHtml(input.pickupDateText)} (${escapeHtml(input.pickupTime)})`,
      link(input.trackingUrl, m['notifications.followLink']()),
      escapeHtml(whatNext),
      escapeHtml(m['notifications.questions']()),
    ]);
    return { subject: m['notifications.submissionSubject']({ trackingNumber }), text, html };
  });
}

/** product.md §7: a thank-you sentence, the tracking number and an invitation to ask questions; one SMS segment. */
export function submissionThankYouSms(input: {
  trackingNumber: string;
  contactEmail: string;
  locale?: string | null;
  /** Issue 40: items left at a booth: the SMS names the venue and the hand-over slot instead. */
  dropOff?: { venue: string; date: string; slot: string } | null;
}): string {
  const { trackingNumber, contactEmail, dropOff } = input;
  return inLocale(input.locale, () =>
    dropOff
      ? m['notifications.dropOffSms']({
          trackingNumber,
          venue: dropOff.venue,
          date: dropOff.date,
          slot: gsmWindow(dropOff.slot),
        })
      : m['notifications.thankYouSms']({ trackingNumber, contactEmail }),
  );
}

// ---- Pickup reminders (issue 15) ----------------------------------------------------------------

/** "8:00–11:00" with a plain hyphen: an en dash would switch the SMS to UCS-2. */
function gsmWindow(window: string): string {
  return window.replace(/[\u2013\u2014]/g, '-');
}

export interface ReminderInput {
  name: string;
  trackingNumber: string;
  pickupDateText: string;
  window: string;
  manageUrl: string;
  /** The language the request was made in; English when left out. */
  locale?: string | null;
}

export function dayBeforeReminderSms(input: ReminderInput): string {
  return inLocale(input.locale, () =>
    m['notifications.reminderSms']({
      first: firstName(input.name),
      window: gsmWindow(input.window),
      manageUrl: input.manageUrl,
    }),
  );
}

export function dayBeforeReminderEmail(input: ReminderInput): EmailContent {
  return inLocale(input.locale, () => reminderEmail(input));
}

function reminderEmail(input: ReminderInput): EmailContent {
  const values = {
    first: firstName(input.name),
    trackingNumber: input.trackingNumber,
    date: input.pickupDateText,
    window: input.window,
    manageUrl: input.manageUrl,
  };
  return {
    subject: m['notifications.reminderSubject'](values),
    text: m['notifications.reminderText'](values),
    html: emailLayout(m['notifications.reminderSubject'](values), [
      escapeHtml(m['notifications.greeting'](values)),
      escapeHtml(m['notifications.reminderIntro'](values)),
      link(input.manageUrl, m['notifications.reminderLink']()),
    ]),
  };
}

export function onTheWaySms(input: {
  name: string;
  trackingNumber: string;
  etaMinutes: number;
  locale?: string | null;
}): string {
  return inLocale(input.locale, () =>
    m['notifications.onTheWaySms']({
      first: firstName(input.name),
      trackingNumber: input.trackingNumber,
      eta: input.etaMinutes,
    }),
  );
}

// ---- Typhoon and suspension days (issue 15, decision 043) ---------------------------------------

/** One SMS per household: the day, the reason and the link to pick a new window, in the request's language. */
export function suspendedDaySms(input: {
  pickupDateText: string;
  reason: string;
  trackUrl: string;
  locale?: string | null;
}): string {
  return inLocale(input.locale, () =>
    m['notifications.smsSuspended']({
      date: input.pickupDateText,
      reason: gsmWindow(input.reason.trim().replace(/[.!\s]+$/, '')),
      trackUrl: input.trackUrl,
    }),
  );
}

/** Issue 35: the suspension's e-mail, with the household's own link (the SMS has the tracking page's). */
export function suspendedDayEmail(input: {
  pickupDateText: string;
  reason: string;
  trackingNumber: string;
  trackUrl: string;
  locale?: string | null;
}): EmailContent {
  return inLocale(input.locale, () => {
    const params = {
      date: input.pickupDateText,
      reason: input.reason.trim().replace(/[.!\s]+$/, ''),
      trackingNumber: input.trackingNumber,
      trackUrl: input.trackUrl,
    };
    const subject = m['notifications.suspendedSubject'](params);
    const text = m['notifications.suspendedText'](params);
    return { subject, text, html: emailLayout(subject, text.split('\n\n').map(escapeHtml)) };
  });
}

// ---- The one-time code for a guest on another device (issue 15, decision 044) -------------------

export function ownerCodeSms(input: { trackingNumber: string; code: string; locale?: string | null }): string {
  return inLocale(input.locale, () => m['notifications.smsOwnerCode'](input));
}

export function ownerCodeEmail(input: { trackingNumber: string; code: string; locale?: string | null }): EmailContent {
  return inLocale(input.locale, () => {
    const subject = m['notifications.ownerCodeSubject'](input);
    const text = m['notifications.ownerCodeText'](input);
    return { subject, text, html: emailLayout(subject, text.split('\n\n').map(escapeHtml)) };
  });
}

/** Issue 39: the erase code says it erases, so it cannot be passed off as the code to manage a pickup. */
export function eraseCodeSms(input: { trackingNumber: string; code: string; locale?: string | null }): string {
  return inLocale(input.locale, () => m['notifications.smsEraseCode'](input));
}

export function eraseCodeEmail(input: { trackingNumber: string; code: string; locale?: string | null }): EmailContent {
  return inLocale(input.locale, () => {
    const subject = m['notifications.eraseCodeSubject'](input);
    const text = m['notifications.eraseCodeText'](input);
    return { subject, text, html: emailLayout(subject, text.split('\n\n').map(escapeHtml)) };
  });
}

// ---- Claims prove ownership (issue 26) ----------------------------------------------------------

export interface ClaimCodeInput {
  trackingNumber: string;
  code: string;
  /** The e-mail address of the account asking to claim. */
  account: string;
  locale?: string | null;
}

export function claimCodeSms(input: ClaimCodeInput): string {
  return inLocale(input.locale, () => m['notifications.claimCodeSms'](input));
}

export function claimCodeEmail(input: ClaimCodeInput): EmailContent {
  return inLocale(input.locale, () => {
    const subject = m['notifications.claimCodeSubject'](input);
    const text = m['notifications.claimCodeText'](input);
    return { subject, text, html: emailLayout(subject, text.split('\n\n').map(escapeHtml)) };
  });
}

/** To the request's own e-mail: which account claimed it, and the "this was not me" link. */
export function claimedEmail(input: {
  trackingNumber: string;
  account: string;
  url: string;
  locale?: string | null;
}): EmailContent {
  return inLocale(input.locale, () => {
    const subject = m['notifications.claimedSubject'](input);
    const text = m['notifications.claimedText'](input);
    const [first, , last] = text.split('\n\n');
    const html = emailLayout(subject, [
      escapeHtml(first ?? ''),
      link(input.url, m['notifications.claimedLink']()),
      escapeHtml(last ?? ''),
    ]);
    return { subject, text, html };
  });
}

/** To staff, in English: a household undid a claim it did not make. */
export function staffClaimUndoneEmail(input: { trackingNumber: string }): EmailContent {
  return inLocale('en', () => {
    const subject = m['notifications.staffClaimUndoneSubject'](input);
    const text = m['notifications.staffClaimUndoneBody'](input);
    return { subject, text, html: emailLayout(subject, [escapeHtml(text)]) };
  });
}
