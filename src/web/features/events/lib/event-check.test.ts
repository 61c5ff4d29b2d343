import { describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { PublicEvent } from '#src/shared/events/event.schema.ts';
import { forToday } from './event-check.ts';

const today = manilaDate();
const event = (changes: Partial<PublicEvent>): PublicEvent => ({
  slug: 'sm-aura',
  venue: 'SM Aura',
  city: 'Taguig',
  address: '',
  startsOn: addDays(today, -1),
  endsOn: addDays(today, 1),
  slots: [],
  phase: 'open',
  ...changes,
});

// An answer kept from another day (the device's copy, or a page the booth's worker cached).
describe('an event answer judged for today', () => {
  it('keeps an event staff closed ended, though its dates are still running', () => {
    expect(forToday(event({ phase: 'ended' })).phase).toBe('ended');
  });

  it('ends an event whose last day has passed, and opens one whose first day has come', () => {
    expect(forToday(event({ endsOn: addDays(today, -1), startsOn: addDays(today, -3) })).phase).toBe('ended');
    expect(forToday(event({ phase: 'not-started', startsOn: today })).phase).toBe('open');
  });

  it('returns the same answer when nothing changed', () => {
    const open = event({});
    expect(forToday(open)).toBe(open);
  });
});
