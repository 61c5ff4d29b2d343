import { z } from 'zod';
import { cleanTrackingNumber, isTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { addProblems } from './form-rules.ts';
import { accountNotices } from './messages.ts';

// product.md §5 "Profile tracking number add" and "Dashboard add": a customer's saved tracking numbers
// (bookmarks, design.md §6.6: saving a number gives no rights to the submission).

/**
 * Where the number is added from. The two screens differ (product.md §5): the profile also refuses a
 * number that no submission has ("not found in our system") and calls a duplicate "Duplicate
 * Tracking Number"; the dashboard calls it "Already Added". Both refuse a malformed number.
 */
export const savedTrackingNumberVariants = ['profile', 'dashboard'] as const;
export type SavedTrackingNumberVariant = (typeof savedTrackingNumberVariants)[number];

const savedNumberFields = { trackingNumber: z.string().max(40, key('accounts.trackingNumberInvalid')) };

function checkSavedNumber(v: { trackingNumber: string }, ctx: z.RefinementCtx): void {
  if (!isTrackingNumber(cleanTrackingNumber(v.trackingNumber))) {
    addProblems(ctx, [{ field: 'trackingNumber', notice: accountNotices.trackingNumberInvalid }]);
  }
}

/** The Add form of My Tracking Numbers, on either screen: the number as typed. */
export const savedTrackingNumberFormSchema = z
  .object(savedNumberFields)
  .superRefine(checkSavedNumber)
  .transform((v) => ({ trackingNumber: cleanTrackingNumber(v.trackingNumber) }));
export type SavedTrackingNumberForm = z.input<typeof savedTrackingNumberFormSchema>;

export const addTrackingNumberRequestSchema = z
  .object({ ...savedNumberFields, variant: z.enum(savedTrackingNumberVariants) })
  .superRefine(checkSavedNumber)
  .transform((v) => ({ trackingNumber: cleanTrackingNumber(v.trackingNumber), variant: v.variant }));
export type AddTrackingNumberRequest = z.input<typeof addTrackingNumberRequestSchema>;
export type AddTrackingNumber = z.output<typeof addTrackingNumberRequestSchema>;

/** The text of a duplicate, per screen. */
export function duplicateNotice(variant: SavedTrackingNumberVariant) {
  return variant === 'profile' ? accountNotices.trackingNumberDuplicate : accountNotices.trackingNumberAlreadyAdded;
}

export const savedTrackingNumberSchema = z.object({
  trackingNumber: z.string(),
  /** ISO instant. */
  addedAt: z.string(),
});
export type SavedTrackingNumber = z.infer<typeof savedTrackingNumberSchema>;

/** Newest first (product.md §7: "ordered by created_at descending"). */
export const savedTrackingNumberListSchema = z.object({ trackingNumbers: z.array(savedTrackingNumberSchema) });
export type SavedTrackingNumberList = z.infer<typeof savedTrackingNumberListSchema>;
