import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { draftKeyHashOf } from '#src/server/auth/draft-key.ts';
import { getSessionUser } from '#src/server/auth/guards.ts';
import { appError } from '#src/server/http/errors.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { limitRequests, TieredLimit } from '#src/server/http/rate-limit.ts';
import { limitTiers, type PolicyName, routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import {
  createSubmissionResponseSchema,
  guestSubmissionRequestSchema,
  idempotencyKeyPattern,
  resendResponseSchema,
  submissionReceiptSchema,
} from '#src/shared/submissions/submission.schema.ts';
import {
  createSubmission,
  getReceipt,
  resendTrackingNumber,
  type SubmissionAsker,
  type SubmissionDeps,
} from './submissions.service.ts';

const unknownNumber = 'SUBMISSION_NOT_FOUND: no request with this tracking number.';

/**
 * The Idempotency-Key header as /api/openapi.json documents it. The handler checks it, after the
 * body, with its own code and message; so this schema never refuses (`catch` hands the headers on
 * as they came), and it is loose so no other header is dropped.
 */
const submitHeaders = z
  .looseObject({
    'idempotency-key': z
      .string()
      .regex(idempotencyKeyPattern)
      .meta({ description: 'Chosen by the client per request; the same key again returns the first answer.' }),
  })
  .catch(({ value }) => value as { 'idempotency-key': string });

export async function submissionsPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per client, ten minutes and a day (decision 033).
  const perClient = (name: string, policies: PolicyName[]) =>
    limitRequests(new TieredLimit(ctx.counters, name, limitTiers(policies)), ctx.config.rateLimitAllow);
  const submitLimit = perClient('submit', ['submit-burst', 'submit-day']);
  const resendLimit = perClient('resend', ['resend-burst', 'resend-day']);
  const deps: SubmissionDeps = {
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    contactEmail: ctx.config.contactEmail,
    now: ctx.now,
  };

  r.post(
    submissionsApi.create,
    {
      onRequest: submitLimit,
      schema: {
        summary: 'Submit a pickup request',
        description:
          'Attaches this browser’s draft photos (draft-key cookie) and returns the tracking number; owned by ' +
          'the account when signed in. Queues the confirmation e-mail and SMS.',
        tags: ['submissions'],
        headers: submitHeaders,
        body: guestSubmissionRequestSchema,
        response: {
          200: createSubmissionResponseSchema.meta({
            description: 'The same Idempotency-Key again: the first answer.',
          }),
          201: createSubmissionResponseSchema.meta({ description: 'Created.' }),
          400: errorResponse(
            'VALIDATION: a field breaks the form’s rules (the first in the form’s order is the message; all are in ' +
              'issues). IDEMPOTENCY_KEY_REQUIRED: no well-formed Idempotency-Key. PHOTOS_GONE: a photo is no longer ' +
              'available.',
          ),
          404: errorResponse('NOT_FOUND: `eventSlug` names no event.'),
          409: errorResponse('EVENT_CLOSED: the event is closed, past its last day or before its first.'),
          429: errorResponse('RATE_LIMITED: too many submissions from this client; Retry-After says when to retry.'),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) {
        throw appError('IDEMPOTENCY_KEY_REQUIRED', 'submissions.idempotencyKeyRequired');
      }
      const user = await getSessionUser(ctx.auth, request);
      const result = await createSubmission(deps, request.body, {
        draftKeyHash: draftKeyHashOf(request),
        // Owned at once when signed in (design.md §6.6), by an account whose address is proven. Not by
        // staff: a booth tablet staff signed in on serves visitors, whose requests are not staff's.
        ownerUserId: user?.emailVerified && user.role !== 'admin' ? user.id : null,
        idempotencyKey: key,
      });
      return reply.status(result.created ? 201 : 200).send({ trackingNumber: result.trackingNumber });
    },
  );

  const askerOf = async (request: FastifyRequest): Promise<SubmissionAsker> => ({
    draftKeyHash: draftKeyHashOf(request),
    userId: (await getSessionUser(ctx.auth, request))?.id ?? null,
  });

  r.get(
    submissionsApi.receipt,
    {
      config: { rateLimit: routeLimit('public-read') },
      schema: {
        summary: 'What the confirmation page shows',
        description:
          'No personal data: the number, how many photos, and how many resends are left. Only for the browser ' +
          'that made the request (its draft-key cookie) or the account that owns it; anyone else gets 404.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        response: {
          200: submissionReceiptSchema,
          400: errorResponse('A tracking number longer than 40 characters.'),
          404: errorResponse(unknownNumber),
        },
      },
    },
    async (request) => getReceipt(ctx.db, request.params.trackingNumber, await askerOf(request)),
  );

  r.post(
    submissionsApi.resend,
    {
      onRequest: resendLimit,
      schema: {
        summary: 'Send the tracking number again',
        description:
          'Queues the confirmation e-mail and SMS again; at most 2 times a request (product.md §9), and within the ' +
          'recipient’s message budget. Only for the browser that made the request or the account that owns it. No body.',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        response: {
          200: resendResponseSchema,
          400: errorResponse('A tracking number longer than 40 characters.'),
          404: errorResponse(unknownNumber),
          429: errorResponse(
            'RESEND_LIMIT: this request’s number was already sent again twice, or its recipients’ message budgets ' +
              'are spent (product.md’s “maximum number of resend attempts”). RATE_LIMITED: too many resends from this ' +
              'client; Retry-After says when to retry.',
          ),
        },
      },
    },
    async (request) => resendTrackingNumber(deps, request.params.trackingNumber, await askerOf(request)),
  );
}
