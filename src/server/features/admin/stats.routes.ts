import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '../../../shared/admin.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { getDashboardStats } from './stats.service.ts';

export async function statsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async (request) => {
      await requireAdmin(ctx.auth, request);
      return getDashboardStats({ db: ctx.db, now: ctx.now() });
    });
}
