import { asc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { itemOutcomes, partners, photos } from '#src/server/db/schema.ts';
import { receiptFromRows } from '#src/shared/outcomes/outcome.schema.ts';

// Issue 16: one query for a request's receipt, used by the e-mail (submissions) and the share link
// (tracking). The tracking result reads the same rows inside its one lookup query.

type Reader = Pick<Db, 'select'>;

/** A request's outcomes as receipt lines with their totals, in the order of its photos. */
export async function loadReceipt(db: Reader, submissionId: string) {
  const rows = await db
    .select({
      name: photos.label,
      outcome: itemOutcomes.outcome,
      partner: partners.name,
      material: itemOutcomes.material,
      weightGrams: itemOutcomes.weightGrams,
    })
    .from(itemOutcomes)
    .innerJoin(photos, eq(photos.id, itemOutcomes.photoId))
    .leftJoin(partners, eq(partners.id, itemOutcomes.partnerId))
    .where(eq(itemOutcomes.submissionId, submissionId))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  return receiptFromRows(rows);
}
