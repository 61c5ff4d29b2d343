import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { SessionUser } from '#src/server/auth/guards.ts';
import type { Db } from '#src/server/db/client.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { toAnalysisSummary } from '#src/server/features/photos/photo-view.ts';
import { appError } from '#src/server/http/errors.ts';
import { photoFileUrl, photoThumbUrl } from '#src/shared/photos/paths.ts';
import {
  defaultPhotoBrand,
  defaultPhotoCondition,
  defaultPhotoLabel,
  type Photo,
  type UpdatePhoto,
} from '#src/shared/photos/photo.schema.ts';
import { maxPhotosPerSubmission } from '#src/shared/photos/photo-rules.ts';
import { processPhoto } from './process-photo.ts';

export interface PhotoDeps {
  db: Db;
  blobStore: BlobStore;
}

/** Who is asking: the browser's draft key (hashed) and, when signed in, the user. */
export interface PhotoActor {
  draftKeyHash: string | null;
  /** Looked up only when a photo is already attached to a submission. */
  user: () => Promise<SessionUser | null>;
}

type PhotoRow = typeof photos.$inferSelect;

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    url: photoFileUrl(row.id),
    thumbUrl: photoThumbUrl(row.id),
    brand: row.brand,
    condition: row.condition,
    label: row.label,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    analysis: toAnalysisSummary(row),
  };
}

const tooManyDrafts = () => appError('TOO_MANY_PHOTOS', 'submissions.tooManyPhotos', { max: maxPhotosPerSubmission });
const notFound = () => appError('PHOTO_NOT_FOUND', 'photos.notFound');

async function countDrafts(db: Pick<Db, 'select'>, draftKeyHash: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.draftKey, draftKeyHash), isNull(photos.submissionId)));
  return row?.n ?? 0;
}

/**
 * Checks, re-encodes and stores an uploaded photo as a draft of this browser. `uploadedBy` (a
 * signed-in person) may have it analysed; `queueAnalysis` marks it for the analysis job (issue 12),
 * which the caller then wakes: the upload itself never waits for an analysis.
 */
export async function createDraftPhoto(
  deps: PhotoDeps,
  input: { data: Buffer; draftKeyHash: string; uploadedBy?: string | null; queueAnalysis?: boolean },
): Promise<Photo> {
  // Cheap early refusal before spending CPU on the image; the real check is under the lock below.
  if ((await countDrafts(deps.db, input.draftKeyHash)) >= maxPhotosPerSubmission) throw tooManyDrafts();

  const processed = await processPhoto(input.data);
  const id = randomUUID();
  const storageKey = `${id}.jpg`;
  const thumbKey = `${id}-thumb.jpg`;
  await Promise.all([
    deps.blobStore.put(storageKey, processed.main, 'image/jpeg'),
    deps.blobStore.put(thumbKey, processed.thumb, 'image/jpeg'),
  ]);

  try {
    const row = await deps.db.transaction(async (tx) => {
      // One browser's uploads are numbered and counted one at a time, even when they arrive together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`draft:${input.draftKeyHash}`}, 0))`);
      const [stats] = await tx
        .select({ n: count(), last: max(photos.position) })
        .from(photos)
        .where(and(eq(photos.draftKey, input.draftKeyHash), isNull(photos.submissionId)));
      if ((stats?.n ?? 0) >= maxPhotosPerSubmission) throw tooManyDrafts();
      const position = (stats?.last ?? 0) + 1;
      const [inserted] = await tx
        .insert(photos)
        .values({
          id,
          draftKey: input.draftKeyHash,
          storageKey,
          thumbKey,
          label: defaultPhotoLabel,
          brand: defaultPhotoBrand,
          condition: defaultPhotoCondition,
          width: processed.width,
          height: processed.height,
          bytes: processed.main.length,
          position,
          uploadedBy: input.uploadedBy ?? null,
          uploadSha256: createHash('sha256').update(input.data).digest('hex'),
          analysisStatus: input.queueAnalysis ? 'queued' : 'none',
        })
        .returning();
      return inserted!;
    });
    return toPhoto(row);
  } catch (error) {
    await Promise.allSettled([deps.blobStore.delete(storageKey), deps.blobStore.delete(thumbKey)]);
    throw error;
  }
}

interface Access {
  row: PhotoRow;
  submission: { id: string; ownerUserId: string | null } | null;
}

/**
 * A draft is its browser's alone; an attached photo may be changed by the submission's owner or
 * an admin. Anyone else gets the same 404 as for a photo that does not exist.
 */
async function findEditable(db: Db, id: string, actor: PhotoActor): Promise<Access> {
  const [found] = await db
    .select({ row: photos, ownerUserId: submissions.ownerUserId })
    .from(photos)
    .leftJoin(submissions, eq(submissions.id, photos.submissionId))
    .where(eq(photos.id, id))
    .limit(1);
  if (!found) throw notFound();
  const { row } = found;
  if (row.submissionId === null) {
    if (actor.draftKeyHash === null || row.draftKey !== actor.draftKeyHash) throw notFound();
    return { row, submission: null };
  }
  const user = await actor.user();
  if (!user) throw notFound();
  if (user.role !== 'admin' && user.id !== found.ownerUserId) {
    throw appError('FORBIDDEN', 'photos.notYours');
  }
  return { row, submission: { id: row.submissionId, ownerUserId: found.ownerUserId } };
}

export async function updatePhoto(
  deps: PhotoDeps,
  id: string,
  changes: UpdatePhoto,
  actor: PhotoActor,
): Promise<Photo> {
  const { row } = await findEditable(deps.db, id, actor);
  const [updated] = await deps.db
    .update(photos)
    .set({
      ...(changes.brand !== undefined ? { brand: changes.brand } : {}),
      ...(changes.condition !== undefined ? { condition: changes.condition } : {}),
      ...(changes.label !== undefined ? { label: changes.label } : {}),
    })
    .where(eq(photos.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return toPhoto(updated);
}

export async function deletePhoto(deps: PhotoDeps, id: string, actor: PhotoActor): Promise<void> {
  const { row, submission } = await findEditable(deps.db, id, actor);
  // The household removes a submitted photo through DELETE /api/submissions/:trackingNumber/photos/:id
  // (issue 15), which keeps the status rule and writes the history; here, only staff may.
  if (submission && (await actor.user())?.role !== 'admin') throw appError('FORBIDDEN', 'photos.notYours');
  const deleted = await deps.db.transaction(async (tx) => {
    const gone = await tx.delete(photos).where(eq(photos.id, row.id)).returning({ id: photos.id });
    if (gone.length > 0 && submission) {
      await tx
        .update(submissions)
        .set({ photoCount: sql`greatest(${submissions.photoCount} - 1, 0)` })
        .where(eq(submissions.id, submission.id));
    }
    return gone.length > 0;
  });
  if (!deleted) throw notFound();
  // After the commit: a crash here leaves an orphan file, never a photo row without its file.
  await Promise.allSettled([deps.blobStore.delete(row.storageKey), deps.blobStore.delete(row.thumbKey)]);
}

/**
 * The bytes of a photo or its thumbnail. Drafts only to their browser; attached photos to anyone
 * holding the (random, unguessable) id — that is how tracking pages and e-mails show them.
 */
export async function readPhotoFile(
  deps: PhotoDeps,
  id: string,
  variant: 'file' | 'thumb',
  draftKeyHash: string | null,
): Promise<{ data: Buffer; attached: boolean }> {
  const [row] = await deps.db
    .select({
      submissionId: photos.submissionId,
      draftKey: photos.draftKey,
      storageKey: photos.storageKey,
      thumbKey: photos.thumbKey,
    })
    .from(photos)
    .where(eq(photos.id, id))
    .limit(1);
  if (!row) throw notFound();
  const attached = row.submissionId !== null;
  if (!attached && (draftKeyHash === null || row.draftKey !== draftKeyHash)) throw notFound();
  // An erased photo (issue 26) keeps its row for the figures, not its file.
  const key = variant === 'thumb' ? row.thumbKey : row.storageKey;
  if (key === '') throw notFound();
  const data = await deps.blobStore.get(key);
  if (!data) throw notFound();
  return { data, attached };
}
