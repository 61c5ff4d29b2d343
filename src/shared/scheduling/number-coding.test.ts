import { describe, expect, it } from 'vitest';
import { type CodingRule, codingOverlaps, windowTimes } from './number-coding.ts';

// Issue 15: the number-coding warning. MMDA scheme: Mon 1,2; Tue 3,4; Wed 5,6; Thu 7,8; Fri 9,0,
// 07:00–10:00 and 17:00–20:00.

describe('codingOverlaps', () => {
  const morning = { from: '07:00', to: '10:00' };
  const evening = { from: '17:00', to: '20:00' };

  it.each([
    // plate, weekday, window, overlapping hours
    [1, 1, '08:00', '11:00', [morning]],
    [2, 1, '06:00', '07:30', [morning]],
    [3, 2, '16:00', '18:00', [evening]],
    [5, 3, '06:00', '21:00', [morning, evening]],
    [0, 5, '09:59', '10:30', [morning]],
    [9, 5, '19:00', '22:00', [evening]],
  ])('plate ending %i on weekday %i, %s–%s: coded', (plateEnding, weekday, startsAt, endsAt, hours) => {
    expect(codingOverlaps({ plateEnding, weekday, startsAt, endsAt })).toEqual(hours);
  });

  it.each([
    ['another weekday', 1, 2, '08:00', '11:00'],
    ['touching the end of the morning hours', 1, 1, '10:00', '13:00'],
    ['touching the start of the evening hours', 1, 1, '14:00', '17:00'],
    ['between the two', 4, 7, '11:00', '14:00'],
    ['a Saturday', 1, 6, '08:00', '11:00'],
    ['a Sunday', 0, 7, '17:00', '19:00'],
    ['before the morning', 8, 4, '05:00', '07:00'],
  ])('%s: clear', (_, plateEnding, weekday, startsAt, endsAt) => {
    expect(codingOverlaps({ plateEnding, weekday, startsAt, endsAt })).toEqual([]);
  });

  it('reads single-digit hours as window labels write them', () => {
    expect(codingOverlaps({ plateEnding: 7, weekday: 4, startsAt: '8:00', endsAt: '11:00' })).toHaveLength(1);
  });

  it('follows the rule it is given, so a new MMDA scheme is a data change', () => {
    const saturdays: CodingRule = { plateEndings: { 6: [4] }, hours: [{ from: '12:00', to: '13:00' }] };
    expect(codingOverlaps({ plateEnding: 4, weekday: 6, startsAt: '11:00', endsAt: '14:00' }, saturdays)).toHaveLength(
      1,
    );
    expect(codingOverlaps({ plateEnding: 4, weekday: 2, startsAt: '08:00', endsAt: '11:00' }, saturdays)).toEqual([]);
  });
});

describe('windowTimes', () => {
  it('splits a window label and refuses anything else', () => {
    expect(windowTimes('8:00–11:00')).toEqual({ startsAt: '8:00', endsAt: '11:00' });
    expect(windowTimes('14:00-17:00')).toEqual({ startsAt: '14:00', endsAt: '17:00' });
    expect(windowTimes('All Day')).toBeNull();
    expect(windowTimes(null)).toBeNull();
  });
});
