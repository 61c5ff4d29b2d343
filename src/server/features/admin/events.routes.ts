import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEventSchema,
  createEventSchema,
  eventIdParamsSchema,
  updateEventSchema,
} from '../../../shared/admin.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { createEvent, findEvents, updateEvent } from './events.service.ts';

export async function eventsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get('/api/admin/events', { schema: { response: { 200: z.array(adminEventSchema) } } }, async (request) => {
    await requireAdmin(ctx.auth, request);
    return findEvents({ db });
  });

  r.post(
    '/api/admin/events',
    { schema: { body: createEventSchema, response: { 201: adminEventSchema } } },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createEvent({ db }, request.body));
    },
  );

  r.patch(
    '/api/admin/events/:id',
    { schema: { params: eventIdParamsSchema, body: updateEventSchema, response: { 200: adminEventSchema } } },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updateEvent({ db }, request.params.id, request.body);
    },
  );
}
