import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { draftKeyHashOf } from '#src/server/auth/draft-key.ts';
import { requireVerifiedUser } from '#src/server/auth/guards.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { keyedLimit, type PolicyName } from '#src/server/http/rate-limit-policies.ts';
import { photoAnalysisSchema } from '#src/shared/photos/analysis.schema.ts';
import { analyzeImageRequestSchema, analyzeImageResponseSchema } from '#src/shared/photos/analyze-image.schema.ts';
import { photosApi } from '#src/shared/photos/paths.ts';
import { type AnalysisActor, analyzeImage, getPhotoAnalysis } from './photo-analysis.service.ts';

const idParams = z.object({ id: z.uuid('Photo not found') });

// The audience's guard answers these before the route runs (audiences/signed-in.ts).
const guarded = {
  401: errorResponse('Not signed in (UNAUTHENTICATED).'),
  403: errorResponse(
    'A customer whose address is not confirmed (EMAIL_NOT_VERIFIED); a submitted photo of someone else’s ' +
      'request (FORBIDDEN); or a page of another site.',
  ),
};

// A base64 photo of 10 MB is ~13.4 MB of JSON; the app's 1 MB default would refuse product.md's body.
const analyzeBodyLimit = 15 * 1024 * 1024;

/** Item recognition (issue 12): signed-in customers with a confirmed address, and staff. */
export async function photoAnalysisSignedInRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: ctx.db,
    analyser: ctx.photoAnalyser,
    now: ctx.now,
    trustedOrigins: ctx.config.trustedOrigins,
  };
  // The audience's hook has checked already; this returns the memoised user.
  const actorOf = async (request: FastifyRequest): Promise<AnalysisActor> => ({
    user: await requireVerifiedUser(ctx.auth, request),
    draftKeyHash: draftKeyHashOf(request),
  });
  // Per account (see the policies): after the guard (preHandler), so the account is known. Shared
  // through Redis when REDIS_URL is set, like every limit.
  const perAccount = (name: PolicyName) => ({
    ...keyedLimit(name, 'account'),
    hook: 'preHandler' as const,
    keyGenerator: async (request: FastifyRequest) => `analysis:${(await actorOf(request)).user.id}`,
    allowList: (request: FastifyRequest) => ctx.config.rateLimitAllow.includes(request.ip),
  });

  r.post(
    photosApi.analyze,
    {
      bodyLimit: analyzeBodyLimit,
      config: { rateLimit: perAccount('photo-analyse') },
      schema: {
        summary: 'Recognise the item in an uploaded photo',
        description:
          'product.md §7 analyze-image. Name the photo by photoId (our screens), or, for product.md’s client, by ' +
          'remoteURL (the URL its upload answered with: read for the id, never fetched) or base64Data (the bytes ' +
          'as uploaded, found by their hash among this person’s photos). A customer may analyse their own ' +
          'drafts and requests; staff any submitted photo. The result is stored on the photo: a second request ' +
          'answers from it (cached: true) and asks no provider. If the photo is being analysed (the job starts ' +
          'on upload), the answer waits for that run. Failures are 424, never a 5xx: VISION_NOT_CONFIGURED with ' +
          'missingKey when no recogniser is configured (the screen shows "API Configuration Error"), ' +
          'ANALYSIS_FAILED when the provider failed, timed out or answered nonsense (the screen shows ' +
          '"Analysis Failed" / "An error occurred during image analysis"); asking again tries again.',
        tags: ['photos'],
        body: analyzeImageRequestSchema,
        response: {
          200: analyzeImageResponseSchema.meta({ description: 'What the recogniser saw, stored on the photo.' }),
          400: errorResponse(
            'No photo named, a remoteURL that is not one of our photo URLs, or base64Data that is not an image.',
          ),
          ...guarded,
          404: errorResponse('No such photo for this person: unknown, gone, or another person’s draft.'),
          424: errorResponse(
            'VISION_NOT_CONFIGURED (with missingKey: "VISION_API_KEY") or ANALYSIS_FAILED; message is product.md’s text.',
          ),
          429: errorResponse('More than 60 analyses in 10 minutes from this account (RATE_LIMITED).'),
        },
      },
    },
    async (request) => analyzeImage(deps, request.body, await actorOf(request)),
  );

  r.get(
    photosApi.analysis,
    {
      config: { rateLimit: perAccount('photo-analysis-read') },
      schema: {
        summary: 'Where a photo’s item recognition stands',
        description:
          'Without waiting and without starting anything: none (not asked), queued (the job will take it), ' +
          'running, done (with the result) or failed. available says whether a recogniser is configured. ' +
          'The upload screen reads it to show progress, e.g. after a reload.',
        tags: ['photos'],
        params: idParams,
        response: {
          200: photoAnalysisSchema,
          400: errorResponse('Not a photo id.'),
          ...guarded,
          404: errorResponse('No such photo for this person.'),
        },
      },
    },
    async (request) => getPhotoAnalysis(deps, request.params.id, await actorOf(request)),
  );
}
