import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { checkStaffBooking } from '#src/server/features/scheduling/staff-booking.service.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import {
  adminNoteSchema,
  adminSubmissionDetailSchema,
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  changeStatusSchema,
  onTheWaySchema,
  saveAdminNoteSchema,
} from '#src/shared/submissions/review.schema.ts';
import { saveAdminNote } from './admin-notes.service.ts';
import { sendOnTheWay } from './on-the-way.service.ts';
import { changeSubmissionStatus } from './status-transitions.ts';
import { findSubmissions, getSubmissionDetail } from './submission-review.service.ts';

export async function submissionsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    submissionsApi.adminList,
    {
      schema: {
        summary: 'Find requests',
        description: 'Search, filter by status or by event (its slug), newest first, a page at a time.',
        tags: ['submissions'],
        querystring: adminSubmissionsQuerySchema,
        response: { 200: adminSubmissionListSchema, 400: errorResponse('A query parameter out of range.') },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findSubmissions({ db }, request.query);
    },
  );

  r.get(
    submissionsApi.adminDetail,
    {
      schema: {
        summary: 'One request with its photos, note, history and messages',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        response: {
          200: adminSubmissionDetailSchema,
          400: errorResponse('Not a tracking number (8 letters and digits).'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getSubmissionDetail({ db }, request.params.trackingNumber);
    },
  );

  r.put(
    submissionsApi.adminNotes,
    {
      schema: {
        summary: 'Save the staff note of a request',
        description: 'One note per request; whoever saves last wins. Possible profit in centavos, as every amount.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        body: saveAdminNoteSchema,
        response: {
          200: adminNoteSchema,
          400: errorResponse('Not a tracking number, or a field out of range (VALIDATION, with issues).'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
        },
      },
    },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      return saveAdminNote({ db }, { trackingNumber: request.params.trackingNumber, note: request.body, by: staff });
    },
  );

  r.post(
    submissionsApi.adminStatus,
    {
      schema: {
        summary: 'Move a request to another status',
        description:
          'design.md §7. Applies only if the request is still in expectedStatus; queues the customer’s status SMS. ' +
          'Scheduling a pickup needs a pickup date that is not in the past.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        body: changeStatusSchema,
        response: {
          200: adminSubmissionDetailSchema,
          400: errorResponse('Not a tracking number, or a bad or missing field, such as a past pickup date.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
          409: errorResponse(
            'STALE_STATUS: someone changed the request’s status meanwhile (it is no longer expectedStatus).',
          ),
          422: errorResponse('TRANSITION_NOT_ALLOWED: the status model does not allow this move.'),
        },
      },
    },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      const { trackingNumber } = request.params;
      const { pickupDate, pickupTime, pickupWindowId, truckId, ...change } = request.body;
      const now = ctx.now();
      await changeSubmissionStatus(
        { db, now, publicUrl: ctx.config.publicUrl, reactions: ctx.statusReactions },
        {
          trackingNumber,
          ...change,
          prepare:
            change.to === 'Pickup Scheduled'
              ? () => checkStaffBooking({ db, now }, { pickupDate, pickupTime, pickupWindowId, truckId })
              : undefined,
          by: staff,
        },
      );
      return getSubmissionDetail({ db }, trackingNumber);
    },
  );

  r.post(
    submissionsApi.adminOnTheWay,
    {
      schema: {
        summary: 'Tell the household the crew is on the way',
        description: 'Issue 15: queues an SMS with the estimated arrival. Only for a scheduled pickup.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        body: onTheWaySchema,
        response: {
          200: adminSubmissionDetailSchema,
          400: errorResponse('Not a tracking number, or an arrival outside 5 to 240 minutes.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
          422: errorResponse('TRANSITION_NOT_ALLOWED: the pickup is not scheduled. UNPROCESSABLE: no phone for SMS.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      const { trackingNumber } = request.params;
      await sendOnTheWay({ db, now: ctx.now() }, { trackingNumber, etaMinutes: request.body.etaMinutes });
      return getSubmissionDetail({ db }, trackingNumber);
    },
  );
}
