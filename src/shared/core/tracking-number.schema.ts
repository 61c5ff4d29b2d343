import { z } from 'zod';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { cleanTrackingNumber } from './tracking-number.ts';

/**
 * The parameter of every route that names a request by its number (`/…/:trackingNumber`): cleaned
 * once here, so handlers and services never clean again. A malformed number is not refused: it
 * finds no row, so it is answered exactly as an unknown one and teaches a guesser nothing.
 */
export const trackingNumberParamsSchema = z.object({
  trackingNumber: z.string().max(40, key('submissions.trackingNumberInvalid')).transform(cleanTrackingNumber),
});
