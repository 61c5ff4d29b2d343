// Simulated households for the benches that load the tracking pages (issue 35): each household comes
// from its own address, so every request goes through the rate limiters as a real one does. The
// server runs with TRUST_PROXY=1 and each request names one address in X-Forwarded-For (a single
// address, so a hop count of 1 and a plain "trust the proxy" read it alike).
import os from 'node:os';
import autocannon from 'autocannon';

/** The server's environment for household traffic: the proxy trusted, no address lifted from the limits. */
export const householdEnv = { TRUST_PROXY: '1', RATE_LIMIT_ALLOW: '' } as const;

/** Household `n`'s own address: 10.0.0.1 onwards, one per household (up to 16 million). */
export function householdAddress(n: number): string {
  const k = n + 1;
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

/** One request of a load: a path, and the household (its address) asking for it. */
export interface Visit {
  path: string;
  household: number;
}

export interface LoadResult {
  /** Responses per second over the whole load. */
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Of the non-2xx answers, the 429s (a limiter refused) and the 5xx. */
  limited: number;
  serverErrors: number;
  /** Socket errors and timeouts (autocannon's 10 s). */
  errors: number;
  timeouts: number;
  /**
   * Set when a load of each visit once was stopped at its limit before every visit was answered:
   * what was left, in words. Its figures then describe the part that was answered.
   */
  unfinished?: string;
  /**
   * When each connection had its first answer, ms from the load's start, in order: how long the
   * server took to accept the connections opened together at the start (decision 100).
   */
  firstAnswers: number[];
  /** Answers by the second they came in (from the load's start): how many, their p99 and slowest. */
  timeline: { second: number; answers: number; p99: number; max: number }[];
}

const browserEncoding = 'gzip, deflate, br';

/** How long autocannon waits for an answer before it counts a timeout and moves on. */
const answerTimeoutSeconds = 10;

/**
 * Loads `visits` at `connections`: for `seconds` going round them, or, with `once`, each visit
 * exactly once (the cold figure: every page asked for a single time). Asks as a browser does
 * (`Accept-Encoding: gzip, deflate, br`). A load of each visit once is stopped after
 * `limitSeconds` (default 300) whatever is left, and says so in `unfinished`: on a slow enough
 * machine it would otherwise run for up to visits ÷ connections × 10 s, each stalled answer
 * waited for (issue 35: a phase that cannot finish ends with a message, never a hang).
 */
export async function loadVisits(
  url: string,
  visits: readonly Visit[],
  opts: {
    connections: number;
    seconds?: number;
    once?: boolean;
    limitSeconds?: number;
    /** Told every 30 s how many answers came so far, of how many (a long load is seen moving). */
    progress?: (done: number, total: number) => void;
  },
): Promise<LoadResult> {
  let next = 0;
  const limitSeconds = opts.limitSeconds ?? 300;
  let stoppedAtLimit = false;
  const started = performance.now();
  let lastAnswer = started;
  const firstOf = new Map<unknown, number>();
  const bySecond: number[][] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        // autocannon refuses more connections than requests.
        connections: opts.once ? Math.min(opts.connections, visits.length) : opts.connections,
        timeout: answerTimeoutSeconds,
        ...(opts.once ? { amount: visits.length } : { duration: opts.seconds ?? 10 }),
        headers: { 'accept-encoding': browserEncoding },
        requests: [
          {
            setupRequest: (request) => {
              const visit = visits[next++ % visits.length]!;
              request.path = visit.path;
              request.headers = {
                ...request.headers,
                'accept-encoding': browserEncoding,
                'x-forwarded-for': householdAddress(visit.household),
              };
              return request;
            },
          },
        ],
      },
      (error: unknown, done: autocannon.Result) => {
        clearTimeout(limit);
        clearInterval(ticker);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(done);
      },
    );
    const limit = setTimeout(() => {
      if (!opts.once) return;
      stoppedAtLimit = true;
      instance.stop();
    }, limitSeconds * 1000);
    let answers = 0;
    instance.on('response', (client: unknown, _status: number, _bytes: number, responseTime: number) => {
      answers += 1;
      lastAnswer = performance.now();
      if (!firstOf.has(client)) firstOf.set(client, lastAnswer - started);
      const second = Math.floor((performance.now() - started) / 1000);
      const times = bySecond[second] ?? [];
      times.push(responseTime);
      bySecond[second] = times;
    });
    const ticker = setInterval(() => opts.progress?.(answers, opts.once ? visits.length : answers), 30_000);
  });
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (match: (code: number) => boolean) =>
    Object.entries(codes).reduce((sum, [code, { count }]) => sum + (match(Number(code)) ? count : 0), 0);
  const answered = result.requests.total;
  // autocannon's own duration is in whole seconds: 3,000 answers in 4.1 s read as 750 req/s or, in
  // 3.9 s, as 1,000. The load's own clock, to its last answer, is used instead.
  const seconds = (lastAnswer - started) / 1000;
  return {
    rps: seconds > 0 ? answered / seconds : 0,
    requests: answered,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    limited: count((code) => code === 429),
    serverErrors: count((code) => code >= 500),
    errors: result.errors,
    timeouts: result.timeouts,
    firstAnswers: [...firstOf.values()].sort((a, b) => a - b),
    timeline: Array.from(bySecond.entries(), ([second, times = []]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        second,
        answers: sorted.length,
        p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
        max: sorted.at(-1) ?? 0,
      };
    }),
    ...(stoppedAtLimit
      ? {
          unfinished: `stopped at its limit of ${limitSeconds} s: ${answered} of ${visits.length} answered, ${result.timeouts} timed out, ${Math.max(0, visits.length - answered - result.timeouts)} never answered`,
        }
      : {}),
  };
}

/** What `visitEach` saw: the answers by status, and what could not be had. */
export interface VisitsResult {
  statuses: Record<string, number>;
  /** Requests that failed (a socket error) or got no answer within 10 s. */
  failed: number;
  seconds: number;
  /** Set when the visits were stopped at their limit: what was left, in words. */
  unfinished?: string;
}

/**
 * Each visit once, `concurrency` at a time, each from its own address (a lookup or page before
 * timing: the warm figures' first visits). Each request waits 10 s at most, as autocannon does,
 * and no new one starts after `limitSeconds` (default 300): what was left is then in
 * `unfinished`, never a hang. `progress` is told every 30 s how far it got.
 */
export async function visitEach(
  url: string,
  visits: readonly { path: string; address: string }[],
  opts: { concurrency: number; limitSeconds?: number; progress?: (done: number, total: number) => void },
): Promise<VisitsResult> {
  const started = Date.now();
  const limitMs = (opts.limitSeconds ?? 300) * 1000;
  const statuses: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  let done = 0;
  const ticker = setInterval(() => opts.progress?.(done, visits.length), 30_000);
  const worker = async () => {
    while (next < visits.length && Date.now() - started < limitMs) {
      const { path, address } = visits[next++]!;
      try {
        const res = await fetch(url + path, {
          headers: { 'accept-encoding': browserEncoding, 'x-forwarded-for': address },
          signal: AbortSignal.timeout(answerTimeoutSeconds * 1000),
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      } catch {
        failed += 1;
      }
      done += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(opts.concurrency, visits.length) }, worker));
  } finally {
    clearInterval(ticker);
  }
  const seconds = (Date.now() - started) / 1000;
  return {
    statuses,
    failed,
    seconds,
    ...(done < visits.length
      ? {
          unfinished: `stopped at its limit of ${limitMs / 1000} s: ${done} of ${visits.length} visited (${failed} failed or timed out)`,
        }
      : {}),
  };
}

/** The three load averages, to print beside each figure (the machine is shared). */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One line of a result table. */
export function loadRow(name: string, r: LoadResult): string {
  const problems =
    r.non2xx || r.errors || r.timeouts
      ? `   non-2xx ${r.non2xx} (429: ${r.limited}, 5xx: ${r.serverErrors}), errors ${r.errors}, timeouts ${r.timeouts}`
      : '';
  return `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99
    .toFixed(1)
    .padStart(
      7,
    )} ms   ${String(r.requests).padStart(6)} requests${problems}${r.unfinished ? `   UNFINISHED, ${r.unfinished}` : ''}`;
}
