import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { itemOutcomes, partners } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import type { CreatePartner, Partner, PartnerKind, UpdatePartner } from '#src/shared/outcomes/outcome.schema.ts';

// Issue 16: the charities, recyclers and resellers staff send items to (the Partners page).

type PartnerRow = typeof partners.$inferSelect;

function toPartner(row: PartnerRow, itemCount: number): Partner {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PartnerKind,
    city: row.city,
    active: row.active,
    itemCount,
  };
}

const itemCounts = (db: Db) =>
  db
    .select({ partnerId: itemOutcomes.partnerId, n: sql<number>`count(*)::int`.as('n') })
    .from(itemOutcomes)
    .groupBy(itemOutcomes.partnerId)
    .as('item_counts');

/** Every partner, active ones first, by name, each with how many items it received. */
export async function findPartners(deps: { db: Db }): Promise<Partner[]> {
  const counts = itemCounts(deps.db);
  const rows = await deps.db
    .select({ partner: partners, n: counts.n })
    .from(partners)
    .leftJoin(counts, eq(counts.partnerId, partners.id))
    .orderBy(sql`${partners.active} desc`, asc(sql`lower(${partners.name})`));
  return rows.map((r) => toPartner(r.partner, r.n ?? 0));
}

/** Two partners may not share a name, whatever its case (the unique index decides, not a prior read). */
export async function createPartner(deps: { db: Db }, input: CreatePartner): Promise<Partner> {
  const [row] = await deps.db
    .insert(partners)
    .values({ name: input.name, kind: input.kind, city: input.city, active: input.active ?? true })
    .onConflictDoNothing()
    .returning();
  if (!row) throw appError('CONFLICT', 'outcomes.partnerNameTaken');
  return toPartner(row, 0);
}

export async function updatePartner(deps: { db: Db }, id: string, input: UpdatePartner): Promise<Partner> {
  const [existing] = await deps.db.select().from(partners).where(eq(partners.id, id)).limit(1);
  if (!existing) throw appError('NOT_FOUND', 'outcomes.partnerNotFound');
  const [row] = await deps.db
    .update(partners)
    .set(input)
    .where(eq(partners.id, id))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw appError('CONFLICT', 'outcomes.partnerNameTaken');
      throw error;
    });
  if (!row) throw appError('NOT_FOUND', 'outcomes.partnerNotFound');
  const [used] = await deps.db.select({ n: count() }).from(itemOutcomes).where(eq(itemOutcomes.partnerId, id));
  return toPartner(row, used?.n ?? 0);
}

/**
 * Removes a partner that never received an item. One that did stays, for the receipts and
 * reports that name it: the foreign key refuses the delete, which answers 409.
 */
export async function deletePartner(deps: { db: Db }, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(partners)
    .where(eq(partners.id, id))
    .returning({ id: partners.id })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw appError('CONFLICT', 'outcomes.partnerInUse');
      throw error;
    });
  if (deleted.length === 0) throw appError('NOT_FOUND', 'outcomes.partnerNotFound');
}

/** The driver's error under Drizzle's wrapping (in `cause`), if it is a PostgreSQL error. */
function driverError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const sqlState = (error: unknown) => driverError(error)?.code;

/** The constraint a database error names, e.g. item_outcomes_partner_id_partners_id_fk. */
export const violatedConstraint = (error: unknown) => driverError(error)?.constraint;

const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
// 23001: the RESTRICT of item_outcomes.partner_id; 23503 should it become NO ACTION.
export const isForeignKeyViolation = (error: unknown) => ['23001', '23503'].includes(sqlState(error) ?? '');
