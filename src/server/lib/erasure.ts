import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import type { Db } from '#src/server/db/client.ts';
import {
  adminNotes,
  claimAttempts,
  claimNotices,
  notifications,
  ownershipCodes,
  ownershipGrants,
  photos,
  submissions,
} from '#src/server/db/schema.ts';
import { startPeriodic } from '#src/server/lib/periodic.ts';
import { endedStatuses } from '#src/shared/submissions/privacy.ts';

// Issue 26 (RA 10173): a request's personal data is erased when its household asks (a guest with a
// one-time code, a customer deleting the account) and RETENTION_DAYS after it ended. Erased: the
// name, phone, e-mail, street, barangay, landmark and postal code, the photo files and the text
// people typed about them, the messages sent, the codes and the share link. Kept, with no person
// attached: the status and its dates, the city, the counts, the items' names, kinds, verdicts,
// outcomes and weights, which the impact counter and the reports add up. Decision 048.

export type ErasureReason = 'retention' | 'owner' | 'account';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Erases one request's personal data in the caller's transaction; returns the photo files to delete
 * once it commits (rows first, files after: a crash leaves an orphan file, never a row pointing at
 * nothing). False when it was erased already.
 */
export async function erasePersonalData(
  tx: Tx,
  submissionId: string,
  reason: ErasureReason,
  now: Date,
  /** Keep messages still waiting to go (the cancel SMS of a deleted account's open request). */
  opts: { keepPendingMessages?: boolean } = {},
): Promise<{ erased: boolean; files: string[] }> {
  const [row] = await tx
    .update(submissions)
    .set({
      name: '',
      email: '',
      phone: '',
      address: '',
      barangay: '',
      landmark: null,
      postalCode: null,
      idempotencyKey: null,
      impactToken: null,
      personalDataErasedAt: now,
      erasureReason: reason,
      updatedAt: now,
    })
    .where(and(eq(submissions.id, submissionId), isNull(submissions.personalDataErasedAt)))
    .returning({ id: submissions.id });
  if (!row) return { erased: false, files: [] };
  const files = await tx
    .select({ storageKey: photos.storageKey, thumbKey: photos.thumbKey })
    .from(photos)
    .where(eq(photos.submissionId, submissionId));
  await tx
    .update(photos)
    .set({
      storageKey: '',
      thumbKey: '',
      description: null,
      uploadSha256: null,
      analysisDescription: null,
      draftKey: null,
      // Issue 27: the note staff wrote to the household about a refused item; the reason code stays.
      refusalNote: null,
    })
    .where(eq(photos.submissionId, submissionId));
  // Staff's free-text notes may quote the household; the figures beside them stay.
  await tx.update(adminNotes).set({ notes: '' }).where(eq(adminNotes.submissionId, submissionId));
  // The messages sent (addresses, names, links), the codes, proofs and claim traces.
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.submissionId, submissionId),
        opts.keepPendingMessages ? ne(notifications.status, 'pending') : undefined,
      ),
    );
  await tx.delete(ownershipCodes).where(eq(ownershipCodes.submissionId, submissionId));
  await tx.delete(ownershipGrants).where(eq(ownershipGrants.submissionId, submissionId));
  await tx.delete(claimNotices).where(eq(claimNotices.submissionId, submissionId));
  await tx.delete(claimAttempts).where(eq(claimAttempts.submissionId, submissionId));
  return { erased: true, files: files.flatMap((f) => [f.storageKey, f.thumbKey]).filter((k) => k !== '') };
}

/** Deletes erased photos' files after the commit; a failure is logged (without the keys) and left. */
export async function deleteErasedFiles(blobStore: BlobStore, files: string[], log: AdapterLog): Promise<void> {
  const results = await Promise.allSettled(files.map((key) => blobStore.delete(key)));
  const failures = results.filter((r) => r.status === 'rejected').length;
  if (failures > 0) log.warn({ failures }, 'could not delete some erased photo files');
}

/** RETENTION_DAYS' default (decision 048): half a year after a request ended. */
export const defaultRetentionDays = 180;
const batchSize = 100;

export interface RetentionDeps {
  db: Db;
  blobStore: BlobStore;
  log: AdapterLog;
  now: () => Date;
  retentionDays: number;
}

/**
 * Erases the personal data of every request that ended (Completed, Declined, Cancelled) more than
 * `retentionDays` ago: when it ended is its last status change (the row's last update for rows
 * older than the history). Returns how many were erased.
 */
export async function sweepRetention(deps: RetentionDeps): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.retentionDays * 86_400_000);
  const endedAt = sql`coalesce((select max(c.at) from status_changes c where c.submission_id = ${submissions.id}), ${submissions.updatedAt})`;
  let total = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          inArray(submissions.status, [...endedStatuses]),
          isNull(submissions.personalDataErasedAt),
          lt(endedAt, cutoff),
        ),
      )
      .limit(batchSize);
    if (due.length === 0) break;
    for (const { id } of due) {
      const { files } = await deps.db.transaction((tx) => erasePersonalData(tx, id, 'retention', now));
      await deleteErasedFiles(deps.blobStore, files, deps.log);
      total += 1;
    }
    if (due.length < batchSize) break;
  }
  if (total > 0) deps.log.info({ erased: total }, 'erased the personal data of requests past their retention');
  return total;
}

/** Sweeps soon after start, then every six hours. */
export function startRetentionSweeper(deps: RetentionDeps, intervalMs = 6 * 60 * 60_000): { stop(): Promise<void> } {
  return startPeriodic('retention sweep', () => sweepRetention(deps), {
    firstMs: 60_000,
    everyMs: intervalMs,
    log: deps.log,
  });
}
