import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  intlLocale,
  isCalendarDate,
  manilaDate,
  manilaInstant,
  manilaTime,
} from './dates.ts';

// The hand-made formats must read exactly like en-PH's Intl output, which is the reference here.
const intl = {
  day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }),
  date: new Intl.DateTimeFormat('en-PH', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  dateTime: new Intl.DateTimeFormat('en-PH', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Manila',
  }),
};
// ICU may put a narrow no-break space before AM/PM; people read it as a space.
const plain = (s: string) => s.replace(/\u202f/g, ' ');

describe('Manila dates (design.md §6.12)', () => {
  // Every 7 h 13 min across three years: all hours, both sides of midnight and noon, leap day.
  const instants = Array.from({ length: 3700 }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 433 * 60_000));

  it('gives the Manila calendar day of an instant', () => {
    for (const at of instants) expect(manilaDate(at)).toBe(intl.day.format(at));
    expect(manilaDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(manilaDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
  });

  it('writes a date like en-PH does', () => {
    for (const at of instants) {
      const iso = at.toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(plain(intl.date.format(new Date(`${iso}T00:00:00Z`))));
    }
    expect(formatDate('2026-11-28')).toBe('Sat, Nov 28, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes an instant in Manila time like en-PH does', () => {
    for (const at of instants) expect(formatDateTime(at)).toBe(plain(intl.dateTime.format(at)));
    expect(formatDateTime('2026-11-21T16:05:00Z')).toBe('Nov 22, 2026, 12:05 AM');
    expect(formatDateTime('2026-11-22T04:30:00Z')).toBe('Nov 22, 2026, 12:30 PM');
  });

  it('writes dates and instants like fil-PH does in Filipino (issue 16)', () => {
    const filDate = new Intl.DateTimeFormat('fil-PH', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const filDateTime = new Intl.DateTimeFormat('fil-PH', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Manila',
    });
    for (const at of instants.filter((_, i) => i % 7 === 0)) {
      const iso = at.toISOString().slice(0, 10);
      expect(formatDate(iso, 'fil')).toBe(plain(filDate.format(new Date(`${iso}T00:00:00Z`))));
      expect(formatDateTime(at, 'fil')).toBe(plain(filDateTime.format(at)));
    }
    expect(formatDate('2026-11-28', 'fil')).toBe('Sab, Nob 28, 2026');
    expect(formatDate('2026-11-28', 'en')).toBe('Sat, Nov 28, 2026');
    expect(intlLocale('fil')).toBe('fil-PH');
    expect(intlLocale('en')).toBe('en-PH');
  });

  it('gives the instant of a Manila date at midnight or at a wall-clock time', () => {
    expect(manilaInstant('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(manilaInstant('2026-11-28', '09:00').toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(manilaInstant('2026-11-28', '9:30').toISOString()).toBe('2026-11-28T01:30:00.000Z');
    for (const at of [manilaInstant('2026-01-01'), manilaInstant('2026-07-31', '23:59')]) {
      expect(intl.day.format(at)).toBe(manilaDate(at));
    }
    expect(manilaTime(manilaInstant('2026-03-08', '14:05'))).toBe('14:05');
    expect(Number.isNaN(manilaInstant('2026-02-30x').getTime())).toBe(true);
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => formatDateTime('garbage')).toThrow(RangeError);
    expect(() => manilaDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendar dates people may type', () => {
  it('are real days of their month in 2000–2100', () => {
    for (const ok of ['2000-01-01', '2024-02-29', '2100-12-31']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      '0000-01-01',
      '1999-12-31',
      '2101-01-01',
      '2023-02-29',
      '2026-04-31',
      '2026-13-01',
      '26-01-01',
      '',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});
