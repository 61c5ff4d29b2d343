import type { Database } from '#src/server/db/client.ts';

/** The channel the database triggers of migration 0001 notify with a tracking number, or '*'. */
export const trackingChangesChannel = 'ligpit_tracking';

export interface TrackingCacheOptions<T> {
  /** How long an answer is kept. Changes clear it at once; this only bounds how long memory is held. */
  ttlMs: number;
  /** At most this many numbers are held; the oldest is dropped first. */
  maxEntries: number;
  now: () => number;
  /**
   * Reads many numbers' answers in one query (a number it leaves out is not kept). When given, every number
   * a change names is read again shortly after, in rounds of `reloadBatch`, so the first visit after
   * a status change (its SMS link) finds its answer kept (decision 096).
   */
  reload?: (keys: string[]) => Promise<Map<string, T>>;
}

/** Numbers read again in one query; a suspended day's rounds are as large (decision 094). */
const reloadBatch = 500;
/** Changes arriving within this many milliseconds are read again together. */
const reloadDelayMs = 20;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Lookup answers by tracking number, found and not found alike, kept in this process
 * (docs/decisions/005). It is only trusted while the database's change notifications are
 * assured to arrive: before the first LISTEN succeeds and whenever that connection is lost,
 * every lookup goes to the database and nothing is stored.
 *
 * Concurrent lookups of one number share one query. A change that lands while a query is in
 * flight bumps the generation, so that query's (possibly older) answer is returned to its
 * callers but not stored.
 */
export class TrackingCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #inFlight = new Map<string, Promise<T>>();
  readonly #options: TrackingCacheOptions<T>;
  #generation = 0;
  #assured = false;
  /** What else is kept per number and must drop with it (the result pages, result-pages.ts). */
  readonly #followers: ((key: string) => void)[] = [];
  /** Changed numbers waiting to be read again, and the round being read (a change drops its number from it). */
  readonly #toReload = new Set<string>();
  #reloading: Set<string> | undefined;
  #reloadTimer: NodeJS.Timeout | undefined;
  #reloadRound: Promise<void> | undefined;
  #stopped = false;

  constructor(options: TrackingCacheOptions<T>) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get assured(): boolean {
    return this.#assured;
  }

  async get(key: string, load: (key: string) => Promise<T>): Promise<T> {
    if (!this.#assured) return load(key);
    const entry = this.#entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.#options.now()) return entry.value;
      this.#entries.delete(key);
    }
    const pending = this.#inFlight.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    const loading = load(key).then(
      (value) => {
        if (this.#inFlight.get(key) === loading) this.#inFlight.delete(key);
        if (generation === this.#generation && this.#assured) this.#store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.#inFlight.get(key) === loading) this.#inFlight.delete(key);
        throw error;
      },
    );
    this.#inFlight.set(key, loading);
    return loading;
  }

  /** Calls `follower` with each number this cache drops on a change, or '*'. */
  onChanged(follower: (key: string) => void): void {
    this.#followers.push(follower);
  }

  /** A tracking number changed, or '*': everything may have. */
  changed(key: string): void {
    for (const follower of this.#followers) follower(key);
    this.#generation += 1;
    if (key === '*') {
      this.#entries.clear();
      this.#inFlight.clear();
      this.#toReload.clear();
      this.#reloading?.clear();
    } else {
      this.#entries.delete(key);
      this.#inFlight.delete(key);
      this.#reloading?.delete(key);
      this.#scheduleReload(key);
    }
  }

  /** Stops reading changed numbers again, once the round being read has finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#reloadTimer);
    this.#toReload.clear();
    await this.#reloadRound;
  }

  #scheduleReload(key: string): void {
    if (!this.#options.reload || !this.#assured || this.#stopped) return;
    this.#toReload.add(key);
    if (!this.#reloadTimer && !this.#reloadRound) {
      this.#reloadTimer = setTimeout(() => this.#reloadNext(), reloadDelayMs);
      this.#reloadTimer.unref();
    }
  }

  /** One round at a time, so lookups from visitors take their turn on the database between rounds. */
  #reloadNext(): void {
    this.#reloadTimer = undefined;
    const reload = this.#options.reload;
    if (!reload || this.#toReload.size === 0 || this.#stopped) return;
    const keys = [...this.#toReload].slice(0, reloadBatch);
    for (const key of keys) this.#toReload.delete(key);
    const round = new Set(keys);
    this.#reloading = round;
    this.#reloadRound = reload(keys)
      .then(
        (answers) => {
          // A number changed again while it was read stays out of `round`, and waits for its next read.
          if (!this.#assured) return;
          for (const [key, value] of answers) if (round.has(key)) this.#store(key, value);
        },
        // A lost read only costs the visit its lookup; the change itself was already applied.
        () => {},
      )
      .finally(() => {
        this.#reloading = undefined;
        this.#reloadRound = undefined;
        this.#reloadNext();
      });
  }

  /** Whether change notifications are assured to arrive; while not, nothing is cached. */
  setAssured(assured: boolean): void {
    // Lost, and again when regained (the LISTEN connection made anew after a database restart): what
    // is kept, and the result pages that follow it, is forgotten, whatever was missed in between.
    if (!assured || !this.#assured) this.changed('*');
    this.#assured = assured;
  }

  #store(key: string, value: T): void {
    this.#entries.delete(key);
    // Answers expire in the order they were kept: the expired ones at the front go now, so a wave's
    // records (names, phones, addresses) leave memory after the TTL even if nobody asks for them again.
    const now = this.#options.now();
    for (const [kept, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#entries.delete(kept);
    }
    if (this.#entries.size >= this.#options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: now + this.#options.ttlMs });
  }
}

/** Keeps a cache in step with the database's change notifications. Returns the stop function. */
export function followTrackingChanges(
  database: Pick<Database, 'listen'>,
  cache: Pick<TrackingCache<unknown>, 'changed' | 'setAssured'>,
): Promise<() => Promise<void>> {
  return database.listen(trackingChangesChannel, {
    message: (payload) => cache.changed(payload),
    listening: (assured) => cache.setAssured(assured),
  });
}
