import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#src/server/app-context.ts';
import { requireCrew } from '#src/server/auth/guards.ts';
import { crewRoutes } from '#src/server/features/crew/crew.crew.routes.ts';

/**
 * The crew audience (issue 27): everything under /api/crew. The guard is a hook on this plugin: no
 * session → 401, anyone but a crew account (staff included) → 403. Answers are private: no-store.
 */
export async function crewAudience(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await requireCrew(ctx.auth, request);
  });
  await app.register(crewRoutes, ctx);
}
