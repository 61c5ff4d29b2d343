import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireVerifiedCustomer } from '#src/server/auth/guards.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { deleteAccountSchema, myDataSchema } from '#src/shared/submissions/privacy.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import { deleteMyAccount, exportMyData, withdrawShareLink } from './privacy.service.ts';

const tags = ['privacy'];
const guarded = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not a customer with a confirmed address.'),
};

/** Issue 26 (RA 10173): the customer's rights of access and erasure, under /api/me. */
export async function privacyMeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const me = (request: Parameters<typeof requireVerifiedCustomer>[1]) => requireVerifiedCustomer(ctx.auth, request);
  const deps = () => ({
    db: ctx.db,
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
    blobStore: ctx.blobStore,
    reactions: ctx.statusReactions,
    log: app.log,
  });

  r.get(
    privacyApi.myData,
    {
      config: { rateLimit: routeLimit('privacy-my-data') },
      schema: {
        summary: 'Download my data',
        description:
          'One JSON file (Content-Disposition: attachment): the account, profile, saved tracking numbers, and each ' +
          'owned request with its details, history, photos (as links), outcomes and the messages sent about it ' +
          '(one-time codes left out).',
        tags,
        response: { 200: myDataSchema, ...guarded, 429: errorResponse('Too many downloads; try again later.') },
      },
    },
    async (request, reply) => {
      const data = await exportMyData(deps(), await me(request));
      reply.header('content-disposition', 'attachment; filename="ligpit-my-data.json"');
      return data;
    },
  );

  r.post(
    privacyApi.deleteAccount,
    {
      // Per client: the password is checked again, so this is also a password guess.
      config: { rateLimit: routeLimit('privacy-delete-account') },
      schema: {
        summary: 'Delete my account',
        description:
          'After the password is checked again: open requests are cancelled (with the usual SMS), the personal ' +
          'data of every owned request is erased (the anonymous figures stay), and the account with its sessions, ' +
          'saved numbers and profile is deleted. Signing in fails from then on.',
        tags,
        body: deleteAccountSchema,
        response: {
          204: noContent('Deleted; the session cookie no longer works.'),
          400: errorResponse('VALIDATION: no password given.'),
          ...guarded,
          429: errorResponse('Too many tries; try again later.'),
        },
      },
    },
    async (request, reply) => {
      await deleteMyAccount({ ...deps(), auth: ctx.auth }, await me(request), request.body.password);
      return reply.status(204).send();
    },
  );

  r.delete(
    privacyApi.shareLink,
    {
      schema: {
        summary: 'Turn off my impact receipt’s share link',
        description: 'The public receipt page of this request answers 404 from then on. Idempotent for the owner.',
        tags,
        params: trackingNumberParamsSchema,
        response: {
          204: noContent('The share link is off.'),
          ...guarded,
          404: errorResponse('SUBMISSION_NOT_FOUND: no request of this account has that number.'),
        },
      },
    },
    async (request, reply) => {
      await withdrawShareLink({ db: ctx.db }, await me(request), request.params.trackingNumber);
      return reply.status(204).send();
    },
  );
}
