import { and, asc, count, eq, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { pickupDayLimits, pickupSuspensions, pickupWindows, submissions } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import {
  type Availability,
  type CreateDayLimit,
  type CreatePickupWindow,
  type DayLimit,
  type DayRoom,
  isoWeekday,
  type PickupSetup,
  type PickupWindow,
  type UpdatePickupWindow,
  type WindowRoom,
  windowLabel,
} from '#src/shared/scheduling/pickup-slots.ts';
import { pickupMaxDaysAhead, pickupMinDaysAhead, startOfLabel } from '#src/shared/scheduling/pickup-window.ts';

// Issue 15 (decision 038): weekly windows with room for so many pickups per city, day limits that
// close a day or lower it, and the one place a booking takes a slot.

/** A transaction or the database: a booking is taken inside the change that makes it. */
type DbOrTx = Pick<Db, 'select' | 'execute'>;

/** Requests that no longer hold their slot. */
const releasedStatuses = ['Declined', 'Cancelled'];

type WindowRow = typeof pickupWindows.$inferSelect;
type LimitRow = typeof pickupDayLimits.$inferSelect;

function toWindow(w: WindowRow): PickupWindow {
  return {
    id: w.id,
    weekday: w.weekday,
    startsAt: w.startsAt,
    endsAt: w.endsAt,
    label: windowLabel(w.startsAt, w.endsAt),
    capacity: w.capacity,
    active: w.active,
  };
}

// ---- Staff: the weekly windows and the day limits ----------------------------------------------

export async function getPickupSetup(deps: { db: Db; now: Date }): Promise<PickupSetup> {
  const windows = await deps.db
    .select()
    .from(pickupWindows)
    .orderBy(asc(pickupWindows.weekday), asc(pickupWindows.startsAt));
  const limits = await deps.db
    .select()
    .from(pickupDayLimits)
    .where(gte(pickupDayLimits.date, manilaDate(deps.now)))
    .orderBy(asc(pickupDayLimits.date), asc(pickupDayLimits.createdAt));
  const labels = new Map(windows.map((w) => [w.id, windowLabel(w.startsAt, w.endsAt)]));
  return {
    windows: windows.map(toWindow),
    dayLimits: limits.map(
      (l): DayLimit => ({
        id: l.id,
        date: l.date,
        city: l.city,
        windowId: l.windowId,
        windowLabel: l.windowId ? (labels.get(l.windowId) ?? null) : null,
        capacity: l.capacity,
        reason: l.reason,
      }),
    ),
  };
}

export async function createPickupWindow(deps: { db: Db }, input: CreatePickupWindow): Promise<PickupWindow> {
  const [row] = await deps.db
    .insert(pickupWindows)
    .values(input)
    .onConflictDoNothing({ target: [pickupWindows.weekday, pickupWindows.startsAt] })
    .returning();
  if (!row) throw appError('CONFLICT', 'scheduling.windowTaken');
  return toWindow(row);
}

export async function updatePickupWindow(
  deps: { db: Db },
  id: string,
  input: UpdatePickupWindow,
): Promise<PickupWindow> {
  const [row] = await deps.db
    .update(pickupWindows)
    .set({
      ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    })
    .where(eq(pickupWindows.id, id))
    .returning();
  if (!row) throw appError('NOT_FOUND', 'submissions.windowNotFound');
  return toWindow(row);
}

export async function createDayLimit(
  deps: { db: Db },
  input: Omit<CreateDayLimit, 'city'> & { city?: string | null },
  byUserId: string,
): Promise<DayLimit> {
  let label: string | null = null;
  if (input.windowId) {
    const [w] = await deps.db.select().from(pickupWindows).where(eq(pickupWindows.id, input.windowId)).limit(1);
    if (!w) throw appError('NOT_FOUND', 'submissions.windowNotFound');
    label = windowLabel(w.startsAt, w.endsAt);
  }
  const [row] = await deps.db
    .insert(pickupDayLimits)
    .values({
      date: input.date,
      city: input.city ?? null,
      windowId: input.windowId ?? null,
      capacity: input.capacity,
      reason: input.reason || null,
      createdBy: byUserId,
    })
    .returning();
  const l = row!;
  return {
    id: l.id,
    date: l.date,
    city: l.city,
    windowId: l.windowId,
    windowLabel: label,
    capacity: l.capacity,
    reason: l.reason,
  };
}

export async function deleteDayLimit(deps: { db: Db }, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(pickupDayLimits)
    .where(eq(pickupDayLimits.id, id))
    .returning({ id: pickupDayLimits.id });
  if (deleted.length === 0) throw appError('NOT_FOUND', 'scheduling.dayLimitNotFound');
}

// ---- Room: what each window of a day can still take --------------------------------------------

/** The room of a window on a date in a city: its capacity, lowered by every day limit that applies. */
function capacityOf(w: WindowRow, date: string, city: string, limits: LimitRow[]): number {
  let room = w.capacity;
  for (const l of limits) {
    if (l.date !== date) continue;
    if (l.city !== null && l.city !== city) continue;
    if (l.windowId !== null && l.windowId !== w.id) continue;
    room = Math.min(room, l.capacity);
  }
  return room;
}

/** Every active window of every day from `from` to `to` in `city`, with its room and bookings. */
async function roomBetween(
  db: DbOrTx,
  city: string,
  from: string,
  to: string,
  excludeSubmissionId?: string,
): Promise<Map<string, WindowRoom[]>> {
  const windows = await db
    .select()
    .from(pickupWindows)
    .where(eq(pickupWindows.active, true))
    .orderBy(asc(pickupWindows.startsAt));
  const limits = await db
    .select()
    .from(pickupDayLimits)
    .where(
      and(
        gte(pickupDayLimits.date, from),
        lte(pickupDayLimits.date, to),
        or(isNull(pickupDayLimits.city), eq(pickupDayLimits.city, city)),
      ),
    );
  const bookings = await db
    .select({ date: submissions.pickupDate, windowId: submissions.pickupWindowId, booked: count() })
    .from(submissions)
    .where(
      and(
        gte(submissions.pickupDate, from),
        lte(submissions.pickupDate, to),
        eq(submissions.city, city),
        notInArray(submissions.status, releasedStatuses),
        excludeSubmissionId ? sql`${submissions.id} <> ${excludeSubmissionId}` : undefined,
        windows.length > 0
          ? inArray(
              submissions.pickupWindowId,
              windows.map((w) => w.id),
            )
          : sql`false`,
      ),
    )
    .groupBy(submissions.pickupDate, submissions.pickupWindowId);
  const bookedOf = new Map(bookings.map((b) => [`${b.date}|${b.windowId}`, b.booked]));
  // A suspended day (decision 043) offers no window at all in the cities it covers (issue 23).
  const suspended = new Set(
    (
      await db
        .select({ date: pickupSuspensions.date, cities: pickupSuspensions.cities })
        .from(pickupSuspensions)
        .where(and(gte(pickupSuspensions.date, from), lte(pickupSuspensions.date, to)))
    )
      .filter((d) => d.cities === null || d.cities.includes(city))
      .map((d) => d.date),
  );

  const days = new Map<string, WindowRoom[]>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    days.set(
      date,
      windows
        .filter((w) => w.weekday === weekday)
        .map((w) => {
          const capacity = suspended.has(date) ? 0 : capacityOf(w, date, city, limits);
          const booked = bookedOf.get(`${date}|${w.id}`) ?? 0;
          return {
            id: w.id,
            label: windowLabel(w.startsAt, w.endsAt),
            capacity,
            booked,
            remaining: Math.max(0, capacity - booked),
          };
        }),
    );
  }
  return days;
}

/** For the upload screens: the days 7–30 ahead with room in `city`, and their windows with room. */
export async function getAvailability(deps: { db: Db; now: Date }, city: string): Promise<Availability> {
  const today = manilaDate(deps.now);
  const rooms = await roomBetween(
    deps.db,
    city,
    addDays(today, pickupMinDaysAhead),
    addDays(today, pickupMaxDaysAhead),
  );
  const days: Availability['days'] = [];
  for (const [date, windows] of rooms) {
    const open = windows.filter((w) => w.remaining > 0);
    if (open.length > 0) {
      days.push({ date, windows: open.map(({ id, label, remaining }) => ({ id, label, remaining })) });
    }
  }
  return { city, days };
}

/** For staff scheduling: every window of one day in one city, full ones too. */
export async function getDayRoom(
  deps: { db: Db },
  input: { date: string; city: string; excludeSubmissionId?: string },
): Promise<DayRoom> {
  const rooms = await roomBetween(deps.db, input.city, input.date, input.date, input.excludeSubmissionId);
  return { date: input.date, city: input.city, windows: rooms.get(input.date) ?? [] };
}

/**
 * The lock bookings of one day in one city take (transaction-scoped): bookings count one after the
 * other, and suspending a day (which takes every city's) waits for bookings in flight.
 */
export async function lockPickupDay(tx: DbOrTx, date: string, city: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pickup:${date}:${city}`}, 15))`);
}

/**
 * Takes a slot for a new booking, inside the transaction that writes it (design.md §6.14). A
 * transaction-scoped advisory lock per day and city makes concurrent bookings count one after the
 * other, so two people cannot both take the last slot: the second sees it taken and is refused
 * with PICKUP_WINDOW_FULL. With no window named, the day's first window with room is taken.
 */
export async function takePickupSlot(
  tx: DbOrTx,
  input: { date: string; city: string; windowId?: string | null; excludeSubmissionId?: string },
): Promise<{ windowId: string; label: string; startsAt: string }> {
  await lockPickupDay(tx, input.date, input.city);
  const windows =
    (await roomBetween(tx, input.city, input.date, input.date, input.excludeSubmissionId)).get(input.date) ?? [];
  if (input.windowId) {
    const chosen = windows.find((w) => w.id === input.windowId);
    if (!chosen || chosen.capacity === 0) {
      throw appError('VALIDATION', 'submissions.pickupWindowUnavailable', {}, [
        {
          path: 'pickupWindowId',
          message: englishText('submissions.pickupWindowUnavailable'),
          key: 'submissions.pickupWindowUnavailable',
        },
      ]);
    }
    if (chosen.remaining <= 0) throw appError('PICKUP_WINDOW_FULL', 'scheduling.pickupWindowFull');
    return { windowId: chosen.id, label: chosen.label, startsAt: startOfLabel(chosen.label) ?? '00:00' };
  }
  const first = windows.find((w) => w.remaining > 0);
  if (!first) throw appError('PICKUP_WINDOW_FULL', 'scheduling.pickupDayFull');
  return { windowId: first.id, label: first.label, startsAt: startOfLabel(first.label) ?? '00:00' };
}
