import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { draftKeyHashOf } from '#src/server/auth/draft-key.ts';
import { getSessionUser } from '#src/server/auth/guards.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { manageAnswerSchema, manageOptionsSchema, rescheduleSchema } from '#src/shared/submissions/self-service.ts';
import { cancelByOwner, getOwnerOptions, rescheduleByOwner } from './status-transitions.ts';
import { addressOf } from './submissions.public.routes.ts';
import type { SubmissionAsker } from './submissions.service.ts';

const trackingParams = z.object({ trackingNumber: z.string().max(40) });
const notYours =
  'SUBMISSION_NOT_FOUND: no such request, or this browser did not make it and the signed-in account does not own it.';
const changeLimit = { max: 10, timeWindow: '10 minutes' };

/**
 * Issue 15: the owner cancels or moves the pickup from the tracking page. The owner is the
 * signed-in account that owns the request, or the browser that made it (its draft-key cookie,
 * decision 018); the rules (status, the 24-hour cutoff) are in the status-transition module.
 */
export async function selfServicePublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: ctx.db,
    now: ctx.now(),
    publicUrl: ctx.config.publicUrl,
    staffEmail: addressOf(ctx.config.mailFrom),
  });
  const askerOf = async (request: FastifyRequest): Promise<SubmissionAsker> => {
    const user = await getSessionUser(ctx.auth, request);
    return { draftKeyHash: draftKeyHashOf(request), userId: user?.emailVerified ? user.id : null };
  };

  r.get(
    submissionsApi.manage,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'What the owner may still change',
        description:
          'For the owner: whether the pickup can be cancelled or moved online, and until when (24 hours before ' +
          'it). For anyone else, and for an unknown number, `options` is null.',
        tags: ['submissions'],
        params: trackingParams,
        response: { 200: manageAnswerSchema },
      },
    },
    async (request) => ({
      options: await getOwnerOptions(deps(), request.params.trackingNumber, await askerOf(request)),
    }),
  );

  r.post(
    submissionsApi.ownerCancel,
    {
      config: { rateLimit: changeLimit },
      schema: {
        summary: 'Cancel my pickup',
        description:
          'Sets Cancelled (recorded in the history), sends the household the status SMS and staff an e-mail. ' +
          'Open until 24 hours before the pickup (terms §7).',
        tags: ['submissions'],
        params: trackingParams,
        response: {
          200: manageOptionsSchema,
          404: errorResponse(notYours),
          409: errorResponse(
            'CHANGE_CUTOFF_PASSED: less than 24 hours before the pickup. STALE_STATUS: changed meanwhile.',
          ),
          422: errorResponse('TRANSITION_NOT_ALLOWED: the request is completed, declined or cancelled already.'),
        },
      },
    },
    async (request) => cancelByOwner(deps(), request.params.trackingNumber, await askerOf(request)),
  );

  r.post(
    submissionsApi.ownerReschedule,
    {
      config: { rateLimit: changeLimit },
      schema: {
        summary: 'Move my pickup to another window',
        description:
          'A window with room (GET /api/pickup-availability) 7 to 30 days ahead; open until 24 hours before the ' +
          'current pickup. The history records the move.',
        tags: ['submissions'],
        params: trackingParams,
        body: rescheduleSchema,
        response: {
          200: manageOptionsSchema,
          400: errorResponse('VALIDATION: a date outside 7–30 days ahead, or a window not offered that day.'),
          404: errorResponse(notYours),
          409: errorResponse(
            'CHANGE_CUTOFF_PASSED: less than 24 hours before the pickup. PICKUP_WINDOW_FULL: the window has no room.',
          ),
          422: errorResponse('TRANSITION_NOT_ALLOWED: the request is completed, declined or cancelled already.'),
        },
      },
    },
    async (request) => rescheduleByOwner(deps(), request.params.trackingNumber, await askerOf(request), request.body),
  );
}
