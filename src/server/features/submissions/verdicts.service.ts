import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/server/db/client.ts';
import { dropOffSuggestions, photos } from '#src/server/db/schema.ts';
import { refuseVerdictOnEnded } from '#src/server/features/photos/photo-gallery.service.ts';
import { appError } from '#src/server/http/errors.ts';
import {
  type DropOffList,
  type DropOffSuggestion,
  type HouseholdVerdict,
  type RefusalList,
  type RefusalReason,
  refusalReasons,
  type SaveDropOff,
  type SaveRefusal,
  saveDropOffSchema,
} from '#src/shared/submissions/verdicts.ts';
import { findSubmissionRow } from './submission-review.service.ts';

// Issue 27: what staff give with a "Can't take" (a reason, a note for the household, a place to
// suggest), the list of those places, and each item's verdict as the household reads it.

const dropOffNotFound = () => appError('NOT_FOUND', 'submissions.dropOffNotFound');

/** The PostgreSQL error code under Drizzle's wrapping (in `cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function nameTakenOr(error: unknown): never {
  if (sqlState(error) === '23505') throw appError('DUPLICATE', 'submissions.dropOffNameTaken');
  throw error;
}

const toDropOff = (row: typeof dropOffSuggestions.$inferSelect): DropOffSuggestion => ({
  id: row.id,
  name: row.name,
  note: row.note,
});

export async function listDropOffs(deps: { db: Db }): Promise<DropOffList> {
  const rows = await deps.db
    .select()
    .from(dropOffSuggestions)
    .orderBy(asc(sql`lower(${dropOffSuggestions.name})`));
  return { items: rows.map(toDropOff) };
}

export async function createDropOff(deps: { db: Db }, input: SaveDropOff): Promise<DropOffSuggestion> {
  const value = saveDropOffSchema.parse(input);
  const [row] = await deps.db.insert(dropOffSuggestions).values(value).returning().catch(nameTakenOr);
  return toDropOff(row!);
}

export async function updateDropOff(deps: { db: Db }, id: string, input: SaveDropOff): Promise<DropOffSuggestion> {
  const value = saveDropOffSchema.parse(input);
  const [row] = await deps.db
    .update(dropOffSuggestions)
    .set(value)
    .where(eq(dropOffSuggestions.id, id))
    .returning()
    .catch(nameTakenOr);
  if (!row) throw dropOffNotFound();
  return toDropOff(row);
}

/** The items that named it keep their reason and note; only the suggestion goes (ON DELETE SET NULL). */
export async function deleteDropOff(deps: { db: Db }, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(dropOffSuggestions)
    .where(eq(dropOffSuggestions.id, id))
    .returning({ id: dropOffSuggestions.id });
  if (deleted.length === 0) throw dropOffNotFound();
}

const refusalColumns = {
  photoId: photos.id,
  verdict: photos.verdict,
  reason: photos.refusalReason,
  note: photos.refusalNote,
  dropOffId: photos.dropOffId,
};

function toRefusal(row: { photoId: string; reason: string | null; note: string | null; dropOffId: string | null }) {
  return {
    photoId: row.photoId,
    reason: isRefusalReason(row.reason) ? row.reason : null,
    note: row.note,
    dropOffId: row.dropOffId,
  };
}

const isRefusalReason = (value: string | null): value is RefusalReason =>
  value !== null && (refusalReasons as readonly string[]).includes(value);

/** The refused photos of a request with their reason, household note and suggestion (the staff review). */
export async function listRefusals(deps: { db: Db }, trackingNumber: string): Promise<RefusalList> {
  const row = await findSubmissionRow(deps.db, trackingNumber);
  const rows = await deps.db
    .select(refusalColumns)
    .from(photos)
    .where(and(eq(photos.submissionId, row.id), eq(photos.verdict, 'reject')))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  return { items: rows.map(toRefusal) };
}

/**
 * Staff mark a photo "Can't take" with its reason, a note for the household and, optionally, a
 * place to suggest. One statement sets all four, so the verdict and its reason never disagree; a
 * retry writes the same again. The suggestion is checked under a share lock, so a delete at the
 * same moment waits or wins cleanly (then 404, nothing written).
 */
export async function saveRefusal(
  deps: { db: Db },
  trackingNumber: string,
  photoId: string,
  input: SaveRefusal & { reason: RefusalReason },
) {
  const row = await findSubmissionRow(deps.db, trackingNumber);
  refuseVerdictOnEnded(row.status);
  return deps.db.transaction(async (tx: Tx) => {
    const dropOffId = input.dropOffId ?? null;
    if (dropOffId) {
      const [found] = await tx
        .select({ id: dropOffSuggestions.id })
        .from(dropOffSuggestions)
        .where(eq(dropOffSuggestions.id, dropOffId))
        .for('share');
      if (!found) throw dropOffNotFound();
    }
    const [updated] = await tx
      .update(photos)
      .set({ verdict: 'reject', refusalReason: input.reason, refusalNote: input.note?.trim() || null, dropOffId })
      .where(and(eq(photos.id, photoId), eq(photos.submissionId, row.id)))
      .returning(refusalColumns);
    if (!updated) throw appError('PHOTO_NOT_FOUND', 'photos.noLongerExists');
    return toRefusal(updated);
  });
}

export interface HouseholdItem {
  id: string;
  name: string;
  verdict: HouseholdVerdict;
}

/** One item's verdict as the household reads it: a reason, note and place only for "Can't take". */
export function householdVerdictOf(item: {
  verdict: string | null;
  refusalReason?: string | null;
  refusalNote?: string | null;
  dropOffName?: string | null;
  dropOffNote?: string | null;
}): HouseholdVerdict {
  const verdict = (['accept', 'recycle', 'reject'] as const).find((v) => v === item.verdict) ?? null;
  const refused = verdict === 'reject';
  const reason = refused ? (item.refusalReason ?? null) : null;
  return {
    verdict,
    reason: isRefusalReason(reason) ? reason : null,
    note: refused ? (item.refusalNote ?? null) : null,
    dropOff: refused && item.dropOffName ? { name: item.dropOffName, note: item.dropOffNote ?? '' } : null,
  };
}

/** A request's items with their verdicts, in photo order (the scheduled e-mail and SMS). */
export async function householdItems(db: Db | Tx, submissionId: string): Promise<HouseholdItem[]> {
  const rows = await db
    .select({
      id: photos.id,
      name: photos.label,
      verdict: photos.verdict,
      refusalReason: photos.refusalReason,
      refusalNote: photos.refusalNote,
      dropOffName: dropOffSuggestions.name,
      dropOffNote: dropOffSuggestions.note,
    })
    .from(photos)
    .leftJoin(dropOffSuggestions, eq(dropOffSuggestions.id, photos.dropOffId))
    .where(eq(photos.submissionId, submissionId))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  return rows.map((r) => ({ id: r.id, name: r.name, verdict: householdVerdictOf(r) }));
}
