import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import {
  createDayLimitSchema,
  createPickupWindowSchema,
  dayLimitIdParamsSchema,
  dayLimitSchema,
  dayRoomQuerySchema,
  dayRoomSchema,
  pickupSetupSchema,
  pickupWindowIdParamsSchema,
  pickupWindowSchema,
  updatePickupWindowSchema,
} from '#src/shared/scheduling/pickup-slots.ts';
import {
  suspendDaySchema,
  suspendResultSchema,
  suspensionIdParamsSchema,
  suspensionListSchema,
} from '#src/shared/scheduling/suspensions.ts';
import {
  createTruckSchema,
  truckDepotSchema,
  truckIdParamsSchema,
  truckListSchema,
  truckSchema,
} from '#src/shared/scheduling/trucks.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { liftSuspension, listSuspensions, suspendPickupDay } from './pickup-suspensions.service.ts';
import {
  createDayLimit,
  createPickupWindow,
  deleteDayLimit,
  getDayRoom,
  getPickupSetup,
  updatePickupWindow,
} from './pickup-windows.service.ts';
import { createTruck, listTrucks, retireTruck, setTruckDepot } from './trucks.service.ts';

/** Staff: the Pickup windows page and the room shown when scheduling (issue 15). */
export async function pickupWindowsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  r.get(
    submissionsApi.adminPickupWindows,
    {
      schema: {
        summary: 'Pickup windows and day limits',
        description: 'The weekly windows (capacity per city) and the day limits from today on.',
        tags: ['submissions'],
        response: { 200: pickupSetupSchema },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getPickupSetup({ db, now: ctx.now() });
    },
  );

  r.post(
    submissionsApi.adminPickupWindows,
    {
      schema: {
        summary: 'Add a weekly pickup window',
        description: 'A window on one weekday (1 Monday … 7 Sunday), HH:MM Manila time, with room per city.',
        tags: ['submissions'],
        body: createPickupWindowSchema,
        response: {
          201: pickupWindowSchema,
          400: errorResponse('A bad or missing field, or a window that ends before it starts (VALIDATION).'),
          409: errorResponse('CONFLICT: that weekday has a window starting at that time already.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createPickupWindow({ db }, request.body));
    },
  );

  r.patch(
    submissionsApi.adminPickupWindow,
    {
      schema: {
        summary: 'Change a window’s capacity, or stop or restart offering it',
        description: 'Bookings already made keep their window; a lower capacity only stops new ones.',
        tags: ['submissions'],
        params: pickupWindowIdParamsSchema,
        body: updatePickupWindowSchema,
        response: {
          200: pickupWindowSchema,
          400: errorResponse('Not a window id, or a bad capacity.'),
          404: errorResponse('No such window.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updatePickupWindow({ db }, request.params.id, request.body);
    },
  );

  r.post(
    submissionsApi.adminDayLimits,
    {
      schema: {
        summary: 'Close a day or lower its capacity',
        description:
          'At most `capacity` pickups (0 closes it) on the date, for one city or every city, one window or ' +
          'every window of the day. Where several limits apply, the lowest wins.',
        tags: ['submissions'],
        body: createDayLimitSchema,
        response: {
          201: dayLimitSchema,
          400: errorResponse('A bad or missing field (VALIDATION).'),
          404: errorResponse('No such window.'),
        },
      },
    },
    async (request, reply) => {
      const staff = await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createDayLimit({ db }, request.body, staff.id));
    },
  );

  r.delete(
    submissionsApi.adminDayLimit,
    {
      schema: {
        summary: 'Remove a day limit',
        description: 'The day has its weekly windows’ capacity again.',
        tags: ['submissions'],
        params: dayLimitIdParamsSchema,
        response: {
          204: noContent('Removed.'),
          400: errorResponse('Not a day limit id.'),
          404: errorResponse('No such day limit.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      await deleteDayLimit({ db }, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    submissionsApi.adminDayRoom,
    {
      schema: {
        summary: 'Room in every window of one day in one city',
        description: 'For Schedule Pickup: capacity, bookings and what is left, full windows included.',
        tags: ['submissions'],
        querystring: dayRoomQuerySchema,
        response: { 200: dayRoomSchema, 400: errorResponse('A bad date or city.') },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getDayRoom({ db }, request.query);
    },
  );

  // ---- Typhoon and suspension days (decision 043) ----

  r.get(
    submissionsApi.adminSuspensions,
    {
      schema: {
        summary: 'Suspended pickup days',
        description: 'From today on, with how many households were asked to move and how many have not yet.',
        tags: ['submissions'],
        response: { 200: suspensionListSchema },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return { suspensions: await listSuspensions({ db, now: ctx.now() }) };
    },
  );

  r.post(
    submissionsApi.adminSuspensions,
    {
      schema: {
        summary: 'Suspend a pickup day (a typhoon signal)',
        description:
          'Every pickup booked that day needs rescheduling: its day-before reminder is withdrawn and the ' +
          'household gets one SMS with a link to pick a new window. The day offers no windows. Marking the ' +
          'same day again moves and sends nothing twice.',
        tags: ['submissions'],
        body: suspendDaySchema,
        response: {
          200: suspendResultSchema,
          400: errorResponse('A bad date, or a missing or too long reason (VALIDATION).'),
        },
      },
    },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      return suspendPickupDay({ db, now: ctx.now(), publicUrl: ctx.config.publicUrl }, request.body, { id: staff.id });
    },
  );

  r.delete(
    submissionsApi.adminSuspension,
    {
      schema: {
        summary: 'Lift a suspension',
        description: 'The day offers its windows again; households already asked keep their new choice.',
        tags: ['submissions'],
        params: suspensionIdParamsSchema,
        response: {
          204: noContent('Lifted.'),
          400: errorResponse('Not a suspension id.'),
          404: errorResponse('No such suspension.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      await liftSuspension({ db }, request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Trucks, for the number-coding warning ----

  r.get(
    submissionsApi.adminTrucks,
    {
      schema: {
        summary: 'Trucks',
        description: 'The trucks in service, with the last digit of their plate (number coding).',
        tags: ['submissions'],
        response: { 200: truckListSchema },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return { trucks: await listTrucks({ db }) };
    },
  );

  r.post(
    submissionsApi.adminTrucks,
    {
      schema: {
        summary: 'Record a truck',
        description: 'A name and the last digit of the plate (0–9).',
        tags: ['submissions'],
        body: createTruckSchema,
        response: { 201: truckSchema, 400: errorResponse('A missing name or a bad digit (VALIDATION).') },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createTruck({ db }, request.body));
    },
  );

  r.delete(
    submissionsApi.adminTruck,
    {
      schema: {
        summary: 'Take a truck out of service',
        description: 'It is no longer offered when scheduling; pickups it had keep it in their record.',
        tags: ['submissions'],
        params: truckIdParamsSchema,
        response: {
          204: noContent('Taken out of service.'),
          400: errorResponse('Not a truck id.'),
          404: errorResponse('No such truck.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      await retireTruck({ db }, request.params.id);
      return reply.status(204).send();
    },
  );

  r.put(
    submissionsApi.adminTruckDepot,
    {
      schema: {
        summary: "Set a truck's depot",
        description: 'Where the truck starts its day (issue 37): a point inside Metro Manila, or null to clear it.',
        tags: ['submissions'],
        params: truckIdParamsSchema,
        body: truckDepotSchema,
        response: {
          200: truckSchema,
          400: errorResponse('Not a truck id, or a point outside Metro Manila (VALIDATION).'),
          404: errorResponse('No such truck in service.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return setTruckDepot({ db }, request.params.id, request.body.depot);
    },
  );
}
