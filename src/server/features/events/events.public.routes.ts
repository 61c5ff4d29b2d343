import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { localeVary, requestLocale } from '#src/server/http/locale.ts';
import { errorResponse, htmlResponse } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { eventSlugParamsSchema, type PublicEvent, publicEventSchema } from '#src/shared/events/event.schema.ts';
import { eventsApi } from '#src/shared/events/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { getPublicEvent } from './events.service.ts';

/** Anyone: the booth page checks its event before it shows the camera (issue 14). */
export async function eventsPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    eventsApi.public,
    {
      config: { rateLimit: routeLimit('public-read') },
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

  // The booth page itself, rendered with its event (design.md §9: paint before the JavaScript; a
  // booth tablet on venue Wi-Fi shows its screen at once). An unknown slug, or a build without the
  // server renderer, gets the app's shell, which asks the API and shows "This event was not found".
  r.get(
    submissionPages.eventUpload,
    {
      config: { rateLimit: routeLimit('public-read') },
      schema: {
        summary: 'An event booth’s upload page',
        description: 'HTML. A known event is rendered with its venue and dates; otherwise the app’s shell.',
        tags: ['events'],
        params: z.object({ venue: z.string() }),
        response: { 200: htmlResponse('The page.') },
      },
    },
    async (request, reply) => {
      if (!ctx.pages) return reply.callNotFound();
      let event: PublicEvent;
      try {
        event = await getPublicEvent({ db: ctx.db, now: ctx.now() }, request.params.venue);
      } catch (error) {
        if (error instanceof AppError) return reply.callNotFound();
        throw error;
      }
      const html = await ctx.pages.eventUpload(request.url, event.slug, event, requestLocale(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', localeVary)
        .send(html);
    },
  );
}
