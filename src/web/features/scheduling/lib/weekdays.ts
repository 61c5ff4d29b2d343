import { m } from '#src/shared/i18n/messages.ts';

// ISO weekday (1 Monday … 7 Sunday) → its name, for the Pickup windows page and the scheduler.
const dayNames: Record<number, () => string> = {
  1: m['scheduling.monday'],
  2: m['scheduling.tuesday'],
  3: m['scheduling.wednesday'],
  4: m['scheduling.thursday'],
  5: m['scheduling.friday'],
  6: m['scheduling.saturday'],
  7: m['scheduling.sunday'],
};

export function weekdayName(weekday: number): string {
  return dayNames[weekday]?.() ?? '';
}
