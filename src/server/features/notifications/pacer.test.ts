import { describe, expect, it } from 'vitest';
import { Pacer } from './pacer.ts';

describe('Pacer', () => {
  const at = (start: number) => {
    const clock = { now: start };
    return { clock, pacer: new Pacer(120, () => clock.now) };
  };

  it('spends reserved calls at once, so passes sharing it cannot both see the same ones', () => {
    const { pacer } = at(0);
    // Semaphore's 120 a minute: a bucket of two calls.
    expect(pacer.reserve(3)).toBe(2);
    // A second pass reserving before the first has claimed (its database round trip) gets none,
    // and waits a refill, not the overdraft it used to run up.
    expect(pacer.reserve(3)).toBe(0);
    expect(pacer.waitMs()).toBeLessThanOrEqual(Math.ceil(60_000 / 118));
  });

  it('takes back what a pass reserved and did not use', () => {
    const { pacer } = at(0);
    expect(pacer.reserve(2)).toBe(2);
    pacer.release(1);
    expect(pacer.reserve(2)).toBe(1);
    pacer.release(5);
    // Never more than a full bucket.
    expect(pacer.reserve(10)).toBe(2);
  });

  it('keeps any 60 seconds within the limit', () => {
    const { clock, pacer } = at(0);
    let calls = 0;
    for (; clock.now <= 60_000; clock.now += 100) calls += pacer.reserve(10);
    // From 0 to 60 s inclusive: a full bucket and 60 s of refill.
    expect(calls).toBeLessThanOrEqual(120);
    expect(calls).toBeGreaterThanOrEqual(118);
  });

  it('starts nothing while the provider has asked it to wait', () => {
    const { clock, pacer } = at(0);
    pacer.pauseFor(5_000);
    expect(pacer.reserve(1)).toBe(0);
    expect(pacer.waitMs()).toBe(5_000);
    clock.now = 5_000;
    expect(pacer.reserve(1)).toBe(1);
  });
});
