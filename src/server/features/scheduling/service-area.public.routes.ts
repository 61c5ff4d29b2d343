import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { serviceAreaSchema } from '#src/shared/scheduling/service-area.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { getServiceArea } from './service-area.service.ts';

/** Anyone: the 17 cities and which of them staff paused, for every form's city select (issue 23). */
export async function serviceAreaPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    submissionsApi.serviceArea,
    {
      config: { rateLimit: routeLimit('public-read') },
      schema: {
        summary: 'The service area',
        description:
          'The 17 cities of Metro Manila and the ones staff paused for now (shown "not yet served"; a request ' +
          'there is refused with CITY_NOT_SERVED). Cached for a minute.',
        tags: ['submissions'],
        response: { 200: serviceAreaSchema },
      },
    },
    async (_request, reply) => {
      // A pause reaches the forms within a minute; the server refuses a paused city at once anyway.
      reply.header('cache-control', 'public, max-age=60');
      return getServiceArea({ db: ctx.db });
    },
  );
}
