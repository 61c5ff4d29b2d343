import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { eventsRoutes } from './events.routes.ts';
import { photosRoutes } from './photos.routes.ts';
import { statsRoutes } from './stats.routes.ts';
import { submissionsRoutes } from './submissions.routes.ts';

/**
 * Everything under /api/admin (DESIGN §6.4). The guard is a hook on this plugin, so a route
 * added here cannot forget it: no session → 401, a customer session → 403, before any input is
 * read. Handlers that need to know who acts call requireAdmin again (memoised per request).
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.auth, request);
  });
  await app.register(statsRoutes, ctx);
  await app.register(submissionsRoutes, ctx);
  await app.register(photosRoutes, ctx);
  await app.register(eventsRoutes, ctx);
}
