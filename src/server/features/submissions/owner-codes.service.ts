import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { ownershipGrants, submissions } from '#src/server/db/schema.ts';
import {
  eraseCodeEmail,
  eraseCodeSms,
  ownerCodeEmail,
  ownerCodeSms,
} from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { issueOwnerCode, type OwnerCodeDeps, redeemOwnerCode } from '#src/server/lib/owner-codes.ts';
import { maskEmail, maskPhone } from '#src/shared/core/mask.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import type { OwnerCodeDestinations, OwnerCodeRequest, OwnerCodeSent } from '#src/shared/submissions/self-service.ts';

// Issue 15 (decision 044): a guest on another device proves they own a request with a 6-digit code
// sent to the phone (or e-mail) on file. Only an HMAC of the code is stored; the code itself is in
// the outbox row that carries it, and never in a log line.

/** A proven browser keeps its proof as long as its draft-key cookie lives (7 days). */
const grantDays = 7;

export type { OwnerCodeDeps };

async function findRequest(db: Db, trackingNumber: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber)).limit(1);
  // Event requests are not changed online (decision 039), so they get no code either.
  if (!row || row.eventId) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
  return row;
}

/**
 * Sends a new code: to the phone on file unless the e-mail is asked for (or there is no valid
 * phone). The machinery and its limits are shared with claims and erasure (src/server/lib/owner-codes.ts).
 */
export async function sendOwnerCode(
  deps: OwnerCodeDeps & { smsConfigured: boolean },
  trackingNumber: string,
  input: OwnerCodeRequest,
): Promise<OwnerCodeSent> {
  const row = await findRequest(deps.db, trackingNumber);
  return issueOwnerCode(deps, row, {
    purpose: 'owner',
    // Issue 24: with no SMS provider a code by SMS reaches no one, so e-mail is the default.
    channel: input.channel ?? preferredChannel(row, deps.smsConfigured) ?? undefined,
    compose: codeMessage(row, 'owner-code'),
  });
}

/** Where a code goes unless the person chose: e-mail when no SMS provider would deliver it (issue 24). */
export function preferredChannel(
  row: { phone: string; email: string },
  smsConfigured: boolean,
): 'sms' | 'email' | null {
  const phone = normalizePhone(row.phone);
  if (phone && (smsConfigured || !row.email)) return 'sms';
  return row.email ? 'email' : null;
}

/** Where a code for this request can go, masked (issue 24: the person chooses). */
export async function ownerCodeDestinations(
  db: Db,
  trackingNumber: string,
  smsConfigured: boolean,
): Promise<OwnerCodeDestinations> {
  const row = await findRequest(db, trackingNumber);
  const phone = normalizePhone(row.phone);
  const destinations: OwnerCodeDestinations['destinations'] = [];
  if (phone) destinations.push({ channel: 'sms', destination: maskPhone(phone) });
  if (row.email) destinations.push({ channel: 'email', destination: maskEmail(row.email) });
  return { destinations, preferred: preferredChannel(row, smsConfigured) };
}

/** The SMS or e-mail that carries a request's code, in its language; `template` names its rows. */
export function codeMessage(row: { trackingNumber: string; locale: string }, template: 'owner-code' | 'erase-code') {
  return (channel: 'sms' | 'email', code: string) => {
    const message = { trackingNumber: row.trackingNumber, code, locale: row.locale };
    const erase = template === 'erase-code';
    if (channel === 'sms') return { template: `${template}-sms`, body: (erase ? eraseCodeSms : ownerCodeSms)(message) };
    const email = (erase ? eraseCodeEmail : ownerCodeEmail)(message);
    return { template: `${template}-email`, subject: email.subject, body: email.text, html: email.html };
  };
}

/**
 * Checks a code against the request's live one; a right code is used up and this browser (its
 * draft key) becomes a proven owner for seven days.
 */
export async function verifyOwnerCode(
  deps: OwnerCodeDeps,
  trackingNumber: string,
  code: string,
  draftKeyHash: string,
): Promise<void> {
  const row = await findRequest(deps.db, trackingNumber);
  await redeemOwnerCode(deps, row, code, { purpose: 'owner' }, async (tx) => {
    await tx.insert(ownershipGrants).values({
      submissionId: row.id,
      draftKeyHash,
      expiresAt: new Date(deps.now.getTime() + grantDays * 86_400_000),
    });
  });
}
