import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireCrew } from '#src/server/auth/guards.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { crewActionResultSchema, crewActionSchema, crewTodaySchema } from '#src/shared/crew/crew.schema.ts';
import { crewApi } from '#src/shared/crew/paths.ts';
import { truckOf } from './crew-accounts.service.ts';
import { recordCrewAction } from './crew-actions.service.ts';
import { truckDay } from './crew-stops.service.ts';

/** The crew's phone (issue 27): today's stops of its truck, and what it records at each. */
export async function crewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  r.get(
    crewApi.today,
    {
      schema: {
        summary: 'Today’s stops of my truck',
        description:
          'Today in Asia/Manila; in route order within each window (issue 37), with the km and driving estimate.',
        tags: ['crew'],
        response: { 200: crewTodaySchema },
      },
    },
    async (request) => {
      const crew = await requireCrew(ctx.auth, request);
      const date = manilaDate(ctx.now());
      const truck = await truckOf(db, crew.id, date);
      if (!truck) return { date, truck, stops: [], route: null };
      return { date, truck, ...(await truckDay(db, truck.id, date)) };
    },
  );

  r.post(
    crewApi.actions,
    {
      schema: {
        summary: 'Record a step at a stop',
        description:
          'On the way, Arrived, Loaded or Left behind (per item), Nobody home, Done. `idempotencyKey` is made ' +
          'on the phone: a retry with the same key changes nothing and answers `duplicate: true`.',
        tags: ['crew'],
        body: crewActionSchema,
        response: {
          200: crewActionResultSchema,
          400: errorResponse('A bad or missing field (VALIDATION).'),
          404: errorResponse('Not a stop of my truck today, or not an item of it.'),
          409: errorResponse('Someone else changed the stop meanwhile (STALE_STATUS).'),
          422: errorResponse('The step does not fit the stop (TRANSITION_NOT_ALLOWED), or items are unmarked.'),
        },
      },
    },
    async (request) => {
      const crew = await requireCrew(ctx.auth, request);
      return recordCrewAction(
        { db, now: ctx.now(), publicUrl: ctx.config.publicUrl, reactions: ctx.statusReactions },
        crew,
        request.body,
      );
    },
  );
}
