import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '#src/shared/core/app-error.ts';
import { appError } from './errors.ts';
import { markRefusedBy } from './metrics.ts';
import type { CounterChange, CounterStore } from './rate-limit-store.ts';

/**
 * The path a limiter keys on, the same for every spelling of one address (issue 13: the sign-in
 * limit read the raw URL while Better Auth resolved `x/../sign-in/email`). Query string and fragment
 * go; backslashes are slashes (WHATWG URLs treat them so); percent-escapes are decoded, `%2F` and
 * `%2E` included; dot segments are resolved; repeated slashes collapse; case folds; a trailing
 * slash goes. A malformed escape is left as it is (input hygiene refuses such a URL first).
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0]!.replace(/\\/g, '/');
  // Decoded until stable, so a double-encoded %252e cannot hide a dot segment from us either.
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      const decoded = decodeURIComponent(path).replace(/\\/g, '/');
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * True when a path is already in the form every router agrees on: no escapes, backslashes, empty
 * or dot segments. Honest clients of Better Auth only send such paths.
 */
export function isPlainPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return !/%|\\|\/\/|\/\.\.?(?:\/|$)|#/.test(path);
}

/**
 * The unit of one client: an IPv4 address, or an IPv6 /64 (one subscriber or LAN; a host picks new
 * addresses inside it at will). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientKey(ip: string): string {
  return ipPrefix(ip, 32, 64);
}

/**
 * The network around a client: an IPv4 /24, or an IPv6 /48 (one site's allocation), so one owner
 * of many neighbouring addresses is counted once.
 */
export function networkKey(ip: string): string {
  return ipPrefix(ip, 24, 48);
}

function ipPrefix(ip: string, v4Bits: number, v6Bits: number): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return ipPrefix(mapped[1]!, v4Bits, v6Bits);
  if (isIPv4(address)) {
    if (v4Bits >= 32) return address;
    const octets = address.split('.').slice(0, v4Bits / 8);
    return `${octets.join('.')}.0/${v4Bits}`;
  }
  if (isIPv6(address)) {
    const groups = expandIPv6(address);
    return `${groups.slice(0, v6Bits / 16).join(':')}::/${v6Bits}`;
  }
  return address.toLowerCase();
}

/** "2001:db8::1" → ["2001", "db8", "0", "0", "0", "0", "0", "1"]; a dotted tail becomes two groups. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

export interface LimitWindow {
  max: number;
  windowMs: number;
}

export interface LimitTier {
  /** Part of the counter's key: `address`, `network`, … */
  name: string;
  /** Who is counted together (clientKey, networkKey). */
  keyOf: (ip: string) => string;
  windows: readonly LimitWindow[];
}

export type Take =
  | { ok: true /** Gives the token back: it was not spent after all. */; giveBack(): Promise<void> }
  | { ok: false; retryAfterSeconds: number /** The refusing limit's name, for the metrics. */; limiter: string };

/**
 * A limit over several tiers (a client and its network) and windows (ten minutes and a day), all
 * of which must have room. A token is taken from every counter at once, before the work it guards
 * is done, so parallel requests can never slip past the limit between a check and a count; a
 * refused request takes nothing.
 */
export class TieredLimit {
  constructor(
    private readonly store: CounterStore,
    private readonly name: string,
    private readonly tiers: readonly LimitTier[],
  ) {}

  async take(ip: string): Promise<Take> {
    const changes = this.changes(ip, 1);
    const states = await this.store.add(changes);
    const over = states.flatMap((state, i) => (state.count > this.maxOf(i) ? [state.ttlMs] : []));
    if (over.length === 0) return { ok: true, giveBack: () => this.giveBack(changes) };
    await this.giveBack(changes);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...over) / 1000)), limiter: this.name };
  }

  private async giveBack(changes: CounterChange[]): Promise<void> {
    await this.store.add(changes.map((c) => ({ ...c, by: -c.by })));
  }

  private changes(ip: string, by: number): CounterChange[] {
    return this.tiers.flatMap((tier) =>
      tier.windows.map((w) => ({
        key: `${this.name}:${tier.name}:${w.windowMs}:${tier.keyOf(ip)}`,
        by,
        windowMs: w.windowMs,
      })),
    );
  }

  private maxOf(index: number): number {
    return this.tiers.flatMap((tier) => tier.windows)[index]!.max;
  }
}

/**
 * The 429 of a refused take: Retry-After, and how long to wait in seconds, minutes or hours.
 * `limiter` names it in ligpit_rate_limit_refusals_total (else the route does).
 */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number, limiter?: string): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  if (limiter) markRefusedBy(reply.request, limiter);
  if (retryAfterSeconds < 120) return appError('RATE_LIMITED', 'core.rateLimited', { seconds: retryAfterSeconds });
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (minutes < 120) return appError('RATE_LIMITED', 'core.rateLimitedMinutes', { minutes });
  return appError('RATE_LIMITED', 'core.rateLimitedHours', { hours: Math.ceil(minutes / 60) });
}

/**
 * A route hook that takes one token of `limit` per request from the client's address, or answers
 * 429. Addresses in `allow` (RATE_LIMIT_ALLOW) pass without counting.
 */
export function limitRequests(
  limit: TieredLimit,
  allow: readonly string[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    if (allow.includes(request.ip)) return;
    const taken = await limit.take(request.ip);
    if (!taken.ok) throw rateLimited(reply, taken.retryAfterSeconds, taken.limiter);
  };
}
