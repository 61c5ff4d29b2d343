import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cleanTrackingNumber,
  isTrackingNumber,
  isTrackingNumberPrefix,
  makeTrackingNumber,
} from './tracking-number.ts';

describe('tracking numbers (product.md §9)', () => {
  it('are 8 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 500; i++) expect(makeTrackingNumber(randomBytes)).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('use every character of the alphabet without bias from byte values ≥ 252', () => {
    // A byte source that always returns 255 first would bias "D"; rejection sampling skips it.
    let calls = 0;
    const source = (n: number) => {
      calls++;
      return calls === 1 ? new Uint8Array(n).fill(255) : new Uint8Array(n).fill(0);
    };
    expect(makeTrackingNumber(source)).toBe('AAAAAAAA');
    expect(calls).toBe(2);
  });

  it('are cleaned of spaces and upper-cased when typed', () => {
    expect(cleanTrackingNumber(' ab12 cd34 ')).toBe('AB12CD34');
    expect(isTrackingNumber('AB12CD34')).toBe(true);
    expect(isTrackingNumber('AB12CD3')).toBe(false);
    expect(isTrackingNumber('ab12cd34')).toBe(false);
  });

  it('have prefixes of 1 to 8 of their characters, which staff search matches', () => {
    expect(isTrackingNumberPrefix('A')).toBe(true);
    expect(isTrackingNumberPrefix('AB12CD34')).toBe(true);
    expect(isTrackingNumberPrefix('')).toBe(false);
    expect(isTrackingNumberPrefix('AB12CD345')).toBe(false);
    expect(isTrackingNumberPrefix('ab12')).toBe(false);
    expect(isTrackingNumberPrefix('AB-12')).toBe(false);
  });
});
