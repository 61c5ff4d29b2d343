import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { CounterStore } from './rate-limit-store.ts';

// Issue 39: with REDIS_URL every instance counts the rate limits in Redis. When Redis stops
// answering, the limits fall back to this instance's own counters (each instance then allows up to
// the limit on its own), never to none, and the log says so once per outage (docs/decisions/079).

export interface FallbackLog {
  warn(msg: string): void;
  info(msg: string): void;
}

export const redisDownMessage =
  'Redis does not answer: rate limits are counted per instance until it does (each instance allows the full limit)';
export const redisBackMessage = 'Redis answers again: rate limits are shared by every instance again';

/**
 * Redis while it answers, else `fallback` (this process's counters). A Redis that is not connected
 * is not waited for: the request is counted here at once.
 */
export function createFallbackCounterStore(
  redis: Pick<Redis, 'status'>,
  shared: CounterStore,
  fallback: CounterStore,
  log: FallbackLog,
): CounterStore {
  let down = false;
  const fellBack = () => {
    if (!down) log.warn(redisDownMessage);
    down = true;
  };
  return {
    async add(changes) {
      if (redis.status !== 'ready') {
        fellBack();
        return fallback.add(changes);
      }
      try {
        const counted = await shared.add(changes);
        if (down) log.info(redisBackMessage);
        down = false;
        return counted;
      } catch {
        fellBack();
        return fallback.add(changes);
      }
    },
  };
}

/**
 * A store for @fastify/rate-limit over a CounterStore, so its route limits take the same path as
 * ours (Redis, or this instance's counters while Redis is away). Keys carry the route, as the
 * plugin's own stores do.
 */
export function counterRateLimitStore(counters: CounterStore, prefix = 'rl:'): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    constructor(_options: unknown, childPrefix = prefix) {
      this.#prefix = childPrefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.add([{ key: this.#prefix + key, by: 1, windowMs: timeWindow }]).then(
        ([state]) => callback(null, { current: state!.count, ttl: state!.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new CounterRateLimitStore(undefined, `${this.#prefix}${String(route.method)}${String(route.url)}-`);
    }
  }
  return CounterRateLimitStore;
}
