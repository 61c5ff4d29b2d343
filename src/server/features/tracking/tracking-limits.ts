import type { FastifyReply, FastifyRequest } from 'fastify';
import { type LimitTier, rateLimited, TieredLimit } from '#src/server/http/rate-limit.ts';
import { limitTiers } from '#src/server/http/rate-limit-policies.ts';
import type { CounterStore } from '#src/server/http/rate-limit-store.ts';

/**
 * Decision 010: misses counted tightly per client and per network, every lookup loosely (the
 * numbers and why are in rate-limit-policies.ts).
 */
export const trackingLimits = {
  misses: limitTiers([
    'track-miss-client-burst',
    'track-miss-client-day',
    'track-miss-network-burst',
    'track-miss-network-day',
  ]),
  lookups: limitTiers(['track-lookup']),
} satisfies Record<string, LimitTier[]>;

export interface TrackingLimiter {
  /**
   * Runs `lookup` within the limits, or throws RATE_LIMITED (with Retry-After) without running it.
   * A miss is reserved before the lookup and given back when the number exists, so parallel
   * guesses cannot overrun the limit; past it, hits are refused too, or a 429 would tell them apart.
   */
  lookup<T>(request: FastifyRequest, reply: FastifyReply, lookup: () => Promise<T | null>): Promise<T | null>;
}

export function createTrackingLimiter(
  store: CounterStore,
  opts: { allow: readonly string[]; limits?: typeof trackingLimits },
): TrackingLimiter {
  const limits = opts.limits ?? trackingLimits;
  const misses = new TieredLimit(store, 'track-miss', limits.misses);
  const lookups = new TieredLimit(store, 'track-lookup', limits.lookups);
  return {
    async lookup(request, reply, lookup) {
      if (opts.allow.includes(request.ip)) return lookup();
      const [miss, any] = await Promise.all([misses.take(request.ip), lookups.take(request.ip)]);
      if (!miss.ok || !any.ok) {
        await Promise.all([miss.ok && miss.giveBack(), any.ok && any.giveBack()]);
        const wait = Math.max(miss.ok ? 0 : miss.retryAfterSeconds, any.ok ? 0 : any.retryAfterSeconds);
        throw rateLimited(reply, wait, !miss.ok ? miss.limiter : !any.ok ? any.limiter : undefined);
      }
      let found: Awaited<ReturnType<typeof lookup>>;
      try {
        found = await lookup();
      } catch (error) {
        await miss.giveBack();
        throw error;
      }
      if (found !== null && found !== undefined) await miss.giveBack();
      return found;
    },
  };
}
