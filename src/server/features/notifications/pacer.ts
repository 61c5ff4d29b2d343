import type { ProviderLimits } from '#src/server/adapters/delivery.ts';

// Issue 35 (decision 080): the outbox calls each provider at the pace it allows. A token bucket per
// route and process: it holds at most a second's worth of calls and refills so that no minute,
// however it is cut, carries more calls than the provider's limit.

export class Pacer {
  private tokens: number;
  private readonly capacity: number;
  private readonly perMs: number;
  private last: number;
  private pausedUntil = 0;

  constructor(
    callsPerMinute: number | null,
    private readonly clock: () => number = Date.now,
  ) {
    if (callsPerMinute === null) {
      this.capacity = Number.POSITIVE_INFINITY;
      this.perMs = Number.POSITIVE_INFINITY;
    } else {
      this.capacity = Math.max(1, Math.floor(callsPerMinute / 60));
      // A full bucket plus a minute's refill stays within the limit: capacity + refill ≤ callsPerMinute.
      this.perMs = Math.max(callsPerMinute - this.capacity, callsPerMinute / 2) / 60_000;
    }
    this.tokens = this.capacity;
    this.last = clock();
  }

  private refill(now: number): void {
    if (this.perMs !== Number.POSITIVE_INFINITY) {
      this.tokens = Math.min(this.capacity, this.tokens + (now - this.last) * this.perMs);
    }
    this.last = now;
  }

  /**
   * Reserves up to `wanted` calls that may start now and returns how many it reserved. The tokens
   * are spent here, before the caller awaits anything: passes that share a pacer (several workers
   * in one process) would otherwise each see the same tokens and overdraw the bucket together.
   * Hand back what was not used with `release`.
   */
  reserve(wanted: number): number {
    const now = this.clock();
    if (now < this.pausedUntil) return 0;
    this.refill(now);
    const calls = Math.max(0, Math.min(wanted, Math.floor(this.tokens)));
    if (this.perMs !== Number.POSITIVE_INFINITY) this.tokens -= calls;
    return calls;
  }

  /** Returns reserved calls that were not made (fewer rows were due than reserved). */
  release(calls: number): void {
    if (this.perMs !== Number.POSITIVE_INFINITY) this.tokens = Math.min(this.capacity, this.tokens + calls);
  }

  /** Records `calls` calls started now beyond those reserved (a call split in two). */
  take(calls: number): void {
    this.refill(this.clock());
    if (this.perMs !== Number.POSITIVE_INFINITY) this.tokens -= calls;
  }

  /** Milliseconds until the next call may start. */
  waitMs(): number {
    const now = this.clock();
    this.refill(now);
    const paused = Math.max(0, this.pausedUntil - now);
    const refill = this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perMs);
    return Math.max(paused, refill);
  }

  /** The provider said "slow down": no call on this route before `ms` from now. */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock() + ms);
  }
}

const pacers = new WeakMap<object, Map<string, Pacer>>();

/** The pacer of one route of one sender object, kept across passes for as long as the sender lives. */
export function pacerFor(sender: object, route: string, limits: ProviderLimits): Pacer {
  let byRoute = pacers.get(sender);
  if (!byRoute) {
    byRoute = new Map();
    pacers.set(sender, byRoute);
  }
  let pacer = byRoute.get(route);
  if (!pacer) {
    pacer = new Pacer(limits.callsPerMinute);
    byRoute.set(route, pacer);
  }
  return pacer;
}
