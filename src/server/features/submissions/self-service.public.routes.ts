import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { draftKeyHashOf, ensureDraftKey } from '#src/server/auth/draft-key.ts';
import { getSessionUser } from '#src/server/auth/guards.ts';
import { appError } from '#src/server/http/errors.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import {
  addOwnerPhotoSchema,
  manageAnswerSchema,
  manageOptionsSchema,
  ownerCodeDestinationsSchema,
  ownerCodeRequestSchema,
  ownerCodeSentSchema,
  rescheduleSchema,
  verifyOwnerCodeSchema,
} from '#src/shared/submissions/self-service.ts';
import { cancelByOwner, getOwnerOptions, rescheduleByOwner } from './owner-changes.service.ts';
import { ownerCodeDestinations, sendOwnerCode, verifyOwnerCode } from './owner-codes.service.ts';
import { addPhotoByOwner, removePhotoByOwner } from './owner-photos.service.ts';
import type { SubmissionAsker } from './submissions.service.ts';

const notYours =
  'SUBMISSION_NOT_FOUND: no such request, or this browser did not make it and the signed-in account does not own it.';

/**
 * Issue 15: the owner cancels or moves the pickup from the tracking page. The owner is the
 * signed-in account that owns the request, or the browser that made it (its draft-key cookie,
 * decision 018); the rules (status, the 24-hour cutoff) are in owner-changes.service.ts.
 */
export async function selfServicePublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: ctx.db,
    now: ctx.now(),
    publicUrl: ctx.config.publicUrl,
    reactions: ctx.statusReactions,
  });
  const askerOf = async (request: FastifyRequest): Promise<SubmissionAsker> => {
    const user = await getSessionUser(ctx.auth, request);
    return { draftKeyHash: draftKeyHashOf(request), userId: user?.emailVerified ? user.id : null };
  };

  r.get(
    submissionsApi.manage,
    {
      config: { rateLimit: routeLimit('public-read') },
      schema: {
        summary: 'What the owner may still change',
        description:
          'For the owner: whether the pickup can be cancelled or moved online, and until when (24 hours before ' +
          'it). For anyone else, and for an unknown number, `options` is null.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
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
      config: { rateLimit: routeLimit('owner-change') },
      schema: {
        summary: 'Cancel my pickup',
        description:
          'Sets Cancelled (recorded in the history), sends the household the status SMS and staff an e-mail. ' +
          'Open until 24 hours before the pickup (terms §7).',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
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
      config: { rateLimit: routeLimit('owner-change') },
      schema: {
        summary: 'Move my pickup to another window',
        description:
          'A window with room (GET /api/pickup-availability) 7 to 30 days ahead; open until 24 hours before the ' +
          'current pickup. The history records the move.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
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

  // ---- The one-time code for a guest on another device (decision 044) ----

  const codeDeps = () => ({ db: ctx.db, now: ctx.now(), secret: ctx.config.authSecret ?? '' });
  const secure = ctx.config.publicUrl.startsWith('https:');
  const smsConfigured = ctx.config.sms.provider !== 'log';

  r.get(
    submissionsApi.ownerCode,
    {
      schema: {
        summary: 'Where a code for this request can go',
        description:
          'The phone and e-mail on file, masked, and the preferred one: the phone when an SMS provider is ' +
          'configured, else the e-mail. The same masked values the send answer names.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        response: {
          200: ownerCodeDestinationsSchema,
          404: errorResponse('SUBMISSION_NOT_FOUND: no such request (or an event request, not changed online).'),
          429: errorResponse('RATE_LIMITED: too many unknown numbers from this client (the lookup’s budget).'),
        },
      },
    },
    async (request, reply) => {
      // Issue 39: this answer tells whether a number exists, so a miss spends the lookup's miss budget.
      const found = await ctx.lookupMisses.lookup(request, reply, () =>
        ownerCodeDestinations(ctx.db, request.params.trackingNumber, smsConfigured).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'SUBMISSION_NOT_FOUND') return null;
          throw error;
        }),
      );
      if (!found) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
      return found;
    },
  );

  r.post(
    submissionsApi.ownerCode,
    {
      // Per client, beside the three codes per request an hour and the recipient's message budget.
      config: { rateLimit: routeLimit('owner-code-send') },
      schema: {
        summary: 'Send me a code to prove this request is mine',
        description:
          'A 6-digit code to the phone on file (or the e-mail address), valid 10 minutes, 5 tries. The answer ' +
          'names the destination masked. At most 3 codes per request an hour.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        body: ownerCodeRequestSchema,
        response: {
          200: ownerCodeSentSchema,
          404: errorResponse('SUBMISSION_NOT_FOUND: no such request (or an event request, not changed online).'),
          422: errorResponse('UNPROCESSABLE: no phone or e-mail on file to send a code to.'),
          429: errorResponse(
            'RATE_LIMITED: three codes for this request in the last hour, too many asks, or not sent: the ' +
              'phone or e-mail has had its share of codes (the message budget); codes sent before still work.',
          ),
        },
      },
    },
    async (request) => sendOwnerCode({ ...codeDeps(), smsConfigured }, request.params.trackingNumber, request.body),
  );

  r.post(
    submissionsApi.ownerCodeVerify,
    {
      config: { rateLimit: routeLimit('owner-code-verify') },
      schema: {
        summary: 'Prove this request is mine with the code',
        description:
          'A right code makes this browser (its draft-key cookie, set if missing) an owner of the request for ' +
          '7 days; the answer is what the owner may change.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        body: verifyOwnerCodeSchema,
        response: {
          200: manageOptionsSchema,
          400: errorResponse('VALIDATION: not 6 digits. CODE_WRONG: not the code sent.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no such request.'),
          410: errorResponse('CODE_EXPIRED: no live code (expired, used, or tried 5 times): ask for a new one.'),
        },
      },
    },
    async (request, reply) => {
      const draftKeyHash = ensureDraftKey(request, reply, { secure });
      await verifyOwnerCode(codeDeps(), request.params.trackingNumber, request.body.code, draftKeyHash);
      const user = await getSessionUser(ctx.auth, request);
      const options = await getOwnerOptions(deps(), request.params.trackingNumber, {
        draftKeyHash,
        userId: user?.emailVerified ? user.id : null,
      });
      return options!;
    },
  );

  // ---- Photos the owner adds or removes while the request is Submitted or Processing ----

  r.post(
    submissionsApi.ownerPhotos,
    {
      config: { rateLimit: routeLimit('owner-photos') },
      schema: {
        summary: 'Add a photo to my request',
        description:
          'A photo this browser uploaded with POST /api/photos (re-encoded like every photo) joins the request, ' +
          'while it is Submitted or Processing. The history records it.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        body: addOwnerPhotoSchema,
        response: {
          200: manageOptionsSchema,
          400: errorResponse('PHOTOS_GONE: not a draft photo of this browser.'),
          404: errorResponse(notYours),
          409: errorResponse('TOO_MANY_PHOTOS: the request has 20 photos already.'),
          422: errorResponse('TRANSITION_NOT_ALLOWED: the request is past Processing.'),
        },
      },
    },
    async (request) =>
      addPhotoByOwner(deps(), request.params.trackingNumber, await askerOf(request), request.body.photoId),
  );

  r.delete(
    submissionsApi.ownerPhoto,
    {
      config: { rateLimit: routeLimit('owner-photos') },
      schema: {
        summary: 'Remove a photo from my request',
        description:
          'While it is Submitted or Processing; once the pickup is scheduled, only an item staff marked "Can’t take", until 24 hours before the pickup (issue 27). One photo always stays. The history records it.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema.extend({ photoId: z.uuid() }),
        response: {
          200: manageOptionsSchema,
          400: errorResponse('VALIDATION: the photo id is not a UUID.'),
          404: errorResponse(`${notYours} PHOTO_NOT_FOUND: not one of the request's photos.`),
          409: errorResponse('CONFLICT: the last photo stays. CHANGE_CUTOFF_PASSED: the pickup is within 24 hours.'),
          422: errorResponse(
            'TRANSITION_NOT_ALLOWED: the request is past Processing, and the photo is not one staff refused.',
          ),
        },
      },
    },
    async (request) => {
      const { options, files } = await removePhotoByOwner(
        deps(),
        request.params.trackingNumber,
        await askerOf(request),
        request.params.photoId,
      );
      await Promise.allSettled(files.map((key) => ctx.blobStore.delete(key)));
      return options;
    },
  );
}
