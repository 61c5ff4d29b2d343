import { z } from 'zod';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { type PhotoVerdict, photoVerdicts } from '#src/shared/photos/gallery.schema.ts';
import { refusalReasons } from '#src/shared/submissions/verdict-text.ts';

// Issue 27: the verdict on each item as the household reads it, and what staff give with a
// "Can't take": a reason from a short list, a note for the household, a place to suggest. The
// verdict codes are the photos' (staff judge each photo); the crew's screen reads this module too.

export { photoVerdicts as verdictCodes };
export type VerdictCode = PhotoVerdict;
// The household's texts are in verdict-text.ts, without zod, for the pages that only show them.
export {
  type RefusalReason,
  refusalReasons,
  refusalReasonText,
  verdictText,
} from '#src/shared/submissions/verdict-text.ts';

/**
 * Where the household stands with the verdicts: `reviewing` before staff schedule the pickup (the
 * verdicts may still change, so none is shown), `done` once it is scheduled or completed (staff
 * finish the review by scheduling), `none` for a declined or cancelled request.
 */
export type ReviewState = 'reviewing' | 'done' | 'none';
export const reviewStates = ['reviewing', 'done', 'none'] as const;

export function reviewStateOf(status: string): ReviewState {
  if (status === 'Pickup Scheduled' || status === 'Completed') return 'done';
  if (status === 'Submitted' || status === 'Pending' || status === 'Processing' || status === 'Scheduled') {
    return 'reviewing';
  }
  return 'none';
}

/** A place staff suggest for an item we cannot take; the household reads both fields. */
export const dropOffSuggestionSchema = z.object({ id: z.string(), name: z.string(), note: z.string() });
export type DropOffSuggestion = z.infer<typeof dropOffSuggestionSchema>;
export const dropOffListSchema = z.object({ items: z.array(dropOffSuggestionSchema) });
export type DropOffList = z.infer<typeof dropOffListSchema>;

export const saveDropOffSchema = z.object({
  name: z.string().trim().min(1, key('submissions.dropOffNameRequired')).max(80, key('submissions.dropOffNameTooLong')),
  note: z.string().trim().max(200, key('submissions.dropOffNoteTooLong')).default(''),
});
export type SaveDropOff = z.input<typeof saveDropOffSchema>;
export const dropOffIdParamsSchema = z.object({ id: z.uuid(key('submissions.dropOffNotFound')) });

/** The note staff write for the household (what it reads beside the item); the verdict note stays staff-only. */
export const refusalNoteSchema = z.string().trim().max(300, key('submissions.refusalNoteTooLong'));

/** PUT …/photos/:photoId/refusal: the photo becomes "Can't take" with these. */
export const saveRefusalSchema = z.object({
  reason: z.enum(refusalReasons, { message: key('submissions.refusalReasonRequired') }),
  note: refusalNoteSchema.default(''),
  dropOffId: z.uuid(key('submissions.dropOffNotFound')).nullable().default(null),
});
export type SaveRefusal = z.input<typeof saveRefusalSchema>;

export const refusalParamsSchema = trackingNumberParamsSchema.extend({ photoId: z.uuid(key('photos.noSuchPhoto')) });

/** A refused photo's reason, household note and suggestion, as the staff review shows them. */
export const refusalSchema = z.object({
  photoId: z.string(),
  reason: z.enum(refusalReasons).nullable(),
  note: z.string().nullable(),
  dropOffId: z.string().nullable(),
});
export type Refusal = z.infer<typeof refusalSchema>;
export const refusalListSchema = z.object({ items: z.array(refusalSchema) });
export type RefusalList = z.infer<typeof refusalListSchema>;

/** One item's verdict as the household sees it (the tracking answer, the dashboard, the e-mail). */
export const householdVerdictSchema = z.object({
  verdict: z.enum(photoVerdicts).nullable(),
  /** Set for "Can't take" only; null when staff gave none. */
  reason: z.enum(refusalReasons).nullable(),
  note: z.string().nullable(),
  dropOff: z.object({ name: z.string(), note: z.string() }).nullable(),
});
export type HouseholdVerdict = z.infer<typeof householdVerdictSchema>;

/** How many items we take (as they are or for recycling) and how many we cannot: the SMS says it. */
export function verdictCounts(items: { verdict: VerdictCode | null }[]): { taken: number; refused: number } {
  let taken = 0;
  let refused = 0;
  for (const item of items) {
    if (item.verdict === 'reject') refused += 1;
    else if (item.verdict) taken += 1;
  }
  return { taken, refused };
}

/** The texts the refusal and drop-off forms' schemas can name (web/lib/field-error.ts). */
export const verdictFormTexts = {
  'submissions.refusalReasonRequired': m['submissions.refusalReasonRequired'],
  'submissions.refusalNoteTooLong': m['submissions.refusalNoteTooLong'],
  'submissions.dropOffNotFound': m['submissions.dropOffNotFound'],
  'submissions.dropOffNameRequired': m['submissions.dropOffNameRequired'],
  'submissions.dropOffNameTooLong': m['submissions.dropOffNameTooLong'],
  'submissions.dropOffNoteTooLong': m['submissions.dropOffNoteTooLong'],
};
