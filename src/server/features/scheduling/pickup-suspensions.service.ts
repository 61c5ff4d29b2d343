import { and, asc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/server/db/client.ts';
import { pickupSuspensions, submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications, type QueuedMessage } from '#src/server/features/notifications/outbox.ts';
import { suspendedDayEmail, suspendedDaySms } from '#src/server/features/notifications/templates.ts';
import { appError } from '#src/server/http/errors.ts';
import { recordHistories, type SubmissionRow } from '#src/server/lib/status-reactions.ts';
import { serviceCities } from '#src/shared/core/cities.ts';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import {
  mergeSuspendedCities,
  type SuspendDay,
  type SuspendResult,
  type Suspension,
  suspensionCovers,
} from '#src/shared/scheduling/suspensions.ts';
import { trackingResultUrl, trackPath } from '#src/shared/tracking/paths.ts';
import { withdrawPickupReminders } from './pickup-reminders.ts';
import { lockPickupDay } from './pickup-windows.service.ts';

// Issue 15 (decision 043): staff suspend a day (a PAGASA signal); its pickups need rescheduling.

/** Requests that will not be picked up anyway. */
const finalStatuses = ['Completed', 'Declined', 'Cancelled'];

type SuspensionRow = typeof pickupSuspensions.$inferSelect;

async function withCounts(db: Pick<Db, 'select'>, rows: SuspensionRow[]): Promise<Suspension[]> {
  if (rows.length === 0) return [];
  // Counted per city, so a day suspended in Marikina does not count a Makati household.
  const unanswered = await db
    .select({ date: submissions.pickupDate, city: submissions.city })
    .from(submissions)
    .where(
      and(
        sql`${submissions.needsRescheduleSince} is not null`,
        notInArray(submissions.status, finalStatuses),
        inArray(
          submissions.pickupDate,
          rows.map((r) => r.date),
        ),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    reason: r.reason,
    cities: r.cities,
    asked: r.askedCount,
    unanswered: unanswered.filter((u) => u.date === r.date && suspensionCovers(r.cities, u.city)).length,
  }));
}

/** The suspended days from today on, with how many households have not answered yet. */
export async function listSuspensions(deps: { db: Db; now: Date }): Promise<Suspension[]> {
  const rows = await deps.db
    .select()
    .from(pickupSuspensions)
    .where(gte(pickupSuspensions.date, manilaDate(deps.now)))
    .orderBy(asc(pickupSuspensions.date));
  return withCounts(deps.db, rows);
}

/**
 * Suspends a day in every city or in the cities staff picked (issue 23): records it (once per
 * date; a second marking keeps the first reason and adds its cities) and asks every household
 * booked that day in those cities to pick a new window. Under the booking lock of each city it
 * covers, so a booking in flight is either counted here or refused for the day. A second marking
 * finds every request asked already: it moves nothing and sends nothing again.
 */
export async function suspendPickupDay(
  deps: { db: Db; now: Date; publicUrl: string },
  raw: Omit<SuspendDay, 'cities'> & { cities?: readonly string[] | null },
  by: { id: string },
): Promise<SuspendResult> {
  const input = { ...raw, cities: raw.cities && raw.cities.length > 0 ? [...new Set(raw.cities)].sort() : null };
  return deps.db.transaction(async (tx) => {
    const booked = await tx
      .selectDistinct({ city: submissions.city })
      .from(submissions)
      .where(eq(submissions.pickupDate, input.date));
    const everyCity = [...new Set([...serviceCities, ...booked.map((b) => b.city)])].sort();
    for (const city of input.cities ?? everyCity) await lockPickupDay(tx, input.date, city);

    await tx
      .insert(pickupSuspensions)
      .values({ date: input.date, reason: input.reason, cities: input.cities, createdBy: by.id })
      .onConflictDoNothing({ target: pickupSuspensions.date });
    // Row-locked: two staff marking the same day add their cities one after the other.
    const [found] = await tx
      .select()
      .from(pickupSuspensions)
      .where(eq(pickupSuspensions.date, input.date))
      .for('update');
    const cities = mergeSuspendedCities(found!.cities, input.cities);
    const [suspension] = await tx
      .update(pickupSuspensions)
      .set({ cities })
      .where(eq(pickupSuspensions.id, found!.id))
      .returning();

    const rows = await tx
      .select()
      .from(submissions)
      .where(
        and(
          eq(submissions.pickupDate, input.date),
          notInArray(submissions.status, finalStatuses),
          sql`${submissions.eventId} is null`,
          suspension!.cities === null ? undefined : inArray(submissions.city, suspension!.cities),
          sql`${submissions.needsRescheduleSince} is null`,
        ),
      )
      .orderBy(asc(submissions.createdAt));
    let moved = 0;
    let sent = 0;
    for (let start = 0; start < rows.length; start += askedAtOnce) {
      const outcome = await askToReschedule(tx, deps, rows.slice(start, start + askedAtOnce), suspension!, by);
      moved += outcome.asked;
      sent += outcome.sms;
    }
    const [updated] = await tx
      .update(pickupSuspensions)
      .set({ askedCount: sql`${pickupSuspensions.askedCount} + ${moved}` })
      .where(eq(pickupSuspensions.id, suspension!.id))
      .returning();
    const [withCount] = await withCounts(tx, [updated!]);
    return { suspension: withCount!, moved, sent };
  });
}

/**
 * Households asked in one go: each statement below writes this many rows, so a day of 10,000
 * bookings is ~20 rounds of a few statements instead of ~7 statements a household (63 s on PGlite
 * in bench:wave, issue 35).
 */
const askedAtOnce = 500;

/**
 * Asks the households of these requests to pick a new window because their day was suspended: the
 * flag (not a status: product.md §4's list stays), a history line by the staff member, the
 * day-before reminder withdrawn, and one SMS and one e-mail in each request's language. Run inside
 * the suspension's transaction. A request whose status ended or that was asked already meanwhile
 * is left as it is. Returns how many were asked and how many SMS were queued.
 */
async function askToReschedule(
  tx: Tx,
  deps: { now: Date; publicUrl: string },
  rows: readonly SubmissionRow[],
  suspension: { id: string; date: string; reason: string },
  by: { id: string },
): Promise<{ asked: number; sms: number }> {
  const marked = await tx
    .update(submissions)
    .set({ needsRescheduleSince: deps.now })
    .where(
      and(
        inArray(
          submissions.id,
          rows.map((row) => row.id),
        ),
        // Still booked that day and not ended: a household may have moved or cancelled meanwhile.
        eq(submissions.pickupDate, suspension.date),
        notInArray(submissions.status, finalStatuses),
        isNull(submissions.needsRescheduleSince),
      ),
    )
    .returning();
  if (marked.length === 0) return { asked: 0, sms: 0 };
  // In the order they booked, as the rows came (RETURNING keeps no order).
  const order = new Map(rows.map((row, i) => [row.id, i]));
  marked.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  await recordHistories(
    tx,
    marked.map((row) => ({
      submissionId: row.id,
      from: row.status,
      to: row.status,
      reason: englishText('scheduling.suspendedHistory', { reason: suspension.reason }),
      byUserId: by.id,
      // The household reads that its day was suspended, not staff's reason (issue 24).
      note: 'daySuspended' as const,
      noteParams: row.pickupDate ? { date: row.pickupDate } : null,
    })),
  );
  await withdrawPickupReminders(
    tx,
    marked.map((row) => row.id),
    'the pickup day was suspended',
  );
  const messages = marked.flatMap((row) => suspensionMessages(deps, row, suspension));
  await enqueueNotifications(tx, messages);
  return { asked: marked.length, sms: messages.filter((m) => m.channel === 'sms').length };
}

/** One request's SMS (when its phone is one) and e-mail (when it has one) about its suspended day. */
function suspensionMessages(
  deps: { publicUrl: string },
  row: SubmissionRow,
  suspension: { id: string; reason: string },
): QueuedMessage[] {
  const pickupDateText = formatDate(row.pickupDate!, row.locale);
  // Decision 080: the SMS is the same text for every household of the day in one language (the
  // tracking page's link, no personal text), so Semaphore takes up to 1,000 of them in one call;
  // the e-mail carries the household's own link.
  const email = suspendedDayEmail({
    pickupDateText,
    reason: suspension.reason,
    trackingNumber: row.trackingNumber,
    trackUrl: trackingResultUrl(deps.publicUrl, row.trackingNumber),
    locale: row.locale,
  });
  const phone = normalizePhone(row.phone);
  return [
    ...(phone
      ? [
          {
            channel: 'sms' as const,
            recipient: phone,
            template: 'status-day-suspended',
            body: suspendedDaySms({
              pickupDateText,
              reason: suspension.reason,
              trackUrl: `${deps.publicUrl}${trackPath()}`,
              locale: row.locale,
            }),
            submissionId: row.id,
            // One per request and suspended day, however often the day is marked.
            idempotencyKey: `day-suspended:${suspension.id}:${row.id}`,
          },
        ]
      : []),
    ...(row.email
      ? [
          {
            channel: 'email' as const,
            recipient: row.email,
            template: 'status-day-suspended-email',
            subject: email.subject,
            body: email.text,
            html: email.html,
            submissionId: row.id,
            idempotencyKey: `day-suspended-email:${suspension.id}:${row.id}`,
          },
        ]
      : []),
  ];
}

/** Lifts a suspension: the day offers its windows again. Households already asked keep their new choice. */
export async function liftSuspension(deps: { db: Db }, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(pickupSuspensions)
    .where(eq(pickupSuspensions.id, id))
    .returning({ id: pickupSuspensions.id });
  if (deleted.length === 0) throw appError('NOT_FOUND', 'scheduling.suspensionNotFound');
}
