import { asc, type Column, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { itemOutcomes, partners, photos } from '#src/server/db/schema.ts';
import { receiptFromRows } from '#src/shared/outcomes/outcome.schema.ts';

// Issue 16: what became of a request's items, as rows of one shape (the item's name, its outcome,
// the partner, the material, the weight), in the order of its photos. Defined once here and read
// three ways: a request's receipt (the e-mail and the share link), the staff CSV export (every
// photo, recorded or not) and the tracking lookup (inside its one query, as JSON).

type Reader = Pick<Db, 'select'>;

const columns = {
  name: photos.label,
  outcome: itemOutcomes.outcome,
  partner: partners.name,
  material: itemOutcomes.material,
  weightGrams: itemOutcomes.weightGrams,
};

/** The rows of the given requests; `recordedOnly` leaves out photos with no outcome yet. */
export function outcomeRows(db: Reader, submissionIds: string[], options: { recordedOnly: boolean }) {
  const ofRequests = inArray(photos.submissionId, submissionIds);
  return db
    .select({ submissionId: photos.submissionId, ...columns })
    .from(photos)
    .leftJoin(itemOutcomes, eq(itemOutcomes.photoId, photos.id))
    .leftJoin(partners, eq(partners.id, itemOutcomes.partnerId))
    .where(options.recordedOnly ? sql`${ofRequests} and ${isNotNull(itemOutcomes.photoId)}` : ofRequests)
    .orderBy(asc(photos.position), asc(photos.createdAt));
}

/** The same rows of one request as a JSON array, for a query that reads everything at once. */
export function outcomeRowsJson(submissionId: Column | SQL): SQL {
  const fields = sql.join(
    Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  return sql`coalesce((
    select json_agg(json_build_object(${fields}) order by ${photos.position}, ${photos.createdAt})
    from ${photos} join ${itemOutcomes} on ${itemOutcomes.photoId} = ${photos.id}
    left join ${partners} on ${partners.id} = ${itemOutcomes.partnerId}
    where ${photos.submissionId} = ${submissionId}), '[]'::json)`;
}

/** A request's outcomes as receipt lines with their totals. */
export async function loadReceipt(db: Reader, submissionId: string) {
  const rows = await outcomeRows(db, [submissionId], { recordedOnly: true });
  // A recorded outcome always has its kind and weight (the table's NOT NULL columns).
  const recorded = rows.flatMap(({ outcome, weightGrams, ...row }) =>
    outcome !== null && weightGrams !== null ? [{ ...row, outcome, weightGrams }] : [],
  );
  return receiptFromRows(recorded);
}
