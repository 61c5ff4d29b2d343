import { z } from 'zod';
import { serviceCities } from '#src/shared/core/cities.ts';
import { isCalendarDate, isIsoDate } from '#src/shared/core/dates.ts';
import { eventPhases, slugPattern } from '#src/shared/core/event-rules.ts';
import { coreMessages } from '#src/shared/core/messages.ts';
import { eventMessages } from './messages.ts';

// The events API (issue 14): request and response shapes shared by the server routes, the staff
// Events page and the booth page.

const { dateFormat, dateOutOfRange } = coreMessages;

/** A YYYY-MM-DD date that exists and lies in `calendarYears` (the column is a PostgreSQL date). */
function calendarDate(requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, dateFormat)
    .refine((v) => !isIsoDate(v) || isCalendarDate(v), dateOutOfRange);
}

export const eventSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, eventMessages.slugFormat)
  .max(60, eventMessages.slugFormat)
  .regex(slugPattern, eventMessages.slugFormat);

const slotSchema = z.string().trim().min(1).max(40, eventMessages.slotFormat);
const slotsSchema = z
  .array(slotSchema)
  .max(20, eventMessages.tooManySlots)
  .transform((slots) => [...new Set(slots)]);

const venueSchema = z
  .string({ message: eventMessages.venueRequired })
  .trim()
  .min(1, eventMessages.venueRequired)
  .max(120);
const citySchema = z.enum(serviceCities, { message: eventMessages.cityRequired });
const addressSchema = z.string().trim().max(300);

/** POST /api/admin/events. The slug is made from the venue and start date when left out. */
export const createEventSchema = z
  .object({
    venue: venueSchema,
    city: citySchema,
    address: addressSchema.default(''),
    startsOn: calendarDate(eventMessages.startsOnRequired),
    endsOn: calendarDate(eventMessages.endsOnRequired),
    slots: slotsSchema.default([]),
    active: z.boolean().default(true),
    slug: eventSlugSchema.optional(),
  })
  .refine((v) => v.startsOn <= v.endsOn, { path: ['endsOn'], message: eventMessages.endBeforeStart });
export type CreateEvent = z.input<typeof createEventSchema>;
export type CreateEventInput = z.output<typeof createEventSchema>;

/** PATCH /api/admin/events/:id: any of the fields; the dates are checked against the stored ones. */
export const updateEventSchema = z
  .object({
    venue: venueSchema.optional(),
    city: citySchema.optional(),
    address: addressSchema.optional(),
    startsOn: calendarDate(eventMessages.startsOnRequired).optional(),
    endsOn: calendarDate(eventMessages.endsOnRequired).optional(),
    slots: slotsSchema.optional(),
    active: z.boolean().optional(),
    slug: eventSlugSchema.optional(),
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, {
    path: ['endsOn'],
    message: eventMessages.endBeforeStart,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateEvent = z.input<typeof updateEventSchema>;
export type UpdateEventInput = z.output<typeof updateEventSchema>;

export const eventIdParamsSchema = z.object({ id: z.uuid(eventMessages.noSuchEvent) });
export const eventSlugParamsSchema = z.object({ slug: z.string().max(80) });

/** What the booth page needs to know before it shows the camera (GET /api/events/:slug). */
export const publicEventSchema = z.object({
  slug: z.string(),
  venue: z.string(),
  city: z.string(),
  address: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  slots: z.array(z.string()),
  phase: z.enum(eventPhases),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const adminEventSchema = publicEventSchema.extend({
  id: z.string(),
  active: z.boolean(),
  /** The slug may change until the first request (then links on slips and SMS would break). */
  slugLocked: z.boolean(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  requests: z.number().int(),
  photos: z.number().int(),
  completed: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

/** Booth figures: requests per Manila day, and how many of them reached Completed. */
export const eventDaySchema = z.object({
  date: z.string(),
  requests: z.number().int(),
  completed: z.number().int(),
});
export type EventDay = z.infer<typeof eventDaySchema>;

export const eventRequestSchema = z.object({
  trackingNumber: z.string(),
  name: z.string(),
  status: z.string(),
  photoCount: z.number().int(),
  eventSlot: z.string().nullable(),
  createdAt: z.string(),
});
export type EventRequest = z.infer<typeof eventRequestSchema>;

/** GET /api/admin/events/:id — the event, its figures by day and its latest requests. */
export const adminEventDetailSchema = z.object({
  event: adminEventSchema,
  days: z.array(eventDaySchema),
  requests: z.array(eventRequestSchema),
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;

/** At most this many requests are listed under an event (the newest); the figures count all. */
export const eventRequestListLimit = 200;
