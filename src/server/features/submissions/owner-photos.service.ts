import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '#src/server/db/client.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { recordHistory, type SubmissionRow } from '#src/server/lib/status-reactions.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { maxPhotosPerSubmission } from '#src/shared/photos/photo-rules.ts';
import { type ManageOptions, photoEditableStatuses } from '#src/shared/submissions/self-service.ts';
import { findOwned, optionsOf } from './owner-changes.service.ts';
import type { SubmissionAsker } from './submissions.service.ts';

// Photos the owner adds or removes while the request is Submitted or Processing (issue 15).

function refuseUnlessPhotosOpen(row: SubmissionRow): void {
  if (row.eventId || !photoEditableStatuses.includes(row.status)) {
    throw appError('TRANSITION_NOT_ALLOWED', 'submissions.photosLocked');
  }
}

/** The request's new photo count, and the history line that says who changed its photos. */
async function recordPhotoCount(
  tx: Tx,
  locked: SubmissionRow,
  total: number,
  reasonKey: 'submissions.photoAddedOnline' | 'submissions.photoRemovedOnline' | 'submissions.refusedRemovedOnline',
  asker: SubmissionAsker,
): Promise<SubmissionRow> {
  const [after] = await tx
    .update(submissions)
    .set({ photoCount: total })
    .where(eq(submissions.id, locked.id))
    .returning();
  await recordHistory(tx, {
    submissionId: locked.id,
    from: locked.status,
    to: locked.status,
    reason: englishText(reasonKey, { count: total }),
    byUserId: asker.userId,
    note: reasonKey === 'submissions.photoAddedOnline' ? 'photoAdded' : 'photoRemoved',
    noteParams: { count: total },
  });
  return after!;
}

/**
 * The owner adds a photo this browser uploaded (POST /api/photos: re-encoded like every photo,
 * decision 016) to the request. The row is locked, so a status change or another add at the same
 * moment waits; the history records it.
 */
export async function addPhotoByOwner(
  deps: { db: Db; now: Date },
  trackingNumber: string,
  asker: SubmissionAsker,
  photoId: string,
): Promise<ManageOptions> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  refuseUnlessPhotosOpen(row);
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
    refuseUnlessPhotosOpen(locked!);
    const [photo] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
    if (!photo || photo.submissionId !== null || !asker.draftKeyHash || photo.draftKey !== asker.draftKeyHash) {
      throw appError('PHOTOS_GONE', 'submissions.photoNotOnRequest');
    }
    const [held] = await tx.select({ n: count() }).from(photos).where(eq(photos.submissionId, row.id));
    const total = (held?.n ?? 0) + 1;
    if (total > maxPhotosPerSubmission) {
      throw appError('TOO_MANY_PHOTOS', 'submissions.tooManyPhotos', { max: maxPhotosPerSubmission });
    }
    await tx
      .update(photos)
      .set({ submissionId: row.id, draftKey: null, position: total })
      .where(eq(photos.id, photo.id));
    return recordPhotoCount(tx, locked!, total, 'submissions.photoAddedOnline', asker);
  });
  return optionsOf(updated, deps.now);
}

/**
 * Which photos the owner may remove now: any while the photos are open (Submitted, Processing);
 * once the pickup is scheduled, only those staff refused (issue 27), and only while the household
 * may still cancel (the 24-hour rule, decision 039).
 */
function removablePhotos(row: SubmissionRow, now: Date): 'any' | 'refused' {
  if (!row.eventId && photoEditableStatuses.includes(row.status)) return 'any';
  const options = optionsOf(row, now);
  if (options.canRemoveRefused) return 'refused';
  if (row.status === 'Pickup Scheduled' && !row.eventId && !options.canCancel) {
    throw appError('CHANGE_CUTOFF_PASSED', 'submissions.changeCutoffPassed');
  }
  throw appError('TRANSITION_NOT_ALLOWED', 'submissions.photosLocked');
}

/**
 * The owner removes one of the request's photos, keeping at least one. Returns the files to delete
 * once the change has committed (a crash then leaves an orphan file, never a row without its file).
 */
export async function removePhotoByOwner(
  deps: { db: Db; now: Date },
  trackingNumber: string,
  asker: SubmissionAsker,
  photoId: string,
): Promise<{ options: ManageOptions; files: string[] }> {
  const row = await findOwned(deps.db, trackingNumber, asker);
  removablePhotos(row, deps.now);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(submissions).where(eq(submissions.id, row.id)).for('update');
    // Checked again under the lock: staff may have moved the day or the status meanwhile.
    const which = removablePhotos(locked!, deps.now);
    const [held] = await tx.select({ n: count() }).from(photos).where(eq(photos.submissionId, row.id));
    const [gone] = await tx
      .delete(photos)
      .where(
        and(
          eq(photos.id, photoId),
          eq(photos.submissionId, row.id),
          which === 'refused' ? eq(photos.verdict, 'reject') : undefined,
        ),
      )
      .returning();
    if (!gone) {
      if (which === 'refused') {
        const [kept] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.id, photoId), eq(photos.submissionId, row.id)));
        if (kept) throw appError('TRANSITION_NOT_ALLOWED', 'submissions.refusalNotRefused');
      }
      throw appError('PHOTO_NOT_FOUND', 'submissions.photoNotOnRequest');
    }
    const total = (held?.n ?? 1) - 1;
    if (total < 1) throw appError('CONFLICT', 'submissions.lastPhoto');
    const reasonKey = which === 'refused' ? 'submissions.refusedRemovedOnline' : 'submissions.photoRemovedOnline';
    const after = await recordPhotoCount(tx, locked!, total, reasonKey, asker);
    return { options: optionsOf(after, deps.now), files: [gone.storageKey, gone.thumbKey] };
  });
}
