import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { meApi } from '#src/shared/accounts/paths.ts';
import { signUpRequestSchema, signUpResponseSchema } from '#src/shared/accounts/sign-up.schema.ts';
import { accountTags, errorResponses } from './account-routes.ts';
import { registerCustomer } from './registration.service.ts';

export async function registrationPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    meApi.signUp,
    {
      config: { rateLimit: routeLimit('sign-up') },
      schema: {
        summary: 'Create a customer account and e-mail its confirmation link',
        description:
          'product.md §4 "Sign-up registration" in one transaction: the account (always a customer), its profile and ' +
          'saved tracking numbers, and the confirmation e-mail, whose link lands on /dashboard signed in. Nobody is ' +
          'signed in by this call. An unconfirmed sign-up older than the link lifetime (1 hour) is replaced.',
        tags: accountTags,
        body: signUpRequestSchema,
        response: { 201: signUpResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await registerCustomer({ db: ctx.db, auth: ctx.auth, now: ctx.now }, request.body);
      return reply.status(201).send({ email: request.body.email, verificationSent: true });
    },
  );
}
