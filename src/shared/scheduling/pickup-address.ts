import { z } from 'zod';
import { guestLocations, unservicedLocation } from '#src/shared/core/cities.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';

// Issue 23: one pickup address for a profile and a submission: street with house number (the
// submission's `address`, the profile's street line), barangay, city, postal code (optional) and
// landmark (optional). A crew cannot drive to "Makati" (issue 12). No composite line is stored
// beside these parts, and no placeholder sentence stands in for a missing one.

export const postalCodePattern = /^\d{4}$/;

export const addressLimits = { street: 300, barangay: 120, landmark: 300 } as const;

/**
 * The address lines. `required` false is for an event booth, where the items are handed over at
 * the venue; the rules and their texts are otherwise the same everywhere.
 */
export function addressLineFields(required = true) {
  const needed = (field: z.ZodString, message: Parameters<typeof key>[0]) =>
    required ? field.min(1, key(message)) : field;
  return {
    /** Street address with house number (design.md §4's `address`). */
    address: needed(z.string().trim(), 'submissions.streetRequired').max(
      addressLimits.street,
      key('submissions.fieldTooLong'),
    ),
    barangay: needed(z.string().trim(), 'submissions.barangayRequired').max(
      addressLimits.barangay,
      key('submissions.fieldTooLong'),
    ),
    /** Landmark or delivery notes: "Blue gate beside the sari-sari store". */
    landmark: z.string().trim().max(addressLimits.landmark, key('submissions.fieldTooLong')).optional(),
    postalCode: z
      .string()
      .trim()
      .refine((v) => v === '' || postalCodePattern.test(v), key('submissions.postalCodeInvalid'))
      .optional(),
  };
}

/**
 * The Location select's value: one of the 17 cities or BGC (decision 057). "Others" is refused
 * with product.md's "Location Not Available" text; a city staff paused is refused by the server.
 */
export const locationField = z
  .string()
  .min(1, key('submissions.locationRequired'))
  .refine((v) => guestLocations.includes(v), key('submissions.locationRequired'))
  .refine((v) => v !== unservicedLocation, key('submissions.locationNotAvailable'))
  .meta({
    description: `One of ${guestLocations.join(', ')}. "${unservicedLocation}" is refused with its own message: not serviced yet.`,
  });

/** The whole pickup address, as every form that asks for one holds it. */
export const pickupAddressSchema = z.object({ city: locationField, ...addressLineFields() });
export type PickupAddress = z.input<typeof pickupAddressSchema>;
