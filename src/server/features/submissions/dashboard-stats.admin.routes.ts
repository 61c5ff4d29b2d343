import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { adminStatsSchema } from '#src/shared/submissions/review.schema.ts';
import { getDashboardStats } from './dashboard-stats.service.ts';

export async function dashboardStatsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    submissionsApi.adminStats,
    {
      schema: {
        summary: 'Dashboard counts',
        description: 'Requests by status and over time, for the staff dashboard.',
        tags: ['submissions'],
        response: { 200: adminStatsSchema },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getDashboardStats({ db: ctx.db, now: ctx.now() });
    },
  );
}
