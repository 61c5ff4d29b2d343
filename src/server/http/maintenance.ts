import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/app-error.ts';

export const maintenancePath = '/site-upgrading';

/**
 * DESIGN §6.10: with MAINTENANCE_MODE on, every page redirects to /site-upgrading and every API
 * route but the health check answers 503 with Retry-After. Static assets still load so the
 * maintenance screen itself can render.
 */
export function registerMaintenanceMode(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api/health') return;
    if (pathname.startsWith('/api/') || pathname === '/api') {
      const body: ApiErrorBody = {
        error: 'MAINTENANCE',
        message: 'Site Under Maintenance. We are upgrading the site; please check back soon.',
      };
      return reply.status(503).header('Retry-After', '600').send(body);
    }
    const isPage = request.method === 'GET' && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && pathname !== maintenancePath) {
      return reply.redirect(maintenancePath, 302);
    }
  });
}
