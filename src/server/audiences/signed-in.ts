import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#src/server/app-context.ts';
import { requireVerifiedUser } from '#src/server/auth/guards.ts';
import { photoAnalysisSignedInRoutes } from '#src/server/features/photos/photo-analysis.signed-in.routes.ts';

/**
 * The signed-in audience: routes for anyone with a session who has proven who they are, customer or
 * staff, outside /api/me (whose guard turns staff away) and /api/admin (whose guard turns customers
 * away). Today: item recognition, POST /api/analyze-image (product.md §7) and the photo's analysis status.
 * The guard is a hook on this plugin, so a route added here cannot forget it: no session → 401, a
 * customer with an unconfirmed address → 403 EMAIL_NOT_VERIFIED, before any input is read. Each
 * route checks which photos the person may touch. Answers are private: Cache-Control no-store.
 */
export async function signedInAudience(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await requireVerifiedUser(ctx.auth, request);
  });
  await app.register(photoAnalysisSignedInRoutes, ctx);
}
