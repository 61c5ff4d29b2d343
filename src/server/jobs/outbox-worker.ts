import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type AdapterLog, type DeliveryResult, redactContact } from '../adapters/delivery.ts';
import type { EmailSender } from '../adapters/email.ts';
import type { SmsSender } from '../adapters/sms.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

// DESIGN §6.9: the outbox worker. Rows are claimed in one short statement (FOR UPDATE SKIP LOCKED,
// so several processes never take the same row), sent outside any transaction, then marked.
// A claim is a lease: if the process dies mid-send, the row becomes due again when the lease
// ends. That makes delivery at-least-once in the rare crash-between-send-and-mark case, and
// exactly once otherwise; the idempotency key already stopped the same message being queued twice.

export interface OutboxDeps {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  log: AdapterLog;
  now?: () => Date;
}

export interface OutboxOptions {
  batchSize?: number;
  /** How long a claim lasts; longer than any provider timeout (30 s). */
  leaseMs?: number;
  maxAttempts?: number;
}

export interface OutboxRunResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

export const outboxDefaults = { batchSize: 10, leaseMs: 120_000, maxAttempts: 8 } as const;

const baseDelayMs = 30_000;
const maxDelayMs = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at 1 h: the delay after the given (1-based) failed attempt. */
export function retryDelayMs(attempt: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}

type Row = typeof notifications.$inferSelect;

async function claimDue(db: Db, now: Date, batchSize: number, leaseMs: number): Promise<Row[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)),
        // A lease that ran out: the worker holding it died (or hung) before marking the row.
        and(eq(notifications.status, 'sending'), lt(notifications.lockedUntil, now)),
      ),
    )
    .orderBy(notifications.nextAttemptAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      status: 'sending',
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

async function settle(deps: OutboxDeps, row: Row, opts: Required<OutboxOptions>, result: OutboxRunResult) {
  let outcome: DeliveryResult;
  try {
    outcome = await deliver(deps, row);
  } catch (error) {
    const now = deps.now?.() ?? new Date();
    const message = redactContact(error instanceof Error ? error.message : String(error));
    const giveUp = row.attempts >= opts.maxAttempts;
    await deps.db
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
      .where(ours(row));
    deps.log.warn(
      { notification: row.id, channel: row.channel, attempt: row.attempts, error: message },
      giveUp ? 'notification failed for good' : 'notification failed; will retry',
    );
    if (giveUp) result.failed++;
    else result.retried++;
    return;
  }

  // Sent (or skipped): a failure to record it is not a delivery failure. It propagates, the row
  // stays claimed, and only the end of the lease makes it due again.
  if (outcome.status === 'sent') {
    await deps.db
      .update(notifications)
      .set({
        status: 'sent',
        sentAt: deps.now?.() ?? new Date(),
        providerMessageId: outcome.providerMessageId ?? null,
        lockedUntil: null,
        lastError: null,
      })
      .where(ours(row));
    result.sent++;
  } else {
    await deps.db
      .update(notifications)
      .set({ status: 'skipped', lockedUntil: null, lastError: outcome.reason })
      .where(ours(row));
    deps.log.info({ notification: row.id, channel: row.channel, reason: outcome.reason }, 'notification skipped');
    result.skipped++;
  }
}

/** Sends everything that is due now, batch by batch. Tests call this directly. */
export async function runOutboxOnce(deps: OutboxDeps, options: OutboxOptions = {}): Promise<OutboxRunResult> {
  const opts = { ...outboxDefaults, ...options };
  const result: OutboxRunResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  // Bounded, so one pass cannot starve shutdown when messages arrive faster than they go.
  for (let batch = 0; batch < 50; batch++) {
    const now = deps.now?.() ?? new Date();
    const claimed = await claimDue(deps.db, now, opts.batchSize, opts.leaseMs);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((row) => settle(deps, row, opts, result)));
    if (claimed.length < opts.batchSize) break;
  }
  return result;
}

export interface OutboxWorker {
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
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

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    if (running || stopped) return;
    running = runOutboxOnce(deps, options)
      .then(
        () => {},
        (error: unknown) => {
          deps.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'outbox pass failed');
        },
      )
      .finally(() => {
        running = undefined;
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
  };
}
