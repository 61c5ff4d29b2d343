import { z } from 'zod';
import { isServiceCity } from '#src/shared/core/cities.ts';
import { isCalendarDate } from '#src/shared/core/dates.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Issue 15 (decision 043): typhoon and suspension days. Staff suspend a day; its pickups need
// rescheduling and each household gets one SMS. The reason goes into that SMS, so it is short.

/** The reason's length that keeps the SMS in one GSM-7 segment in both languages (sms-length.test.ts). */
export const suspensionReasonMax = 40;

const reason = z
  .string()
  .trim()
  .min(1, key('scheduling.suspensionReasonRequired'))
  .max(suspensionReasonMax, key('scheduling.suspensionReasonTooLong'));

export const suspendDaySchema = z.object({
  date: z.string().refine(isCalendarDate, key('submissions.pickupDateRequired')),
  reason,
  /**
   * Issue 23: the cities the day is suspended in (Marikina floods, Makati does not); left out or
   * empty, every city. Only the households booked in those cities are moved and told.
   */
  cities: z
    .array(z.string().refine(isServiceCity, key('submissions.locationRequired')))
    .max(17)
    .nullish()
    .transform((c) => (c && c.length > 0 ? [...new Set(c)].sort() : null)),
});
export type SuspendDay = z.input<typeof suspendDaySchema>;

export const suspensionSchema = z.object({
  id: z.string(),
  date: z.string(),
  reason: z.string(),
  /** The cities the day is suspended in; null, every city. */
  cities: z.array(z.string()).nullable(),
  /** Requests asked to pick a new window because of this day, over every marking. */
  asked: z.number().int(),
  /** Of those, the ones not yet moved, cancelled or handled by staff. */
  unanswered: z.number().int(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** POST /api/admin/pickup-suspensions: what this marking did. A second marking moves and sends nothing again. */
export const suspendResultSchema = z.object({
  suspension: suspensionSchema,
  /** Requests asked to reschedule by this call. */
  moved: z.number().int(),
  /** SMS queued by this call. */
  sent: z.number().int(),
});
export type SuspendResult = z.infer<typeof suspendResultSchema>;

export const suspensionListSchema = z.object({ suspensions: z.array(suspensionSchema) });
export type SuspensionList = z.infer<typeof suspensionListSchema>;

export const suspensionIdParamsSchema = z.object({ id: z.uuid(key('scheduling.suspensionNotFound')) });

/** The staff form: the same rules as the API. */
export const suspendDayFormSchema = suspendDaySchema;

/**
 * The cities a second marking of a day covers: every city when either marking does, else both
 * markings' cities together. A day is one row; marking Pasig after Marikina adds Pasig.
 */
export function mergeSuspendedCities(a: readonly string[] | null, b: readonly string[] | null): string[] | null {
  if (a === null || b === null) return null;
  return [...new Set([...a, ...b])].sort();
}

/** Whether a suspended day (its cities, null for all) covers a city. */
export function suspensionCovers(cities: readonly string[] | null, city: string): boolean {
  return cities === null || cities.includes(city);
}

export const suspensionFormTexts = {
  'scheduling.suspensionReasonRequired': m['scheduling.suspensionReasonRequired'],
  'scheduling.suspensionReasonTooLong': m['scheduling.suspensionReasonTooLong'],
  'submissions.pickupDateRequired': m['submissions.pickupDateRequired'],
};
