import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#src/server/app-context.ts';
import { requireVerifiedCustomer } from '#src/server/auth/guards.ts';
import { accountsMeRoutes } from '#src/server/features/accounts/accounts.me.routes.ts';
import { privacyMeRoutes } from '#src/server/features/privacy/privacy.me.routes.ts';

/**
 * The customer audience: everything under /api/me (design.md §4). The guard is a hook on this plugin,
 * so a route added here cannot forget it: no session → 401, a staff account → 403, an unconfirmed
 * address → 403 EMAIL_NOT_VERIFIED, before any input is read. Every answer, errors included, is
 * private to this account: Cache-Control no-store.
 */
export async function meAudience(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await requireVerifiedCustomer(ctx.auth, request);
  });
  await app.register(accountsMeRoutes, ctx);
  await app.register(privacyMeRoutes, ctx);
}
