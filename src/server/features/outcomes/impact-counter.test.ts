import { describe, expect, it } from 'vitest';
import type { ImpactCounter } from '#src/shared/outcomes/outcome.schema.ts';
import { cachedImpactCounter } from './impact.service.ts';

// Issue 16: the landing's counter costs one computation per minute, however many pages ask.

describe('the impact counter cache', () => {
  it('shares one computation among concurrent callers and reuses it until the time is up', async () => {
    let clock = 0;
    let computed = 0;
    const counter = cachedImpactCounter(
      async (): Promise<ImpactCounter> => {
        computed += 1;
        return { requestsCompleted: computed, itemsRehomed: 0, kgDiverted: 0 };
      },
      60_000,
      () => clock,
    );
    const first = await Promise.all(Array.from({ length: 50 }, () => counter()));
    expect(computed).toBe(1);
    expect(new Set(first.map((c) => c.requestsCompleted))).toEqual(new Set([1]));

    clock = 59_999;
    expect((await counter()).requestsCompleted).toBe(1);
    clock = 60_000;
    expect((await counter()).requestsCompleted).toBe(2);
    expect(computed).toBe(2);
  });

  it('does not keep a failure: the next caller computes again', async () => {
    let calls = 0;
    const counter = cachedImpactCounter(
      async (): Promise<ImpactCounter> => {
        calls += 1;
        if (calls === 1) throw new Error('database restarting');
        return { requestsCompleted: 3, itemsRehomed: 7, kgDiverted: 12.5 };
      },
      60_000,
      () => 0,
    );
    await expect(counter()).rejects.toThrow('database restarting');
    expect(await counter()).toEqual({ requestsCompleted: 3, itemsRehomed: 7, kgDiverted: 12.5 });
  });
});
