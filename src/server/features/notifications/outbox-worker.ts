import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { type AdapterLog, type DeliveryResult, redactContact } from '#src/server/adapters/delivery.ts';
import type { EmailSender } from '#src/server/adapters/email.ts';
import type { SmsSender } from '#src/server/adapters/sms.ts';
import type { Db } from '#src/server/db/client.ts';
import { loggableMessage } from '#src/server/db/loggable-error.ts';
import { notifications } from '#src/server/db/schema.ts';
import { countMessage } from '#src/server/lib/metrics.ts';
import { unavailableDependency } from '#src/server/lib/unavailable.ts';

// DESIGN §6.9: the outbox worker. Rows are claimed in one short statement (FOR UPDATE SKIP LOCKED,
// so several processes never take the same row) that marks them `sending` with the time; that
// statement commits before any provider is called. Then each is sent outside any transaction and
// marked. A claim is a lease: if the process dies mid-send, the row stays `sending` until the
// lease ends, and then (decision 007) it is sent once more, with a warning in the log, because the
// provider may or may not have taken it: at-least-once, a rare duplicate rather than a lost
// message. A row cut off a second time is not tried a third time: it becomes `unconfirmed` for
// staff to look at, with a warning. The idempotency key already stopped a message being queued twice.

export interface OutboxDeps {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  log: AdapterLog;
  now?: () => Date;
}

export interface OutboxOptions {
  batchSize?: number;
  /**
   * How long a claim lasts; longer than any provider timeout (30 s). It is also the delay before a
   * send cut off by a crash is tried again: counted from when that attempt began.
   */
  leaseMs?: number;
  maxAttempts?: number;
  /** Sends cut off by a crash that are tried again; one more cut-off leaves the row `unconfirmed`. */
  maxInterruptions?: number;
  /** Asked between batches: true ends the pass early (shutdown), claiming nothing more. */
  shouldStop?: () => boolean;
}

export interface OutboxRunResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  /** Rows found cut off mid-send: queued again, or left `unconfirmed`. */
  interrupted: number;
}

export const outboxDefaults = { batchSize: 10, leaseMs: 120_000, maxAttempts: 8, maxInterruptions: 1 } as const;

const baseDelayMs = 30_000;
const maxDelayMs = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at 1 h: the delay after the given (1-based) failed attempt. */
export function retryDelayMs(attempt: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}

type Row = typeof notifications.$inferSelect;

/**
 * Rows still `sending` after their lease: the worker that claimed them died (or hung past every
 * provider timeout) between committing the claim and recording the provider's answer, so nobody
 * knows whether the message left. One atomic statement per outcome, so concurrent workers agree.
 */
async function recoverInterrupted(deps: OutboxDeps, now: Date, maxInterruptions: number): Promise<number> {
  const cutOff = and(eq(notifications.status, 'sending'), lt(notifications.lockedUntil, now));
  const fields = {
    id: notifications.id,
    channel: notifications.channel,
    attempts: notifications.attempts,
    sendingAt: notifications.sendingAt,
  };
  const resent = await deps.db
    .update(notifications)
    .set({
      status: 'pending',
      lockedUntil: null,
      nextAttemptAt: now,
      interruptions: sql`${notifications.interruptions} + 1`,
      lastError: interruptedNote,
    })
    .where(and(cutOff, lt(notifications.interruptions, maxInterruptions)))
    .returning(fields);
  const givenUp = await deps.db
    .update(notifications)
    .set({
      status: 'unconfirmed',
      lockedUntil: null,
      interruptions: sql`${notifications.interruptions} + 1`,
      lastError: unconfirmedNote,
    })
    .where(and(cutOff, gte(notifications.interruptions, maxInterruptions)))
    .returning(fields);
  for (const row of resent) {
    deps.log.warn(
      { notification: row.id, channel: row.channel, attempt: row.attempts, sendingAt: row.sendingAt?.toISOString() },
      'notification was cut off mid-send (the process stopped before the provider answered); sending it again, so the recipient may get it twice',
    );
  }
  for (const row of givenUp) {
    deps.log.warn(
      { notification: row.id, channel: row.channel, attempt: row.attempts, sendingAt: row.sendingAt?.toISOString() },
      'notification was cut off mid-send again; not sending it a third time: marked unconfirmed for staff',
    );
  }
  return resent.length + givenUp.length;
}

export const interruptedNote =
  'Cut off mid-send (the process stopped before the provider answered); sent again, so it may arrive twice';
export const unconfirmedNote =
  'Cut off mid-send twice; not sent again automatically: the recipient may or may not have it';

async function claimDue(db: Db, now: Date, batchSize: number, leaseMs: number): Promise<Row[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)))
    .orderBy(notifications.nextAttemptAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  // One statement outside any transaction: the `sending` mark is committed before it returns,
  // and so before any provider is called with these rows.
  return db
    .update(notifications)
    .set({
      status: 'sending',
      sendingAt: now,
      lockedUntil: new Date(now.getTime() + leaseMs),
      // Counted at claim time, so a message that crashes its worker cannot loop forever.
      attempts: sql`${notifications.attempts} + 1`,
    })
    .where(inArray(notifications.id, due))
    .returning();
}

async function deliver(deps: OutboxDeps, row: Row): Promise<DeliveryResult> {
  if (row.channel === 'email') {
    return deps.email.send({
      to: row.recipient,
      subject: row.subject ?? 'Ligpit',
      text: row.body,
      ...(row.html ? { html: row.html } : {}),
      reference: row.id,
    });
  }
  if (row.channel === 'sms') return deps.sms.send({ to: row.recipient, body: row.body, reference: row.id });
  throw new Error(`Unknown channel ${row.channel}`);
}

/** Only the claim we hold may be settled: a row re-claimed after our lease ran out is not ours. */
const ours = (row: Row) =>
  and(eq(notifications.id, row.id), eq(notifications.status, 'sending'), eq(notifications.attempts, row.attempts));

/**
 * Records what the provider answered. While the database does not answer (a restart, issue 39) the
 * write is tried again every half second for as long as the claim lasts: a message sent but not
 * recorded as sent would be sent a second time once the lease ends.
 */
async function record(opts: Required<OutboxOptions>, claimedAt: number, write: () => Promise<unknown>): Promise<void> {
  const until = claimedAt + opts.leaseMs - 1000;
  for (;;) {
    try {
      await write();
      return;
    } catch (error) {
      if (!unavailableDependency(error) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function settle(deps: OutboxDeps, row: Row, opts: Required<OutboxOptions>, result: OutboxRunResult) {
  const claimedAt = Date.now();
  let outcome: DeliveryResult;
  try {
    outcome = await deliver(deps, row);
  } catch (error) {
    const now = deps.now?.() ?? new Date();
    const message = redactContact(error instanceof Error ? error.message : String(error));
    const giveUp = row.attempts >= opts.maxAttempts;
    await record(opts, claimedAt, () =>
      deps.db
        .update(notifications)
        .set(
          giveUp
            ? { status: 'failed', lockedUntil: null, lastError: message }
            : {
                status: 'pending',
                lockedUntil: null,
                lastError: message,
                nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
              },
        )
        .where(ours(row)),
    );
    deps.log.warn(
      { notification: row.id, channel: row.channel, attempt: row.attempts, error: message },
      giveUp ? 'notification failed for good' : 'notification failed; will retry',
    );
    if (giveUp) result.failed++;
    else result.retried++;
    countMessage(row.channel, 'failed');
    return;
  }

  // Sent (or skipped): a failure to record it is not a delivery failure. It propagates, the row
  // stays claimed, and only the end of the lease makes it due again.
  if (outcome.status === 'sent') {
    const providerMessageId = outcome.providerMessageId ?? null;
    await record(opts, claimedAt, () =>
      deps.db
        .update(notifications)
        .set({
          status: 'sent',
          sentAt: deps.now?.() ?? new Date(),
          providerMessageId,
          lockedUntil: null,
          // Staff still see that a copy may have gone out before the crash.
          lastError: row.interruptions > 0 ? interruptedNote : null,
        })
        .where(ours(row)),
    );
    result.sent++;
    countMessage(row.channel, 'sent');
    // Staff-triggered status messages pass the recipients' budgets (decision 033); each is logged.
    if (row.budget === 'exempt') {
      deps.log.info(
        { notification: row.id, template: row.template, submission: row.submissionId },
        'sent outside the message budget (staff-triggered status message)',
      );
    }
  } else {
    const reason = outcome.reason;
    await record(opts, claimedAt, () =>
      deps.db.update(notifications).set({ status: 'skipped', lockedUntil: null, lastError: reason }).where(ours(row)),
    );
    deps.log.info({ notification: row.id, channel: row.channel, reason: outcome.reason }, 'notification skipped');
    result.skipped++;
    countMessage(row.channel, 'suppressed');
  }
}

/** Sends everything that is due now, batch by batch. Tests call this directly. */
export async function runOutboxOnce(deps: OutboxDeps, options: OutboxOptions = {}): Promise<OutboxRunResult> {
  const opts = { shouldStop: () => false, ...outboxDefaults, ...options };
  const result: OutboxRunResult = { sent: 0, skipped: 0, retried: 0, failed: 0, interrupted: 0 };
  // Every pass, so the first one after a restart finds what the dead process left `sending`.
  result.interrupted = await recoverInterrupted(deps, deps.now?.() ?? new Date(), opts.maxInterruptions);
  // Bounded, so one pass cannot starve shutdown when messages arrive faster than they go.
  for (let batch = 0; batch < 50 && !opts.shouldStop(); batch++) {
    const now = deps.now?.() ?? new Date();
    const claimed = await claimDue(deps.db, now, opts.batchSize, opts.leaseMs);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((row) => settle(deps, row, opts, result)));
    if (claimed.length < opts.batchSize) break;
  }
  return result;
}

export interface OutboxWorker {
  /**
   * Stops polling and waits for the pass in flight, which ends after the batch it is sending: every
   * row it claimed is settled (sent, or back to pending to retry), none is left claimed.
   */
  stop(): Promise<void>;
  /** For readiness (issue 28): when the last pass ended, and when the one in flight began. */
  heartbeat(): { lastPassEndedAt: number | undefined; passStartedAt: number | undefined; stopped: boolean };
}

/** Polls the outbox in this process; timers are unref'd so they never keep the process alive. */
export function startOutboxWorker(
  deps: OutboxDeps,
  options: OutboxOptions & { intervalMs?: number } = {},
): OutboxWorker {
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastPassEndedAt: number | undefined;
  let passStartedAt: number | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    if (running || stopped) return;
    passStartedAt = Date.now();
    running = runOutboxOnce(deps, { ...options, shouldStop: () => stopped })
      .then(
        () => {},
        (error: unknown) => {
          deps.log.warn({ error: loggableMessage(error) }, 'outbox pass failed');
        },
      )
      .finally(() => {
        running = undefined;
        passStartedAt = undefined;
        lastPassEndedAt = Date.now();
        schedule(intervalMs);
      });
  }

  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    heartbeat: () => ({ lastPassEndedAt, passStartedAt, stopped }),
  };
}
