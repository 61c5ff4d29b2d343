import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth.ts';
import { toHeaders } from './guards.ts';
import { createLoginRateLimit, type LoginLimits } from './login-rate-limit.ts';

/** Mounts Better Auth under /api/auth/* by translating Fastify requests to Fetch requests. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; rateLimitAllow?: readonly string[]; loginLimits?: LoginLimits },
): Promise<void> {
  const loginRateLimit = createLoginRateLimit(app, { allow: opts.rateLimitAllow ?? [], limits: opts.loginLimits });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: loginRateLimit,
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await opts.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
