import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { submissionsRoutes } from './submissions/submissions.routes.ts';
import { trackingRoutes } from './tracking/tracking.routes.ts';

/** Every feature's routes, registered once by buildApp. Add a line per feature. */
export async function registerFeatures(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, ctx);
  await app.register(trackingRoutes, ctx);
  await app.register(photosRoutes, ctx);
  await app.register(submissionsRoutes, ctx);
  await app.register(adminRoutes, ctx);
}
