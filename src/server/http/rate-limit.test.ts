import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientKey, isPlainPath, networkKey, normalisedPath, rateLimited, TieredLimit } from './rate-limit.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './rate-limit-store.ts';

describe('normalisedPath: one key for every spelling of a path', () => {
  it.each([
    ['/api/auth/sign-in/email', 'plain'],
    ['/api/auth/x/../sign-in/email', 'a dot-dot segment'],
    ['/api/auth/./sign-in/./email', 'dot segments'],
    ['/api/auth/x/%2e%2e/sign-in/email', 'an encoded dot-dot segment'],
    ['/api/auth/x/%252e%252e/sign-in/email', 'a double-encoded dot-dot segment'],
    ['/api/auth/sign-in%2Femail', 'an encoded slash'],
    ['/api/auth/sign-in%2femail', 'an encoded slash in lower case'],
    ['/api/auth\\sign-in\\email', 'backslashes'],
    ['/api/auth/x/..%5csign-in/email', 'an encoded backslash'],
    ['/API/Auth/SIGN-IN/Email', 'upper case'],
    ['/api/auth/sign-in/email/', 'a trailing slash'],
    ['/api//auth///sign-in/email', 'repeated slashes'],
    ['/api/auth/sign-in/email?x=../../y', 'a query string'],
    ['/api/auth/sign-in/email#frag', 'a fragment'],
    ['/api/auth/sign-in/%65mail', 'an encoded letter'],
  ])('%s (%s) is /api/auth/sign-in/email', (url) => {
    expect(normalisedPath(url)).toBe('/api/auth/sign-in/email');
  });

  it('cannot climb above the root', () => {
    expect(normalisedPath('/../../api/track/x')).toBe('/api/track/x');
    expect(normalisedPath('/')).toBe('/');
    expect(normalisedPath('')).toBe('/');
  });

  it('leaves a malformed escape in place instead of throwing', () => {
    expect(normalisedPath('/api/auth/%E0%A4%A/x')).toBe('/api/auth/%e0%a4%a/x');
  });
});

describe('isPlainPath', () => {
  it.each(['/api/auth/sign-in/email', '/api/auth/get-session?x=%2F..', '/api/auth/reset-password/AbC123'])(
    'accepts %s',
    (url) => expect(isPlainPath(url)).toBe(true),
  );
  it.each([
    '/api/auth/x/../sign-in/email',
    '/api/auth/./sign-in/email',
    '/api/auth/x/..',
    '/api/auth/sign-in%2Femail',
    '/api/auth\\sign-in/email',
    '/api/auth//sign-in/email',
  ])('refuses %s', (url) => expect(isPlainPath(url)).toBe(false));
});

describe('client and network keys', () => {
  it('keys an IPv4 client by its address and its network by the /24', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.113.250')).toBe(networkKey('203.0.113.7'));
    expect(networkKey('203.0.114.7')).not.toBe(networkKey('203.0.113.7'));
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::FFFF:203.0.113.7')).toBe('203.0.113.0/24');
  });

  it('keys an IPv6 client by its /64 and its network by the /48, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2::9%eth0')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(networkKey('2001:db8:1:ffff::1')).toBe(networkKey('2001:db8:1:2::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('TieredLimit', () => {
  const tiers = [
    { name: 'address', keyOf: clientKey, windows: [{ max: 3, windowMs: 60_000 }] },
    { name: 'network', keyOf: networkKey, windows: [{ max: 5, windowMs: 60_000 }] },
  ];

  it('refuses past the tightest tier, and a neighbour shares the network’s count', async () => {
    let t = 0;
    const limit = new TieredLimit(createMemoryCounterStore({ now: () => t }), 'test', tiers);
    for (let i = 0; i < 3; i++) expect((await limit.take('10.0.0.1')).ok).toBe(true);
    const refused = await limit.take('10.0.0.1');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60, limiter: 'test' });
    // The network has 2 left: its neighbours get them, then it is closed to all of them.
    expect((await limit.take('10.0.0.2')).ok).toBe(true);
    expect((await limit.take('10.0.0.3')).ok).toBe(true);
    expect((await limit.take('10.0.0.4')).ok).toBe(false);
    expect((await limit.take('10.0.1.1')).ok).toBe(true);
    t = 30_000;
    expect(await limit.take('10.0.0.5')).toEqual({ ok: false, retryAfterSeconds: 30, limiter: 'test' });
    t = 60_000;
    expect((await limit.take('10.0.0.1')).ok).toBe(true);
  });

  it('takes nothing when it refuses, and a token given back is free again', async () => {
    const limit = new TieredLimit(createMemoryCounterStore(), 'test', tiers);
    for (let i = 0; i < 3; i++) await limit.take('10.0.0.1');
    for (let i = 0; i < 10; i++) expect((await limit.take('10.0.0.1')).ok).toBe(false);
    // The refusals did not eat the network's remaining two.
    expect((await limit.take('10.0.0.2')).ok).toBe(true);
    const taken = await limit.take('10.0.0.3');
    expect(taken.ok).toBe(true);
    if (taken.ok) await taken.giveBack();
    expect((await limit.take('10.0.0.3')).ok).toBe(true);
    expect((await limit.take('10.0.0.3')).ok).toBe(false);
  });

  it('lets exactly max of many parallel takes through', async () => {
    const limit = new TieredLimit(createMemoryCounterStore(), 'test', tiers);
    const results = await Promise.all(Array.from({ length: 20 }, () => limit.take('10.0.0.1')));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });

  it('keeps its memory bounded', async () => {
    const store = createMemoryCounterStore({ maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await store.add([{ key: `k${i}`, by: 1, windowMs: 60_000 }]);
    // The newest counters survive; the oldest were dropped to make room.
    expect((await store.add([{ key: 'k999', by: 0, windowMs: 60_000 }]))[0]!.count).toBe(1);
    expect((await store.add([{ key: 'k0', by: 0, windowMs: 60_000 }]))[0]!.count).toBe(0);
  });
});

describe('rateLimited', () => {
  const reply = { header: () => reply } as unknown as FastifyReply;
  it.each([
    [45, 'core.rateLimited', { seconds: 45 }, '45 seconds'],
    [600, 'core.rateLimitedMinutes', { minutes: 10 }, '10 minutes'],
    [7200, 'core.rateLimitedHours', { hours: 2 }, '2 hours'],
    [86_400, 'core.rateLimitedHours', { hours: 24 }, '24 hours'],
  ])('%i s → %s', (seconds, key, params, words) => {
    const error = rateLimited(reply, seconds);
    expect(error.details).toMatchObject({ key, params });
    expect(error.message).toBe(`Too many requests. Please wait ${words} and try again.`);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const { Redis } = await import('ioredis');
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe('the Redis counter store', () => {
  it.runIf(redisUp)('counts up and down in one window shared by two clients, never below 0', async () => {
    const { Redis } = await import('ioredis');
    const clients = [new Redis(redisUrl), new Redis(redisUrl)];
    const prefix = `ligpit-test:${process.pid}:${Date.now()}:`;
    try {
      const [a, b] = clients.map((c) => createRedisCounterStore(c, prefix)) as [
        ReturnType<typeof createRedisCounterStore>,
        ReturnType<typeof createRedisCounterStore>,
      ];
      const change = (by: number) => [{ key: 'k', by, windowMs: 60_000 }];
      expect((await a.add(change(1)))[0]!.count).toBe(1);
      const [second] = await b.add(change(1));
      expect(second!.count).toBe(2);
      expect(second!.ttlMs).toBeGreaterThan(0);
      expect(second!.ttlMs).toBeLessThanOrEqual(60_000);
      expect((await a.add(change(-5)))[0]!.count).toBe(0);
      expect(await clients[0]!.pttl(`${prefix}k`)).toBeGreaterThan(0);

      const limit = new TieredLimit(a, 'test', [
        { name: 'address', keyOf: clientKey, windows: [{ max: 2, windowMs: 60_000 }] },
      ]);
      const other = new TieredLimit(b, 'test', [
        { name: 'address', keyOf: clientKey, windows: [{ max: 2, windowMs: 60_000 }] },
      ]);
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? limit : other).take('10.1.2.3')));
      expect(results.filter((r) => r.ok)).toHaveLength(2);
    } finally {
      const keys = await clients[0]!.keys(`${prefix}*`);
      if (keys.length > 0) await clients[0]!.del(...keys);
      for (const c of clients) c.disconnect();
    }
  });
});
