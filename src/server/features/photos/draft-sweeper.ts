import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import type { Db } from '#src/server/db/client.ts';
import { photos } from '#src/server/db/schema.ts';
import { startPeriodic } from '#src/server/lib/periodic.ts';

// Issue 3: draft photos that were never submitted are removed after 24 h, rows and files.

export const draftMaxAgeMs = 24 * 60 * 60_000;
const batchSize = 200;

export interface SweeperDeps {
  db: Db;
  blobStore: BlobStore;
  log: AdapterLog;
  now?: () => Date;
}

/** Deletes drafts older than maxAgeMs; returns how many. */
export async function sweepDraftPhotos(deps: SweeperDeps, maxAgeMs = draftMaxAgeMs): Promise<number> {
  const cutoff = new Date((deps.now?.() ?? new Date()).getTime() - maxAgeMs);
  let total = 0;
  for (;;) {
    const stale = deps.db
      .select({ id: photos.id })
      .from(photos)
      .where(and(isNull(photos.submissionId), lt(photos.createdAt, cutoff)))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    // Re-checking submission_id on delete: a draft attached by a submit meanwhile stays.
    const deleted = await deps.db
      .delete(photos)
      .where(and(inArray(photos.id, stale), isNull(photos.submissionId)))
      .returning({ storageKey: photos.storageKey, thumbKey: photos.thumbKey });
    // Rows first, files after: a crash in between leaves an orphan file, never a row without its file.
    const removals = deleted.flatMap((p) => [deps.blobStore.delete(p.storageKey), deps.blobStore.delete(p.thumbKey)]);
    const failures = (await Promise.allSettled(removals)).filter((r) => r.status === 'rejected').length;
    if (failures > 0) deps.log.warn({ failures }, 'draft sweeper could not delete some photo files');
    total += deleted.length;
    if (deleted.length < batchSize) break;
  }
  if (total > 0) deps.log.info({ deleted: total }, 'swept abandoned draft photos');
  return total;
}

/** Sweeps soon after start, then every hour. */
export function startDraftSweeper(deps: SweeperDeps, intervalMs = 60 * 60_000): { stop(): Promise<void> } {
  return startPeriodic('draft sweep', () => sweepDraftPhotos(deps), {
    firstMs: 30_000,
    everyMs: intervalMs,
    log: deps.log,
  });
}
