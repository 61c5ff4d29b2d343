import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '#src/server/http/errors.ts';
import { clientKey, normalisedPath } from '#src/server/http/rate-limit.ts';
import { keyedLimit } from '#src/server/http/rate-limit-policies.ts';
import { canonicalEmail } from '#src/shared/core/email.ts';

const sendPath = /^\/api\/auth\/send-verification-email\/?$/;

/**
 * A preHandler for the Better Auth mount that caps Better Auth's send-verification-email per
 * e-mail address (hashed) and per client address (policies verification-email-*), in @fastify/rate-limit's store (Redis when
 * REDIS_URL is set). Every request counts, so parallel requests cannot slip past the cap.
 */
export function createVerificationEmailLimit(
  app: FastifyInstance,
  opts: { allow: readonly string[] },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const byClient = app.createRateLimit({
    ...keyedLimit('verification-email-client', 'client'),
    keyGenerator: (request) => `verify-mail-ip:${clientKey(request.ip)}`,
  });
  const byAddress = app.createRateLimit({
    ...keyedLimit('verification-email-address', 'email'),
    keyGenerator: (request) => `verify-mail-to:${addressKey(request)}`,
  });

  return async function verificationEmailLimit(request, reply) {
    if (request.method !== 'POST' || !sendPath.test(normalisedPath(request.url))) return;
    if (opts.allow.includes(request.ip)) return;
    const results = [await byClient(request)];
    if (addressKey(request) !== null) results.push(await byAddress(request));
    const waitSeconds = Math.max(0, ...results.map((r) => (!r.isAllowed && r.isExceeded ? r.ttlInSeconds : 0)));
    if (waitSeconds > 0) {
      reply.header('retry-after', String(waitSeconds));
      throw appError('RATE_LIMITED', 'accounts.verificationTooMany');
    }
  };
}

function addressKey(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return createHash('sha256').update(canonicalEmail(email)).digest('hex').slice(0, 32);
}
