import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import {
  createSubmissionResponseSchema,
  guestSubmissionRequestSchema,
  idempotencyKeyPattern,
  resendResponseSchema,
  submissionReceiptSchema,
} from '../../../shared/submission.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { draftKeyHashOf } from '../../auth/draft-key.ts';
import { getSessionUser } from '../../auth/guards.ts';
import { createSubmission, getReceipt, resendTrackingNumber, type SubmissionDeps } from './submissions.service.ts';

const trackingParams = z.object({ trackingNumber: z.string().max(40) });

// Per client. A booth tablet at an event submits for many visitors, hence not lower.
const createRateLimit = { max: 30, timeWindow: '10 minutes' };
const readRateLimit = { max: 120, timeWindow: '1 minute' };
const resendRateLimit = { max: 20, timeWindow: '10 minutes' };

/** "Ligpit <hello@ligpit.ph>" → "hello@ligpit.ph" */
export function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

export async function submissionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: SubmissionDeps = {
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    contactEmail: addressOf(ctx.config.mailFrom),
  };

  r.post(
    '/api/submissions',
    {
      config: { rateLimit: createRateLimit },
      schema: {
        body: guestSubmissionRequestSchema,
        response: { 200: createSubmissionResponseSchema, 201: createSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) {
        throw new AppError(
          'BAD_REQUEST',
          'An Idempotency-Key header of 8 to 100 letters, digits, "-" or "_" is required.',
        );
      }
      const user = await getSessionUser(ctx.auth, request);
      const result = await createSubmission(deps, request.body, {
        draftKeyHash: draftKeyHashOf(request),
        ownerUserId: user?.id ?? null,
        idempotencyKey: key,
      });
      return reply.status(result.created ? 201 : 200).send({ trackingNumber: result.trackingNumber });
    },
  );

  r.get(
    '/api/submissions/:trackingNumber/receipt',
    {
      config: { rateLimit: readRateLimit },
      schema: { params: trackingParams, response: { 200: submissionReceiptSchema } },
    },
    async (request) => getReceipt(ctx.db, request.params.trackingNumber),
  );

  r.post(
    '/api/submissions/:trackingNumber/resend',
    {
      config: { rateLimit: resendRateLimit },
      schema: { params: trackingParams, response: { 200: resendResponseSchema } },
    },
    async (request) => resendTrackingNumber(deps, request.params.trackingNumber),
  );
}
