import type { Redis } from 'ioredis';

/** One counter change: add `by` (negative to give back) to `key`, whose window starts at its first use. */
export interface CounterChange {
  key: string;
  by: number;
  windowMs: number;
}

export interface CounterState {
  /** The count after the change, in the counter's current window. */
  count: number;
  /** Milliseconds until the window ends and the counter starts again from 0. */
  ttlMs: number;
}

/**
 * Fixed-window counters that can go down as well as up, for limits that take a token before they
 * know whether it is spent (a tracking lookup reserves a miss and gives it back on a hit).
 * @fastify/rate-limit's stores only count up. With REDIS_URL every instance shares the counters.
 */
export interface CounterStore {
  add(changes: readonly CounterChange[]): Promise<CounterState[]>;
}

/**
 * In this process. At most `maxKeys` counters: past that the oldest go first, so a flood of fresh
 * addresses costs memory once, not without bound (an attacker with that many addresses is past
 * what per-address counting can stop anyway).
 */
export function createMemoryCounterStore(opts: { maxKeys?: number; now?: () => number } = {}): CounterStore {
  const maxKeys = opts.maxKeys ?? 100_000;
  const now = opts.now ?? Date.now;
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    async add(changes) {
      const t = now();
      return changes.map(({ key, by, windowMs }) => {
        let counter = counters.get(key);
        if (!counter || counter.resetAt <= t) {
          counters.delete(key);
          counter = { count: 0, resetAt: t + windowMs };
          if (counters.size >= maxKeys) evictOldest(counters, t, maxKeys);
          counters.set(key, counter);
        }
        // A give-back that lands in a fresh window does not make room for more than the limit.
        counter.count = Math.max(0, counter.count + by);
        return { count: counter.count, ttlMs: counter.resetAt - t };
      });
    },
  };
}

function evictOldest(counters: Map<string, { resetAt: number }>, t: number, maxKeys: number): void {
  // Expired ones first (one pass), else the oldest tenth (a Map iterates in insertion order).
  for (const [key, counter] of counters) if (counter.resetAt <= t) counters.delete(key);
  if (counters.size < maxKeys) return;
  let drop = Math.max(1, Math.floor(maxKeys / 10));
  for (const key of counters.keys()) {
    if (drop-- <= 0) break;
    counters.delete(key);
  }
}

// KEYS: the counters; ARGV: pairs of (by, windowMs). One round trip for all of a request's counters.
const addScript = `
local out = {}
for i, key in ipairs(KEYS) do
  local by = tonumber(ARGV[2 * i - 1])
  local window = tonumber(ARGV[2 * i])
  local count = redis.call('INCRBY', key, by)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  if count < 0 then
    redis.call('SET', key, 0, 'PX', ttl)
    count = 0
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out
`;

interface RedisWithCounters extends Redis {
  ligpitAddCounters(...args: (string | number)[]): Promise<number[]>;
}

/** In Redis, shared by every instance; keys carry `prefix`. */
export function createRedisCounterStore(redis: Redis, prefix = 'ligpit-counter:'): CounterStore {
  const client = redis as RedisWithCounters;
  if (typeof client.ligpitAddCounters !== 'function') {
    redis.defineCommand('ligpitAddCounters', { lua: addScript });
  }
  return {
    async add(changes) {
      if (changes.length === 0) return [];
      const keys = changes.map((c) => prefix + c.key);
      const args = changes.flatMap((c) => [c.by, c.windowMs]);
      const flat = await client.ligpitAddCounters(keys.length, ...keys, ...args);
      return changes.map((_, i) => ({ count: Number(flat[2 * i]), ttlMs: Number(flat[2 * i + 1]) }));
    },
  };
}
