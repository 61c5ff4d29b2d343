import type { ImpactCounter } from '#src/shared/outcomes/outcome.schema.ts';
import { outcomesApi } from '#src/shared/outcomes/paths.ts';
import { api } from '#src/web/lib/api.ts';

/**
 * GET /api/impact (issue 16, decision 042): everyone's impact so far.
 *
 * A request function with no query hook, on purpose: the counter is on the landing, which is in
 * the entry script and paints before TanStack Query loads (router.tsx: only the lazy pages bring
 * it). One small cached GET does not justify adding the library to what the landing runs first;
 * api() is there already (the header asks who is signed in through it).
 */
export function getImpactCounter(signal?: AbortSignal): Promise<ImpactCounter> {
  return api<ImpactCounter>(outcomesApi.counter, { signal });
}
