import { z } from 'zod';
import { guestLocations, unservicedLocation } from '#src/shared/core/cities.ts';
import { isIsoDate } from '#src/shared/core/dates.ts';
import { isValidPhone } from '#src/shared/core/phone.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { isInPickupWindow } from './pickup-window.ts';

// spec §5 "Guest form": the rules run in this order and the first failure is what the visitor sees.
// Each rule's message is a catalogue key (docs/decisions/006): the form shows its text, the API its English.
export const maxPhotosPerSubmission = 20; // DESIGN §8

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ownerDetailsSchema = z.object({
  name: z.string().trim().min(1, key('submissions.nameRequired')).max(120, key('submissions.fieldTooLong')),
  email: z
    .string()
    .trim()
    .min(1, key('submissions.emailRequired'))
    .max(254, key('submissions.emailInvalid'))
    .regex(emailPattern, key('submissions.emailInvalid')),
  phone: z.string().refine(isValidPhone, key('submissions.phoneInvalid')),
  /** DESIGN §4's `city`: the form's "Location" select (spec §5). BGC is stored as Taguig with "BGC" in the address. */
  city: z
    .string()
    .min(1, key('submissions.locationRequired'))
    .refine((v) => (guestLocations as readonly string[]).includes(v), key('submissions.locationRequired'))
    .refine((v) => v !== unservicedLocation, key('submissions.locationNotAvailable'))
    .meta({
      description: `One of ${guestLocations.join(', ')}. "${unservicedLocation}" is refused with its own message: not serviced yet.`,
    }),
  pickupDate: z
    .string()
    .min(1, key('submissions.pickupDateRequired'))
    .refine(isIsoDate, key('submissions.pickupDateRequired'))
    .refine((v) => isInPickupWindow(v), key('submissions.pickupDateOutOfWindow')),
  /** Issue 15: the preferred window (GET /api/pickup-availability); the day's first with room when left out. */
  pickupWindowId: z
    .uuid(key('submissions.pickupWindowUnavailable'))
    .optional()
    .meta({ description: 'A window id from GET /api/pickup-availability; left out, the first window with room.' }),
});
export type OwnerDetails = z.infer<typeof ownerDetailsSchema>;

export const guestSubmissionSchema = ownerDetailsSchema.extend({
  address: z.string().trim().max(300, key('submissions.fieldTooLong')).optional(),
  postalCode: z.string().trim().max(10, key('submissions.fieldTooLong')).optional(),
  photoIds: z
    .array(z.uuid())
    .min(1, key('submissions.photosMissing'))
    .max(maxPhotosPerSubmission, key('submissions.tooManyPhotos')),
  eventSlug: z.string().trim().max(80, key('submissions.fieldTooLong')).optional(),
  eventSlot: z.string().trim().max(80, key('submissions.fieldTooLong')).optional(),
  /** When an event booth saved this request on the device while offline (issue 14, decision 030). */
  queuedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'Set by an event booth that saved the request offline; the event is judged by it.' }),
});
export type GuestSubmission = z.infer<typeof guestSubmissionSchema>;

export const createSubmissionResponseSchema = z.object({ trackingNumber: z.string() });
export type CreateSubmissionResponse = z.infer<typeof createSubmissionResponseSchema>;

/**
 * What POST /api/submissions accepts: the form's schema, with absent fields read as empty so a
 * client that leaves a field out gets the same message as one that leaves it blank.
 */
export const guestSubmissionRequestSchema = z
  .preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const filled: Record<string, unknown> = { ...value };
    // `city` was called `location` until the API followed DESIGN §4; a page loaded before that
    // change still sends the old name, and its visitor should not be refused for it.
    if (filled.city === undefined && 'location' in filled) filled.city = filled.location;
    for (const key of ['name', 'email', 'phone', 'city', 'pickupDate'] as const) filled[key] ??= '';
    filled.photoIds ??= [];
    return filled;
  }, guestSubmissionSchema)
  .meta({ description: 'Also accepted: `location` for `city` (deprecated; its old name).' });

/** The header a submit carries so a double tap or a retry returns the first result (DESIGN §6.1). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

// spec §9: "Resend tracking button: at most 2 uses".
export const maxResends = 2;

/** GET /api/submissions/:trackingNumber/receipt — what /form-submitted shows; no personal data. */
export const submissionReceiptSchema = z.object({
  trackingNumber: z.string(),
  photoCount: z.number().int(),
  resendCount: z.number().int(),
  resendsLeft: z.number().int(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const resendResponseSchema = z.object({ resendsLeft: z.number().int() });
export type ResendResponse = z.infer<typeof resendResponseSchema>;
