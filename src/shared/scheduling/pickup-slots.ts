import { z } from 'zod';
import { bookingCity, districtCities, isServiceCity } from '#src/shared/core/cities.ts';
import { isCalendarDate } from '#src/shared/core/dates.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Issue 15 (design.md §6.14): pickup windows with capacity. Staff keep weekly windows, each with room
// for so many pickups per city; a day limit closes a day or lowers it. Households book a window
// with room, 7 to 30 days ahead.

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The ISO weekday of a YYYY-MM-DD date. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "08:00" → "8:00" */
function shortTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** How a window is written for people and in `pickup_time`: "8:00–11:00" (issue 5's labels). */
export function windowLabel(startsAt: string, endsAt: string): string {
  return `${shortTime(startsAt)}–${shortTime(endsAt)}`;
}

/** The BGC location is booked in Taguig, the city it is part of (the rule is in core/cities.ts). */
export { bookingCity };

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const capacity = z
  .number({ error: key('scheduling.capacityInvalid') })
  .int(key('scheduling.capacityInvalid'))
  .min(0, key('scheduling.capacityInvalid'))
  .max(1000, key('scheduling.capacityInvalid'));

export const pickupWindowSchema = z.object({
  id: z.string(),
  weekday: z.number().int().min(1).max(7),
  startsAt: z.string(),
  endsAt: z.string(),
  label: z.string(),
  capacity: z.number().int(),
  active: z.boolean(),
});
export type PickupWindow = z.infer<typeof pickupWindowSchema>;

export const createPickupWindowSchema = z
  .object({
    weekday: z.number().int().min(1, key('scheduling.weekdayInvalid')).max(7, key('scheduling.weekdayInvalid')),
    startsAt: z.string().regex(timePattern, key('scheduling.timeInvalid')),
    endsAt: z.string().regex(timePattern, key('scheduling.timeInvalid')),
    capacity,
  })
  .refine((w) => w.startsAt < w.endsAt, { message: key('scheduling.windowEndsBeforeStart'), path: ['endsAt'] });
export type CreatePickupWindow = z.infer<typeof createPickupWindowSchema>;

export const updatePickupWindowSchema = z
  .object({ capacity: capacity.optional(), active: z.boolean().optional() })
  .refine((u) => u.capacity !== undefined || u.active !== undefined, { message: key('scheduling.nothingToChange') });
export type UpdatePickupWindow = z.infer<typeof updatePickupWindowSchema>;

export const pickupWindowIdParamsSchema = z.object({ id: z.uuid(key('submissions.windowNotFound')) });

const cityField = z
  .string()
  .refine((v) => Object.hasOwn(districtCities, v) || isServiceCity(v), key('submissions.locationRequired'))
  .transform(bookingCity);

/** Close a day (capacity 0) or lower its room, for every city or one, every window or one. */
export const createDayLimitSchema = z.object({
  date: z.string().refine(isCalendarDate, key('submissions.pickupDateRequired')),
  city: cityField.nullable().optional(),
  windowId: z.uuid().nullable().optional(),
  capacity,
  reason: z.string().trim().max(200, key('submissions.fieldTooLong')).optional(),
});
export type CreateDayLimit = z.input<typeof createDayLimitSchema>;

export const dayLimitSchema = z.object({
  id: z.string(),
  date: z.string(),
  city: z.string().nullable(),
  windowId: z.string().nullable(),
  windowLabel: z.string().nullable(),
  capacity: z.number().int(),
  reason: z.string().nullable(),
});
export type DayLimit = z.infer<typeof dayLimitSchema>;

export const pickupSetupSchema = z.object({
  windows: z.array(pickupWindowSchema),
  /** Day limits from today on, by date. */
  dayLimits: z.array(dayLimitSchema),
});
export type PickupSetup = z.infer<typeof pickupSetupSchema>;

export const dayLimitIdParamsSchema = z.object({ id: z.uuid(key('scheduling.dayLimitNotFound')) });

/** A window on one day, in one city: its room and what is booked. */
export const windowRoomSchema = z.object({
  id: z.string(),
  label: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  remaining: z.number().int(),
});
export type WindowRoom = z.infer<typeof windowRoomSchema>;

/** GET /api/pickup-availability: the days 7–30 ahead that have room, with the windows that have. */
export const availabilityQuerySchema = z.object({ city: cityField });
export const availabilitySchema = z.object({
  city: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      windows: z.array(windowRoomSchema.pick({ id: true, label: true, remaining: true })),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** GET /api/admin/pickup-availability: every window of one day in one city, full ones too. */
export const dayRoomQuerySchema = z.object({
  date: z.string().refine(isCalendarDate, key('submissions.pickupDateRequired')),
  city: cityField,
});
export const dayRoomSchema = z.object({
  date: z.string(),
  city: z.string(),
  windows: z.array(windowRoomSchema),
});
export type DayRoom = z.infer<typeof dayRoomSchema>;

/** A number typed in a form: blank is refused, not read as 0 (which would close a day). */
const typedCapacity = z.string().trim().min(1, key('scheduling.capacityInvalid')).transform(Number).pipe(capacity);

/** The texts the pickup-window forms' schemas can name (src/web/lib/field-error.ts). */
export const pickupFormTexts = {
  'scheduling.capacityInvalid': m['scheduling.capacityInvalid'],
  'scheduling.weekdayInvalid': m['scheduling.weekdayInvalid'],
  'scheduling.timeInvalid': m['scheduling.timeInvalid'],
  'scheduling.windowEndsBeforeStart': m['scheduling.windowEndsBeforeStart'],
  'submissions.pickupDateRequired': m['submissions.pickupDateRequired'],
  'submissions.fieldTooLong': m['submissions.fieldTooLong'],
};

/** The staff form for a day limit: the date, and "" for every city or window. */
export const dayLimitFormSchema = z.object({
  date: z.string().refine(isCalendarDate, key('submissions.pickupDateRequired')),
  city: z.string(),
  windowId: z.string(),
  capacity: typedCapacity,
  reason: z.string().trim().max(200, key('submissions.fieldTooLong')),
});
export type DayLimitForm = z.input<typeof dayLimitFormSchema>;

/** The staff form for a new weekly window; numbers arrive as the inputs' text. */
export const pickupWindowFormSchema = z
  .object({
    weekday: z
      .string()
      .transform(Number)
      .pipe(z.number().int().min(1, key('scheduling.weekdayInvalid')).max(7)),
    startsAt: z.string().regex(timePattern, key('scheduling.timeInvalid')),
    endsAt: z.string().regex(timePattern, key('scheduling.timeInvalid')),
    capacity: typedCapacity,
  })
  .refine((w) => w.startsAt < w.endsAt, { message: key('scheduling.windowEndsBeforeStart'), path: ['endsAt'] });
export type PickupWindowForm = z.input<typeof pickupWindowFormSchema>;
