import { and, asc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { manilaDayOf } from '#src/server/db/manila.ts';
import { itemOutcomes, partners, submissions } from '#src/server/db/schema.ts';
import { addDays, manilaInstant } from '#src/shared/core/dates.ts';
import { kgFromGrams, type OutcomeReport, type ReportRange } from '#src/shared/outcomes/outcome.schema.ts';
import { outcomeRows } from './outcome-rows.ts';

// Issue 16: the staff Reports page (monthly outcomes by city and by partner) and the CSV export.

/** When a request was completed; requests completed before the column existed count by their last change. */
const completedAt = sql`coalesce(${submissions.completedAt}, ${submissions.updatedAt})`;
const month = manilaDayOf(completedAt, 'YYYY-MM');

/** A range's bounds are Manila dates, `to` included: from its first day's midnight to the next day's after `to`. */
function inRange(range: ReportRange): SQL {
  return sql`${completedAt} >= ${manilaInstant(range.from).toISOString()} and ${completedAt} < ${manilaInstant(addDays(range.to, 1)).toISOString()}`;
}

const figures = {
  requests: sql<number>`count(distinct ${submissions.id})::int`,
  donated: sql<number>`(count(*) filter (where ${itemOutcomes.outcome} = 'donated'))::int`,
  resold: sql<number>`(count(*) filter (where ${itemOutcomes.outcome} = 'resold'))::int`,
  recycled: sql<number>`(count(*) filter (where ${itemOutcomes.outcome} = 'recycled'))::int`,
  disposed: sql<number>`(count(*) filter (where ${itemOutcomes.outcome} = 'disposed'))::int`,
  divertedGrams: sql<number>`coalesce(sum(${itemOutcomes.weightGrams}) filter (where ${itemOutcomes.outcome} <> 'disposed'), 0)::int`,
};

type Figures = { [K in keyof typeof figures]: number };
function row<T extends Figures>({ divertedGrams, ...rest }: T) {
  return { ...rest, kgDiverted: kgFromGrams(divertedGrams) };
}

/** Completed requests' outcomes in the range, per Manila month, per month and city, per month and partner. */
export async function getOutcomeReport(deps: { db: Db }, range: ReportRange): Promise<OutcomeReport> {
  const { db } = deps;
  const base = () =>
    db
      .select({ month, ...figures })
      .from(itemOutcomes)
      .innerJoin(submissions, eq(submissions.id, itemOutcomes.submissionId))
      .where(and(eq(submissions.status, 'Completed'), inRange(range)));
  const [months, byCity, byPartner] = await Promise.all([
    base().groupBy(month).orderBy(month),
    db
      .select({ month, city: submissions.city, ...figures })
      .from(itemOutcomes)
      .innerJoin(submissions, eq(submissions.id, itemOutcomes.submissionId))
      .where(and(eq(submissions.status, 'Completed'), inRange(range)))
      .groupBy(month, submissions.city)
      .orderBy(month, submissions.city),
    db
      .select({ month, partner: partners.name, ...figures })
      .from(itemOutcomes)
      .innerJoin(submissions, eq(submissions.id, itemOutcomes.submissionId))
      .leftJoin(partners, eq(partners.id, itemOutcomes.partnerId))
      .where(and(eq(submissions.status, 'Completed'), inRange(range)))
      .groupBy(month, partners.name)
      .orderBy(month, partners.name),
  ]);
  return {
    range: { from: range.from, to: range.to },
    months: months.map(row),
    byCity: byCity.map(row),
    byPartner: byPartner.map(row),
  };
}

// ---- CSV export --------------------------------------------------------------------------------

export const csvColumns = [
  'tracking_number',
  'submitted_at',
  'status',
  'completed_at',
  'city',
  'item',
  'outcome',
  'partner',
  'material',
  'weight_kg',
] as const;

/** RFC 4180 quoting, and a leading = + - @ defused so a spreadsheet never runs a cell as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Requests per page of the export: each page is one query for requests and one for their items. */
const exportPageSize = 500;

/**
 * Requests made in the range (Manila dates, by submission day) and their items' outcomes, one line
 * per item (a request without photos gets one line), as CSV text in chunks. Pages through the
 * requests by (created_at, id), so memory holds one page whatever the range: a year of requests
 * never loads at once. No contact details: a staff report, not a customer list.
 */
export async function* exportOutcomesCsv(deps: { db: Db }, range: ReportRange): AsyncGenerator<string> {
  const { db } = deps;
  yield `${csvColumns.join(',')}\r\n`;
  const from = manilaInstant(range.from);
  const until = manilaInstant(addDays(range.to, 1));
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const createdAtText = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    const page: {
      id: string;
      trackingNumber: string;
      createdAt: string;
      status: string;
      completedAt: Date | null;
      city: string;
    }[] = await db
      .select({
        id: submissions.id,
        trackingNumber: submissions.trackingNumber,
        createdAt: createdAtText,
        status: submissions.status,
        completedAt: submissions.completedAt,
        city: submissions.city,
      })
      .from(submissions)
      .where(
        and(
          gte(submissions.createdAt, from),
          lt(submissions.createdAt, until),
          after
            ? or(
                gt(submissions.createdAt, sql`${after.createdAt}::timestamptz`),
                and(eq(submissions.createdAt, sql`${after.createdAt}::timestamptz`), gt(submissions.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .limit(exportPageSize);
    if (page.length === 0) return;

    const items = await outcomeRows(
      db,
      page.map((p) => p.id),
      { recordedOnly: false },
    );
    const bySubmission = new Map<string | null, typeof items>();
    for (const item of items) {
      const list = bySubmission.get(item.submissionId);
      if (list) list.push(item);
      else bySubmission.set(item.submissionId, [item]);
    }

    let chunk = '';
    for (const s of page) {
      const request = [s.trackingNumber, s.createdAt, s.status, s.completedAt?.toISOString() ?? null, s.city];
      const lines = bySubmission.get(s.id) ?? [null];
      for (const item of lines) {
        const fields = [
          ...request,
          item?.name ?? null,
          item?.outcome ?? null,
          item?.partner ?? null,
          item?.material ?? null,
          item?.weightGrams == null ? null : kgFromGrams(item.weightGrams),
        ];
        chunk += `${fields.map(csvField).join(',')}\r\n`;
      }
    }
    yield chunk;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < exportPageSize) return;
  }
}
