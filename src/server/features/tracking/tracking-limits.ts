import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, type LimitTier, networkKey, rateLimited, TieredLimit } from '#src/server/http/rate-limit.ts';
import type { CounterStore } from '#src/server/http/rate-limit-store.ts';

const tenMinutes = 10 * 60_000;
const day = 24 * 60 * 60_000;

/**
 * Decision 010. Only a lookup of an unknown number tells a guesser anything, so misses are counted
 * tightly, per client and per network (neighbouring addresses of one owner count together); every
 * lookup is counted loosely, so a booth of 50 people behind one address can follow their own
 * numbers while nobody can enumerate them.
 */
export const trackingLimits = {
  misses: [
    {
      name: 'address',
      keyOf: clientKey,
      windows: [
        { max: 30, windowMs: tenMinutes },
        { max: 150, windowMs: day },
      ],
    },
    {
      name: 'network',
      keyOf: networkKey,
      windows: [
        { max: 90, windowMs: tenMinutes },
        { max: 600, windowMs: day },
      ],
    },
  ],
  lookups: [{ name: 'address', keyOf: clientKey, windows: [{ max: 600, windowMs: tenMinutes }] }],
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
