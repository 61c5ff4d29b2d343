import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { pickupSuspensions, pickupWindows, trucks } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { isoWeekday, windowLabel } from '#src/shared/scheduling/pickup-slots.ts';

export interface StaffBooking {
  pickupDate?: string;
  pickupTime?: string;
  /** Issue 15: the window booked; its label becomes the pickup time. Staff may overbook it. */
  pickupWindowId?: string;
  /** Issue 15: the truck that will collect (optional); the scheduler warns about its number coding. */
  truckId?: string | null;
}

function invalid(path: string, key: 'submissions.pickupDateInPast' | 'submissions.pickupWindowUnavailable') {
  return appError('VALIDATION', key, {}, [{ path, message: englishText(key), key }]);
}

/**
 * The columns a staff member's "Pickup Scheduled" sets, once checked: a day not in the past (staff
 * are not bound by the customer's 7–30 day rule, issue 5), a window of that weekday, a day not
 * suspended, a truck that exists.
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
  const [off] = await db
    .select({ reason: pickupSuspensions.reason })
    .from(pickupSuspensions)
    .where(eq(pickupSuspensions.date, date))
    .limit(1);
  if (off) throw appError('DAY_SUSPENDED', 'submissions.pickupWindowUnavailable');
  if (input.truckId) {
    const [truck] = await db.select({ id: trucks.id }).from(trucks).where(eq(trucks.id, input.truckId)).limit(1);
    if (!truck) throw appError('NOT_FOUND', 'submissions.truckNotFound');
  }
  return {
    pickupDate: date,
    pickupTime,
    pickupWindowId: input.pickupWindowId ?? null,
    pickupTruckId: input.truckId ?? null,
  };
}
