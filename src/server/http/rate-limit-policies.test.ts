import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import {
  limitTiers,
  type PolicyName,
  policy,
  rateLimitPolicies,
  routeLimit,
  usedPolicies,
} from './rate-limit-policies.ts';

describe('rate-limit policies: one table of every limit', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({ deps: { onRoute: (route) => routes.push(route) } });
  });
  afterAll(() => t.close());

  it('refuses a name that is not in the table', () => {
    expect(() => policy('no-such-policy' as PolicyName)).toThrow('No rate-limit policy named "no-such-policy"');
    expect(() => routeLimit('no-such-policy' as PolicyName)).toThrow('No rate-limit policy named');
  });

  it('refuses a policy used with another key than the table gives it', () => {
    expect(() => routeLimit('submit-burst')).toThrow('counts per client, not per ip');
    expect(() => limitTiers(['public-read'])).toThrow('is not per client or network');
  });

  it('has every policy the started app uses, and uses every policy it has', () => {
    // Routes, hooks and TieredLimits take their policies while the app starts (an unknown name
    // throws there), so after startup the two sets are the same.
    expect([...usedPolicies].sort()).toEqual(Object.keys(rateLimitPolicies).sort());
  });

  it('gives every route limit its numbers from a policy of the table', () => {
    const limited = routes.flatMap((route) => {
      const limit = (route.config as { rateLimit?: { max: unknown; timeWindow: unknown } } | undefined)?.rateLimit;
      return limit
        ? [{ route: `${String(route.method)} ${route.url}`, max: limit.max, timeWindow: limit.timeWindow }]
        : [];
    });
    expect(limited.length).toBeGreaterThan(15);
    const fromTable = Object.values(rateLimitPolicies).map((p) => `${p.max}/${p.windowMs}`);
    for (const { route, max, timeWindow } of limited) {
      expect(fromTable, route).toContain(`${String(max)}/${String(timeWindow)}`);
    }
  });
});
