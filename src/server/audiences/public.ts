import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#src/server/app-context.ts';
import { authPublicRoutes } from '#src/server/features/accounts/auth.public.routes.ts';
import { claimsPublicRoutes } from '#src/server/features/accounts/claims.public.routes.ts';
import { registrationPublicRoutes } from '#src/server/features/accounts/registration.public.routes.ts';
import { eventsPublicRoutes } from '#src/server/features/events/events.public.routes.ts';
import { healthRoutes } from '#src/server/features/health/health.public.routes.ts';
import { impactPublicRoutes } from '#src/server/features/outcomes/impact.public.routes.ts';
import { photosPublicRoutes } from '#src/server/features/photos/photos.public.routes.ts';
import { privacyPublicRoutes } from '#src/server/features/privacy/privacy.public.routes.ts';
import { privacyNoticeRoutes } from '#src/server/features/privacy/privacy-notice.public.routes.ts';
import { mapConfigPublicRoutes } from '#src/server/features/scheduling/map-config.public.routes.ts';
import { pickupWindowsPublicRoutes } from '#src/server/features/scheduling/pickup-windows.public.routes.ts';
import { serviceAreaPublicRoutes } from '#src/server/features/scheduling/service-area.public.routes.ts';
import { selfServicePublicRoutes } from '#src/server/features/submissions/self-service.public.routes.ts';
import { submissionsPublicRoutes } from '#src/server/features/submissions/submissions.public.routes.ts';
import { trackingRoutes } from '#src/server/features/tracking/tracking.public.routes.ts';

/** The public audience: anyone, signed in or not. Each route checks its own draft key or owner. */
export async function publicAudience(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(authPublicRoutes, {
    auth: ctx.auth,
    passwordResets: ctx.passwordResets,
    rateLimitAllow: ctx.config.rateLimitAllow,
  });
  await app.register(registrationPublicRoutes, ctx);
  await app.register(claimsPublicRoutes, ctx);
  await app.register(healthRoutes, ctx);
  await app.register(privacyNoticeRoutes, ctx);
  await app.register(trackingRoutes, ctx);
  await app.register(photosPublicRoutes, ctx);
  await app.register(submissionsPublicRoutes, ctx);
  await app.register(pickupWindowsPublicRoutes, ctx);
  await app.register(selfServicePublicRoutes, ctx);
  await app.register(privacyPublicRoutes, ctx);
  await app.register(eventsPublicRoutes, ctx);
  await app.register(impactPublicRoutes, ctx);
  await app.register(serviceAreaPublicRoutes, ctx);
  await app.register(mapConfigPublicRoutes, ctx);
}
