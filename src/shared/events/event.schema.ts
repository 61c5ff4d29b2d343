import { z } from 'zod';
import { serviceCities } from '#src/shared/core/cities.ts';
import { isCalendarDate, isIsoDate } from '#src/shared/core/dates.ts';
import { eventPhases, slugPattern } from '#src/shared/core/event-rules.ts';
import { coreMessages } from '#src/shared/core/messages.ts';
import { messageKey as key, type MessageKey } from '#src/shared/i18n/keys.ts';
import { eventMessages } from './messages.ts';

// The events API (issue 14): request and response shapes shared by the server routes, the staff
// Events page and the booth page.

// The rules name their texts by catalogue key (docs/decisions/006): the API answers with the
// English, the staff form shows them through `eventFormTexts`.

/** A YYYY-MM-DD date that exists and lies in `calendarYears` (the column is a PostgreSQL date). */
function calendarDate(requiredMessage: MessageKey) {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, key('core.dateFormat'))
    .refine((v) => !isIsoDate(v) || isCalendarDate(v), key('core.dateOutOfRange'));
}

export const eventSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, key('events.slugFormat'))
  .max(60, key('events.slugFormat'))
  .regex(slugPattern, key('events.slugFormat'));

const slotSchema = z.string().trim().min(1).max(40, key('events.slotFormat'));
const maxSlots = 20;
const slotsSchema = z
  .array(slotSchema)
  .max(maxSlots, key('events.tooManySlots'))
  .transform((slots) => [...new Set(slots)]);

const venueSchema = z
  .string({ message: key('events.venueRequired') })
  .trim()
  .min(1, key('events.venueRequired'))
  .max(120);
const citySchema = z.enum(serviceCities, { message: key('events.cityRequired') });
const addressSchema = z.string().trim().max(300);

/** POST /api/admin/events. The slug is made from the venue and start date when left out. */
export const createEventSchema = z
  .object({
    venue: venueSchema,
    city: citySchema,
    address: addressSchema.default(''),
    startsOn: calendarDate(key('events.startsOnRequired')),
    endsOn: calendarDate(key('events.endsOnRequired')),
    slots: slotsSchema.default([]),
    active: z.boolean().default(true),
    slug: eventSlugSchema.optional(),
  })
  .refine((v) => v.startsOn <= v.endsOn, { path: ['endsOn'], message: key('events.endBeforeStart') });
export type CreateEvent = z.input<typeof createEventSchema>;
export type CreateEventInput = z.output<typeof createEventSchema>;

/** PATCH /api/admin/events/:id: any of the fields; the dates are checked against the stored ones. */
export const updateEventSchema = z
  .object({
    venue: venueSchema.optional(),
    city: citySchema.optional(),
    address: addressSchema.optional(),
    startsOn: calendarDate(key('events.startsOnRequired')).optional(),
    endsOn: calendarDate(key('events.endsOnRequired')).optional(),
    slots: slotsSchema.optional(),
    active: z.boolean().optional(),
    slug: eventSlugSchema.optional(),
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, {
    path: ['endsOn'],
    message: key('events.endBeforeStart'),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateEvent = z.input<typeof updateEventSchema>;
export type UpdateEventInput = z.output<typeof updateEventSchema>;

/** The time slots as the staff form takes them: one per line, blank lines skipped. */
export function slotLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The staff Events form, for creating and editing alike: the rules of `createEventSchema` on the
 * fields as typed (the time slots one per line, the slug empty to have it made from the venue),
 * giving the request body.
 */
export const eventFormSchema = z
  .object({
    venue: venueSchema,
    /** "" until a city is chosen. */
    city: z.string().pipe(citySchema),
    address: addressSchema,
    startsOn: calendarDate(key('events.startsOnRequired')),
    endsOn: calendarDate(key('events.endsOnRequired')),
    // A slot's refusal belongs to the text box, not to a line of it. As in createEventSchema, too
    // many slots end the check there (zod stops at an array's size), so the dates wait for it.
    slotsText: z.string().transform((text, ctx) => {
      const lines = slotLines(text);
      const slots = slotsSchema.safeParse(lines);
      if (slots.success) return slots.data;
      ctx.addIssue({ code: 'custom', message: slots.error.issues[0]?.message, continue: lines.length <= maxSlots });
      return z.NEVER;
    }),
    slug: z
      .string()
      .transform((slug) => (slug.trim() === '' ? undefined : slug))
      .pipe(eventSlugSchema.optional()),
  })
  .refine((v) => v.startsOn <= v.endsOn, { path: ['endsOn'], message: key('events.endBeforeStart') })
  .transform(
    ({ slotsText, slug, ...fields }): CreateEvent => ({ ...fields, slots: slotsText, ...(slug ? { slug } : {}) }),
  );
export type EventForm = z.input<typeof eventFormSchema>;

/** The texts the event schemas can name. The Events page is in English for now, like its labels. */
export const eventFormTexts: Record<string, () => string> = {
  'events.venueRequired': () => eventMessages.venueRequired,
  'events.cityRequired': () => eventMessages.cityRequired,
  'events.startsOnRequired': () => eventMessages.startsOnRequired,
  'events.endsOnRequired': () => eventMessages.endsOnRequired,
  'events.endBeforeStart': () => eventMessages.endBeforeStart,
  'events.slugFormat': () => eventMessages.slugFormat,
  'events.slotFormat': () => eventMessages.slotFormat,
  'events.tooManySlots': () => eventMessages.tooManySlots,
  'core.dateFormat': () => coreMessages.dateFormat,
  'core.dateOutOfRange': () => coreMessages.dateOutOfRange,
};

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
