import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { eventsApi } from '#src/shared/events/paths.ts';
import {
  adminEventSchema,
  createEventSchema,
  eventIdParamsSchema,
  updateEventSchema,
} from '#src/shared/submissions/review.schema.ts';
import { createEvent, findEvents, updateEvent } from './events.service.ts';

export async function eventsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    eventsApi.adminList,
    { schema: { summary: 'List events', tags: ['events'], response: { 200: z.array(adminEventSchema) } } },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findEvents({ db });
    },
  );

  r.post(
    eventsApi.adminList,
    {
      schema: {
        summary: 'Create an event',
        description: 'A booth at a venue; its slug is the address name in /event/:venue.',
        tags: ['events'],
        body: createEventSchema,
        response: {
          201: adminEventSchema,
          400: errorResponse('A bad or missing field (VALIDATION, with issues).'),
          409: errorResponse('An event with this slug already exists.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createEvent({ db }, request.body));
    },
  );

  r.patch(
    eventsApi.adminEvent,
    {
      schema: {
        summary: 'Change an event, or open or close it',
        tags: ['events'],
        params: eventIdParamsSchema,
        body: updateEventSchema,
        response: {
          200: adminEventSchema,
          400: errorResponse('Not an event id, a bad field, or an end date before the start date.'),
          404: errorResponse('No such event.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updateEvent({ db }, request.params.id, request.body);
    },
  );
}
