import { describe, expect, it } from 'vitest';
import { TrackingCache } from './tracking-cache.ts';

// Issue 39: when the LISTEN connection is made again (after a database restart), what the cache and
// the result pages that follow it hold is forgotten, whatever was missed in between.
describe('the lookup cache when change notifications are assured again', () => {
  it('forgets what it holds, and tells the result pages to', async () => {
    const cache = new TrackingCache<string>({ ttlMs: 60_000, maxEntries: 10, now: Date.now });
    const followed: string[] = [];
    cache.onChanged((key) => followed.push(key));
    cache.setAssured(true);
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.get('ABCD1234', load)).toBe('answer 1');
    expect(await cache.get('ABCD1234', load)).toBe('answer 1');
    followed.length = 0;

    // The LISTEN connection lost (a restart), then made again: forgotten on each, the pages told both times.
    cache.setAssured(false);
    expect(followed).toEqual(['*']);
    cache.setAssured(true);
    expect(followed).toEqual(['*', '*']);
    expect(cache.size).toBe(0);
    expect(await cache.get('ABCD1234', load)).toBe('answer 2');
  });
});
