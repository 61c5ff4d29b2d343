import { and, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { escapeLike } from '#src/server/db/escape-like.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { toAdminPhoto } from '#src/server/features/photos/photo-view.ts';
import { appError } from '#src/server/http/errors.ts';
import { isEndedStatus } from '#src/shared/core/ended-statuses.ts';
import { cleanTrackingNumber, isTrackingNumberPrefix } from '#src/shared/core/tracking-number.ts';
import type { AdminPhoto, AdminPhotoList, UpdateAdminPhoto } from '#src/shared/photos/gallery.schema.ts';

/** Issue 40 item 13: the items of a completed, declined or cancelled request are not judged again. */
export function refuseVerdictOnEnded(status: string): void {
  if (isEndedStatus(status)) {
    throw appError('CONFLICT', 'photos.verdictRequestEnded');
  }
}

const photoNotFound = () => appError('PHOTO_NOT_FOUND', 'photos.noLongerExists');

function gallerySearch(q: string): SQL | undefined {
  const term = q.trim();
  if (term === '') return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const compact = cleanTrackingNumber(term);
  // One ILIKE over the joined text costs a third of three (measured with 20 000 photos).
  const text = sql`(${photos.brand} || ' ' || ${photos.condition} || ' ' || ${photos.label})`;
  return or(
    sql`${text} ilike ${pattern}`,
    isTrackingNumberPrefix(compact) ? sql`${submissions.trackingNumber} like ${`${compact}%`}` : undefined,
  );
}

/**
 * The gallery: photos of submitted requests (drafts are not staff's business), newest first. A photo
 * erased with its request's personal data (issue 26) keeps its row for the figures but has no file
 * left to show, so it is not listed.
 */
export async function findPhotos(
  deps: { db: Db },
  input: { q?: string; page: number; pageSize: number },
): Promise<AdminPhotoList> {
  const { db } = deps;
  const search = input.q ? gallerySearch(input.q) : undefined;
  const where = and(ne(photos.storageKey, ''), search);
  const page = db
    .select({
      photo: photos,
      trackingNumber: submissions.trackingNumber,
      submissionName: submissions.name,
      // A search reads every photo anyway, so the total comes with the page, from the same scan;
      // PGlite runs one query at a time, and a second pass cost ~40 % of the search there.
      ...(search ? { total: sql<number>`(count(*) over ())::int` } : {}),
    })
    .from(photos)
    .innerJoin(submissions, eq(submissions.id, photos.submissionId))
    .where(where)
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const countAll = () =>
    db.select({ n: count() }).from(photos).innerJoin(submissions, eq(submissions.id, photos.submissionId)).where(where);
  let rows: Awaited<typeof page>;
  let total: number;
  if (search) {
    rows = await page;
    // A page past the end has no row to carry the total.
    total = rows[0]?.total ?? (input.page > 1 ? ((await countAll())[0]?.n ?? 0) : 0);
  } else {
    // Unfiltered, the newest page comes from the index without reading the rest.
    const [pageRows, totals] = await Promise.all([page, countAll()]);
    rows = pageRows;
    total = totals[0]?.n ?? 0;
  }
  return {
    items: rows.map((r) => ({
      ...toAdminPhoto(r.photo),
      trackingNumber: r.trackingNumber,
      submissionName: r.submissionName,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Staff edit brand and condition (product.md §6) and give a verdict per photo (issue 5). */
export async function updatePhoto(deps: { db: Db }, id: string, input: UpdateAdminPhoto): Promise<AdminPhoto> {
  if (input.verdict !== undefined || input.verdictNote !== undefined) {
    const [owner] = await deps.db
      .select({ status: submissions.status })
      .from(photos)
      .innerJoin(submissions, eq(submissions.id, photos.submissionId))
      .where(eq(photos.id, id));
    if (owner) refuseVerdictOnEnded(owner.status);
  }
  const [row] = await deps.db
    .update(photos)
    .set({
      ...(input.brand !== undefined ? { brand: input.brand } : {}),
      ...(input.condition !== undefined ? { condition: input.condition } : {}),
      ...(input.verdict !== undefined ? { verdict: input.verdict } : {}),
      ...(input.verdictNote !== undefined ? { verdictNote: input.verdictNote || null } : {}),
      // Issue 27: a reason for "Can't take" goes when the verdict is no longer one.
      ...(input.verdict !== undefined && input.verdict !== 'reject'
        ? { refusalReason: null, refusalNote: null, dropOffId: null }
        : {}),
    })
    .where(eq(photos.id, id))
    .returning();
  if (!row) throw photoNotFound();
  return toAdminPhoto(row);
}

/**
 * Deletes a photo row (and keeps its request's photo count true), then its stored files. The row
 * goes first: a file left behind by a failed blob delete is harmless, a row pointing at a missing
 * file is not.
 */
export async function deletePhoto(
  deps: { db: Db; removeBlobs: (keys: string[]) => Promise<void> },
  id: string,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(photos)
      .where(eq(photos.id, id))
      .returning({ submissionId: photos.submissionId, storageKey: photos.storageKey, thumbKey: photos.thumbKey });
    if (!row) throw photoNotFound();
    if (row.submissionId) {
      await tx
        .update(submissions)
        .set({ photoCount: sql`greatest(${submissions.photoCount} - 1, 0)` })
        .where(eq(submissions.id, row.submissionId));
    }
    return row;
  });
  await deps.removeBlobs([removed.storageKey, removed.thumbKey]);
}
