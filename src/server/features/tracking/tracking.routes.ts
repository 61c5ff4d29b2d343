import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import {
  trackingNotFoundMessage,
  trackingResultSchema,
  trackParamsSchema,
  trackRateLimit,
} from '../../../shared/tracking.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { getSessionUser } from '../../auth/guards.ts';
import { findTrackingRecord, toTrackingResult } from './tracking.service.ts';

const errorSchema = z.object({ error: z.string(), message: z.string() });

export async function trackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    // DESIGN §4's GET /api/track/:trackingNumber, as a wildcard (see trackParamsSchema).
    '/api/track/*',
    {
      // Per client address, in Redis when REDIS_URL is set (app.ts); RATE_LIMIT_ALLOW skips it.
      config: { rateLimit: trackRateLimit },
      schema: { params: trackParamsSchema, response: { 200: trackingResultSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      // The session is only read when the browser sent one; both lookups run side by side.
      const [record, viewer] = await Promise.all([
        findTrackingRecord(ctx, request.params['*']),
        getSessionUser(ctx.auth, request),
      ]);
      if (!record) throw new AppError('NOT_FOUND', trackingNotFoundMessage);
      // Contact details differ per viewer: no shared cache may keep this answer.
      reply.header('cache-control', 'private, no-store');
      return toTrackingResult(record, viewer);
    },
  );
}
