import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { claimAttempts, savedTrackingNumbers, submissions } from '#src/server/db/schema.ts';
import { type ClaimInput, type ClaimResponse, claimLimits } from '#src/shared/accounts/claim.schema.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { canonicalEmail } from '#src/shared/core/email.ts';
import { localDigits } from '#src/shared/core/phone.ts';
import { isTrackingNumber } from '#src/shared/tracking/tracking-number.ts';

export interface ClaimDeps {
  db: Db;
  now: () => Date;
}

const notFound = () => new AppError('NOT_FOUND', accountNotices.claimNotFound.description);
const alreadyYours = () => new AppError('ALREADY_CLAIMED', accountNotices.claimAlreadyYours.description);
const takenByOther = () => new AppError('CLAIMED_BY_OTHER', accountNotices.claimTakenByOther.description);

/**
 * DESIGN §6.6 and spec §5 "Claim": proves ownership of a submission by the e-mail (any case) or the
 * phone (its digits) used at submission, and sets its owner once. Attempts that reach the comparison
 * are limited per account and per submission (claimLimits); a wrong answer never says which of the
 * e-mail or phone was wrong. On success the number is also saved to the account's list.
 */
export async function claimSubmission(deps: ClaimDeps, userId: string, input: ClaimInput): Promise<ClaimResponse> {
  const { db } = deps;
  if (!isTrackingNumber(input.trackingNumber)) throw notFound();
  const [sub] = await db
    .select({
      id: submissions.id,
      ownerUserId: submissions.ownerUserId,
      email: submissions.email,
      phone: submissions.phone,
    })
    .from(submissions)
    .where(eq(submissions.trackingNumber, input.trackingNumber))
    .limit(1);
  if (!sub) throw notFound();
  if (sub.ownerUserId === userId) throw alreadyYours();
  if (sub.ownerUserId !== null) throw takenByOther();

  // The attempt is written before it is counted, each in its own statement: of any number of
  // parallel guesses, at most the limit see a count within it (decision 012).
  const now = deps.now();
  const [attempt] = await db
    .insert(claimAttempts)
    .values({ userId, submissionId: sub.id, createdAt: now })
    .returning({ id: claimAttempts.id });
  const failedSince = (windowMs: number) =>
    and(eq(claimAttempts.succeeded, false), gt(claimAttempts.createdAt, new Date(now.getTime() - windowMs)));
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
  if ((byAccount?.n ?? 0) > claimLimits.perAccount.max || (bySubmission?.n ?? 0) > claimLimits.perSubmission.max) {
    // A refused attempt compared nothing, so it does not count: the window slides, it is not renewed.
    await db.delete(claimAttempts).where(eq(claimAttempts.id, attempt!.id));
    throw new AppError('CLAIM_LIMIT', accountNotices.claimTooMany.description);
  }

  const emailMatches = input.email !== null && input.email === canonicalEmail(sub.email);
  const phoneMatches = input.phoneDigits !== null && input.phoneDigits === localDigits(sub.phone);
  if (!emailMatches && !phoneMatches) {
    throw new AppError('VERIFICATION_MISMATCH', accountNotices.claimMismatch.description);
  }
  // A right answer is not a guess, whether or not this claimant wins a race below.
  await db.update(claimAttempts).set({ succeeded: true }).where(eq(claimAttempts.id, attempt!.id));

  await db.transaction(async (tx) => {
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
    await tx
      .insert(savedTrackingNumbers)
      .values({ userId, trackingNumber: input.trackingNumber })
      .onConflictDoNothing();
  });
  return { trackingNumber: input.trackingNumber, message: accountNotices.claimSuccess.description };
}
