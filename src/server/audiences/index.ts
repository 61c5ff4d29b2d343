import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#src/server/app-context.ts';
import { adminAudience } from './admin.ts';
import { crewAudience } from './crew.ts';
import { meAudience } from './me.ts';
import { publicAudience } from './public.ts';
import { signedInAudience } from './signed-in.ts';

/**
 * Every route, registered once by buildApp, grouped by who may call it. Subjects own their
 * services (src/server/features/<subject>); an audience only mounts their route plugins.
 */
export async function registerAudiences(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(publicAudience, ctx);
  await app.register(adminAudience, ctx);
  await app.register(meAudience, ctx);
  await app.register(signedInAudience, ctx);
  await app.register(crewAudience, ctx);
}
