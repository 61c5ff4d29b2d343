import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { isLogOnlyMessageId } from '#src/server/adapters/delivery.ts';
import type { Db } from '#src/server/db/client.ts';
import { escapeLike } from '#src/server/db/escape-like.ts';
import { adminNotes, events, notifications, photos, statusChanges, submissions, user } from '#src/server/db/schema.ts';
import { toAdminPhoto } from '#src/server/features/photos/photo-view.ts';
import { appError } from '#src/server/http/errors.ts';
import { historyNoteParamsSchema, isHistoryNote } from '#src/shared/core/history-notes.ts';
import { maskRecipient } from '#src/shared/core/mask.ts';
import { cleanTrackingNumber, isTrackingNumberPrefix } from '#src/shared/core/tracking-number.ts';
import { photoThumbUrl } from '#src/shared/photos/paths.ts';
import { daysBetween, endedStatuses } from '#src/shared/submissions/privacy.ts';
import type { AdminNote, AdminSubmissionDetail, AdminSubmissionList } from '#src/shared/submissions/review.schema.ts';
import { allowedTransitions, isSubmissionStatus, storedStatusesOf } from '#src/shared/submissions/status.ts';

export interface FindSubmissionsInput {
  q?: string;
  status?: string;
  /** An event's slug. */
  event?: string;
  page: number;
  pageSize: number;
}

/** A search term matches a tracking-number prefix (spaces ignored, any case) or part of the name. */
function searchCondition(q: string): SQL | undefined {
  const term = q.trim();
  if (term === '') return undefined;
  const byName = ilike(submissions.name, `%${escapeLike(term)}%`);
  const compact = cleanTrackingNumber(term);
  if (!isTrackingNumberPrefix(compact)) return byName;
  return or(sql`${submissions.trackingNumber} like ${`${compact}%`}`, byName);
}

/** Staff dashboard list: server-side search, status filter and real pagination, newest first. */
export async function findSubmissions(deps: { db: Db }, input: FindSubmissionsInput): Promise<AdminSubmissionList> {
  const { db } = deps;
  const where = and(
    input.q ? searchCondition(input.q) : undefined,
    // Issue 40 item 13: one status to staff matches both of its stored names (Submitted and Pending).
    input.status ? inArray(submissions.status, [...storedStatusesOf(input.status)]) : undefined,
    // A subquery rather than the join below, so the count (which has no join) filters the same way.
    input.event
      ? inArray(submissions.eventId, db.select({ id: events.id }).from(events).where(eq(events.slug, input.event)))
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: submissions.id,
        trackingNumber: submissions.trackingNumber,
        name: submissions.name,
        city: submissions.city,
        status: submissions.status,
        createdAt: submissions.createdAt,
        pickupDate: submissions.pickupDate,
        pickupTime: submissions.pickupTime,
        photoCount: submissions.photoCount,
        eventVenue: events.venue,
        handover: submissions.handover,
        eventSlot: submissions.eventSlot,
        address: submissions.address,
        erasedAt: submissions.personalDataErasedAt,
      })
      .from(submissions)
      .leftJoin(events, eq(events.id, submissions.eventId))
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(submissions).where(where),
  ]);
  // Thumbnails for this page only: a per-row subquery in the list would also run for every row an
  // OFFSET skips, which made deep pages slow.
  const firstPhotos = await findFirstPhotoIds(
    db,
    rows.map((r) => r.id),
  );

  return {
    items: rows.map((r) => ({
      trackingNumber: r.trackingNumber,
      name: r.name,
      city: r.city,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      pickupDate: r.pickupDate,
      pickupTime: r.pickupTime,
      photoCount: r.photoCount,
      thumbUrl: firstPhotos.has(r.id) ? photoThumbUrl(firstPhotos.get(r.id)!) : null,
      eventVenue: r.eventVenue,
      handover: r.handover,
      eventSlot: r.eventSlot,
      address: r.address,
      erasedAfterDays: r.erasedAt ? daysBetween(r.createdAt, r.erasedAt) : null,
    })),
    total: totals[0]?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** submission id → id of its first photo (by position), for the given submissions. */
async function findFirstPhotoIds(db: Db, submissionIds: string[]): Promise<Map<string, string>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([photos.submissionId], { submissionId: photos.submissionId, id: photos.id })
    .from(photos)
    .where(inArray(photos.submissionId, submissionIds))
    .orderBy(photos.submissionId, asc(photos.position), asc(photos.createdAt));
  return new Map(rows.map((r) => [r.submissionId!, r.id]));
}

export function toAdminNote(n: typeof adminNotes.$inferSelect, updatedByName: string | null): AdminNote {
  return {
    notes: n.notes,
    itemCount: n.itemCount,
    resellable: n.resellable,
    possibleProfitCentavos: n.possibleProfit,
    updatedAt: n.updatedAt.toISOString(),
    updatedBy: updatedByName,
  };
}

export async function findSubmissionRow(db: Db, trackingNumber: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber)).limit(1);
  if (!row) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noDataFor', { trackingNumber });
  return row;
}

/** Everything the review screen shows about one request, with full contact details (staff only). */
export async function getSubmissionDetail(deps: { db: Db }, trackingNumber: string): Promise<AdminSubmissionDetail> {
  const { db } = deps;
  const s = await findSubmissionRow(db, trackingNumber);

  const [event, photoRows, noteRows, historyRows, notificationRows, nextRows] = await Promise.all([
    s.eventId
      ? db.select({ slug: events.slug, venue: events.venue }).from(events).where(eq(events.id, s.eventId))
      : Promise.resolve([]),
    db.select().from(photos).where(eq(photos.submissionId, s.id)).orderBy(asc(photos.position), asc(photos.createdAt)),
    db
      .select({ note: adminNotes, by: user.name })
      .from(adminNotes)
      .leftJoin(user, eq(user.id, adminNotes.updatedBy))
      .where(eq(adminNotes.submissionId, s.id)),
    db
      .select({ change: statusChanges, by: user.name })
      .from(statusChanges)
      .leftJoin(user, eq(user.id, statusChanges.byUserId))
      .where(eq(statusChanges.submissionId, s.id))
      .orderBy(asc(statusChanges.at)),
    db.select().from(notifications).where(eq(notifications.submissionId, s.id)).orderBy(desc(notifications.createdAt)),
    // "Next Application" walks from newer to older, like the dashboard list.
    db
      .select({ trackingNumber: submissions.trackingNumber })
      .from(submissions)
      // Compared in SQL: created_at has microseconds, a JS Date only milliseconds.
      // Issue 40 item 13: an ended request (completed, declined, cancelled) has nothing left to review.
      .where(
        and(
          sql`(${submissions.createdAt}, ${submissions.id}) < (select created_at, id from submissions where id = ${s.id})`,
          notInArray(submissions.status, [...endedStatuses]),
        ),
      )
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(1),
  ]);

  const note = noteRows[0];
  return {
    submission: {
      id: s.id,
      trackingNumber: s.trackingNumber,
      name: s.name,
      email: s.email,
      phone: s.phone,
      city: s.city,
      address: s.address,
      barangay: s.barangay,
      barangayUnmatched: s.barangayUnmatched,
      landmark: s.landmark,
      postalCode: s.postalCode,
      pin: s.pinLat !== null && s.pinLng !== null ? { lat: s.pinLat, lng: s.pinLng } : null,
      pickupDate: s.pickupDate,
      pickupTime: s.pickupTime,
      pickupWindowId: s.pickupWindowId,
      requestedPickupDate: s.requestedPickupDate,
      requestedPickupTime: s.requestedPickupTime,
      needsRescheduleSince: s.needsRescheduleSince?.toISOString() ?? null,
      pickupTruckId: s.pickupTruckId,
      status: s.status,
      statusReason: s.statusReason,
      photoCount: s.photoCount,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      erasedAfterDays: s.personalDataErasedAt ? daysBetween(s.createdAt, s.personalDataErasedAt) : null,
      event: event[0] ?? null,
      eventSlot: s.eventSlot,
      handover: s.handover,
    },
    photos: photoRows.map(toAdminPhoto),
    note: note ? toAdminNote(note.note, note.by) : null,
    history: historyRows.map(({ change, by }) => ({
      from: change.fromStatus,
      to: change.toStatus,
      reason: change.reason,
      at: change.at.toISOString(),
      by,
      note: isHistoryNote(change.note) ? change.note : null,
      params: historyNoteParamsSchema.safeParse(change.noteParams ?? {}).data ?? {},
    })),
    notifications: notificationRows.map((n) => ({
      id: n.id,
      channel: n.channel,
      template: n.template,
      recipient: maskRecipient(n.channel, n.recipient),
      status: n.status,
      loggedOnly: n.status === 'sent' && isLogOnlyMessageId(n.providerMessageId),
      sendAfter: n.sendAfter?.toISOString() ?? null,
      attempts: n.attempts,
      lastError: n.lastError,
      sentAt: n.sentAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
    allowedStatuses: isSubmissionStatus(s.status) ? [...allowedTransitions(s.status)] : [],
    nextTrackingNumber: nextRows[0]?.trackingNumber ?? null,
  };
}
