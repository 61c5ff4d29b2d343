import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { manilaDayOf } from '#src/server/db/manila.ts';
import { events, submissions } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import type { AppError } from '#src/shared/core/app-error.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { cleanSlug, eventPhase, makeEventSlug } from '#src/shared/core/event-rules.ts';
import type {
  AdminEvent,
  AdminEventDetail,
  CreateEventInput,
  PublicEvent,
  UpdateEventInput,
} from '#src/shared/events/event.schema.ts';
import { eventRequestListLimit, slotsOutsideDates } from '#src/shared/events/event.schema.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { submissionStatuses } from '#src/shared/submissions/status.ts';

// Event booths are rows staff create (design.md §6.3), not code. Issue 14: staff manage them here;
// the booth page checks one on load; submissions refuse a closed one (submissions.service.ts).

export interface EventDeps {
  db: Db;
  now: Date;
}

type EventRow = typeof events.$inferSelect;

interface EventCounts {
  requests: number;
  photos: number;
  byStatus: Record<string, number>;
}

const noCounts = (): EventCounts => ({ requests: 0, photos: 0, byStatus: {} });

function toPublicEvent(row: EventRow, today: string): PublicEvent {
  return {
    slug: row.slug,
    venue: row.venue,
    city: row.city,
    address: row.address,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    handoverSlots: row.handoverSlots,
    phase: eventPhase(row, today),
  };
}

function toAdminEvent(row: EventRow, counts: EventCounts, today: string): AdminEvent {
  const byStatus: Record<string, number> = Object.fromEntries(submissionStatuses.map((s) => [s, 0]));
  for (const [status, n] of Object.entries(counts.byStatus)) byStatus[status] = n;
  return {
    ...toPublicEvent(row, today),
    id: row.id,
    active: row.active,
    slugLocked: counts.requests > 0,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    requests: counts.requests,
    photos: counts.photos,
    completed: byStatus.Completed ?? 0,
    byStatus,
  };
}

/** Requests, photos and statuses per event, in two grouped queries. */
async function countByEvent(db: Db, eventId?: string): Promise<Map<string, EventCounts>> {
  const only = eventId ? eq(submissions.eventId, eventId) : sql`${submissions.eventId} is not null`;
  const rows = await db
    .select({
      eventId: submissions.eventId,
      status: submissions.status,
      requests: count(),
      photos: sql<number>`coalesce(sum(${submissions.photoCount}), 0)::int`,
    })
    .from(submissions)
    .where(only)
    .groupBy(submissions.eventId, submissions.status);
  const byEvent = new Map<string, EventCounts>();
  for (const row of rows) {
    if (!row.eventId) continue;
    const counts = byEvent.get(row.eventId) ?? noCounts();
    counts.requests += row.requests;
    counts.photos += Number(row.photos);
    counts.byStatus[row.status] = (counts.byStatus[row.status] ?? 0) + row.requests;
    byEvent.set(row.eventId, counts);
  }
  return byEvent;
}

export async function findEvents(deps: EventDeps): Promise<AdminEvent[]> {
  const [rows, counts] = await Promise.all([
    deps.db.select().from(events).orderBy(desc(events.startsOn), desc(events.createdAt)),
    countByEvent(deps.db),
  ]);
  const today = manilaDate(deps.now);
  return rows.map((row) => toAdminEvent(row, counts.get(row.id) ?? noCounts(), today));
}

async function getEventRow(db: Db, id: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND', 'events.noSuchEvent');
  return row;
}

function slugTaken(slug: string): AppError {
  return appError('CONFLICT', 'events.slugTaken', { slug });
}

export async function createEvent(deps: EventDeps, input: CreateEventInput): Promise<AdminEvent> {
  const slug = input.slug ? cleanSlug(input.slug) : makeEventSlug(input.venue, input.startsOn);
  const [row] = await deps.db
    .insert(events)
    .values({
      slug,
      venue: input.venue,
      city: input.city,
      address: input.address,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      handoverSlots: input.handoverSlots,
      active: input.active,
      closedAt: input.active ? null : deps.now,
    })
    .onConflictDoNothing({ target: events.slug })
    .returning();
  if (!row) throw slugTaken(slug);
  return toAdminEvent(row, noCounts(), manilaDate(deps.now));
}

/**
 * Changes an event. The dates are checked together with the stored ones; the slug only changes
 * while the event has no request (its links are on slips, QR codes and SMS after that). Closing
 * records when, so requests saved offline before the close are still taken (decision 030).
 */
export async function updateEvent(deps: EventDeps, id: string, input: UpdateEventInput): Promise<AdminEvent> {
  const { db } = deps;
  const current = await getEventRow(db, id);
  const startsOn = input.startsOn ?? current.startsOn;
  const endsOn = input.endsOn ?? current.endsOn;
  if (startsOn && endsOn && startsOn > endsOn) {
    throw appError('VALIDATION', 'events.endBeforeStart', {}, [
      { path: 'endsOn', message: englishText('events.endBeforeStart'), key: 'events.endBeforeStart' },
    ]);
  }
  // Issue 23: every hand-over slot on a day of the event, with the dates as they will be stored.
  const outside = slotsOutsideDates(input.handoverSlots ?? current.handoverSlots, startsOn, endsOn);
  if (outside.length > 0) {
    throw appError(
      'VALIDATION',
      'events.slotOutsideDates',
      {},
      outside.map((i) => ({
        path: `handoverSlots.${i}.date`,
        message: englishText('events.slotOutsideDates'),
        key: 'events.slotOutsideDates',
      })),
    );
  }
  const slug = input.slug !== undefined ? cleanSlug(input.slug) : undefined;
  const changes: Partial<typeof events.$inferInsert> = {
    venue: input.venue,
    city: input.city,
    address: input.address,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    handoverSlots: input.handoverSlots,
    active: input.active,
  };
  if (input.active === false && current.active) changes.closedAt = deps.now;
  if (input.active === true) changes.closedAt = null;

  const row = await db.transaction(async (tx) => {
    if (slug !== undefined && slug !== current.slug) {
      // Locked with the event row, so a request cannot arrive between the check and the rename.
      await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
      const [used] = await tx.select({ n: count() }).from(submissions).where(eq(submissions.eventId, id));
      if ((used?.n ?? 0) > 0) throw appError('CONFLICT', 'events.slugLocked');
      const [other] = await tx.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
      if (other) throw slugTaken(slug);
      changes.slug = slug;
    }
    // The same slug again is not a change; an UPDATE without columns would fail as a 500.
    if (!Object.values(changes).some((value) => value !== undefined)) return current;
    const [updated] = await tx.update(events).set(changes).where(eq(events.id, id)).returning();
    return updated!;
  });
  const counts = await countByEvent(db, id);
  return toAdminEvent(row, counts.get(id) ?? noCounts(), manilaDate(deps.now));
}

/** The event, its requests per Manila day with how many reached Completed, and its newest requests. */
export async function getEventDetail(deps: EventDeps, id: string): Promise<AdminEventDetail> {
  const { db } = deps;
  const row = await getEventRow(db, id);
  const manilaDay = manilaDayOf(submissions.createdAt);
  const [counts, days, requests] = await Promise.all([
    countByEvent(db, id),
    db
      .select({
        date: manilaDay,
        requests: count(),
        completed: sql<number>`count(*) filter (where ${submissions.status} = 'Completed')::int`,
      })
      .from(submissions)
      .where(eq(submissions.eventId, id))
      .groupBy(manilaDay)
      .orderBy(manilaDay),
    db
      .select({
        trackingNumber: submissions.trackingNumber,
        name: submissions.name,
        status: submissions.status,
        photoCount: submissions.photoCount,
        eventSlot: submissions.eventSlot,
        handover: submissions.handover,
        createdAt: submissions.createdAt,
      })
      .from(submissions)
      .where(eq(submissions.eventId, id))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(eventRequestListLimit),
  ]);
  return {
    event: toAdminEvent(row, counts.get(id) ?? noCounts(), manilaDate(deps.now)),
    days: days.map((d) => ({ date: d.date, requests: d.requests, completed: Number(d.completed) })),
    requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** What the booth page shows before any photo: found, and open, not started or ended. */
export async function getPublicEvent(deps: EventDeps, rawSlug: string): Promise<PublicEvent> {
  const slug = cleanSlug(rawSlug);
  const [row] = await deps.db.select().from(events).where(eq(events.slug, slug)).limit(1);
  if (!row) throw appError('NOT_FOUND', 'events.eventNotFound');
  return toPublicEvent(row, manilaDate(deps.now));
}
