import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { crewAdminRoutes } from '#src/server/features/crew/crew.admin.routes.ts';
import { eventsAdminRoutes } from '#src/server/features/events/events.admin.routes.ts';
import { outcomesAdminRoutes } from '#src/server/features/outcomes/outcomes.admin.routes.ts';
import { photosAdminRoutes } from '#src/server/features/photos/photos.admin.routes.ts';
import { pickupWindowsAdminRoutes } from '#src/server/features/scheduling/pickup-windows.admin.routes.ts';
import { serviceAreaAdminRoutes } from '#src/server/features/scheduling/service-area.admin.routes.ts';
import { dashboardStatsAdminRoutes } from '#src/server/features/submissions/dashboard-stats.admin.routes.ts';
import { submissionsAdminRoutes } from '#src/server/features/submissions/submissions.admin.routes.ts';
import { verdictsAdminRoutes } from '#src/server/features/submissions/verdicts.admin.routes.ts';

/**
 * The staff audience: everything under /api/admin (design.md §6.4). The guard is a hook on this
 * plugin, so a route added here cannot forget it: no session → 401, a customer session → 403,
 * before any input is read. Handlers that need to know who acts call requireAdmin again
 * (memoised per request).
 */
export async function adminAudience(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.auth, request);
  });
  await app.register(dashboardStatsAdminRoutes, ctx);
  await app.register(submissionsAdminRoutes, ctx);
  await app.register(pickupWindowsAdminRoutes, ctx);
  await app.register(photosAdminRoutes, ctx);
  await app.register(eventsAdminRoutes, ctx);
  await app.register(outcomesAdminRoutes, ctx);
  await app.register(serviceAreaAdminRoutes, ctx);
  await app.register(verdictsAdminRoutes, ctx);
  await app.register(crewAdminRoutes, ctx);
}
