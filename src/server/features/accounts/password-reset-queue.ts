import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '#src/server/auth/auth.ts';
import { serializeLoggableError } from '#src/server/db/loggable-error.ts';
import { appError } from '#src/server/http/errors.ts';
import { errorResponse } from '#src/server/http/openapi-responses.ts';
import { clientKey } from '#src/server/http/rate-limit.ts';
import { keyedLimit, rateLimitPolicies } from '#src/server/http/rate-limit-policies.ts';
import { authApi } from '#src/shared/accounts/paths.ts';
import { checkAuthBody } from './auth-body-rules.ts';

// Issue 26 (low finding): "Forgot password?" answered a known address in a median 12.8 ms and an
// unknown one in 7.0 ms (the known one made a token and queued its e-mail before answering), which
// told who has an account; and it had no per-client limit. Now the answer only queues the ask, the
// same one step for every address, and Better Auth does the lookup, the token and the e-mail (into
// the outbox, with its per-address budget) after the answer has gone.

const resetLimit = rateLimitPolicies['password-reset-client'];

/** At most this many asks wait at once; the client limit keeps it far below. */
const maxWaiting = 1_000;

interface ResetAsk {
  email: string;
  redirectTo?: string;
}

export interface PasswordResetQueue {
  /** Queues one ask; the same work whether or not the address has an account. */
  add(ask: ResetAsk): void;
  /** Resolves when every queued ask has been handled (tests, and before the app closes). */
  idle(): Promise<void>;
}

export function createPasswordResetQueue(opts: { auth: Auth; log: FastifyBaseLogger }): PasswordResetQueue {
  const waiting: ResetAsk[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    for (let ask = waiting.shift(); ask; ask = waiting.shift()) {
      try {
        await opts.auth.api.requestPasswordReset({ body: ask });
      } catch (error) {
        // Never the address: the error's own text and SQL only (loggable-error.ts).
        opts.log.warn({ err: serializeLoggableError(error) }, 'a password reset ask failed');
      }
    }
  }

  return {
    add(ask) {
      if (waiting.length >= maxWaiting) {
        opts.log.warn('password reset asks are arriving faster than they are handled; one was dropped');
        return;
      }
      waiting.push(ask);
      running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
        running = null;
      });
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResetQueue;
  }
}

/** POST /api/auth/request-password-reset, in front of Better Auth's own (a static route wins over /api/auth/*). */
export function registerPasswordResetRequest(
  app: FastifyInstance,
  opts: { queue: PasswordResetQueue; rateLimitAllow: readonly string[] },
): void {
  const { queue } = opts;
  const byClient = app.createRateLimit({
    ...keyedLimit('password-reset-client', 'client'),
    keyGenerator: (request) => `reset-ip:${clientKey(request.ip)}`,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    authApi.requestPasswordReset,
    {
      // Described here: /api/openapi.json keeps ours over Better Auth's for this path (mergeAuthDocument).
      schema: {
        summary: 'Send a password reset link, if the address has an account',
        description:
          'Issue 26: the answer only queues the ask, the same for every address; Better Auth makes the link ' +
          `and queues the e-mail after it. ${resetLimit.max} asks per client in ${resetLimit.windowMs / 60_000} minutes.`,
        tags: ['accounts'],
        body: z.object({ email: z.string().max(254), redirectTo: z.string().max(2000).optional() }),
        response: {
          200: z.object({ status: z.literal(true) }),
          400: errorResponse('VALIDATION: no address, or not an ordinary e-mail address.'),
          429: errorResponse('RATE_LIMITED: too many asks from this client; see Retry-After.'),
        },
      },
      preHandler: checkAuthBody,
    },
    async (request, reply) => {
      if (!opts.rateLimitAllow.includes(request.ip)) {
        const limit = await byClient(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw appError('RATE_LIMITED', 'core.rateLimited', { seconds: limit.ttlInSeconds });
        }
      }
      const { email, redirectTo } = request.body;
      if (email === '') throw appError('VALIDATION', 'accounts.emailRequired');
      queue.add({ email, ...(redirectTo ? { redirectTo } : {}) });
      // One answer, whoever the address belongs to.
      return reply.send({ status: true as const });
    },
  );
}
