import { HttpResponse, http } from 'msw';
import type { ImpactCounter } from '#src/shared/outcomes/outcome.schema.ts';
import { outcomesApi } from '#src/shared/outcomes/paths.ts';

// Issue 16: everyone's impact so far, as the landing and Who We Are ask for it.

/** GET /api/impact. */
export const impactCounter = (counter: ImpactCounter) =>
  http.get(outcomesApi.counter, () => HttpResponse.json(counter));
