import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import {
  impactCounterSchema,
  impactReceiptSchema,
  impactTokenParamsSchema,
} from '#src/shared/outcomes/outcome.schema.ts';
import { outcomesApi } from '#src/shared/outcomes/paths.ts';
import { cachedImpactCounter, countImpact, findImpactReceipt } from './impact.service.ts';

/** How long the public counter is reused: the landing page may be asked for thousands of times a minute. */
export const impactCounterTtlMs = 60_000;

/** Issue 16: anyone: the counter on the landing and Who We Are pages, and a shared impact receipt. */
export async function impactPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const counter = cachedImpactCounter(() => countImpact({ db: ctx.db }), impactCounterTtlMs, Date.now);

  r.get(
    outcomesApi.counter,
    {
      schema: {
        summary: 'Everyone’s impact so far',
        description:
          'Requests completed, items donated, resold or recycled, and their kg. Computed at most once a minute ' +
          'per instance; browsers and caches may keep it a minute too.',
        tags: ['outcomes'],
        response: { 200: impactCounterSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return counter();
    },
  );

  r.get(
    outcomesApi.receipt,
    {
      schema: {
        summary: 'A shared impact receipt',
        description:
          'What became of each item of a completed request, with totals. No personal data: no name, contact, ' +
          'address or tracking number. The token is unguessable (decision 041).',
        tags: ['outcomes'],
        params: impactTokenParamsSchema,
        response: {
          200: impactReceiptSchema,
          400: errorResponse('A token longer than 64 characters.'),
          404: errorResponse('NOT_FOUND: no completed request with outcomes has this token.'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return findImpactReceipt({ db: ctx.db }, request.params.token);
    },
  );
}
