import { z } from 'zod';
import { reviewStates } from '#src/shared/submissions/verdicts.ts';

/** GET /api/me/submissions: the submissions this account owns, newest first. */
export const mySubmissionSchema = z.object({
  trackingNumber: z.string(),
  kind: z.enum(['regular', 'event']),
  /** The event's slug for an event submission (its result page is /event/:slug/tracking-result/:n). */
  eventSlug: z.string().nullable(),
  name: z.string(),
  /** Defaults to "Processing" when missing (product.md §2). */
  status: z.string(),
  /** "Location" on the card (product.md §2). */
  city: z.string(),
  /** ISO instant; shown as a Manila date. */
  submittedAt: z.string(),
  /** Issue 27: `reviewing` before the pickup is scheduled; `done` with the counts below. */
  review: z.enum(reviewStates).optional(),
  /** Issue 27: once reviewed, how many items we take (as they are or to recycle) and cannot take. */
  verdicts: z.object({ taken: z.number().int(), refused: z.number().int() }).nullable().optional(),
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;
export const mySubmissionListSchema = z.object({ submissions: z.array(mySubmissionSchema) });
export type MySubmissionList = z.infer<typeof mySubmissionListSchema>;
