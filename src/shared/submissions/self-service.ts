import { z } from 'zod';
import { isIsoDate } from '#src/shared/core/dates.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { isInPickupWindow } from './pickup-window.ts';

// Issue 15: the owner cancels or reschedules online, until 24 hours before the pickup
// (spec §9, terms §7). The rule itself lives in the server's status-transition module.

/** spec §9: "Cancellation at least 24 hours before pickup"; rescheduling closes with it. */
export const ownerChangeCutoffHours = 24;

/** When a pickup starts, as an instant: its window's start in Manila (UTC+8, no DST), else midnight. */
export function pickupStartsAt(pickupDate: string, startsAt: string | null): Date {
  const time = startsAt && /^\d{1,2}:\d{2}$/.test(startsAt) ? startsAt.padStart(5, '0') : '00:00';
  return new Date(`${pickupDate}T${time}:00+08:00`);
}

/** "8:00–11:00" → "8:00"; "All Day" and the like → null. */
export function startOfLabel(label: string | null): string | null {
  return label ? (/^(\d{1,2}:\d{2})\s*[–-]/.exec(label)?.[1] ?? null) : null;
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
