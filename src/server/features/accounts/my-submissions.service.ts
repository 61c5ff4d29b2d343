import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { events, photos, submissions } from '#src/server/db/schema.ts';
import type { MySubmission } from '#src/shared/accounts/my-submissions.schema.ts';
import { statusOrDefault } from '#src/shared/submissions/status.ts';
import { reviewStateOf } from '#src/shared/submissions/verdicts.ts';

/** Enough for years of a household's requests; the list is not paged. */
export const maxMySubmissions = 500;

/** The submissions this account owns (made while signed in, or claimed), newest first (product.md §2 "My Submissions"). */
export async function listMySubmissions(db: Db, userId: string): Promise<MySubmission[]> {
  const rows = await db
    .select({
      trackingNumber: submissions.trackingNumber,
      eventSlug: events.slug,
      name: submissions.name,
      status: submissions.status,
      city: submissions.city,
      createdAt: submissions.createdAt,
      // Issue 27: the verdict counts, read per card (a household has a handful of requests).
      taken: sql<number>`(select count(*)::int from ${photos} where ${photos.submissionId} = ${submissions.id} and ${photos.verdict} in ('accept', 'recycle'))`,
      refused: sql<number>`(select count(*)::int from ${photos} where ${photos.submissionId} = ${submissions.id} and ${photos.verdict} = 'reject')`,
    })
    .from(submissions)
    .leftJoin(events, eq(events.id, submissions.eventId))
    .where(eq(submissions.ownerUserId, userId))
    .orderBy(desc(submissions.createdAt))
    .limit(maxMySubmissions);
  return rows.map((r) => {
    const status = statusOrDefault(r.status);
    const review = reviewStateOf(status);
    return {
      trackingNumber: r.trackingNumber,
      kind: r.eventSlug ? 'event' : 'regular',
      eventSlug: r.eventSlug,
      name: r.name,
      status,
      city: r.city,
      submittedAt: r.createdAt.toISOString(),
      review,
      verdicts: review === 'done' ? { taken: r.taken, refused: r.refused } : null,
    };
  });
}
