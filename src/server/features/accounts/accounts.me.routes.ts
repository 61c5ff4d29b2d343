import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireVerifiedCustomer } from '#src/server/auth/guards.ts';
import { noContent } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { claimRequestSchema, claimResponseSchema } from '#src/shared/accounts/claim.schema.ts';
import { mySubmissionListSchema } from '#src/shared/accounts/my-submissions.schema.ts';
import { meApi } from '#src/shared/accounts/paths.ts';
import { profileFormRequestSchema, profileSchema } from '#src/shared/accounts/profile.schema.ts';
import {
  addTrackingNumberRequestSchema,
  savedTrackingNumberListSchema,
  savedTrackingNumberSchema,
} from '#src/shared/accounts/tracking-numbers.schema.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { accountTags, errorResponses } from './account-routes.ts';
import { claimDeps, claimLimits, claimSubmission } from './claims.service.ts';
import { listMySubmissions } from './my-submissions.service.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import {
  addSavedTrackingNumber,
  listSavedTrackingNumbers,
  removeSavedTrackingNumber,
} from './saved-tracking-numbers.service.ts';

// Every /api/me route answers 401 (no session), 403 (staff, or EMAIL_NOT_VERIFIED) from the audience's guard.
const guarded = [401, 403] as const;

/** The customer's own data: profile, saved numbers, submissions and claims (design.md §4 `/api/me/*`). */
export async function accountsMeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // The audience's hook has checked already; this returns the memoised user.
  const me = (request: Parameters<typeof requireVerifiedCustomer>[1]) => requireVerifiedCustomer(ctx.auth, request);

  r.get(
    meApi.profile,
    {
      schema: {
        summary: 'The signed-in customer’s profile',
        description: 'product.md §4 "Profile loading": a missing name or address is filled in and saved back.',
        tags: accountTags,
        response: { 200: profileSchema, ...errorResponses(...guarded) },
      },
    },
    async (request) => getProfile(db, await me(request)),
  );

  r.patch(
    meApi.profile,
    {
      schema: {
        summary: 'Save the Edit Profile form',
        description:
          'The whole form: full name, phone, city (one of the 17) and address required; postal code, barangay and street address optional.',
        tags: accountTags,
        body: profileFormRequestSchema,
        response: { 200: profileSchema, ...errorResponses(400, ...guarded) },
      },
    },
    async (request) => updateProfile(db, await me(request), request.body),
  );

  r.get(
    meApi.trackingNumbers,
    {
      schema: {
        summary: 'The customer’s saved tracking numbers, newest first',
        tags: accountTags,
        response: { 200: savedTrackingNumberListSchema, ...errorResponses(...guarded) },
      },
    },
    async (request) => ({ trackingNumbers: await listSavedTrackingNumbers(db, (await me(request)).id) }),
  );

  r.post(
    meApi.trackingNumbers,
    {
      config: { rateLimit: routeLimit('me-lookup') },
      schema: {
        summary: 'Save a tracking number to the list',
        description:
          'Trimmed and upper-cased. variant "profile" also refuses a number no submission has (404); a duplicate is ' +
          '409 DUPLICATE with the variant’s text. Saving gives no rights to the submission (claim for that).',
        tags: accountTags,
        body: addTrackingNumberRequestSchema,
        response: { 201: savedTrackingNumberSchema, ...errorResponses(400, ...guarded, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const saved = await addSavedTrackingNumber(db, (await me(request)).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  r.delete(
    meApi.trackingNumber,
    {
      schema: {
        summary: 'Remove a tracking number from the list',
        description: 'Idempotent. A claimed submission stays owned and stays under My Submissions.',
        tags: accountTags,
        params: trackingNumberParamsSchema,
        response: { 204: noContent('Removed from the list.'), ...errorResponses(...guarded) },
      },
    },
    async (request, reply) => {
      await removeSavedTrackingNumber(db, (await me(request)).id, request.params.trackingNumber);
      return reply.status(204).send();
    },
  );

  r.get(
    meApi.submissions,
    {
      schema: {
        summary: 'The submissions this account owns, newest first',
        tags: accountTags,
        response: { 200: mySubmissionListSchema, ...errorResponses(...guarded) },
      },
    },
    async (request) => ({ submissions: await listMySubmissions(db, (await me(request)).id) }),
  );

  r.post(
    meApi.claims,
    {
      config: { rateLimit: routeLimit('me-lookup') },
      schema: {
        summary: 'Claim a submission: the e-mail or phone used for it, then the code sent there',
        description:
          'Issue 26: knowing the e-mail or phone is not proof. Without `code`, a right e-mail or phone sends a ' +
          'one-time code to that same contact of the request and answers 202 status "code-sent" (where it went, ' +
          'masked). With the code (10 minutes, 5 tries, 3 codes an hour) it sets the owner once (design.md §6.6), ' +
          'answers 200 status "claimed", and e-mails the request’s contact which account claimed it, with a "this ' +
          'was not me" link (POST /api/claims/not-me). 404 unknown number, 409 ALREADY_CLAIMED / CLAIMED_BY_OTHER, ' +
          '422 VERIFICATION_MISMATCH (never says which half), 400 CODE_WRONG, 410 CODE_EXPIRED, 429 CLAIM_LIMIT ' +
          `(${claimLimits.perAccount.max} wrong answers an hour per account, ${claimLimits.perSubmission.max} a day ` +
          'per submission; the message says how long to wait).',
        tags: accountTags,
        body: claimRequestSchema,
        response: {
          200: claimResponseSchema,
          202: claimResponseSchema,
          ...errorResponses(400, ...guarded, 404, 409, 410, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const who = await me(request);
      const answer = await claimSubmission(claimDeps(ctx), who, request.body);
      return reply.status(answer.status === 'code-sent' ? 202 : 200).send(answer);
    },
  );
}
