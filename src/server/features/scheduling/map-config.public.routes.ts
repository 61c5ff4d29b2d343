import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { mapConfigApi, mapConfigSchema } from '#src/shared/core/map-config.ts';

/** Anyone: where the maps' tiles come from (issue 37, decision 091); the maps load it with Leaflet. */
export async function mapConfigPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    mapConfigApi,
    {
      config: { rateLimit: routeLimit('public-read') },
      schema: {
        summary: 'The map tiles',
        description:
          'The tile template the maps use (MAP_TILE_URL) and its attribution. A null tileUrl means no tiles: ' +
          'the maps show the pins and the line on a plain background. Cached for an hour.',
        tags: ['submissions'],
        response: { 200: mapConfigSchema },
      },
    },
    async (_request, reply) => {
      // A setting read at start: it changes only with a restart.
      reply.header('cache-control', 'public, max-age=3600');
      return ctx.config.map;
    },
  );
}
