import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import {
  assignCrewSchema,
  assignmentIdParamsSchema,
  assignmentSchema,
  createCrewSchema,
  crewDaySchema,
  crewMemberSchema,
  crewOverviewSchema,
  dateQuerySchema,
  stopPositionSchema,
  stopTruckResultSchema,
  stopTruckSchema,
} from '#src/shared/crew/crew.schema.ts';
import { crewApi } from '#src/shared/crew/paths.ts';
import { assignCrew, createCrewAccount, listAssignments, listCrew, removeAssignment } from './crew-accounts.service.ts';
import { crewDay, moveStop } from './crew-stops.service.ts';
import { setStopTruck } from './stop-truck.service.ts';

/** Staff: crew accounts, who drives which truck on a day, and the day view (issue 27). */
export async function crewAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  r.get(
    crewApi.adminCrew,
    {
      schema: {
        summary: 'Crew accounts and a day’s assignments',
        tags: ['crew'],
        querystring: dateQuerySchema,
        response: { 200: crewOverviewSchema, 400: errorResponse('Not a date (VALIDATION).') },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      const [crew, assignments] = await Promise.all([listCrew({ db }), listAssignments({ db }, request.query.date)]);
      return { crew, assignments };
    },
  );

  r.post(
    crewApi.adminCrew,
    {
      schema: {
        summary: 'Create a crew account',
        description: 'Role `crew`; signs in with the e-mail or mobile number and the password at /crew.',
        tags: ['crew'],
        body: createCrewSchema,
        response: {
          201: crewMemberSchema,
          400: errorResponse('A bad or missing field (VALIDATION).'),
          409: errorResponse('An account with this login exists (CONFLICT).'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createCrewAccount({ auth: ctx.auth }, request.body));
    },
  );

  r.post(
    crewApi.adminAssignments,
    {
      schema: {
        summary: 'Assign a truck to a crew member for a day',
        description: 'A second assignment of the same person and day replaces the first.',
        tags: ['crew'],
        body: assignCrewSchema,
        response: {
          201: assignmentSchema,
          400: errorResponse('A bad or missing field (VALIDATION).'),
          404: errorResponse('No such crew account or truck.'),
        },
      },
    },
    async (request, reply) => {
      const staff = await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await assignCrew({ db }, request.body, staff));
    },
  );

  r.delete(
    crewApi.adminAssignment,
    {
      schema: {
        summary: 'Remove an assignment',
        tags: ['crew'],
        params: assignmentIdParamsSchema,
        response: {
          204: noContent('Removed.'),
          400: errorResponse('Not an assignment id.'),
          404: errorResponse('No such assignment.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      await removeAssignment({ db }, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    crewApi.adminDay,
    {
      schema: {
        summary: 'The crew’s day: each truck’s stops and their state',
        tags: ['crew'],
        querystring: dateQuerySchema,
        response: { 200: crewDaySchema, 400: errorResponse('Not a date (VALIDATION).') },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return crewDay({ db }, request.query.date);
    },
  );

  r.put(
    crewApi.adminStopTruck,
    {
      schema: {
        summary: 'Put a scheduled stop on a truck, another truck or none',
        description:
          'Issue 40 item 6 (decision 089): only the truck changes; the pickup keeps its day and window, ' +
          'the household gets no message and its history no line. Applies only if the stop is still on expectedTruckId.',
        tags: ['crew'],
        params: trackingNumberParamsSchema,
        body: stopTruckSchema,
        response: {
          200: stopTruckResultSchema,
          400: errorResponse('Not a tracking number or truck id, or a truck coded during the window (VALIDATION).'),
          404: errorResponse('No such request (SUBMISSION_NOT_FOUND) or truck (NOT_FOUND).'),
          409: errorResponse('STALE_STATUS: someone moved the stop, or changed the request, meanwhile.'),
          422: errorResponse(
            'TRANSITION_NOT_ALLOWED: the request has ended, is under way, or is not a scheduled pickup.',
          ),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return setStopTruck({ db }, { trackingNumber: request.params.trackingNumber, ...request.body });
    },
  );

  r.put(
    crewApi.adminStopPosition,
    {
      schema: {
        summary: 'Move a stop within its window on its truck',
        description:
          'Issue 37 (decision 088): puts the stop at `position` (1 first, past the end: last) among the stops of ' +
          'its window on its truck and keeps that window’s order as staff left it; a stop added later is routed ' +
          'after them. Answers with the day as the staff day view reads it.',
        tags: ['crew'],
        params: trackingNumberParamsSchema,
        body: stopPositionSchema,
        response: {
          200: crewDaySchema,
          400: errorResponse('Not a tracking number or a position (VALIDATION).'),
          404: errorResponse('No such request (SUBMISSION_NOT_FOUND).'),
          422: errorResponse('TRANSITION_NOT_ALLOWED: not a stop of a truck on a day.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return moveStop({ db }, request.params.trackingNumber, request.body.position);
    },
  );
}
