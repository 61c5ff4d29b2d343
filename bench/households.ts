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
}

const browserEncoding = 'gzip, deflate, br';

/**
 * Loads `visits` at `connections`: for `seconds` going round them, or, with `once`, each visit
 * exactly once (the cold figure: every page asked for a single time). Asks as a browser does
 * (`Accept-Encoding: gzip, deflate, br`).
 */
export async function loadVisits(
  url: string,
  visits: readonly Visit[],
  opts: { connections: number; seconds?: number; once?: boolean },
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: opts.connections,
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
  });
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (match: (code: number) => boolean) =>
    Object.entries(codes).reduce((sum, [code, { count }]) => sum + (match(Number(code)) ? count : 0), 0);
  return {
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    limited: count((code) => code === 429),
    serverErrors: count((code) => code >= 500),
    errors: result.errors,
    timeouts: result.timeouts,
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
    .padStart(7)} ms   ${String(r.requests).padStart(6)} requests${problems}`;
}
