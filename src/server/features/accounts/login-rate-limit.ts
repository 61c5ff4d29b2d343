import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '#src/server/http/errors.ts';
import { clientKey, normalisedPath } from '#src/server/http/rate-limit.ts';
import { keyedLimit } from '#src/server/http/rate-limit-policies.ts';
import { canonicalEmail } from '#src/shared/core/email.ts';

const signInPath = /^\/api\/auth\/sign-in(\/|$)/;

/**
 * A preHandler for the Better Auth mount that counts sign-in attempts per client address and
 * per account (e-mail) and answers 429 past either limit (policies sign-in-*). It uses @fastify/rate-limit's store,
 * so with REDIS_URL every instance shares the counters. Every attempt counts, not only failed
 * ones, so a burst of parallel guesses cannot slip through between a check and a count.
 */
export function createLoginRateLimit(
  app: FastifyInstance,
  opts: { allow: readonly string[] },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const byAddress = app.createRateLimit({
    ...keyedLimit('sign-in-client', 'client'),
    keyGenerator: (request) => `login-ip:${clientKey(request.ip)}`,
  });
  const byAccount = app.createRateLimit({
    ...keyedLimit('sign-in-account', 'email'),
    // Hashed: the store (possibly Redis) should not hold e-mail addresses.
    keyGenerator: (request) => `login-account:${accountKey(request)}`,
  });

  return async function loginRateLimit(request, reply) {
    if (request.method !== 'POST' || !signInPath.test(normalisedPath(request.url))) return;
    if (opts.allow.includes(request.ip)) return;
    const results = [await byAddress(request)];
    if (accountKey(request) !== null) results.push(await byAccount(request));
    const waitSeconds = Math.max(0, ...results.map((r) => (!r.isAllowed && r.isExceeded ? r.ttlInSeconds : 0)));
    if (waitSeconds > 0) {
      reply.header('retry-after', String(waitSeconds));
      const minutes = Math.ceil(waitSeconds / 60);
      throw minutes === 1
        ? appError('RATE_LIMITED', 'accounts.tooManySignInsOneMinute')
        : appError('RATE_LIMITED', 'accounts.tooManySignInsMinutes', { minutes });
    }
  };
}

function accountKey(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return createHash('sha256').update(canonicalEmail(email)).digest('hex').slice(0, 32);
}
