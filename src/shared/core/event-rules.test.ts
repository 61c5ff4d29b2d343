import { describe, expect, it } from 'vitest';
import { eventPhase, eventRefusal, makeEventSlug, slugify } from './event-rules.ts';

const event = { active: true, startsOn: '2026-05-16', endsOn: '2026-05-17', closedAt: null };
const at = (iso: string) => new Date(iso);

describe('event rules', () => {
  it('is open from its first to its last Manila day, ended after or when closed, not started before', () => {
    expect(eventPhase(event, '2026-05-15')).toBe('not-started');
    expect(eventPhase(event, '2026-05-16')).toBe('open');
    expect(eventPhase(event, '2026-05-17')).toBe('open');
    expect(eventPhase(event, '2026-05-18')).toBe('ended');
    expect(eventPhase({ ...event, active: false }, '2026-05-16')).toBe('ended');
  });

  it('judges a request saved offline by when it was saved, within a week, never by a future time', () => {
    const closedAt = at('2026-05-17T18:00:00+08:00');
    const closed = { ...event, active: false, closedAt };
    const now = at('2026-05-17T19:00:00+08:00');
    expect(eventRefusal(closed, { now })).toBe('ended');
    expect(eventRefusal(closed, { now, queuedAt: at('2026-05-17T17:30:00+08:00') })).toBeNull();
    expect(eventRefusal(closed, { now, queuedAt: at('2026-05-17T18:30:00+08:00') })).toBe('ended');
    expect(
      eventRefusal(closed, { now: at('2026-05-25T19:00:00+08:00'), queuedAt: at('2026-05-17T17:30:00+08:00') }),
    ).toBe('ended');
    expect(eventRefusal({ ...closed, closedAt: null }, { now, queuedAt: at('2026-05-17T17:30:00+08:00') })).toBe(
      'ended',
    );
    // Still active but past its last day: a request saved on the last day is taken the next morning.
    const nextMorning = at('2026-05-18T08:00:00+08:00');
    expect(eventRefusal(event, { now: nextMorning, queuedAt: at('2026-05-17T17:00:00+08:00') })).toBeNull();
    expect(eventRefusal(event, { now: nextMorning, queuedAt: at('2026-05-15T17:00:00+08:00') })).toBe('not-started');
    expect(eventRefusal(event, { now: nextMorning, queuedAt: at('2026-05-19T08:00:00+08:00') })).toBe('ended');
  });

  it('makes a slug from the venue and the start date', () => {
    expect(slugify('  SM Aura Premier! ')).toBe('sm-aura-premier');
    expect(slugify('Parañaque City Hall')).toBe('paranaque-city-hall');
    expect(makeEventSlug('Bonifacio High Street', '2026-05-16')).toBe('bonifacio-high-street-2026-05-16');
    expect(makeEventSlug('!!!', null)).toBe('event');
  });
});
