import type { APIRequestContext } from 'playwright-core';
import { manilaDate, manilaTime } from '#src/shared/core/dates.ts';

// Journeys that book a pickup for today (the crew's day is today's) must not take a window that has
// already ended: the server refuses it (decision 087), so the seeded 8:00–11:00 fails after 11:00
// Manila, whatever hour CI runs at. These helpers give today's windows that are still open, and
// late in the day add windows of the journey's own between now and the day's end.

export interface TodayWindow {
  id: string;
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** Room for the journey to finish its bookings before a window it was given ends. */
const marginMinutes = 20;
const lastMinute = 23 * 60 + 59;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const timeOf = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Today's ISO weekday in Manila (1 Monday … 7 Sunday), as the pickup windows count them. */
export function manilaWeekday(): number {
  return ((new Date(`${manilaDate()}T12:00:00+08:00`).getUTCDay() + 6) % 7) + 1;
}

/** `count` windows of today, in time order, none ending within the next 20 minutes. */
export async function openWindowsToday(request: APIRequestContext, count: number): Promise<TodayWindow[]> {
  const weekday = manilaWeekday();
  const now = minutesOf(manilaTime());
  const setup = (await (await request.get('/api/admin/pickup-windows')).json()) as {
    windows: (TodayWindow & { active: boolean })[];
  };
  const open = setup.windows
    .filter((w) => w.weekday === weekday && w.active && minutesOf(w.endsAt) > now + marginMinutes)
    .sort((a, b) => minutesOf(a.startsAt) - minutesOf(b.startsAt));
  if (open.length >= count) return open.slice(0, count);

  // Late in the day: `count` windows of its own, one after the other, from the next minute to 23:59.
  const first = now + 1;
  const length = Math.floor((lastMinute - first) / count);
  if (length <= marginMinutes)
    throw new Error(`too late in Manila (${manilaTime()}) to book ${count} windows today; run again after midnight`);
  const made: TodayWindow[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/admin/pickup-windows', {
      data: {
        weekday,
        startsAt: timeOf(first + i * length),
        endsAt: timeOf(i === count - 1 ? lastMinute : first + (i + 1) * length),
        capacity: 20,
      },
    });
    if (res.status() !== 201) throw new Error(`could not add a window for today: ${res.status()} ${await res.text()}`);
    made.push((await res.json()) as TodayWindow);
  }
  return made;
}
