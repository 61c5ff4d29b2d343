import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { ownershipCodes } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { appError } from '#src/server/http/errors.ts';
import { maskEmail, maskPhone } from '#src/shared/core/mask.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import {
  type OwnerCodeSent,
  ownerCodeMaxAttempts,
  ownerCodeMinutes,
  ownerCodesPerHour,
} from '#src/shared/submissions/self-service.ts';

// The one-time code machinery (decision 044), shared by everything that asks a person to prove
// they hold a request's own phone or e-mail: this browser becomes an owner (issue 15), an account
// claims a request, a guest erases a request (issue 26). A 6-digit code, 10 minutes, 5 tries,
// 3 codes an hour; only an HMAC of the code is stored, the code itself is in the outbox row that
// carries it and never in a log line. A code works for its purpose (and claimant) only.

export type CodePurpose = 'owner' | 'claim' | 'erase';

export interface OwnerCodeDeps {
  db: Db;
  now: Date;
  /** Keys the codes' HMAC, so the table alone does not give the codes away. */
  secret: string;
}

/** The request a code is for: its own contacts receive it. */
export interface CodeTarget {
  id: string;
  trackingNumber: string;
  phone: string;
  email: string;
  locale: string | null;
}

export interface CodeFor {
  purpose: CodePurpose;
  /** The account a claim code is for; a code for one account does not work for another. */
  userId?: string | null;
}

export interface CodeMessage {
  template: string;
  body: string;
  subject?: string;
  html?: string;
}

function hashCode(secret: string, submissionId: string, code: string): string {
  return createHmac('sha256', secret).update(`${submissionId}:${code}`).digest('base64url');
}

function sameCodes(target: Pick<CodeTarget, 'id'>, codeFor: CodeFor) {
  return and(
    eq(ownershipCodes.submissionId, target.id),
    eq(ownershipCodes.purpose, codeFor.purpose),
    codeFor.userId ? eq(ownershipCodes.userId, codeFor.userId) : isNull(ownershipCodes.userId),
  );
}

/**
 * Sends a new code: to the phone on file unless the e-mail is asked for (or there is no valid
 * phone). At most three codes an hour per request and purpose (and claimant). Issue 39: a new code
 * leaves the live ones working (anyone with the number may ask for one, and each reaches the
 * household's own contact, so a stranger's ask must not cancel the code the owner is typing). When
 * the recipient's budget drops the message, nothing is issued and the answer says "not sent".
 */
export async function issueOwnerCode(
  deps: OwnerCodeDeps,
  target: CodeTarget,
  opts: CodeFor & {
    channel?: 'sms' | 'email';
    compose: (channel: 'sms' | 'email', code: string) => CodeMessage;
  },
): Promise<OwnerCodeSent> {
  const phone = normalizePhone(target.phone);
  const channel = opts.channel === 'email' || !phone ? 'email' : 'sms';
  if (channel === 'email' && !target.email) throw appError('UNPROCESSABLE', 'submissions.noContactForCode');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(deps.now.getTime() + ownerCodeMinutes * 60_000);

  await deps.db.transaction(async (tx) => {
    // One request's codes are counted one after the other, so parallel asks cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`owner-code:${target.id}`}, 44))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(ownershipCodes)
      .where(and(sameCodes(target, opts), gt(ownershipCodes.createdAt, new Date(deps.now.getTime() - 3_600_000))));
    if ((recent?.n ?? 0) >= ownerCodesPerHour) throw appError('RATE_LIMITED', 'submissions.ownerCodeTooMany');
    const [saved] = await tx
      .insert(ownershipCodes)
      .values({
        submissionId: target.id,
        codeHash: hashCode(deps.secret, target.id, code),
        channel,
        purpose: opts.purpose,
        userId: opts.userId ?? null,
        expiresAt,
        createdAt: deps.now,
      })
      .returning({ id: ownershipCodes.id });
    const message = opts.compose(channel, code);
    const [outcome] = await enqueueNotifications(tx, [
      {
        channel,
        recipient: channel === 'sms' ? phone! : target.email,
        ...message,
        submissionId: target.id,
        idempotencyKey: `owner-code:${saved!.id}`,
      },
    ]);
    // Over the recipient's budget the message is never sent: the code it carries is rolled back
    // with it, and the person hears "not sent" instead of a code that will never come.
    if (outcome === 'suppressed') throw appError('RATE_LIMITED', 'submissions.codeNotSent');
  });
  return {
    channel,
    destination: channel === 'sms' ? maskPhone(phone!) : maskEmail(target.email),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Checks a code against the request's live ones of this purpose (issue 39: more than one may be
 * live, see issueOwnerCode) and uses it up. Each try counts on every live code first (a conditional
 * update, so parallel tries cannot exceed five a code). Runs `then` in the transaction that uses the
 * code, so what the code unlocks happens once or not at all; the other live codes retire with it.
 */
export async function redeemOwnerCode<T>(
  deps: OwnerCodeDeps,
  target: Pick<CodeTarget, 'id'>,
  code: string,
  codeFor: CodeFor,
  then: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  const live = await deps.db
    .update(ownershipCodes)
    .set({ attempts: sql`${ownershipCodes.attempts} + 1` })
    .where(
      and(
        sameCodes(target, codeFor),
        isNull(ownershipCodes.usedAt),
        gt(ownershipCodes.expiresAt, deps.now),
        lt(ownershipCodes.attempts, ownerCodeMaxAttempts),
      ),
    )
    .returning();
  if (live.length === 0) throw appError('CODE_EXPIRED', 'submissions.ownerCodeExpired');
  const given = Buffer.from(hashCode(deps.secret, target.id, code));
  const match = live.find((row) => {
    const expected = Buffer.from(row.codeHash);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!match) throw appError('CODE_WRONG', 'submissions.ownerCodeWrong');
  return deps.db.transaction(async (tx) => {
    const used = await tx
      .update(ownershipCodes)
      .set({ usedAt: deps.now })
      .where(and(eq(ownershipCodes.id, match.id), isNull(ownershipCodes.usedAt)))
      .returning({ id: ownershipCodes.id });
    if (used.length === 0) throw appError('CODE_EXPIRED', 'submissions.ownerCodeExpired');
    await tx
      .update(ownershipCodes)
      .set({ usedAt: deps.now })
      .where(and(sameCodes(target, codeFor), isNull(ownershipCodes.usedAt)));
    return then(tx);
  });
}
