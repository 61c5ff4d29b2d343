import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { events, submissions } from '#src/server/db/schema.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { type AdminEvent, adminMessages } from '#src/shared/submissions/review.schema.ts';

// Event booths are rows staff create (DESIGN §6.3), not code.

export interface EventInput {
  slug: string;
  venue: string;
  city: string;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
}

type EventRow = typeof events.$inferSelect;

function toAdminEvent(row: EventRow, submissionCount: number): AdminEvent {
  return {
    id: row.id,
    slug: row.slug,
    venue: row.venue,
    city: row.city,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.active,
    submissionCount,
  };
}

export async function findEvents(deps: { db: Db }): Promise<AdminEvent[]> {
  const rows = await deps.db
    .select({ event: events, n: count(submissions.id) })
    .from(events)
    .leftJoin(submissions, eq(submissions.eventId, events.id))
    .groupBy(events.id)
    .orderBy(desc(events.createdAt));
  return rows.map((r) => toAdminEvent(r.event, r.n));
}

export async function createEvent(deps: { db: Db }, input: EventInput): Promise<AdminEvent> {
  const [row] = await deps.db.insert(events).values(input).onConflictDoNothing({ target: events.slug }).returning();
  if (!row) throw new AppError('CONFLICT', `An event with the address name "${input.slug}" already exists`);
  return toAdminEvent(row, 0);
}

export async function updateEvent(
  deps: { db: Db },
  id: string,
  input: Partial<Omit<EventInput, 'slug'>>,
): Promise<AdminEvent> {
  const { db } = deps;
  // An empty change is the caller's mistake, not an UPDATE without columns (which fails as a 500).
  if (!Object.values(input).some((value) => value !== undefined)) {
    throw new AppError('VALIDATION', adminMessages.nothingToUpdate);
  }
  const [current] = await db.select().from(events).where(eq(events.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'No such event');
  const startsOn = input.startsOn !== undefined ? input.startsOn : current.startsOn;
  const endsOn = input.endsOn !== undefined ? input.endsOn : current.endsOn;
  if (startsOn && endsOn && startsOn > endsOn) {
    throw new AppError('VALIDATION', 'The end date must be on or after the start date');
  }
  const [row] = await db.update(events).set(input).where(eq(events.id, id)).returning();
  const [n] = await db.select({ n: count() }).from(submissions).where(eq(submissions.eventId, id));
  return toAdminEvent(row!, n?.n ?? 0);
}
