import { clientKey, type LimitTier, type LimitWindow, networkKey } from './rate-limit.ts';

// Issue 38: every rate limit of the server, in one table. Routes, hooks and TieredLimits name a
// policy here; no number of a limit is written anywhere else.

const minute = 60_000;
const tenMinutes = 10 * minute;
const fifteenMinutes = 15 * minute;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Who is counted together:
 * - `ip`: request.ip as it comes (@fastify/rate-limit's own key, one counter per route);
 * - `client`: an IPv4 address or an IPv6 /64 (clientKey);
 * - `network`: an IPv4 /24 or an IPv6 /48 (networkKey);
 * - `account`: the signed-in account; `email`: the e-mail address asked about, hashed;
 * - `session`: the session cookie, hashed; `submission`: the request claimed.
 */
export type PolicyKey = 'ip' | 'client' | 'network' | 'account' | 'email' | 'session' | 'submission';

export interface RateLimitPolicy extends LimitWindow {
  key: PolicyKey;
}

export const rateLimitPolicies = {
  // Reads a page load makes (availability, service area, the manage page, an event): a booth asks
  // once per page load, a script that polls is slowed down.
  'public-read': { max: 120, windowMs: minute, key: 'ip' },

  // Submitting a pickup request (decision 033): a booth tablet submits for many visitors, hence
  // not lower; a script cannot fill the queue or the outbox.
  'submit-burst': { max: 30, windowMs: tenMinutes, key: 'client' },
  'submit-day': { max: 100, windowMs: day, key: 'client' },
  // Resending the confirmation (decision 033), each a message someone pays for.
  'resend-burst': { max: 20, windowMs: tenMinutes, key: 'client' },
  'resend-day': { max: 60, windowMs: day, key: 'client' },

  // Tracking lookups (decision 010). Only a miss tells a guesser anything, so misses are counted
  // tightly, per client and per network (neighbouring addresses of one owner count together)...
  'track-miss-client-burst': { max: 30, windowMs: tenMinutes, key: 'client' },
  'track-miss-client-day': { max: 150, windowMs: day, key: 'client' },
  'track-miss-network-burst': { max: 90, windowMs: tenMinutes, key: 'network' },
  'track-miss-network-day': { max: 600, windowMs: day, key: 'network' },
  // ...and every lookup loosely, so a booth of 50 people behind one address can follow their own
  // numbers while nobody can enumerate them.
  'track-lookup': { max: 600, windowMs: tenMinutes, key: 'client' },
  // Adding a number to the profile's list and claiming both tell whether a number exists, like
  // the tracking lookup; on top of the per-account claim limits.
  'me-lookup': { max: 30, windowMs: minute, key: 'ip' },

  // Claim attempts that reach the e-mail/phone comparison, failed ones counted in the database
  // (decision 012): enough for a person who mistypes, far too few to guess an address or a phone.
  'claim-account': { max: 5, windowMs: hour, key: 'account' },
  'claim-submission': { max: 10, windowMs: day, key: 'submission' },
  // "Not me" link: a household uses it once; the token is 192 random bits, this only slows a script.
  'claim-not-me': { max: 10, windowMs: hour, key: 'ip' },

  // The owner's self-service: cancelling or rescheduling is done once or twice.
  'owner-change': { max: 10, windowMs: tenMinutes, key: 'ip' },
  // Owner codes: beside the three codes per request an hour and the recipient's message budget.
  'owner-code-send': { max: 5, windowMs: fifteenMinutes, key: 'ip' },
  'owner-code-verify': { max: 10, windowMs: fifteenMinutes, key: 'ip' },
  // Photos the owner adds or removes while the request is Submitted or Processing.
  'owner-photos': { max: 30, windowMs: tenMinutes, key: 'ip' },

  // Uploads: generous for a household photographing a room, tight for a script.
  'photo-upload': { max: 60, windowMs: tenMinutes, key: 'ip' },
  // Recognition, per account: a household behind one router shares an address, a script does not
  // get more by changing it. Analysing costs a vision call; reading its result does not.
  'photo-analyse': { max: 60, windowMs: tenMinutes, key: 'account' },
  'photo-analysis-read': { max: 1200, windowMs: tenMinutes, key: 'account' },

  // Privacy: "my data" builds an export; deleting checks the password again (a password guess).
  'privacy-my-data': { max: 10, windowMs: hour, key: 'ip' },
  'privacy-delete-account': { max: 5, windowMs: hour, key: 'ip' },
  // Erasing without an account: a code is sent, then entered.
  'privacy-erase-code': { max: 5, windowMs: fifteenMinutes, key: 'ip' },
  'privacy-erase': { max: 10, windowMs: fifteenMinutes, key: 'ip' },

  // Sign-up: a household signs up once; a shared connection (an office, a booth) a few times.
  'sign-up': { max: 10, windowMs: hour, key: 'ip' },
  // Sign-in: enough for a person who mistypes, far too few to guess a password.
  'sign-in-account': { max: 10, windowMs: fifteenMinutes, key: 'email' },
  'sign-in-client': { max: 30, windowMs: fifteenMinutes, key: 'client' },
  // "Resend verification e-mail": a person asks once or twice; a script must not fill a
  // stranger's inbox.
  'verification-email-address': { max: 3, windowMs: hour, key: 'email' },
  'verification-email-client': { max: 10, windowMs: hour, key: 'client' },
  // Endpoints that take the account's password again (issue 39, finding 6): the budget of
  // "Delete my account", per client and per session, so a stolen session cookie gets 5 guesses
  // an hour however many addresses it is tried from.
  'password-check-client': { max: 5, windowMs: hour, key: 'client' },
  'password-check-session': { max: 5, windowMs: hour, key: 'session' },
  // "Forgot password?": a person asks once or twice; a script must not probe addresses.
  'password-reset-client': { max: 5, windowMs: fifteenMinutes, key: 'client' },
} as const satisfies Record<string, RateLimitPolicy>;

export type PolicyName = keyof typeof rateLimitPolicies;

/** The policy of that name; a name not in the table (from untyped code) fails where it is used. */
export function policy<N extends PolicyName>(name: N): (typeof rateLimitPolicies)[N] {
  if (!Object.hasOwn(rateLimitPolicies, name)) throw new Error(`No rate-limit policy named "${name}"`);
  return rateLimitPolicies[name];
}

/** The names of every policy a route, hook or TieredLimit asked for, for the test of the table. */
export const usedPolicies = new Set<string>();

function use<N extends PolicyName>(name: N, key: PolicyKey): (typeof rateLimitPolicies)[N] {
  const found = policy(name);
  if (found.key !== key) throw new Error(`Rate-limit policy "${name}" counts per ${found.key}, not per ${key}`);
  usedPolicies.add(name);
  return found;
}

/** `config: { rateLimit: routeLimit(name) }`: @fastify/rate-limit's options of an `ip` policy. */
export function routeLimit(name: PolicyName): { max: number; timeWindow: number } {
  const { max, windowMs } = use(name, 'ip');
  return { max, timeWindow: windowMs };
}

/**
 * @fastify/rate-limit's options of a policy counted on another key (`keyGenerator` says how):
 * for `config.rateLimit` with an account, or for `app.createRateLimit`.
 */
export function keyedLimit(name: PolicyName, key: Exclude<PolicyKey, 'ip'>): { max: number; timeWindow: number } {
  const { max, windowMs } = use(name, key);
  return { max, timeWindow: windowMs };
}

/** The max and window of a policy counted outside a limiter (claims, in the database). */
export function countedLimit(name: PolicyName, key: PolicyKey): LimitWindow {
  const { max, windowMs } = use(name, key);
  return { max, windowMs };
}

const tierOf = {
  client: { name: 'address', keyOf: clientKey },
  network: { name: 'network', keyOf: networkKey },
} as const;

/**
 * The tiers of a TieredLimit from its policies, one tier per key (`client`, `network`) with the
 * policies' windows in the order given.
 */
export function limitTiers(names: readonly PolicyName[]): LimitTier[] {
  const tiers: LimitTier[] = [];
  for (const name of names) {
    const { key } = policy(name);
    if (key !== 'client' && key !== 'network')
      throw new Error(`Rate-limit policy "${name}" is not per client or network`);
    const { max, windowMs } = use(name, key);
    let tier = tiers.find((t) => t.name === tierOf[key].name);
    if (!tier) {
      tier = { ...tierOf[key], windows: [] };
      tiers.push(tier);
    }
    (tier.windows as LimitWindow[]).push({ max, windowMs });
  }
  return tiers;
}
