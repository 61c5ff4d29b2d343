import { z } from 'zod';
import { isIsoDate } from '#src/shared/core/dates.ts';
import { canonicalEmail, emailMaxLength, isOrdinaryEmail } from '#src/shared/core/email.ts';
import { metroManilaPointSchema } from '#src/shared/core/geo-point.ts';
import { handoverModes, parseHandoverSlotKey } from '#src/shared/core/handover-slots.ts';
import { personNameField } from '#src/shared/core/person-name.ts';
import { isValidPhone } from '#src/shared/core/phone.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { locales } from '#src/shared/i18n/paraglide/runtime.js';
import { maxPhotosPerSubmission } from '#src/shared/photos/photo-rules.ts';
import { addressLineFields, locationField } from '#src/shared/scheduling/pickup-address.ts';
import { isInPickupWindow } from '#src/shared/scheduling/pickup-window.ts';

// product.md §5 "Guest form": the rules run in this order and the first failure is what the visitor sees.
// Each rule's message is a catalogue key (docs/decisions/006): the form shows its text, the API its English.

export { postalCodePattern } from '#src/shared/scheduling/pickup-address.ts';

/** The pickup address's lines (issue 12; one schema for profile and submission, issue 23). */
const pickupAddressFields = addressLineFields;

export const ownerDetailsSchema = z.object({
  name: personNameField({ required: 'submissions.nameRequired', tooLong: 'submissions.fieldTooLong' }),
  email: z
    .string()
    .trim()
    .min(1, key('submissions.emailRequired'))
    .max(emailMaxLength, key('submissions.emailInvalid'))
    // Issue 26: the one e-mail rule (src/shared/core/email.ts), stored in its canonical spelling.
    .refine(isOrdinaryEmail, key('submissions.emailInvalid'))
    .transform(canonicalEmail),
  phone: z.string().refine(isValidPhone, key('submissions.phoneInvalid')),
  /** design.md §4's `city`: the form's "Location" select (decision 057). BGC is stored as Taguig with "BGC" in the address. */
  city: locationField,
  ...pickupAddressFields(),
  pickupDate: z
    .string()
    .min(1, key('submissions.pickupDateRequired'))
    .refine(isIsoDate, key('submissions.pickupDateRequired'))
    .refine((v) => isInPickupWindow(v), key('submissions.pickupDateOutOfWindow')),
  /** Issue 37: the household's optional pin ("Use my location"), inside Metro Manila; kept with the address. */
  pin: metroManilaPointSchema
    .optional()
    .meta({ description: 'Optional: where the door is, from the phone’s location, inside Metro Manila.' }),
  /** Issue 15: the preferred window (GET /api/pickup-availability); the day's first with room when left out. */
  pickupWindowId: z
    .uuid(key('submissions.pickupWindowUnavailable'))
    .optional()
    .meta({ description: 'A window id from GET /api/pickup-availability; left out, the first window with room.' }),
});
export type OwnerDetails = z.input<typeof ownerDetailsSchema>;

/** A person's pickup address on its own: one schema in src/shared/scheduling/pickup-address.ts. */
export { type PickupAddress, pickupAddressSchema } from '#src/shared/scheduling/pickup-address.ts';

/** What every submission carries; the address is required unless an event booth sends it. */
const submissionFields = ownerDetailsSchema.extend({
  ...pickupAddressFields(false),
  photoIds: z
    .array(z.uuid())
    .min(1, key('submissions.photosMissing'))
    .max(maxPhotosPerSubmission, key('submissions.tooManyPhotos')),
  eventSlug: z.string().trim().max(80, key('submissions.fieldTooLong')).optional(),
  eventSlot: z.string().trim().max(80, key('submissions.fieldTooLong')).optional(),
  /** The language the screen was in (issue 16): the request's SMS and e-mails are written in it. */
  locale: z
    .enum(locales)
    .optional()
    .meta({ description: 'The language the request was made in; its SMS and e-mails use it. English when left out.' }),
  /** When an event booth saved this request on the device while offline (issue 14, decision 030). */
  queuedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'Set by an event booth that saved the request offline; the event is judged by it.' }),
  /**
   * What the person named on each photo (issue 12, decision 036): the item and its description,
   * typed or taken from the recognition panel. Keyed by photo id; photos left out keep their label.
   */
  items: z
    .array(
      z.object({
        photoId: z.uuid(),
        itemName: z.string().trim().max(120, key('submissions.fieldTooLong')),
        description: z.string().trim().max(1000, key('submissions.fieldTooLong')),
      }),
    )
    .max(maxPhotosPerSubmission, key('submissions.tooManyPhotos'))
    .optional(),
});

/**
 * A home pickup: the guest and signed-in screens', and a booth's "Pick it up from my home"
 * (issue 23): address, date and window with the guest form's rules and texts.
 */
const homePickupSchema = submissionFields
  // Left out by the guest and signed-in screens, which only book pickups.
  .extend({ handover: z.literal('pickup').optional() })
  .superRefine((v, ctx) => {
    // A home pickup needs somewhere to go.
    if (!v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: key('submissions.streetRequired') });
    if (!v.barangay) ctx.addIssue({ code: 'custom', path: ['barangay'], message: key('submissions.barangayRequired') });
  });

/**
 * A booth's "Leave it at the booth" (issue 23): the items are handed over at the venue in one of
 * the event's hand-over slots. No address, no pickup date or window: those fields are dropped.
 */
const boothDropOffSchema = submissionFields
  .pick({ name: true, email: true, phone: true, photoIds: true, locale: true, queuedAt: true, items: true })
  .extend({
    handover: z.literal('booth'),
    eventSlug: z
      .string({ message: key('events.eventNotFound') })
      .trim()
      .min(1, key('events.eventNotFound'))
      .max(80, key('submissions.fieldTooLong')),
    eventSlot: z
      .string({ message: key('events.slotRequired') })
      .trim()
      .min(1, key('events.slotRequired'))
      .refine((v) => parseHandoverSlotKey(v) !== null, key('events.unknownSlot'))
      .meta({
        description: 'A hand-over slot of the event, as GET /api/events/:slug lists it: "YYYY-MM-DD HH:MM-HH:MM".',
      }),
  });

/** POST /api/submissions: a home pickup (the default), or an item left at an event's booth. */
export const guestSubmissionSchema = z.discriminatedUnion('handover', [homePickupSchema, boothDropOffSchema], {
  message: key('events.handoverRequired'),
});
export type GuestSubmission = z.input<typeof guestSubmissionSchema>;
export type SubmissionInput = z.output<typeof guestSubmissionSchema>;
export type BoothDropOff = z.input<typeof boothDropOffSchema>;
export { handoverModes };

/**
 * The booth's form (issue 23): the contact details, then either the hand-over slot ("Leave it at
 * the booth") or the guest form's location, address, date and window ("Pick it up from my home").
 */
export const boothFormSchema = z.discriminatedUnion('handover', [
  ownerDetailsSchema.extend({ handover: z.literal('pickup'), eventSlot: z.string().optional() }),
  boothDropOffSchema.pick({ name: true, email: true, phone: true, handover: true, eventSlot: true }),
]);
/** The booth form's fields: both ways' fields are kept while the visitor switches between them. */
export type BoothDetails = OwnerDetails & { handover: (typeof handoverModes)[number]; eventSlot: string };

export const createSubmissionResponseSchema = z.object({ trackingNumber: z.string() });
export type CreateSubmissionResponse = z.infer<typeof createSubmissionResponseSchema>;

const requiredTexts = ['name', 'email', 'phone', 'city', 'address', 'barangay', 'pickupDate'] as const;

/**
 * What POST /api/submissions accepts: the form's schema, with absent fields read as empty so a
 * client that leaves a field out gets the same message as one that leaves it blank.
 */
export const guestSubmissionRequestSchema = z
  .preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const filled: Record<string, unknown> = { ...value };
    // `city` was called `location` until the API followed design.md §4; a page loaded before that
    // change still sends the old name, and its visitor should not be refused for it.
    if (filled.city === undefined && 'location' in filled) filled.city = filled.location;
    // Issue 23: a request that does not say how is a home pickup (the guest and signed-in screens).
    filled.handover ??= 'pickup';
    const fields = filled.handover === 'booth' ? (['name', 'email', 'phone'] as const) : requiredTexts;
    for (const key of fields) filled[key] ??= '';
    filled.photoIds ??= [];
    return filled;
  }, guestSubmissionSchema)
  .meta({ description: 'Also accepted: `location` for `city` (deprecated; its old name).' });

/** The header a submit carries so a double tap or a retry returns the first result (design.md §6.1). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

// product.md §9: "Resend tracking button: at most 2 uses".
export const maxResends = 2;

/** GET /api/submissions/:trackingNumber/receipt — what /form-submitted shows; no personal data. */
export const submissionReceiptSchema = z.object({
  trackingNumber: z.string(),
  photoCount: z.number().int(),
  resendCount: z.number().int(),
  resendsLeft: z.number().int(),
  /** Issue 40: items left at a booth: the venue and the hand-over slot's key, so the page says where and when. */
  dropOff: z.object({ venue: z.string(), slot: z.string() }).optional(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const resendResponseSchema = z.object({ resendsLeft: z.number().int() });
export type ResendResponse = z.infer<typeof resendResponseSchema>;
