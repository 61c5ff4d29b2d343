// Every message the service sends, in one module (issue 3: "Templates in one module").
// Plain text first; e-mails also get a simple HTML body.

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
<p style="font-size:12px;color:#6b7770;margin-top:16px">Ligpit · Decluttering pickups across Metro Manila</p>
</div></body></html>`;
}

export function verifyEmail(input: { url: string }): EmailContent {
  return {
    subject: 'Confirm your Ligpit e-mail address',
    text: `Welcome to Ligpit! Confirm your e-mail address by opening this link:\n\n${input.url}\n\nIf you did not sign up, you can ignore this e-mail.`,
    html: emailLayout('Confirm your e-mail address', [
      'Welcome to Ligpit! Confirm your e-mail address to finish signing up.',
      `<a href="${escapeHtml(input.url)}" style="color:#1f6f4a;font-weight:bold">Confirm my e-mail address</a>`,
      'If you did not sign up, you can ignore this e-mail.',
    ]),
  };
}

export function passwordResetEmail(input: { url: string }): EmailContent {
  return {
    subject: 'Reset your Ligpit password',
    text: `Someone asked to reset the password of your Ligpit account. Open this link to choose a new one:\n\n${input.url}\n\nIf it was not you, you can ignore this e-mail.`,
    html: emailLayout('Reset your password', [
      'Someone asked to reset the password of your Ligpit account.',
      `<a href="${escapeHtml(input.url)}" style="color:#1f6f4a;font-weight:bold">Choose a new password</a>`,
      'If it was not you, you can ignore this e-mail.',
    ]),
  };
}

// ---- Status changes (issue 5; spec §4: each status change sends a status-specific SMS) ----------

export interface StatusChangeSmsInput {
  name: string;
  trackingNumber: string;
  status: string;
  /** "Sat, 28 Nov 2026"; set for "Pickup Scheduled". */
  pickupDateText?: string | null;
  pickupTime?: string | null;
  reason?: string | null;
  trackUrl: string;
}

/** Plain GSM characters only (an en dash would switch the SMS to UCS-2 and halve its length). */
export function statusChangeSms(input: StatusChangeSmsInput): string {
  const first = input.name.trim().split(/\s+/)[0] || 'there';
  const tn = input.trackingNumber;
  const window = (input.pickupTime ?? '').replace(/[\u2013\u2014]/g, '-');
  const reason = input.reason?.trim().replace(/[.!\s]+$/, '');
  switch (input.status) {
    case 'Processing':
      return `Ligpit: Hi ${first}! We are now reviewing your request ${tn}. Our team will contact you soon. Track it at ${input.trackUrl}`;
    case 'Pickup Scheduled':
      return `Ligpit: Hi ${first}! Your pickup for ${tn} is scheduled on ${input.pickupDateText ?? 'a date we will confirm'}${window ? `, ${window}` : ''}. Our team will come to collect your items. To cancel, tell us at least 24 hours before. ${input.trackUrl}`;
    case 'Completed':
      return `Ligpit: Hi ${first}! Your items for ${tn} have been picked up. Your decluttering process is complete. Thank you!`;
    case 'Declined':
      return `Ligpit: Hi ${first}. Sorry, we can't take the items in request ${tn}.${reason ? ` Reason: ${reason}.` : ''} You can submit a new request anytime.`;
    case 'Cancelled':
      return `Ligpit: Hi ${first}. Your request ${tn} was cancelled.${reason ? ` Reason: ${reason}.` : ''} You can submit a new request anytime.`;
    default:
      return `Ligpit: Hi ${first}! Your request ${tn} is now "${input.status}". Track it at ${input.trackUrl}`;
  }
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
}

function itemLine(item: SubmissionItem): string {
  const details = [item.brand, item.condition].filter((v) => v.trim().length > 0).join(', ');
  return details ? `${item.label} (${details})` : item.label;
}

export function submissionEmail(input: SubmissionMessageInput): EmailContent {
  const first = input.name.trim().split(/\s+/)[0] || 'there';
  const tn = input.trackingNumber;
  const count = input.items.length;
  const itemsTitle = `${count} item${count === 1 ? '' : 's'}`;
  const text = [
    `Hi ${first},`,
    `Thank you for your pickup request! Your tracking number is ${tn}. Keep it: you need it to follow your request.`,
    `Your items (${itemsTitle}):\n${input.items.map((item) => `- ${itemLine(item)}`).join('\n')}`,
    `Pickup date: ${input.pickupDateText} (${input.pickupTime})`,
    `Follow your request here: ${input.trackingUrl}`,
    'Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we contact you for the pickup.',
    'Questions? Just reply to this e-mail.',
    'Ligpit',
  ].join('\n\n');
  const html = emailLayout(`Your tracking number is ${tn}`, [
    `Hi ${escapeHtml(first)},`,
    'Thank you for your pickup request! Keep your tracking number: you need it to follow your request.',
    `<span style="display:inline-block;font-size:24px;font-weight:bold;letter-spacing:3px;background:#eef6f0;padding:8px 16px;border-radius:8px">${escapeHtml(tn)}</span>`,
    `<strong>Your items (${itemsTitle}):</strong><br>${input.items.map((item) => `• ${escapeHtml(itemLine(item))}`).join('<br>')}`,
    `<strong>Pickup date:</strong> ${escapeHtml(input.pickupDateText)} (${escapeHtml(input.pickupTime)})`,
    `<a href="${escapeHtml(input.trackingUrl)}" style="color:#1f6f4a;font-weight:bold">Follow your request</a>`,
    'Our team will review your submission soon and contact you by e-mail or at the phone number you gave us. You may still change your mind about any item when we contact you for the pickup.',
    'Questions? Just reply to this e-mail.',
  ]);
  return { subject: `Your Ligpit tracking number: ${tn}`, text, html };
}

/** spec §7: a thank-you sentence, the tracking number and an invitation to ask questions; one SMS segment. */
export function submissionThankYouSms(input: { trackingNumber: string; contactEmail: string }): string {
  return `Thank you for decluttering with Ligpit! Your tracking number is ${input.trackingNumber}. Questions? Just ask us at ${input.contactEmail}`;
}
