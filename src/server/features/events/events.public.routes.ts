import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { eventSlugParamsSchema, publicEventSchema } from '#src/shared/events/event.schema.ts';
import { eventsApi } from '#src/shared/events/paths.ts';
import { getPublicEvent } from './events.service.ts';

// Per client; a booth checks its event once per page load.
const readRateLimit = { max: 120, timeWindow: '1 minute' };

/** Anyone: the booth page checks its event before it shows the camera (issue 14). */
export async function eventsPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    eventsApi.public,
    {
      config: { rateLimit: readRateLimit },
      schema: {
        summary: 'An event booth, as its upload page shows it',
        description:
          'Venue, city, address, dates, time slots and whether it takes requests now (`phase`: open, ' +
          'not-started, ended; a closed event is ended).',
        tags: ['events'],
        params: eventSlugParamsSchema,
        response: {
          200: publicEventSchema,
          400: errorResponse('A slug longer than 80 characters.'),
          404: errorResponse('NOT_FOUND: no event has this slug.'),
        },
      },
    },
    async (request) => getPublicEvent({ db: ctx.db, now: ctx.now() }, request.params.slug),
  );
}
