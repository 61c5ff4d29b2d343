import { and, count, eq, gte, isNotNull, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { adminNotes, photos, submissions } from '#src/server/db/schema.ts';
import { addDays, manilaDate, manilaInstant } from '#src/shared/core/dates.ts';
import type { AdminStats } from '#src/shared/submissions/review.schema.ts';
import { submissionStatuses } from '#src/shared/submissions/status.ts';

// Requests that will not be picked up do not count towards what the team can resell.
const closedWithoutPickup = ['Declined', 'Cancelled'];

/** Monday–Sunday of the Manila week that contains `now`. */
export function manilaWeek(now: Date): { from: string; to: string } {
  const today = manilaDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** Dashboard figures computed from the data (design.md §6.5), in pesos' centavos and Manila dates. */
export async function getDashboardStats(deps: { db: Db; now: Date }): Promise<AdminStats> {
  const { db, now } = deps;
  const week = manilaWeek(now);
  const monthStart = manilaInstant(`${manilaDate(now).slice(0, 7)}-01`);

  const [statusRows, weekRows, monthRows, noteRows, topItems, rescheduleRows] = await Promise.all([
    db.select({ status: submissions.status, n: count() }).from(submissions).groupBy(submissions.status),
    db
      .select({ n: count() })
      .from(submissions)
      .where(
        and(
          eq(submissions.status, 'Pickup Scheduled'),
          gte(submissions.pickupDate, week.from),
          sql`${submissions.pickupDate} <= ${week.to}`,
        ),
      ),
    db.select({ n: count() }).from(submissions).where(gte(submissions.createdAt, monthStart)),
    db
      .select({
        items: sum(sql`case when ${adminNotes.resellable} then ${adminNotes.itemCount} else 0 end`),
        profit: sum(adminNotes.possibleProfit),
      })
      .from(adminNotes)
      .innerJoin(submissions, eq(submissions.id, adminNotes.submissionId))
      .where(notInArray(submissions.status, closedWithoutPickup)),
    findTopItems(db),
    db
      .select({ n: count() })
      .from(submissions)
      .where(
        and(
          isNotNull(submissions.needsRescheduleSince),
          notInArray(submissions.status, [...closedWithoutPickup, 'Completed']),
        ),
      ),
  ]);

  const byStatus: Record<string, number> = Object.fromEntries(submissionStatuses.map((s) => [s, 0]));
  let total = 0;
  for (const row of statusRows) {
    byStatus[row.status] = row.n;
    total += row.n;
  }
  return {
    total,
    byStatus,
    pickupsThisWeek: weekRows[0]?.n ?? 0,
    week,
    completed: byStatus.Completed ?? 0,
    itemsResellable: Number(noteRows[0]?.items ?? 0),
    possibleProfitCentavos: Number(noteRows[0]?.profit ?? 0),
    submissionsThisMonth: monthRows[0]?.n ?? 0,
    topItems,
    needsRescheduling: rescheduleRows[0]?.n ?? 0,
  };
}

// Names the upload flow gives by default tell staff nothing about what people give away.
const defaultLabel = /^(Item( \d+)?|Analysis Failed|Unknown)?$/;
const defaultBrand = /^(Random Item|Unknown)?$/;

/** The five most common item names among submitted photos: the label, else the brand, ignoring defaults. */
async function findTopItems(db: Db): Promise<AdminStats['topItems']> {
  // Grouped in SQL by the raw pair (few distinct pairs), named in JS: cheaper than a regex per row.
  const pairs = await db
    .select({ label: photos.label, brand: photos.brand, n: count() })
    .from(photos)
    .where(isNotNull(photos.submissionId))
    .groupBy(photos.label, photos.brand);
  const counts = new Map<string, number>();
  for (const { label, brand, n } of pairs) {
    const name = !defaultLabel.test(label) ? label : !defaultBrand.test(brand) ? brand : null;
    if (name) counts.set(name, (counts.get(name) ?? 0) + n);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 5)
    .map(([name, n]) => ({ name, count: n }));
}
