import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { cityParamsSchema, serviceAreaSchema, setCityPausedSchema } from '#src/shared/scheduling/service-area.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { setCityPaused } from './service-area.service.ts';

/** Staff: pause a city of the service area, or resume it (the Pickup windows page, issue 23). */
export async function serviceAreaAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    submissionsApi.adminServiceCity,
    {
      schema: {
        summary: 'Pause or resume a city',
        description:
          'paused true: households in the city see it "not yet served" and cannot book; false: served again. ' +
          'Requests already booked there keep their day.',
        tags: ['submissions'],
        params: cityParamsSchema,
        body: setCityPausedSchema,
        response: { 200: serviceAreaSchema, 400: errorResponse('Not one of the 17 cities (VALIDATION).') },
      },
    },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      return setCityPaused({ db: ctx.db }, request.params.city, request.body.paused, staff);
    },
  );
}
