import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, normalisedPath, rateLimited } from '#src/server/http/rate-limit.ts';
import { keyedLimit } from '#src/server/http/rate-limit-policies.ts';

/** Better Auth's endpoints that take the signed-in account's password again (issue 39, finding 6). */
const passwordCheckPath = /^\/api\/auth\/(verify-password|change-password|delete-user)$/;

/**
 * One budget shared by every endpoint that checks the account's password again, per client and
 * per session (policies password-check-*).
 */
export function createPasswordCheckLimit(
  app: FastifyInstance,
  opts: { allow: readonly string[] },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const byAddress = app.createRateLimit({
    ...keyedLimit('password-check-client', 'client'),
    keyGenerator: (request) => `password-check-ip:${clientKey(request.ip)}`,
  });
  const bySession = app.createRateLimit({
    ...keyedLimit('password-check-session', 'session'),
    // Hashed: the store (possibly Redis) should not hold session tokens.
    keyGenerator: (request) => `password-check-session:${sessionKey(request)}`,
  });

  return async function passwordCheckRateLimit(request, reply) {
    if (request.method !== 'POST' || !passwordCheckPath.test(normalisedPath(request.url))) return;
    if (opts.allow.includes(request.ip)) return;
    const results = [await byAddress(request)];
    if (sessionKey(request) !== null) results.push(await bySession(request));
    const waitSeconds = Math.max(0, ...results.map((r) => (!r.isAllowed && r.isExceeded ? r.ttlInSeconds : 0)));
    if (waitSeconds > 0) throw rateLimited(reply, waitSeconds, 'password-check');
  };
}

function sessionKey(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  const token = cookie ? /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]+)/.exec(cookie)?.[1] : undefined;
  if (!token) return null;
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}
