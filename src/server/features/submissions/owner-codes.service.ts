import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { ownershipCodes, ownershipGrants, submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { ownerCodeEmail, ownerCodeSms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import {
  maskEmail,
  maskPhone,
  type OwnerCodeRequest,
  type OwnerCodeSent,
  ownerCodeMaxAttempts,
  ownerCodeMinutes,
  ownerCodesPerHour,
} from '#src/shared/submissions/self-service.ts';

// Issue 15 (decision 044): a guest on another device proves they own a request with a 6-digit code
// sent to the phone (or e-mail) on file. Only an HMAC of the code is stored; the code itself is in
// the outbox row that carries it, and never in a log line.

/** A proven browser keeps its proof as long as its draft-key cookie lives (7 days). */
const grantDays = 7;

export interface OwnerCodeDeps {
  db: Db;
  now: Date;
  /** Keys the codes' HMAC, so the table alone does not give the codes away. */
  secret: string;
}

function hashCode(secret: string, submissionId: string, code: string): string {
  return createHmac('sha256', secret).update(`${submissionId}:${code}`).digest('base64url');
}

async function findRequest(db: Db, trackingNumber: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber)).limit(1);
  // Event requests are not changed online (decision 039), so they get no code either.
  if (!row || row.eventId) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
  return row;
}

/**
 * Sends a new code: to the phone on file unless the e-mail is asked for (or there is no valid
 * phone). At most three codes per request an hour; a new code retires the ones before it.
 */
export async function sendOwnerCode(
  deps: OwnerCodeDeps,
  trackingNumber: string,
  input: OwnerCodeRequest,
): Promise<OwnerCodeSent> {
  const row = await findRequest(deps.db, trackingNumber);
  const phone = normalizePhone(row.phone);
  const channel = input.channel === 'email' || !phone ? 'email' : 'sms';
  if (channel === 'email' && !row.email) throw appError('UNPROCESSABLE', 'submissions.noContactForCode');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(deps.now.getTime() + ownerCodeMinutes * 60_000);

  await deps.db.transaction(async (tx) => {
    // One request's codes are counted one after the other, so parallel asks cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`owner-code:${row.id}`}, 44))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(ownershipCodes)
      .where(
        and(
          eq(ownershipCodes.submissionId, row.id),
          gt(ownershipCodes.createdAt, new Date(deps.now.getTime() - 3_600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= ownerCodesPerHour) throw appError('RATE_LIMITED', 'submissions.ownerCodeTooMany');
    await tx
      .update(ownershipCodes)
      .set({ usedAt: deps.now })
      .where(and(eq(ownershipCodes.submissionId, row.id), isNull(ownershipCodes.usedAt)));
    const [saved] = await tx
      .insert(ownershipCodes)
      .values({
        submissionId: row.id,
        codeHash: hashCode(deps.secret, row.id, code),
        channel,
        expiresAt,
        createdAt: deps.now,
      })
      .returning({ id: ownershipCodes.id });
    const message = { trackingNumber: row.trackingNumber, code, locale: row.locale };
    const email = channel === 'email' ? ownerCodeEmail(message) : null;
    await enqueueNotifications(tx, [
      channel === 'sms'
        ? {
            channel: 'sms',
            recipient: phone!,
            template: 'owner-code-sms',
            body: ownerCodeSms(message),
            submissionId: row.id,
            idempotencyKey: `owner-code:${saved!.id}`,
          }
        : {
            channel: 'email',
            recipient: row.email,
            template: 'owner-code-email',
            subject: email!.subject,
            body: email!.text,
            html: email!.html,
            submissionId: row.id,
            idempotencyKey: `owner-code:${saved!.id}`,
          },
    ]);
  });
  return {
    channel,
    destination: channel === 'sms' ? maskPhone(phone!) : maskEmail(row.email),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Checks a code against the request's live one. Each try counts first (a conditional update, so
 * parallel tries cannot exceed five); a right code is used up and this browser (its draft key)
 * becomes a proven owner for seven days.
 */
export async function verifyOwnerCode(
  deps: OwnerCodeDeps,
  trackingNumber: string,
  code: string,
  draftKeyHash: string,
): Promise<void> {
  const row = await findRequest(deps.db, trackingNumber);
  const [live] = await deps.db
    .update(ownershipCodes)
    .set({ attempts: sql`${ownershipCodes.attempts} + 1` })
    .where(
      and(
        eq(
          ownershipCodes.id,
          sql`(select id from ${ownershipCodes} where ${ownershipCodes.submissionId} = ${row.id}
               and ${ownershipCodes.usedAt} is null order by ${ownershipCodes.createdAt} desc limit 1)`,
        ),
        gt(ownershipCodes.expiresAt, deps.now),
        lt(ownershipCodes.attempts, ownerCodeMaxAttempts),
      ),
    )
    .returning();
  if (!live) throw appError('CODE_EXPIRED', 'submissions.ownerCodeExpired');
  const expected = Buffer.from(live.codeHash);
  const given = Buffer.from(hashCode(deps.secret, row.id, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw appError('CODE_WRONG', 'submissions.ownerCodeWrong');
  }
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(ownershipCodes)
      .set({ usedAt: deps.now })
      .where(and(eq(ownershipCodes.id, live.id), isNull(ownershipCodes.usedAt)))
      .returning({ id: ownershipCodes.id });
    if (used.length === 0) throw appError('CODE_EXPIRED', 'submissions.ownerCodeExpired');
    await tx.insert(ownershipGrants).values({
      submissionId: row.id,
      draftKeyHash,
      expiresAt: new Date(deps.now.getTime() + grantDays * 86_400_000),
    });
  });
}
