import { describe, expect, it } from 'vitest';
import { manilaDate } from '#src/shared/core/dates.ts';
import { isInPickupWindow, pickupWindow } from './pickup-window.ts';

describe('pickup window (product.md §5: 7 to 30 days ahead, in Manila)', () => {
  // 2026-11-21 20:00 UTC is already 2026-11-22 04:00 in Manila.
  const lateUtcEvening = new Date('2026-11-21T20:00:00Z');

  it('counts days from the Manila date, not the UTC date', () => {
    expect(manilaDate(lateUtcEvening)).toBe('2026-11-22');
    expect(pickupWindow(lateUtcEvening)).toEqual({ min: '2026-11-29', max: '2026-12-22', default: '2026-11-29' });
  });

  it('refuses a pickup date less than 7 days ahead or more than 30', () => {
    expect(isInPickupWindow('2026-11-28', lateUtcEvening)).toBe(false);
    expect(isInPickupWindow('2026-11-29', lateUtcEvening)).toBe(true);
    expect(isInPickupWindow('2026-12-22', lateUtcEvening)).toBe(true);
    expect(isInPickupWindow('2026-12-23', lateUtcEvening)).toBe(false);
  });
});
