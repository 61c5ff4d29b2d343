import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { availabilityQuerySchema, availabilitySchema } from '#src/shared/scheduling/pickup-slots.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { getAvailability } from './pickup-windows.service.ts';

/** Anyone: the days and windows with room, for both upload screens (issue 15). */
export async function pickupWindowsPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    submissionsApi.availability,
    {
      config: { rateLimit: routeLimit('public-read') },
      schema: {
        summary: 'Pickup days and windows with room',
        description:
          'The days 7 to 30 days ahead (Manila) on which the city has a window with room, and those windows. ' +
          'BGC is booked in Taguig.',
        tags: ['submissions'],
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorResponse('No city, or one we do not serve.') },
      },
    },
    async (request) => getAvailability({ db: ctx.db, now: ctx.now() }, request.query.city),
  );
}
