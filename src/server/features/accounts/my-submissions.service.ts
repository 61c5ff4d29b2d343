import { desc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { events, submissions } from '#src/server/db/schema.ts';
import type { MySubmission } from '#src/shared/accounts/my-submissions.schema.ts';
import { statusOrDefault } from '#src/shared/submissions/status.ts';

/** Enough for years of a household's requests; the list is not paged. */
export const maxMySubmissions = 500;

/** The submissions this account owns (made while signed in, or claimed), newest first (spec §2 "My Submissions"). */
export async function listMySubmissions(db: Db, userId: string): Promise<MySubmission[]> {
  const rows = await db
    .select({
      trackingNumber: submissions.trackingNumber,
      eventSlug: events.slug,
      name: submissions.name,
      status: submissions.status,
      city: submissions.city,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .leftJoin(events, eq(events.id, submissions.eventId))
    .where(eq(submissions.ownerUserId, userId))
    .orderBy(desc(submissions.createdAt))
    .limit(maxMySubmissions);
  return rows.map((r) => ({
    trackingNumber: r.trackingNumber,
    kind: r.eventSlug ? 'event' : 'regular',
    eventSlug: r.eventSlug,
    name: r.name,
    status: statusOrDefault(r.status),
    city: r.city,
    submittedAt: r.createdAt.toISOString(),
  }));
}
