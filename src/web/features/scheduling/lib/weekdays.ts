import { m } from '#src/shared/i18n/messages.ts';

// ISO weekday (1 Monday … 7 Sunday) → its name, for the Pickup windows page and the scheduler.
const dayNames: Record<number, () => string> = {
  1: m['submissions.monday'],
  2: m['submissions.tuesday'],
  3: m['submissions.wednesday'],
  4: m['submissions.thursday'],
  5: m['submissions.friday'],
  6: m['submissions.saturday'],
  7: m['submissions.sunday'],
};

export function weekdayName(weekday: number): string {
  return dayNames[weekday]?.() ?? '';
}
