import { z } from 'zod';
import { isIsoDate, manilaInstant } from '#src/shared/core/dates.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { isInPickupWindow } from '#src/shared/scheduling/pickup-window.ts';

// Issue 15: the owner cancels or reschedules online, until 24 hours before the pickup
// (product.md §9, terms §7). The rule itself lives in the server's status-transition module.

/** product.md §9: "Cancellation at least 24 hours before pickup"; rescheduling closes with it. */
export const ownerChangeCutoffHours = 24;

/** When a pickup starts, as an instant: its window's start in Manila (UTC+8, no DST), else midnight. */
export function pickupStartsAt(pickupDate: string, startsAt: string | null): Date {
  return manilaInstant(pickupDate, startsAt && /^\d{1,2}:\d{2}$/.test(startsAt) ? startsAt : '00:00');
}

/** GET /api/submissions/:trackingNumber/manage: what the owner may still change. */
export const manageOptionsSchema = z.object({
  trackingNumber: z.string(),
  status: z.string(),
  city: z.string(),
  pickupDate: z.string().nullable(),
  pickupTime: z.string().nullable(),
  pickupWindowId: z.string().nullable(),
  /** Cancel and reschedule are open until then (an ISO instant); null when there is no date yet. */
  changeUntil: z.string().nullable(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  /** The pickup day was suspended (decision 043): the household is asked to pick a new window. */
  needsRescheduling: z.boolean(),
  /** Photos may be added or removed (Submitted or Processing, not an event request). */
  canEditPhotos: z.boolean(),
  /**
   * Issue 27: an item staff marked "Can't take" may be removed: the pickup is scheduled and it is
   * more than 24 hours away (the cancel's rule).
   */
  canRemoveRefused: z.boolean().optional(),
});
export type ManageOptions = z.infer<typeof manageOptionsSchema>;

/**
 * The answer of GET …/manage: the options for the owner, null for anyone else and for an unknown
 * number alike (one answer, so it tells nothing; and a 200, as the page asks on every visit).
 */
export const manageAnswerSchema = z.object({ options: manageOptionsSchema.nullable() });
export type ManageAnswer = z.infer<typeof manageAnswerSchema>;

export const rescheduleSchema = z.object({
  pickupDate: z
    .string()
    .refine(isIsoDate, key('submissions.pickupDateRequired'))
    .refine((v) => isInPickupWindow(v), key('submissions.pickupDateOutOfWindow')),
  pickupWindowId: z.uuid(key('submissions.pickupWindowUnavailable')),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

// ---- The one-time code for a guest on another device (decision 044) ----

/** A code lasts this long, allows this many tries; a request gets this many codes an hour. */
export const ownerCodeMinutes = 10;
export const ownerCodeMaxAttempts = 5;
export const ownerCodesPerHour = 3;

export const ownerCodeRequestSchema = z.object({
  /** Where the code goes: the phone on file (the default) or the e-mail address. */
  channel: z.enum(['sms', 'email']).optional(),
});
export type OwnerCodeRequest = z.infer<typeof ownerCodeRequestSchema>;

export const ownerCodeSentSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** Masked by core/mask.ts: "+63 9•• ••• 4567", "m•••@example.ph". */
  destination: z.string(),
  expiresAt: z.string(),
});
export type OwnerCodeSent = z.infer<typeof ownerCodeSentSchema>;

/**
 * GET …/owner-code (issue 24): where a code can go, masked, for the person to choose. `preferred`
 * is the phone when an SMS provider is configured, else the e-mail (with no provider an SMS reaches
 * no one).
 */
export const ownerCodeDestinationsSchema = z.object({
  destinations: z.array(z.object({ channel: z.enum(['sms', 'email']), destination: z.string() })),
  preferred: z.enum(['sms', 'email']).nullable(),
});
export type OwnerCodeDestinations = z.infer<typeof ownerCodeDestinationsSchema>;

export const verifyOwnerCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, key('submissions.ownerCodeInvalid')),
});
export type VerifyOwnerCode = z.infer<typeof verifyOwnerCodeSchema>;

// ---- Photos the owner adds or removes (issue 15) ----

/** The statuses in which the owner may still add or remove photos: before a pickup is set. */
export const photoEditableStatuses: readonly string[] = ['Submitted', 'Pending', 'Processing'];

export const addOwnerPhotoSchema = z.object({ photoId: z.uuid(key('submissions.photoNotOnRequest')) });
export type AddOwnerPhoto = z.infer<typeof addOwnerPhotoSchema>;
