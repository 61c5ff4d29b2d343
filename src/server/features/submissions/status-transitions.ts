import { and, eq } from 'drizzle-orm';
import type { Tx } from '#src/server/db/client.ts';
import { submissions } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import {
  recordHistory,
  type StatusDeps,
  type StatusEvent,
  type SubmissionRow,
} from '#src/server/lib/status-reactions.ts';
import type { HistoryNote, HistoryNoteParams } from '#src/shared/core/history-notes.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { canTransition, isSubmissionStatus, type SubmissionStatus } from '#src/shared/submissions/status.ts';
import { findSubmissionRow } from './submission-review.service.ts';

// The status core (design.md §7): the transition table's checks and the write with its history row.
// What happens because of a change (reminders, the receipt, messages) is a reaction its own subject
// registers (src/server/status-reactions.ts); this module imports none of them.

export interface Staff {
  id: string;
  name: string;
}

export type SubmissionChanges = Partial<typeof submissions.$inferInsert>;

export interface StatusWrite {
  /** The request as read before the change; only a row still in its status is changed. */
  row: SubmissionRow;
  /** The new status; the current one records a change within it (the household moved the pickup). */
  to: string;
  reason: string | null;
  byUserId: string | null;
  actor: StatusEvent['actor'];
  /** Columns that change with it: the booked window when a pickup is scheduled or moved. */
  set?: SubmissionChanges;
  /** More writes that commit with the change or not at all (outcomes recorded as it completes). */
  alsoWithin?: (tx: Tx) => Promise<void>;
}

/**
 * Writes one change inside `tx`: the row (optimistic: of two writers acting at once exactly one
 * wins, the other gets 409), the history row, then every subject's reactions. Returns the row after.
 */
export async function writeStatusChange(
  tx: Tx,
  deps: Omit<StatusDeps, 'db'>,
  change: StatusWrite,
): Promise<SubmissionRow> {
  const { row } = change;
  const kind: StatusEvent['kind'] = change.to === row.status ? 'moved' : 'status';
  const [after] = await tx
    .update(submissions)
    .set({
      ...(kind === 'status' ? { status: change.to, statusReason: change.reason } : {}),
      ...(kind === 'status' && change.to === 'Completed' ? { completedAt: deps.now } : {}),
      // Any change answers a request asked to move after a suspended day (decision 043).
      needsRescheduleSince: null,
      ...change.set,
    })
    .where(and(eq(submissions.id, row.id), eq(submissions.status, row.status)))
    .returning();
  if (!after) throw appError('STALE_STATUS', 'submissions.concurrentChange');
  if (change.alsoWithin) await change.alsoWithin(tx);
  const historyId = await recordHistory(tx, {
    submissionId: row.id,
    from: row.status,
    to: change.to,
    reason: change.reason,
    byUserId: change.byUserId,
    ...householdNote(row, after, change),
  });
  const event: StatusEvent = {
    kind,
    before: row,
    after,
    historyId,
    reason: change.reason,
    actor: change.actor,
    now: deps.now,
    publicUrl: deps.publicUrl,
  };
  for (const react of deps.reactions) await react(tx, event);
  return after;
}

/**
 * What the household reads for this line (issue 24): a pickup booked or moved names its day and
 * window; any other change is read from its status.
 */
function householdNote(
  before: SubmissionRow,
  after: SubmissionRow,
  change: StatusWrite,
): { note: HistoryNote; noteParams: HistoryNoteParams } | undefined {
  if (!after.pickupDate) return undefined;
  const params = { date: after.pickupDate, ...(after.pickupTime ? { window: after.pickupTime } : {}) };
  const booked = change.to === 'Pickup Scheduled' || change.to === 'Scheduled';
  if (change.to === before.status && change.set?.pickupDate) return { note: 'moved', noteParams: params };
  if (booked && change.to !== before.status) return { note: 'scheduled', noteParams: params };
  return undefined;
}

export interface ChangeStatusInput {
  trackingNumber: string;
  to: SubmissionStatus;
  /** The status the staff member saw; the change only applies if it is still the current one. */
  expectedStatus: SubmissionStatus;
  reason?: string;
  /** Checks that depend on the target (a booked window) and the columns they set; run after the table's checks. */
  prepare?: (row: SubmissionRow) => Promise<SubmissionChanges>;
  by: Staff;
  alsoWithin?: (tx: Tx) => Promise<void>;
}

/** A staff member moves a request to another status (design.md §7). */
export async function changeSubmissionStatus(deps: StatusDeps, input: ChangeStatusInput): Promise<void> {
  const row = await findSubmissionRow(deps.db, input.trackingNumber);
  if (row.status !== input.expectedStatus) throw appError('STALE_STATUS', 'submissions.concurrentChange');
  if (!isSubmissionStatus(row.status) || !canTransition(row.status, input.to)) {
    throw appError('TRANSITION_NOT_ALLOWED', 'submissions.transitionNotAllowed', { from: row.status, to: input.to });
  }
  const set = input.prepare ? await input.prepare(row) : undefined;
  await deps.db.transaction((tx) =>
    writeStatusChange(tx, deps, {
      row,
      to: input.to,
      reason: input.reason?.trim() || null,
      byUserId: input.by.id,
      actor: 'staff',
      set,
      alsoWithin: input.alsoWithin,
    }),
  );
}

/**
 * Issue 26: the open request of an account being deleted, or of a guest erasing it, is cancelled
 * as any cancel is (history, reminders withdrawn, the status SMS), whatever the 24-hour cutoff, in
 * the caller's transaction; the caller erases its personal data right after. False when it was not
 * open.
 */
export async function cancelForDeletedAccount(
  tx: Tx,
  deps: Omit<StatusDeps, 'db'>,
  row: SubmissionRow,
): Promise<boolean> {
  if (!isSubmissionStatus(row.status) || !canTransition(row.status, 'Cancelled')) return false;
  await writeStatusChange(tx, deps, {
    row,
    to: 'Cancelled',
    reason: englishText('submissions.cancelledOnline'),
    byUserId: null,
    actor: 'erasure',
  });
  return true;
}
