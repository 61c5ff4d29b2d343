import { and, asc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import {
  type AdapterLog,
  type DeliveryResult,
  ProviderBusyError,
  redactContact,
} from '#src/server/adapters/delivery.ts';
import type { EmailSender } from '#src/server/adapters/email.ts';
import type { SmsRoute, SmsSender } from '#src/server/adapters/sms.ts';
import type { Db } from '#src/server/db/client.ts';
import { loggableMessage } from '#src/server/db/loggable-error.ts';
import { notifications } from '#src/server/db/schema.ts';
import { countMessage } from '#src/server/lib/metrics.ts';
import { unavailableDependency } from '#src/server/lib/unavailable.ts';
import { type Pacer, pacerFor } from './pacer.ts';

// design.md §6.9: the outbox worker. Rows are claimed in one short statement (FOR UPDATE SKIP LOCKED,
// so several processes never take the same row) that marks them `sending` with the time; that
// statement commits before any provider is called. Then each is sent outside any transaction and
// marked. A claim is a lease: if the process dies mid-send, the row stays `sending` until the
// lease ends, and then (decision 007) it is sent once more, with a warning in the log, because the
// provider may or may not have taken it: at-least-once, a rare duplicate rather than a lost
// message. A row cut off a second time is not tried a third time: it becomes `unconfirmed` for
// staff to look at, with a warning. The idempotency key already stopped a message being queued twice.
//
// Issue 35 (decision 080): each provider is called at its own pace (a Pacer per route), SMS rows
// with the same text and route are claimed together and go out in one call where the provider
// takes several numbers, and a provider's "slow down" (ProviderBusyError) puts the rows back
// pending after its Retry-After without counting the attempt.

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

async function claimDue(
  db: Db,
  now: Date,
  batchSize: number,
  leaseMs: number,
  only: SQL | undefined = undefined,
): Promise<Row[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now), only))
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

/** The due SMS texts, oldest first: each (template, text) pair is one group a call may carry. */
async function dueSmsGroups(db: Db, now: Date, limit: number): Promise<{ template: string; body: string }[]> {
  return db
    .select({ template: notifications.template, body: notifications.body })
    .from(notifications)
    .where(
      and(eq(notifications.status, 'pending'), eq(notifications.channel, 'sms'), lte(notifications.nextAttemptAt, now)),
    )
    .groupBy(notifications.template, notifications.body)
    .orderBy(asc(sql`min(${notifications.nextAttemptAt})`))
    .limit(limit);
}

const unpaced: SmsRoute = { name: 'default', limits: { callsPerMinute: null, recipientsPerCall: 1 } };

const smsMessage = (row: Row) => ({ to: row.recipient, body: row.body, reference: row.id, template: row.template });

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
  if (row.channel === 'sms') return deps.sms.send(smsMessage(row));
  throw new Error(`Unknown channel ${row.channel}`);
}

/** Only the claim we hold may be settled: a row re-claimed after our lease ran out is not ours. */
const ours = (row: Row) =>
  and(eq(notifications.id, row.id), eq(notifications.status, 'sending'), eq(notifications.attempts, row.attempts));

/**
 * `ours` for many rows in one statement: each row still `sending` with the attempt we claimed (the
 * attempts travel as one JSON parameter, id → attempt, on both drivers).
 */
function held(rows: Row[]): SQL | undefined {
  if (rows.length === 1) return ours(rows[0]!);
  const attempts = JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, r.attempts])));
  return and(
    inArray(
      notifications.id,
      rows.map((r) => r.id),
    ),
    eq(notifications.status, 'sending'),
    sql`${notifications.attempts} = (${attempts}::jsonb ->> ${notifications.id}::text)::int`,
  );
}

/**
 * A claim kept alive while this process works on its rows (issue 35): a provider call or the
 * recording of a 1,000-number group may take longer than the lease on a loaded machine, and a lease
 * that ends while we still work lets recoverInterrupted (this process's next pass or another
 * instance's) send the rows again. Every third of the lease the rows still ours get a full lease
 * from then; `heldUntil` is how long the last extension holds (wall clock, for persist).
 */
interface Lease {
  heldUntil(): number;
  /** Stops extending; waits for an extension in flight, so none outlives the pass. */
  release(): Promise<void>;
}

function keepLease(deps: OutboxDeps, rows: Row[], opts: Required<OutboxOptions>, claimedAt: number): Lease {
  let heldUntil = claimedAt + opts.leaseMs;
  let extending: Promise<void> | undefined;
  const timer = setInterval(
    () => {
      if (extending) return;
      const startedAt = Date.now();
      const lockedUntil = new Date((deps.now?.() ?? new Date()).getTime() + opts.leaseMs);
      extending = deps.db
        .update(notifications)
        .set({ lockedUntil })
        .where(held(rows))
        .then(
          () => {
            heldUntil = startedAt + opts.leaseMs;
          },
          (error: unknown) => {
            // The database may be away (a restart): the claim holds until heldUntil, and persist knows it.
            deps.log.warn(
              { error: loggableMessage(error), messages: rows.length },
              'could not extend the claim on messages in flight',
            );
          },
        )
        .finally(() => {
          extending = undefined;
        });
    },
    Math.max(50, Math.floor(opts.leaseMs / 3)),
  );
  timer.unref();
  return {
    heldUntil: () => heldUntil,
    release: async () => {
      clearInterval(timer);
      await extending;
    },
  };
}

type Outcome = { result: DeliveryResult } | { error: unknown };

/**
 * Writes what the provider answered. While the database does not answer (a restart, issue 39) the
 * write is tried again every half second for as long as the claim holds: a message sent but not
 * recorded as sent would be sent a second time once the lease ends.
 */
async function persist(lease: Lease, write: () => Promise<unknown>): Promise<void> {
  for (;;) {
    try {
      await write();
      return;
    } catch (error) {
      if (!unavailableDependency(error) || Date.now() >= lease.heldUntil() - 1000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function settle(
  deps: OutboxDeps,
  row: Row,
  opts: Required<OutboxOptions>,
  result: OutboxRunResult,
  pacer: Pacer,
) {
  const lease = keepLease(deps, [row], opts, Date.now());
  try {
    let outcome: Outcome;
    try {
      outcome = { result: await deliver(deps, row) };
    } catch (error) {
      // A "slow down" holds back the rest of the route too.
      if (error instanceof ProviderBusyError) pacer.pauseFor(error.retryAfterMs);
      outcome = { error };
    }
    await record(deps, [row], [outcome], opts, result, lease);
  } finally {
    await lease.release();
  }
}

/**
 * The provider said "slow down": the rows go back to pending after its Retry-After, and the
 * attempt counted when they were claimed is given back (a 429 is never a failed attempt).
 */
async function putBack(deps: OutboxDeps, rows: Row[], error: ProviderBusyError, lease: Lease): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await persist(lease, () =>
    deps.db
      .update(notifications)
      .set({
        status: 'pending',
        lockedUntil: null,
        attempts: sql`${notifications.attempts} - 1`,
        lastError: error.message,
        nextAttemptAt: new Date(now.getTime() + error.retryAfterMs),
      })
      .where(held(rows)),
  );
  deps.log.info(
    { channel: rows[0]?.channel, messages: rows.length, retryAfterMs: error.retryAfterMs },
    'provider asked to slow down; messages wait, no attempt counted',
  );
}

/** Items with the same key, in order: one statement records each such set. */
function bucket<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const buckets = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const same = buckets.get(key);
    if (same) same.push(item);
    else buckets.set(key, [item]);
  }
  return buckets;
}

const errorText = (error: unknown) => redactContact(error instanceof Error ? error.message : String(error));

/**
 * Records what the provider answered for rows claimed together (one row, or a group that went in
 * one call): a statement per kind of outcome, not per row (issue 35: 1,000 rows recorded one by one
 * on a loaded machine outlasted the claim, and rows not yet recorded were sent again).
 */
async function record(
  deps: OutboxDeps,
  rows: Row[],
  done: Outcome[],
  opts: Required<OutboxOptions>,
  result: OutboxRunResult,
  lease: Lease,
) {
  const errors = rows.flatMap((row, i) => {
    const outcome = done[i]!;
    return 'error' in outcome ? [{ row, error: outcome.error }] : [];
  });
  const busy = errors.filter((e) => e.error instanceof ProviderBusyError);
  if (busy.length > 0) {
    await putBack(
      deps,
      busy.map((e) => e.row),
      busy[0]!.error as ProviderBusyError,
      lease,
    );
  }
  const now = deps.now?.() ?? new Date();
  const failed = errors
    .filter((e) => !(e.error instanceof ProviderBusyError))
    .map((e) => ({ row: e.row, message: errorText(e.error) }));
  // One statement per (attempt, message): the rows of one failed call share both.
  for (const group of bucket(failed, (f) => `${f.row.attempts}\u0000${f.message}`).values()) {
    const { row: first, message } = group[0]!;
    const giveUp = first.attempts >= opts.maxAttempts;
    await persist(lease, () =>
      deps.db
        .update(notifications)
        .set(
          giveUp
            ? { status: 'failed', lockedUntil: null, lastError: message }
            : {
                status: 'pending',
                lockedUntil: null,
                lastError: message,
                nextAttemptAt: new Date(now.getTime() + retryDelayMs(first.attempts)),
              },
        )
        .where(held(group.map((f) => f.row))),
    );
    for (const { row } of group) {
      deps.log.warn(
        { notification: row.id, channel: row.channel, attempt: row.attempts, error: message },
        giveUp ? 'notification failed for good' : 'notification failed; will retry',
      );
      if (giveUp) result.failed++;
      else result.retried++;
      countMessage(row.channel, 'failed');
    }
  }

  // Sent (or skipped): a failure to record it is not a delivery failure. It propagates, the rows
  // stay claimed, and only the end of the lease makes them due again.
  const answered = rows.flatMap((row, i) => {
    const outcome = done[i]!;
    return 'result' in outcome ? [{ row, result: outcome.result }] : [];
  });
  const sent = answered.filter((a) => a.result.status === 'sent');
  if (sent.length > 0) {
    const providerIds = JSON.stringify(
      Object.fromEntries(
        sent.map(({ row, result: r }) => [row.id, r.status === 'sent' ? (r.providerMessageId ?? null) : null]),
      ),
    );
    await persist(lease, () =>
      deps.db
        .update(notifications)
        .set({
          status: 'sent',
          sentAt: deps.now?.() ?? new Date(),
          providerMessageId: sql`${providerIds}::jsonb ->> ${notifications.id}::text`,
          lockedUntil: null,
          // Staff still see that a copy may have gone out before the crash.
          lastError: sql`case when ${notifications.interruptions} > 0 then ${interruptedNote} end`,
        })
        .where(held(sent.map((s) => s.row))),
    );
    for (const { row } of sent) {
      result.sent++;
      countMessage(row.channel, 'sent');
      // Staff-triggered status messages pass the recipients' budgets (decision 033); each is logged.
      if (row.budget === 'exempt') {
        deps.log.info(
          { notification: row.id, template: row.template, submission: row.submissionId },
          'sent outside the message budget (staff-triggered status message)',
        );
      }
    }
  }
  const skipped = answered.flatMap(({ row, result: r }) => (r.status === 'skipped' ? [{ row, reason: r.reason }] : []));
  for (const [reason, items] of bucket(skipped, (s) => s.reason)) {
    const group = items.map((s) => s.row);
    await persist(lease, () =>
      deps.db.update(notifications).set({ status: 'skipped', lockedUntil: null, lastError: reason }).where(held(group)),
    );
    for (const row of group) {
      deps.log.info({ notification: row.id, channel: row.channel, reason }, 'notification skipped');
      result.skipped++;
      countMessage(row.channel, 'suppressed');
    }
  }
}

/** One provider call for a group of SMS rows with the same text and route. */
async function sendSmsGroup(
  deps: OutboxDeps,
  rows: Row[],
  opts: Required<OutboxOptions>,
  result: OutboxRunResult,
  pacer: Pacer,
): Promise<void> {
  const lease = keepLease(deps, rows, opts, Date.now());
  try {
    let outcomes: Outcome[];
    try {
      const results =
        rows.length === 1 || !deps.sms.sendMany
          ? [await deps.sms.send(smsMessage(rows[0]!))]
          : await deps.sms.sendMany(rows.map(smsMessage));
      outcomes = results.map((r) => ({ result: r }));
    } catch (error) {
      if (error instanceof ProviderBusyError) pacer.pauseFor(error.retryAfterMs);
      outcomes = rows.map(() => ({ error }));
    }
    await record(deps, rows, outcomes, opts, result, lease);
  } finally {
    await lease.release();
  }
}

/**
 * The e-mail (and any other non-SMS) lane of one batch: as many rows as the SMTP pace allows now.
 * Returns how many rows it claimed.
 */
async function emailLane(deps: OutboxDeps, opts: Required<OutboxOptions>, result: OutboxRunResult, now: Date) {
  const limits = deps.email.limits ?? { callsPerMinute: null, recipientsPerCall: 1 };
  const pacer = pacerFor(deps.email, 'email', limits);
  const room = pacer.reserve(opts.batchSize);
  if (room === 0) return { claimed: 0, waitMs: pacer.waitMs() };
  let claimed: Awaited<ReturnType<typeof claimDue>> = [];
  try {
    claimed = await claimDue(deps.db, now, room, opts.leaseMs, ne(notifications.channel, 'sms'));
  } finally {
    // What was reserved and not claimed (fewer rows due, or the claim failed) goes back.
    pacer.release(room - claimed.length);
  }
  await Promise.all(claimed.map((row) => settle(deps, row, opts, result, pacer)));
  return { claimed: claimed.length, waitMs: 0 };
}

/**
 * Splits rows of one text into provider calls of at most `perCall` numbers, never naming a number
 * twice in one call: a household's resends share the first message's text, and a provider may send
 * a number listed twice only once while every row would be recorded as sent.
 */
export function callsOf<R extends { recipient: string }>(rows: readonly R[], perCall: number): R[][] {
  const calls: { rows: R[]; numbers: Set<string> }[] = [];
  for (const row of rows) {
    let call = calls.find((c) => c.rows.length < perCall && !c.numbers.has(row.recipient));
    if (!call) {
      call = { rows: [], numbers: new Set() };
      calls.push(call);
    }
    call.rows.push(row);
    call.numbers.add(row.recipient);
  }
  return calls.map((c) => c.rows);
}

/** The SMS lane of one batch: groups of one text, each as many calls as its route's pace allows now. */
async function smsLane(deps: OutboxDeps, opts: Required<OutboxOptions>, result: OutboxRunResult, now: Date) {
  let claimedRows = 0;
  let waitMs = Number.POSITIVE_INFINITY;
  const sends: Promise<void>[] = [];
  for (const group of await dueSmsGroups(deps.db, now, opts.batchSize)) {
    if (claimedRows >= opts.batchSize * 100) break;
    const route = deps.sms.routeFor?.(group.template) ?? unpaced;
    const perCall = deps.sms.sendMany ? Math.max(1, route.limits.recipientsPerCall) : 1;
    const pacer = pacerFor(deps.sms, route.name, route.limits);
    const calls = pacer.reserve(perCall === 1 ? opts.batchSize : 1);
    if (calls === 0) {
      waitMs = Math.min(waitMs, pacer.waitMs());
      continue;
    }
    // The lease counts from this claim, not from when the batch began (the e-mail lane ran since).
    let claimed: Awaited<ReturnType<typeof claimDue>>;
    try {
      claimed = await claimDue(
        deps.db,
        deps.now?.() ?? new Date(),
        calls * perCall,
        opts.leaseMs,
        and(
          eq(notifications.channel, 'sms'),
          eq(notifications.template, group.template),
          eq(notifications.body, group.body),
        ),
      );
    } catch (error) {
      pacer.release(calls);
      throw error;
    }
    const chunks = callsOf(claimed, perCall);
    // A number listed twice splits a call in two: that extra call is taken beyond the reservation.
    if (chunks.length < calls) pacer.release(calls - chunks.length);
    else pacer.take(chunks.length - calls);
    if (claimed.length === 0) continue;
    claimedRows += claimed.length;
    for (const chunk of chunks) sends.push(sendSmsGroup(deps, chunk, opts, result, pacer));
  }
  await Promise.all(sends);
  return { claimed: claimedRows, waitMs: claimedRows > 0 ? 0 : waitMs };
}

/** The longest a pass sleeps for a provider's pace before it leaves the rest to the next pass. */
const maxPaceWaitMs = 1000;

/** Sends everything that is due now, batch by batch, at each provider's pace. Tests call this directly. */
export async function runOutboxOnce(deps: OutboxDeps, options: OutboxOptions = {}): Promise<OutboxRunResult> {
  const opts = { shouldStop: () => false, ...outboxDefaults, ...options };
  const result: OutboxRunResult = { sent: 0, skipped: 0, retried: 0, failed: 0, interrupted: 0 };
  // Every pass, so the first one after a restart finds what the dead process left `sending`.
  result.interrupted = await recoverInterrupted(deps, deps.now?.() ?? new Date(), opts.maxInterruptions);
  // Bounded, so one pass cannot starve shutdown when messages arrive faster than they go.
  for (let batch = 0; batch < 50 && !opts.shouldStop(); batch++) {
    const now = deps.now?.() ?? new Date();
    // The two lanes side by side: a wave's e-mail batches do not hold its SMS back, and a provider
    // that stalls holds back only its own channel (decision 096).
    const [sms, email] = await Promise.all([smsLane(deps, opts, result, now), emailLane(deps, opts, result, now)]);
    if (email.claimed + sms.claimed > 0) continue;
    // Nothing could go: either nothing is due, or a provider's pace holds it back a moment.
    const wait = Math.min(email.waitMs || Number.POSITIVE_INFINITY, sms.waitMs);
    if (!(wait <= maxPaceWaitMs)) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
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
