import type { Db, Tx } from '#src/server/db/client.ts';
import { statusChanges, type submissions } from '#src/server/db/schema.ts';
import type { HistoryNote, HistoryNoteParams } from '#src/shared/core/history-notes.ts';

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * One line written to a request's history: a change of status, or a change within one (the
 * household moved its pickup). Each subject that must act on it registers a reaction in a file of
 * its own (docs/architecture.md, "Where do I add a status reaction"); the status module knows none
 * of them. Reactions run in the transaction that wrote the line, so a reminder, a receipt or a
 * message commits with the change or not at all.
 */
export interface StatusEvent {
  kind: 'status' | 'moved';
  before: SubmissionRow;
  after: SubmissionRow;
  /** The history row's id: a stable name for messages queued because of it (idempotency keys). */
  historyId: string;
  reason: string | null;
  /**
   * Staff; the household online (the signed-in owner or the browser that made the request); or an
   * erasure (issue 26: the account was deleted, or a guest erased the request); or the crew at the
   * door (issue 27).
   */
  actor: 'staff' | 'owner' | 'erasure' | 'crew';
  now: Date;
  publicUrl: string;
}

export type StatusReaction = (tx: Tx, event: StatusEvent) => Promise<void>;

/** What every writer of a request's history needs. */
export interface StatusDeps {
  db: Db;
  now: Date;
  publicUrl: string;
  /** The reactions of every subject, in the order they run (src/server/status-reactions.ts). */
  reactions: readonly StatusReaction[];
}

/** A line of a request's history; `to` equal to `from` records a change within a status. */
export interface HistoryLine {
  submissionId: string;
  from: string | null;
  to: string;
  reason: string | null;
  byUserId: string | null;
  /** What the household reads for this line (issue 24); staff read `reason`. */
  note?: HistoryNote | null;
  noteParams?: HistoryNoteParams | null;
}

/** Writes history lines in one statement (a suspended day writes hundreds at once); their ids, in order. */
export async function recordHistories(tx: Tx, lines: readonly HistoryLine[]): Promise<string[]> {
  if (lines.length === 0) return [];
  const written = await tx
    .insert(statusChanges)
    .values(
      lines.map((line) => ({
        submissionId: line.submissionId,
        fromStatus: line.from,
        toStatus: line.to,
        reason: line.reason,
        byUserId: line.byUserId,
        note: line.note ?? null,
        noteParams: line.noteParams ?? null,
      })),
    )
    .returning({ id: statusChanges.id });
  return written.map((line) => line.id);
}

/** Writes one history line; its id. */
export async function recordHistory(tx: Tx, line: HistoryLine): Promise<string> {
  const [id] = await recordHistories(tx, [line]);
  return id!;
}
