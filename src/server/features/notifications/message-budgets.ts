import { canonicalEmail } from '#src/shared/core/email.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';

/**
 * Decision 033. What may reach one person (one phone, one e-mail address), whoever triggers it
 * and across all of their requests. Counted in the outbox table itself, so every instance and
 * every path that queues a message agree.
 */
export type BudgetName = 'messages' | 'verification' | 'reset' | 'owner-codes' | 'claim-codes';

export const recipientBudgets: Record<BudgetName, { perHour: number; perDay: number }> = {
  // Confirmations and resends: a household submitting twice and resending once each fits.
  messages: { perHour: 5, perDay: 10 },
  // Sign-up and "send the confirmation again".
  verification: { perHour: 3, perDay: 6 },
  // "Forgot password?".
  reset: { perHour: 3, perDay: 6 },
  // Issue 39: a household's own codes (prove ownership, erase) have a budget of their own, which
  // nothing a stranger triggers can spend but those codes; 3 an hour a request and purpose, each.
  'owner-codes': { perHour: 6, perDay: 12 },
  // Claim codes go to the request's contact at a stranger's asking: a budget of their own (what
  // all messages had before), so they can fill neither the household's codes nor its confirmations.
  'claim-codes': { perHour: 5, perDay: 10 },
};

/**
 * The budget a template counts against. Staff-triggered status messages are exempt (a customer
 * must hear that the crew is coming) but logged when sent; anything else, new templates
 * included, counts against the general budget unless named here.
 */
export function budgetOf(template: string): BudgetName | 'exempt' {
  if (template.startsWith('status-')) return 'exempt';
  // To our own inbox, once per request at most (a household's own cancel, issue 15).
  if (template.startsWith('staff-')) return 'exempt';
  // Issue 16: what became of the items, once per completed request (its idempotency key).
  if (template === 'impact-receipt') return 'exempt';
  if (template === 'verify-email') return 'verification';
  if (template === 'reset-password') return 'reset';
  if (template.startsWith('claim-code-')) return 'claim-codes';
  if (template.startsWith('owner-code-') || template.startsWith('erase-code-')) return 'owner-codes';
  return 'messages';
}

// Providers that ignore dots in the local part: "j.dela.cruz@gmail.com" is "jdelacruz@gmail.com".
const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per inbox or phone, so spelling it differently does not buy a fresh budget: phones in
 * E.164; e-mail folded to lower case, without a "+tag", and without the dots Gmail ignores.
 */
export function recipientKeyOf(channel: 'sms' | 'email', recipient: string): string {
  if (channel === 'sms') return `sms:${normalizePhone(recipient) ?? recipient.replace(/[^\d+]/g, '')}`;
  // Issue 26: the canonical spelling first (NFKC, trimmed, lower case); quotes and comments were
  // refused at the door, and whatever slipped in is stripped of them so it cannot buy a new key.
  const address = canonicalEmail(recipient).replace(/["\\()\s]/g, '');
  const at = address.lastIndexOf('@');
  if (at < 1) return `email:${address}`;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (dotlessDomains.has(domain)) local = local.replace(/\./g, '');
  return `email:${local}@${domain}`;
}
