import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { pickupSuspensions, pickupWindows, trucks } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { manilaDate, manilaTime } from '#src/shared/core/dates.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { codingOverlaps, windowTimes } from '#src/shared/scheduling/number-coding.ts';
import { isoWeekday, windowLabel } from '#src/shared/scheduling/pickup-slots.ts';

export interface StaffBooking {
  pickupDate?: string;
  pickupTime?: string;
  /** Issue 15: the window booked; its label becomes the pickup time. Staff may overbook it. */
  pickupWindowId?: string;
  /** Issue 15: the truck that will collect (optional); the scheduler warns about its number coding. */
  truckId?: string | null;
}

type BookingProblem =
  | 'submissions.pickupDateInPast'
  | 'submissions.pickupWindowUnavailable'
  | 'submissions.pickupWindowEnded'
  | 'submissions.truckCoded';

function invalid(path: string, key: BookingProblem) {
  return appError('VALIDATION', key, {}, [{ path, message: englishText(key), key }]);
}

/**
 * The columns a staff member's "Pickup Scheduled" sets, once checked: a day not in the past (staff
 * are not bound by the customer's 7–30 day rule, issue 5), a window of that weekday, a day not
 * suspended, a truck that exists. Issue 40 item 10 (decision 087): not a window that has already
 * ended today, and not a truck whose plate is coded during the window (the crew could not drive it).
 */
export async function checkStaffBooking(deps: { db: Db; now: Date }, input: StaffBooking) {
  const { db } = deps;
  const date = input.pickupDate;
  if (!date || date < manilaDate(deps.now)) throw invalid('pickupDate', 'submissions.pickupDateInPast');
  let pickupTime = input.pickupTime ?? null;
  if (input.pickupWindowId) {
    const [w] = await db.select().from(pickupWindows).where(eq(pickupWindows.id, input.pickupWindowId)).limit(1);
    if (!w || w.weekday !== isoWeekday(date)) throw invalid('pickupWindowId', 'submissions.pickupWindowUnavailable');
    pickupTime = windowLabel(w.startsAt, w.endsAt);
  }
  // "All Day" (or no window) runs until the day ends; a window until its end.
  const times = windowTimes(pickupTime) ?? { startsAt: '0:00', endsAt: '23:59' };
  const [endHour, endMinute] = times.endsAt.split(':');
  if (date === manilaDate(deps.now) && `${endHour!.padStart(2, '0')}:${endMinute}` <= manilaTime(deps.now)) {
    throw invalid(input.pickupWindowId ? 'pickupWindowId' : 'pickupTime', 'submissions.pickupWindowEnded');
  }
  const [off] = await db
    .select({ reason: pickupSuspensions.reason })
    .from(pickupSuspensions)
    .where(eq(pickupSuspensions.date, date))
    .limit(1);
  if (off) throw appError('DAY_SUSPENDED', 'submissions.pickupWindowUnavailable');
  if (input.truckId) await checkTruckForWindow(db, { truckId: input.truckId, date, pickupTime });
  return {
    pickupDate: date,
    pickupTime,
    pickupWindowId: input.pickupWindowId ?? null,
    pickupTruckId: input.truckId ?? null,
    // Issue 37: a stop booked (again) joins its truck's route; a hand-set place of another day or truck is gone.
    stopPosition: null,
  };
}

/**
 * Decision 087: a truck that exists and whose plate is not coded during the window (the crew could
 * not drive it then). Used when booking and when staff put a scheduled stop on a truck (issue 40
 * item 6, decision 089). "All Day" (or no window) counts as the whole day.
 */
export async function checkTruckForWindow(
  db: Db,
  input: { truckId: string; date: string; pickupTime: string | null },
): Promise<void> {
  const times = windowTimes(input.pickupTime) ?? { startsAt: '0:00', endsAt: '23:59' };
  const [truck] = await db
    .select({ id: trucks.id, plateEnding: trucks.plateEnding })
    .from(trucks)
    .where(eq(trucks.id, input.truckId))
    .limit(1);
  if (!truck) throw appError('NOT_FOUND', 'submissions.truckNotFound');
  if (codingOverlaps({ plateEnding: truck.plateEnding, weekday: isoWeekday(input.date), ...times }).length > 0) {
    throw invalid('truckId', 'submissions.truckCoded');
  }
}
