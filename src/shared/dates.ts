// DESIGN §6.12: every date people see or choose is a Manila date. Manila has no daylight saving (UTC+8).
export const manilaTimeZone = 'Asia/Manila';

// Building an Intl.DateTimeFormat costs tens of microseconds; each format is made once, on first use
// (the tracking lookup formats a date on every request).
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const manilaDayFormat = once(
  () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: manilaTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** YYYY-MM-DD of the given instant in Manila. */
export function manilaDate(at: Date = new Date()): string {
  return manilaDayFormat().format(at);
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

const dayFormat = once(
  () =>
    new Intl.DateTimeFormat('en-PH', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Sat, 28 Nov 2026" for a YYYY-MM-DD date. */
export function formatDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  return dayFormat().format(new Date(`${isoDate}T00:00:00Z`));
}

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-PH', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: manilaTimeZone,
    }),
);

/** "21 Nov 2026, 3:04 PM" in Manila for an instant. */
export function formatDateTime(at: string | Date): string {
  return dateTimeFormat().format(typeof at === 'string' ? new Date(at) : at);
}
