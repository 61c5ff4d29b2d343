import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { eraseRequestSchema } from '#src/shared/submissions/privacy.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import { ownerCodeRequestSchema, ownerCodeSentSchema } from '#src/shared/submissions/self-service.ts';
import { eraseByGuest, sendEraseCode } from './privacy.service.ts';

const tags = ['privacy'];

/** Issue 26: a guest erases a request's personal data from the tracking page, with a one-time code. */
export async function privacyPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = () => ctx.config.authSecret ?? '';

  r.post(
    privacyApi.eraseCode,
    {
      config: { rateLimit: routeLimit('privacy-erase-code') },
      schema: {
        summary: 'Send me a code to erase this request’s personal data',
        description:
          'A 6-digit code to the phone or the e-mail on file, as `channel` asks (e-mail by default without an SMS ' +
          'provider), the same machinery and limits as the owner code ' +
          '(10 minutes, 5 tries, 3 codes an hour), for erasure only.',
        tags,
        params: trackingNumberParamsSchema,
        body: ownerCodeRequestSchema,
        response: {
          200: ownerCodeSentSchema,
          404: errorResponse('SUBMISSION_NOT_FOUND: no such request, or erased already.'),
          422: errorResponse('UNPROCESSABLE: no phone or e-mail on file.'),
          429: errorResponse('RATE_LIMITED: three codes in the last hour, or too many asks.'),
        },
      },
    },
    async (request) =>
      sendEraseCode(
        { db: ctx.db, now: ctx.now(), secret: secret(), smsConfigured: ctx.config.sms.provider !== 'log' },
        request.params.trackingNumber,
        request.body,
      ),
  );

  r.post(
    privacyApi.erase,
    {
      config: { rateLimit: routeLimit('privacy-erase') },
      schema: {
        summary: 'Erase this request’s personal data with the code',
        description:
          'An open request is cancelled first (its usual SMS still goes). Name, phone, e-mail, street, landmark, ' +
          'postal code, photo files, messages and the share link are erased; the status, dates, city, items, ' +
          'outcomes and weights stay, with no person attached.',
        tags,
        params: trackingNumberParamsSchema,
        body: eraseRequestSchema,
        response: {
          204: noContent('Erased.'),
          400: errorResponse('VALIDATION: not 6 digits. CODE_WRONG: not the code sent.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no such request, or erased already.'),
          410: errorResponse('CODE_EXPIRED: no live code: ask for a new one.'),
        },
      },
    },
    async (request, reply) => {
      await eraseByGuest(
        {
          db: ctx.db,
          now: ctx.now,
          publicUrl: ctx.config.publicUrl,
          blobStore: ctx.blobStore,
          reactions: ctx.statusReactions,
          log: app.log,
          secret: secret(),
        },
        request.params.trackingNumber,
        request.body.code,
      );
      return reply.status(204).send();
    },
  );
}
