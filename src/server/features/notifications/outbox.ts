import { and, count, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { notifications } from '#src/server/db/schema.ts';
import { countMessage } from '#src/server/lib/metrics.ts';
import { type BudgetName, budgetOf, recipientBudgets, recipientKeyOf } from './message-budgets.ts';

/**
 * A transaction or the database itself: notifications are queued inside the change that causes
 * them. Queuing opens a savepoint (or a transaction) of its own to hold the recipient's budget lock.
 */
export type DbOrTx = Pick<Db, 'transaction'>;

export type Channel = 'sms' | 'email';

export interface QueuedMessage {
  channel: Channel;
  recipient: string;
  template: string;
  subject?: string;
  body: string;
  html?: string;
  submissionId?: string;
  /** Same key twice → one message (design.md §6.9: at most once per idempotency key). */
  idempotencyKey: string;
  meta?: Record<string, unknown>;
  /** A scheduled message (decision 037): not sent before then. */
  sendAfter?: Date;
}

/** queued: the worker will send it. suppressed: over the recipient's budget, recorded and never sent. */
export type QueueOutcome = 'queued' | 'suppressed';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues messages in the outbox. Call it with the transaction that makes the change, so the
 * change and its messages commit together; the worker sends them later.
 *
 * Each message counts against its recipient's budget (decision 033): past it, the row is written
 * with status `suppressed` and never sent. A transaction-scoped advisory lock per recipient makes
 * concurrent requests for one phone or address count one after the other, so together they cannot
 * overrun the budget. Returns each message's outcome, in order.
 */
export async function enqueueNotifications(db: DbOrTx, messages: QueuedMessage[]): Promise<QueueOutcome[]> {
  if (messages.length === 0) return [];
  const planned = messages.map((m) => ({
    message: m,
    budget: budgetOf(m.template),
    recipientKey: recipientKeyOf(m.channel, m.recipient),
  }));
  const suppressedNow: string[] = [];
  const result = await db.transaction(async (tx) => {
    // Locks in one order (sorted keys), so two requests locking the same two recipients cannot deadlock.
    const lockKeys = [...new Set(planned.filter((p) => p.budget !== 'exempt').map((p) => p.recipientKey))].sort();
    for (const key of lockKeys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 33))`);

    const outcomes: QueueOutcome[] = [];
    for (const p of planned) {
      const suppressed = p.budget !== 'exempt' && (await isOverBudget(tx, p.recipientKey, p.budget));
      const m = p.message;
      const inserted = await tx
        .insert(notifications)
        .values({
          channel: m.channel,
          recipient: m.recipient,
          recipientKey: p.recipientKey,
          budget: p.budget,
          template: m.template,
          subject: m.subject ?? null,
          body: m.body,
          html: m.html ?? null,
          submissionId: m.submissionId ?? null,
          idempotencyKey: m.idempotencyKey,
          meta: m.meta ?? null,
          ...(m.sendAfter ? { sendAfter: m.sendAfter, nextAttemptAt: m.sendAfter } : {}),
          ...(suppressed
            ? { status: 'suppressed', lastError: suppressedNote(p.budget as BudgetName), attempts: 0 }
            : {}),
        })
        .onConflictDoNothing({ target: notifications.idempotencyKey })
        .returning({ status: notifications.status });
      // A key queued before keeps its first outcome.
      const status = inserted[0]?.status ?? (await statusOfKey(tx, m.idempotencyKey));
      outcomes.push(status === 'suppressed' ? 'suppressed' : 'queued');
      if (inserted[0]?.status === 'suppressed') suppressedNow.push(m.channel);
    }
    return outcomes;
  });
  // ligpit_messages_total (issue 28): counted once written, so a caller's transaction that rolls
  // back afterwards still counts it (rare; the metric is a rate, not a ledger).
  for (const channel of suppressedNow) countMessage(channel, 'suppressed');
  return result;
}

/** True when the recipient already had this budget's hourly or daily share (suppressed rows do not count). */
async function isOverBudget(tx: Tx, recipientKey: string, budget: BudgetName): Promise<boolean> {
  const { perHour, perDay } = recipientBudgets[budget];
  const [row] = await tx
    .select({
      day: count(),
      hour: sql<number>`count(*) filter (where ${notifications.createdAt} > now() - interval '1 hour')`.mapWith(Number),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientKey, recipientKey),
        eq(notifications.budget, budget),
        ne(notifications.status, 'suppressed'),
        gt(notifications.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return (row?.hour ?? 0) >= perHour || (row?.day ?? 0) >= perDay;
}

async function statusOfKey(tx: Tx, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: notifications.status })
    .from(notifications)
    .where(eq(notifications.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.status;
}

function suppressedNote(budget: BudgetName): string {
  const { perHour, perDay } = recipientBudgets[budget];
  return `Not sent: the recipient already had ${perHour} such messages in an hour or ${perDay} in a day (decision 033).`;
}

/**
 * Withdraws scheduled messages not sent yet (decision 037): a reminder of a pickup that was
 * cancelled or moved. Call it in the transaction that makes the change; a row already claimed by
 * a worker (`sending`) is past recall.
 */
export async function withdrawScheduled(
  db: Pick<Db, 'update'>,
  input: { submissionIds: readonly string[]; templates: string[]; reason: string },
): Promise<number> {
  if (input.submissionIds.length === 0) return 0;
  const withdrawn = await db
    .update(notifications)
    .set({ status: 'skipped', lastError: input.reason })
    .where(
      and(
        inArray(notifications.submissionId, [...input.submissionIds]),
        eq(notifications.status, 'pending'),
        isNotNull(notifications.sendAfter),
        inArray(notifications.template, input.templates),
      ),
    )
    .returning({ id: notifications.id });
  return withdrawn.length;
}
