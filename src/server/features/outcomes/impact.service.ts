import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { manilaDayOf } from '#src/server/db/manila.ts';
import { itemOutcomes, submissions } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { type ImpactCounter, type ImpactReceipt, kgFromGrams } from '#src/shared/outcomes/outcome.schema.ts';
import { impactPath } from '#src/shared/outcomes/paths.ts';
import { loadReceipt } from './outcome-rows.ts';

// Issue 16: the public side of outcomes: a household's shared receipt and the counter of everyone's.

/** A share token is base64url (decision 041); anything else cannot match and is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The receipt behind a share link: items and totals of a Completed request, and nothing that
 * names or reaches a person (no name, contact, address, tracking number, photo). A request that
 * is not Completed, or has no outcomes, has no receipt: the same 404 as an unknown token.
 */
export async function findImpactReceipt(deps: { db: Db }, token: string): Promise<ImpactReceipt> {
  const notFound = () => appError('NOT_FOUND', 'outcomes.receiptNotFound');
  if (!tokenPattern.test(token)) throw notFound();
  const { db } = deps;
  const [s] = await db
    .select({
      id: submissions.id,
      completedOn: manilaDayOf<string | null>(submissions.completedAt),
    })
    .from(submissions)
    .where(and(eq(submissions.impactToken, token), eq(submissions.status, 'Completed')))
    .limit(1);
  if (!s) throw notFound();
  const receipt = await loadReceipt(db, s.id);
  if (receipt.items.length === 0) throw notFound();
  return { sharePath: impactPath(token), completedOn: s.completedOn, ...receipt };
}

/** Everyone's impact so far: two aggregate queries over Completed requests. */
export async function countImpact(deps: { db: Db }): Promise<ImpactCounter> {
  const { db } = deps;
  const [[requests], [items]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(eq(submissions.status, 'Completed')),
    db
      .select({
        // Issue 24: "rehomed" is an item someone took (donated or resold); a recycled fan is not,
        // though its kilograms count as diverted.
        rehomed: sql<number>`(count(*) filter (where ${itemOutcomes.outcome} in ('donated', 'resold')))::int`,
        grams: sql<number>`coalesce(sum(${itemOutcomes.weightGrams}) filter (where ${itemOutcomes.outcome} <> 'disposed'), 0)::bigint`,
      })
      .from(itemOutcomes)
      .innerJoin(submissions, eq(submissions.id, itemOutcomes.submissionId))
      .where(eq(submissions.status, 'Completed')),
  ]);
  return {
    requestsCompleted: requests?.n ?? 0,
    itemsRehomed: items?.rehomed ?? 0,
    kgDiverted: kgFromGrams(Number(items?.grams ?? 0)),
  };
}

/**
 * The counter, computed at most once per `ttlMs` in this process however many pages ask: callers
 * within the window share the last answer, and callers during a refresh share its one query.
 */
export function cachedImpactCounter(compute: () => Promise<ImpactCounter>, ttlMs: number, now: () => number) {
  let value: ImpactCounter | null = null;
  let freshUntil = 0;
  let inFlight: Promise<ImpactCounter> | null = null;
  return async function impactCounter(): Promise<ImpactCounter> {
    if (value && now() < freshUntil) return value;
    inFlight ??= compute()
      .then((computed) => {
        value = computed;
        freshUntil = now() + ttlMs;
        return computed;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
