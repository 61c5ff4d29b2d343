// design.md §6.12: every date people see or choose is a Manila date. Manila has no daylight saving (UTC+8).
import { getLocale } from '#src/shared/i18n/paraglide/runtime.js';

// Manila is UTC+8 all year (no daylight saving), so its calendar is plain arithmetic. Dates are
// formatted by hand in en-PH's or fil-PH's style rather than with Intl.DateTimeFormat: the browser's
// first DateTimeFormat loads locale data for ~40 ms (×4 on a phone), which a page showing one date
// should not pay. The names are CLDR's for en-PH and fil-PH (the order is the same in both).
const manilaOffsetMs = 8 * 60 * 60 * 1000;
const names = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  fil: {
    weekdays: ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
    months: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
  },
} as const;

/** The names of `locale` (the current language when left out), English's for any other. */
function namesOf(locale: string = getLocale()) {
  return locale === 'fil' ? names.fil : names.en;
}

/** The Intl locale of a catalogue locale, for numbers and pesos: 'fil-PH' or 'en-PH'. */
export function intlLocale(locale: string = getLocale()): 'en-PH' | 'fil-PH' {
  return locale === 'fil' ? 'fil-PH' : 'en-PH';
}
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The Manila wall clock of an instant, read through a Date's UTC fields. */
function manilaClock(at: Date): Date {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + manilaOffsetMs);
}

/** YYYY-MM-DD of the given instant in Manila. */
export function manilaDate(at: Date = new Date()): string {
  const m = manilaClock(at);
  return `${m.getUTCFullYear()}-${pad2(m.getUTCMonth() + 1)}-${pad2(m.getUTCDate())}`;
}

/** HH:MM (24-hour) of the given instant in Manila. */
export function manilaTime(at: Date = new Date()): string {
  const m = manilaClock(at);
  return `${pad2(m.getUTCHours())}:${pad2(m.getUTCMinutes())}`;
}

/**
 * The instant of a Manila wall-clock time: "2026-11-28" (midnight) or "2026-11-28", "9:30" → the
 * Date of 2026-11-28 09:30 in Manila. Text that is not a date and time gives an Invalid Date.
 */
export function manilaInstant(isoDate: string, time = '00:00'): Date {
  return new Date(`${isoDate}T${time.padStart(5, '0')}:00+08:00`);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return utc.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The years a date anyone types may fall in. PostgreSQL has no year 0 (a `0000-01-01` failed the
 * query), and no pickup or event booth of ours lies before 2000 or after 2100.
 */
export const calendarYears = { min: 2000, max: 2100 } as const;

/** A real YYYY-MM-DD date (valid day of its month) in a year of `calendarYears`. */
export function isCalendarDate(value: string): boolean {
  if (!isIsoDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= calendarYears.min && year <= calendarYears.max;
}

/** "Sat, Nov 28, 2026" (en-PH), "Sab, Nob 28, 2026" (fil-PH) for a YYYY-MM-DD date, in `locale` or the current language. */
export function formatDate(isoDate: string, locale?: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const d = new Date(`${isoDate}T00:00:00Z`);
  const { weekdays, months } = namesOf(locale);
  return `${weekdays[d.getUTCDay()]}, ${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "Nov 21, 2026, 3:04 PM" in Manila for an instant (en-PH; fil-PH "Nob 21, 2026, 3:04 PM"). */
export function formatDateTime(at: string | Date, locale?: string): string {
  const monthNames = namesOf(locale).months;
  const m = manilaClock(typeof at === 'string' ? new Date(at) : at);
  const hours = m.getUTCHours();
  const time = `${hours % 12 || 12}:${pad2(m.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${monthNames[m.getUTCMonth()]} ${m.getUTCDate()}, ${m.getUTCFullYear()}, ${time}`;
}
