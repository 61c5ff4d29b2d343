import { z } from 'zod';
import { historyNoteParamsSchema, historyNotes } from '#src/shared/core/history-notes.ts';
import { cleanTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { impactReceiptSchema } from '#src/shared/outcomes/outcome.schema.ts';
import { nextStepKeys } from '#src/shared/submissions/status.ts';
import { householdVerdictSchema, reviewStates } from '#src/shared/submissions/verdicts.ts';

// design.md §4: GET /api/track/:trackingNumber. One schema for the server's reply and the web's reader.

/**
 * The lookup is served as `/api/track/*`: a wildcard has no router length limit, so anything after
 * the slash, however long or malformed, gets the same 404 as an unknown number rather than a 400
 * or 414 that would tell an enumerator which guesses are well-formed.
 */
export const trackParamsSchema = z.object({ '*': z.string() });

export const trackingItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  condition: z.string(),
  thumbUrl: z.string(),
  url: z.string(),
  /** Issue 27: staff's verdict as the household reads it; only once the review is done (`review`). */
  verdict: householdVerdictSchema.optional(),
  /** Issue 27: what the crew did with it at the door, once the request is picked up. */
  load: z.enum(['loaded', 'left-behind']).optional(),
});
export type TrackingItem = z.infer<typeof trackingItemSchema>;

export const trackingResultSchema = z.object({
  trackingNumber: z.string(),
  kind: z.enum(['regular', 'event']),
  eventSlug: z.string().optional(),
  status: z.string(),
  /** product.md §4 step map: 1 Submitted … 4 Completed. */
  step: z.number().int(),
  nextStep: z.enum(nextStepKeys).meta({
    description: 'The next-step text (product.md §4) as a key of the message catalogue; nextStepText is its English.',
  }),
  /** The English of `nextStep`, for clients without the catalogue. */
  nextStepText: z.string(),
  /**
   * Issue 40: nobody was home, or the day was suspended: the booked window will not happen and the
   * household must pick a new one (the status stays Pickup Scheduled until it does).
   */
  needsRescheduling: z.boolean().optional(),
  /** ISO instant; shown as a Manila date. */
  submittedAt: z.string(),
  details: z.object({
    name: z.string(),
    /** The phone, masked unless the caller owns the request or is staff. */
    contact: z.string(),
    email: z.string(),
    /** The full pickup address for the owner and staff; "•••, City" otherwise (design.md §6.7). */
    location: z.string(),
    /** "Sat, 28 Nov 2026 · All Day", or "To be scheduled" (in English; the web composes it from `schedule`). */
    pickup: z.string(),
    /** The event's venue, for a request made at an event booth (issue 14). */
    venue: z.string().optional(),
    /** What `pickup` is made of: the booked day (YYYY-MM-DD), its window, an event booth's slot. */
    schedule: z.object({ date: z.string().nullable(), time: z.string().nullable(), slot: z.string().nullable() }),
  }),
  /** True when contact details were masked for this caller (so the page can say why). */
  masked: z.boolean(),
  /**
   * Issue 40 item 14: its personal data was erased (issue 26): no name, contacts or photo files are
   * left; the page says so rather than showing blanks and photos that no longer exist.
   */
  erased: z.boolean().optional(),
  items: z.array(trackingItemSchema),
  /**
   * Issue 27: `reviewing` until staff schedule the pickup (the page says the team is reviewing),
   * `done` once the items carry their verdicts, `none` for a declined or cancelled request.
   */
  review: z.enum(reviewStates).optional(),
  /** Issue 24: each line's note says what happened (null: read it from the status); see core/history-notes.ts. */
  history: z.array(
    z.object({
      status: z.string(),
      at: z.string(),
      note: z.enum(historyNotes).nullable(),
      params: historyNoteParamsSchema,
    }),
  ),
  /** Issue 16: what became of each item, once the request is Completed and its outcomes are recorded. */
  receipt: impactReceiptSchema.optional(),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

/** product.md §5 "Track lookup": the number as typed, cleaned; empty after that is refused. */
export const trackLookupSchema = z.object({
  trackingNumber: z
    .string()
    .transform(cleanTrackingNumber)
    .pipe(z.string().min(1, key('tracking.numberInvalid'))),
});
export type TrackLookup = z.input<typeof trackLookupSchema>;
