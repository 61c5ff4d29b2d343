import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { notMeRequestSchema, notMeResponseSchema } from '#src/shared/accounts/claim.schema.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { claimsApi } from '#src/shared/accounts/paths.ts';
import { accountTags, errorResponses } from './account-routes.ts';
import { claimDeps, undoClaim } from './claims.service.ts';

/** "This was not me" (issue 26): anyone holding the e-mailed link undoes the claim it told of. */
export async function claimsPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    claimsApi.notMe,
    {
      config: { rateLimit: routeLimit('claim-not-me') },
      schema: {
        summary: 'Undo a claim the request’s own contact did not make',
        description:
          'The token comes from the e-mail sent to a request’s contact when an account claims it (30 days, once). ' +
          'The request returns to no owner, leaves that account’s list, and staff are e-mailed. 404 for an ' +
          'unknown, used or old link, or when that account no longer owns the request.',
        tags: accountTags,
        body: notMeRequestSchema,
        response: { 200: notMeResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { trackingNumber } = await undoClaim(claimDeps(ctx), request.body.token);
      return { trackingNumber, message: accountNotices.notMeDone.description };
    },
  );
}
