import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '#src/server/app-context.ts';
import type { Db } from '#src/server/db/client.ts';
import { claimAttempts, claimNotices, savedTrackingNumbers, submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import {
  claimCodeEmail,
  claimCodeSms,
  claimedEmail,
  staffClaimUndoneEmail,
} from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import type { LimitWindow } from '#src/server/http/rate-limit.ts';
import { countedLimit } from '#src/server/http/rate-limit-policies.ts';
import { issueOwnerCode, redeemOwnerCode } from '#src/server/lib/owner-codes.ts';
import type { ClaimInput, ClaimResponse } from '#src/shared/accounts/claim.schema.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { notMePath } from '#src/shared/accounts/paths.ts';
import { canonicalEmail } from '#src/shared/core/email.ts';
import { localDigits } from '#src/shared/core/phone.ts';
import { isTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';

/** Failed claim attempts, counted in claim_attempts (policies claim-*). */
export const claimLimits = {
  perAccount: countedLimit('claim-account', 'account'),
  perSubmission: countedLimit('claim-submission', 'submission'),
};

export interface ClaimDeps {
  db: Db;
  now: () => Date;
  /** Keys the one-time codes' HMAC (the auth secret). */
  secret: string;
  publicUrl: string;
  /** Where staff hear that a household undid a claim. */
  staffEmail: string;
}

export function claimDeps(ctx: AppContext): ClaimDeps {
  return {
    db: ctx.db,
    now: ctx.now,
    secret: ctx.config.authSecret ?? '',
    publicUrl: ctx.config.publicUrl,
    staffEmail: ctx.config.staffInbox,
  };
}

const notFound = () => appError('NOT_FOUND', 'accounts.claimNotFound');
const alreadyYours = () => appError('ALREADY_CLAIMED', 'accounts.claimAlreadyYours');
const takenByOther = () => appError('CLAIMED_BY_OTHER', 'accounts.claimTakenByOther');

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** How long the "this was not me" link works: long enough to notice an e-mail after a holiday. */
export const notMeLinkDays = 30;

/**
 * design.md §6.6 and product.md §5 "Claim", issue 26: knowing a request's e-mail or phone is not proof of
 * owning it. The first step compares the e-mail (canonical) or the phone (its digits) and sends a
 * one-time code to that same contact of the request (the owner-code machinery and its limits); the
 * second step, with the code, sets the owner once, saves the number to the account's list and tells
 * the request's e-mail which account claimed it, with a "this was not me" link. Attempts that reach
 * the comparison are limited per account and per submission (claimLimits).
 */
export async function claimSubmission(
  deps: ClaimDeps,
  who: { id: string; email: string },
  input: ClaimInput,
): Promise<ClaimResponse> {
  const { db } = deps;
  const userId = who.id;
  if (!isTrackingNumber(input.trackingNumber)) throw notFound();
  const [sub] = await db
    .select()
    .from(submissions)
    .where(eq(submissions.trackingNumber, input.trackingNumber))
    .limit(1);
  // An erased request has no contact left to prove anything with.
  if (!sub || sub.personalDataErasedAt) throw notFound();
  if (sub.ownerUserId === userId) throw alreadyYours();
  if (sub.ownerUserId !== null) throw takenByOther();

  // The attempt is written before it is counted, each in its own statement: of any number of
  // parallel guesses, at most the limit see a count within it (decision 012).
  const now = deps.now();
  const [attempt] = await db
    .insert(claimAttempts)
    .values({ userId, submissionId: sub.id, createdAt: now })
    .returning({ id: claimAttempts.id });
  const since = (windowMs: number) => new Date(now.getTime() - windowMs);
  const failedSince = (windowMs: number) =>
    and(eq(claimAttempts.succeeded, false), gt(claimAttempts.createdAt, since(windowMs)));
  const [[byAccount], [bySubmission]] = await Promise.all([
    db
      .select({ n: count() })
      .from(claimAttempts)
      .where(and(eq(claimAttempts.userId, userId), failedSince(claimLimits.perAccount.windowMs))),
    db
      .select({ n: count() })
      .from(claimAttempts)
      .where(and(eq(claimAttempts.submissionId, sub.id), failedSince(claimLimits.perSubmission.windowMs))),
  ]);
  const overAccount = (byAccount?.n ?? 0) > claimLimits.perAccount.max;
  const overSubmission = (bySubmission?.n ?? 0) > claimLimits.perSubmission.max;
  if (overAccount || overSubmission) {
    // A refused attempt compared nothing, so it does not count: the window slides, it is not renewed.
    await db.delete(claimAttempts).where(eq(claimAttempts.id, attempt!.id));
    throw await claimLimitError(db, { userId, submissionId: sub.id, now, overAccount, overSubmission });
  }

  const emailMatches = input.email !== null && sub.email !== '' && input.email === canonicalEmail(sub.email);
  const phoneMatches = input.phoneDigits !== null && input.phoneDigits === localDigits(sub.phone);
  if (!emailMatches && !phoneMatches) throw appError('VERIFICATION_MISMATCH', 'accounts.claimMismatch');
  // A right answer is not a guess, whether or not this claimant wins a race below. With a code, the
  // answer is right only once the code is (issue 39): a wrong or spent code stays a failed attempt,
  // so code guesses count against the account's limit and the request's daily cap.
  const attemptSucceeded = async (tx: Pick<Db, 'update'>) => {
    await tx.update(claimAttempts).set({ succeeded: true }).where(eq(claimAttempts.id, attempt!.id));
  };
  if (input.code === null) await attemptSucceeded(db);

  const codeDeps = { db, now, secret: deps.secret };
  const codeFor = { purpose: 'claim' as const, userId };
  if (input.code === null) {
    // The code goes to the contact that was named, never to one the claimant chooses.
    const sent = await issueOwnerCode(codeDeps, sub, {
      ...codeFor,
      channel: emailMatches ? 'email' : 'sms',
      compose: (channel, code) => {
        const message = { trackingNumber: sub.trackingNumber, code, account: who.email, locale: sub.locale };
        if (channel === 'sms') return { template: 'claim-code-sms', body: claimCodeSms(message) };
        const mail = claimCodeEmail(message);
        return { template: 'claim-code-email', subject: mail.subject, body: mail.text, html: mail.html };
      },
    });
    return {
      trackingNumber: sub.trackingNumber,
      status: 'code-sent',
      message: englishText('accounts.claimCodeSent', { destination: sent.destination }),
      codeSent: sent,
    };
  }

  await redeemOwnerCode(codeDeps, sub, input.code, codeFor, async (tx) => {
    await attemptSucceeded(tx);
    // Set once: of two claimants racing, the second finds the owner already set and changes nothing.
    const [claimed] = await tx
      .update(submissions)
      .set({ ownerUserId: userId })
      .where(and(eq(submissions.id, sub.id), isNull(submissions.ownerUserId)))
      .returning({ id: submissions.id });
    if (!claimed) {
      const [winner] = await tx
        .select({ ownerUserId: submissions.ownerUserId })
        .from(submissions)
        .where(eq(submissions.id, sub.id));
      throw winner?.ownerUserId === userId ? alreadyYours() : takenByOther();
    }
    await tx.insert(savedTrackingNumbers).values({ userId, trackingNumber: sub.trackingNumber }).onConflictDoNothing();
    // The request's own e-mail hears which account claimed it, with a way to undo it.
    const token = randomBytes(24).toString('base64url');
    const [notice] = await tx
      .insert(claimNotices)
      .values({ submissionId: sub.id, userId, tokenHash: hashToken(token), createdAt: now })
      .returning({ id: claimNotices.id });
    if (sub.email) {
      const mail = claimedEmail({
        trackingNumber: sub.trackingNumber,
        account: who.email,
        url: `${deps.publicUrl}${notMePath(token)}`,
        locale: sub.locale,
      });
      await enqueueNotifications(tx, [
        {
          channel: 'email',
          recipient: sub.email,
          template: 'claimed-notice',
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
          submissionId: sub.id,
          idempotencyKey: `claimed:${notice!.id}`,
        },
      ]);
    }
  });
  return {
    trackingNumber: sub.trackingNumber,
    status: 'claimed',
    message: accountNotices.claimSuccess.description,
  };
}

/**
 * The lockout says the wait there is (issue 26): until enough failed attempts leave the window
 * that blocks, in minutes within the hour, in hours beyond it (the per-request window is a day).
 */
async function claimLimitError(
  db: Db,
  opts: { userId: string; submissionId: string; now: Date; overAccount: boolean; overSubmission: boolean },
) {
  const waits: number[] = [];
  const waitFor = async (
    column: typeof claimAttempts.userId | typeof claimAttempts.submissionId,
    id: string,
    limit: LimitWindow,
  ) => {
    const times = await db
      .select({ at: claimAttempts.createdAt })
      .from(claimAttempts)
      .where(
        and(
          eq(column, id),
          eq(claimAttempts.succeeded, false),
          gt(claimAttempts.createdAt, new Date(opts.now.getTime() - limit.windowMs)),
        ),
      )
      .orderBy(asc(claimAttempts.createdAt));
    // The next attempt is let through once fewer than `max` failed ones are left in the window.
    const freeing = times[times.length - limit.max];
    if (freeing) waits.push(freeing.at.getTime() + limit.windowMs - opts.now.getTime());
  };
  if (opts.overAccount) await waitFor(claimAttempts.userId, opts.userId, claimLimits.perAccount);
  if (opts.overSubmission) await waitFor(claimAttempts.submissionId, opts.submissionId, claimLimits.perSubmission);
  const waitMs = Math.max(60_000, ...waits);
  return waitMs <= 60 * 60_000
    ? appError('CLAIM_LIMIT', 'accounts.claimTooMany', { minutes: Math.ceil(waitMs / 60_000) })
    : appError('CLAIM_LIMIT', 'accounts.claimTooManyHours', { hours: Math.ceil(waitMs / 3_600_000) });
}

/**
 * "This was not me" (issue 26): the link's token undoes the claim it was sent for, if that account
 * still owns the request: no owner again, the number off that account's list, and staff told.
 * One answer for an unknown, used or old link.
 */
export async function undoClaim(deps: ClaimDeps, token: string): Promise<{ trackingNumber: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [notice] = await tx
      .update(claimNotices)
      .set({ undoneAt: now })
      .where(
        and(
          eq(claimNotices.tokenHash, hashToken(token)),
          isNull(claimNotices.undoneAt),
          gt(claimNotices.createdAt, new Date(now.getTime() - notMeLinkDays * 86_400_000)),
        ),
      )
      .returning();
    if (!notice?.userId) throw appError('NOT_FOUND', 'accounts.notMeInvalid');
    const [sub] = await tx
      .update(submissions)
      .set({ ownerUserId: null })
      .where(and(eq(submissions.id, notice.submissionId), eq(submissions.ownerUserId, notice.userId)))
      .returning({ id: submissions.id, trackingNumber: submissions.trackingNumber });
    if (!sub) throw appError('NOT_FOUND', 'accounts.notMeInvalid');
    await tx
      .delete(savedTrackingNumbers)
      .where(
        and(
          eq(savedTrackingNumbers.userId, notice.userId),
          eq(savedTrackingNumbers.trackingNumber, sub.trackingNumber),
        ),
      );
    const mail = staffClaimUndoneEmail({ trackingNumber: sub.trackingNumber });
    await enqueueNotifications(tx, [
      {
        channel: 'email',
        recipient: deps.staffEmail,
        template: 'staff-claim-undone',
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        submissionId: sub.id,
        idempotencyKey: `claim-undone:${notice.id}`,
      },
    ]);
    return { trackingNumber: sub.trackingNumber };
  });
}
