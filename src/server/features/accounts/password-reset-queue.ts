import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Auth } from '#src/server/auth/auth.ts';
import { serializeLoggableError } from '#src/server/db/loggable-error.ts';
import { appError } from '#src/server/http/errors.ts';
import { clientKey } from '#src/server/http/rate-limit.ts';
import { authApi } from '#src/shared/accounts/paths.ts';
import { checkAuthBody } from './auth-body-rules.ts';

// Issue 26 (low finding): "Forgot password?" answered a known address in a median 12.8 ms and an
// unknown one in 7.0 ms (the known one made a token and queued its e-mail before answering), which
// told who has an account; and it had no per-client limit. Now the answer only queues the ask, the
// same one step for every address, and Better Auth does the lookup, the token and the e-mail (into
// the outbox, with its per-address budget) after the answer has gone.

/** Per client address: a person asks once or twice; a script must not probe addresses. */
export const passwordResetClientLimit = { max: 5, windowMs: 15 * 60_000 } as const;

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
    max: passwordResetClientLimit.max,
    timeWindow: passwordResetClientLimit.windowMs,
    keyGenerator: (request) => `reset-ip:${clientKey(request.ip)}`,
  });

  app.post(
    authApi.requestPasswordReset,
    // Better Auth describes this path in /api/openapi.json already; the answer is the same.
    { schema: { hide: true }, preHandler: checkAuthBody },
    async (request, reply) => {
      if (!opts.rateLimitAllow.includes(request.ip)) {
        const limit = await byClient(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw appError('RATE_LIMITED', 'core.rateLimited', { seconds: limit.ttlInSeconds });
        }
      }
      const body = (request.body ?? {}) as { email?: unknown; redirectTo?: unknown };
      if (typeof body.email !== 'string' || body.email === '') throw appError('VALIDATION', 'accounts.emailRequired');
      queue.add({
        email: body.email,
        ...(typeof body.redirectTo === 'string' && body.redirectTo !== '' ? { redirectTo: body.redirectTo } : {}),
      });
      // One answer, whoever the address belongs to.
      return reply.send({ status: true });
    },
  );
}
