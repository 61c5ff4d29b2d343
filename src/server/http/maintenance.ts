import type { FastifyInstance } from 'fastify';
import { healthApi, isApiPath } from '#src/shared/core/api-paths.ts';
import type { ApiErrorBody } from '#src/shared/core/app-error.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { backupPath } from './backup-route.ts';
import { metricsPath } from './metrics.ts';

/**
 * design.md §6.10: with MAINTENANCE_MODE on, every page redirects to /site-upgrading and every API
 * route but the health checks answers 503 with Retry-After. Static assets still load so the
 * maintenance screen itself can render.
 */
export function registerMaintenanceMode(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The health checks, metrics and backups answer as always: an operator works through them.
    const operator = pathname === metricsPath || pathname === backupPath;
    if (pathname === healthApi || pathname.startsWith(`${healthApi}/`) || operator) return;
    if (isApiPath(pathname)) {
      const body: ApiErrorBody = {
        error: 'MAINTENANCE',
        message: englishText('core.maintenance'),
        key: 'core.maintenance',
      };
      return reply.status(503).header('Retry-After', '600').send(body);
    }
    const isPage = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && pathname !== staticPages.maintenance) {
      return reply.redirect(staticPages.maintenance, 302);
    }
  });
}
