import { z } from 'zod';
import { serviceCities } from '#src/shared/core/cities.ts';
import { isCalendarDate, isIsoDate } from '#src/shared/core/dates.ts';
import { eventPhases, slugPattern } from '#src/shared/core/event-rules.ts';
import { type HandoverSlot, handoverSlotKey, slotTimePattern } from '#src/shared/core/handover-slots.ts';
import { messageKey as key, type MessageKey } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
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

/**
 * A hand-over slot (issue 23): a day of the event and a time span, when a visitor may leave the
 * items at the booth. That the day is one of the event's is checked with the event's dates.
 */
const slotTime = z
  .string({ message: key('events.slotTimeFormat') })
  .regex(slotTimePattern, key('events.slotTimeFormat'));
export const handoverSlotSchema = z
  .object({ date: calendarDate(key('events.slotDayRequired')), start: slotTime, end: slotTime })
  .refine((slot) => slot.end > slot.start, { path: ['end'], message: key('events.slotEndBeforeStart') });
const maxSlots = 40;
const slotsSchema = z
  .array(handoverSlotSchema)
  .max(maxSlots, key('events.tooManySlots'))
  // The same slot twice is one slot; kept in time order, as the booth lists them.
  .transform((slots) =>
    [...new Map(slots.map((slot) => [handoverSlotKey(slot), slot])).values()].sort((a, b) =>
      handoverSlotKey(a).localeCompare(handoverSlotKey(b)),
    ),
  );

/** Whether every slot lies on a day of the event (the dates as they will be stored). */
export function slotsOutsideDates(
  slots: readonly HandoverSlot[],
  startsOn: string | null | undefined,
  endsOn: string | null | undefined,
): number[] {
  return slots.flatMap((slot, i) => ((startsOn && slot.date < startsOn) || (endsOn && slot.date > endsOn) ? [i] : []));
}

const venueSchema = z
  .string({ message: key('events.venueRequired') })
  .trim()
  .min(1, key('events.venueRequired'))
  .max(120);
const citySchema = z.enum(serviceCities, { message: key('events.cityRequired') });
const addressSchema = z.string().trim().max(300);

function outsideIssues(slots: readonly HandoverSlot[], startsOn: string, endsOn: string, ctx: z.RefinementCtx): void {
  if (startsOn > endsOn) return;
  for (const i of slotsOutsideDates(slots, startsOn, endsOn)) {
    ctx.addIssue({ code: 'custom', path: ['handoverSlots', i, 'date'], message: key('events.slotOutsideDates') });
  }
}

/** POST /api/admin/events. The slug is made from the venue and start date when left out. */
export const createEventSchema = z
  .object({
    venue: venueSchema,
    city: citySchema,
    address: addressSchema.default(''),
    startsOn: calendarDate(key('events.startsOnRequired')),
    endsOn: calendarDate(key('events.endsOnRequired')),
    handoverSlots: slotsSchema.default([]),
    active: z.boolean().default(true),
    slug: eventSlugSchema.optional(),
  })
  .refine((v) => v.startsOn <= v.endsOn, { path: ['endsOn'], message: key('events.endBeforeStart') })
  .superRefine((v, ctx) => outsideIssues(v.handoverSlots, v.startsOn, v.endsOn, ctx));
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
    handoverSlots: slotsSchema.optional(),
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

/**
 * The staff Events form, for creating and editing alike: the rules of `createEventSchema` on the
 * fields as typed (the slug empty to have it made from the venue), giving the request body.
 */
export const eventFormSchema = z
  .object({
    venue: venueSchema,
    /** "" until a city is chosen. */
    city: z.string().pipe(citySchema),
    address: addressSchema,
    startsOn: calendarDate(key('events.startsOnRequired')),
    endsOn: calendarDate(key('events.endsOnRequired')),
    handoverSlots: slotsSchema,
    slug: z
      .string()
      .transform((slug) => (slug.trim() === '' ? undefined : slug))
      .pipe(eventSlugSchema.optional()),
  })
  .refine((v) => v.startsOn <= v.endsOn, { path: ['endsOn'], message: key('events.endBeforeStart') })
  .superRefine((v, ctx) => outsideIssues(v.handoverSlots, v.startsOn, v.endsOn, ctx))
  .transform(({ slug, ...fields }): CreateEvent => ({ ...fields, ...(slug ? { slug } : {}) }));
export type EventForm = z.input<typeof eventFormSchema>;

/** The texts the event schemas can name, in the reader's language (the Events page shows them by key). */
export const eventFormTexts: Record<string, () => string> = {
  'events.venueRequired': m['events.venueRequired'],
  'events.cityRequired': m['events.cityRequired'],
  'events.startsOnRequired': m['events.startsOnRequired'],
  'events.endsOnRequired': m['events.endsOnRequired'],
  'events.endBeforeStart': m['events.endBeforeStart'],
  'events.slugFormat': m['events.slugFormat'],
  'events.tooManySlots': m['events.tooManySlots'],
  'events.slotDayRequired': m['events.slotDayRequired'],
  'events.slotTimeFormat': m['events.slotTimeFormat'],
  'events.slotEndBeforeStart': m['events.slotEndBeforeStart'],
  'events.slotOutsideDates': m['events.slotOutsideDates'],
  'core.dateFormat': m['core.dateFormat'],
  'core.dateOutOfRange': m['core.dateOutOfRange'],
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
  /** Issue 23: when a visitor may leave the items at the booth; none, and the booth books pickups only. */
  handoverSlots: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
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
  /** Issue 23: 'booth' (left at the booth) or 'pickup' (picked up at home); null before issue 23. */
  handover: z.string().nullish(),
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
