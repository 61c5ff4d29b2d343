import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import {
  adminEventDetailSchema,
  adminEventSchema,
  createEventSchema,
  eventIdParamsSchema,
  updateEventSchema,
} from '#src/shared/events/event.schema.ts';
import { eventsApi } from '#src/shared/events/paths.ts';
import { createEvent, findEvents, getEventDetail, updateEvent } from './events.service.ts';

/** Staff: the Events page (issue 14). The admin audience's guard runs first; requireAdmin is memoised. */
export async function eventsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: ctx.db, now: ctx.now() });

  r.get(
    eventsApi.adminList,
    {
      schema: {
        summary: 'List events',
        description: 'Newest first, each with its requests, photos and requests per status.',
        tags: ['events'],
        response: { 200: z.array(adminEventSchema) },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findEvents(deps());
    },
  );

  r.post(
    eventsApi.adminList,
    {
      schema: {
        summary: 'Create an event',
        description:
          'A booth at a venue; its slug is the address name in /event/:venue, made from the venue and the ' +
          'start date when left out.',
        tags: ['events'],
        body: createEventSchema,
        response: {
          201: adminEventSchema,
          400: errorResponse('A bad or missing field, or an end date before the start date (VALIDATION, with issues).'),
          409: errorResponse('CONFLICT: an event with this slug already exists.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createEvent(deps(), request.body));
    },
  );

  r.get(
    eventsApi.adminEvent,
    {
      schema: {
        summary: 'One event with its booth figures',
        description: 'Requests per Manila day with how many reached Completed, and the newest 200 requests.',
        tags: ['events'],
        params: eventIdParamsSchema,
        response: {
          200: adminEventDetailSchema,
          400: errorResponse('Not an event id.'),
          404: errorResponse('No such event.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getEventDetail(deps(), request.params.id);
    },
  );

  r.patch(
    eventsApi.adminEvent,
    {
      schema: {
        summary: 'Change an event, or open or close it',
        description: 'The slug can change only while the event has no request.',
        tags: ['events'],
        params: eventIdParamsSchema,
        body: updateEventSchema,
        response: {
          200: adminEventSchema,
          400: errorResponse('Not an event id, a bad field, or an end date before the start date.'),
          404: errorResponse('No such event.'),
          409: errorResponse('CONFLICT: the slug is taken, or fixed because the event has requests.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updateEvent(deps(), request.params.id, request.body);
    },
  );
}
