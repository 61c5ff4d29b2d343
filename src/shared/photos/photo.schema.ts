import { z } from 'zod';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { photoAnalysisSummarySchema } from '#src/shared/photos/analysis.schema.ts';

// The limits and defaults live in photo-rules.ts, a module without zod: the upload screen reads
// them before it needs any schema (issue 14: zod stayed out of the booth page's first load).
export {
  acceptedPhotoTypes,
  defaultPhotoBrand,
  defaultPhotoCondition,
  defaultPhotoLabel,
  maxPhotoAspectRatio,
  maxPhotoBytes,
  maxPhotoMegapixels,
} from './photo-rules.ts';

export const photoSchema = z.object({
  id: z.uuid(),
  /** Full-size (≤ 1600 px) JPEG, served by the app. */
  url: z.string(),
  /** ~400 px JPEG. */
  thumbUrl: z.string(),
  brand: z.string(),
  condition: z.string(),
  label: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** Item recognition (issue 12): queued on upload by a signed-in person, filled in by the job. */
  analysis: photoAnalysisSummarySchema.optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A photo's name, brand and condition, as the upload screen's photo details form edits them (messages are catalogue keys). */
export const photoDetailsSchema = z.object({
  // Issue 24: each may be left empty (an unnamed photo reads "Photo 2"; no brand, no condition).
  brand: z.string().trim().max(80, key('submissions.fieldTooLong')),
  condition: z.string().trim().max(80, key('submissions.fieldTooLong')),
  label: z.string().trim().max(80, key('submissions.fieldTooLong')),
});
export type PhotoDetails = z.infer<typeof photoDetailsSchema>;

/** The texts photoDetailsSchema can name, for a form that shows them (web/lib/field-error.ts). */
export const photoDetailsTexts = {
  'photos.brandRequired': m['photos.brandRequired'],
  'photos.conditionRequired': m['photos.conditionRequired'],
  'photos.nameRequired': m['photos.nameRequired'],
  'submissions.fieldTooLong': m['submissions.fieldTooLong'],
};

/** PATCH /api/photos/:id: any of the details, at least one. */
export const updatePhotoSchema = photoDetailsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, key('photos.nothingToUpdate'));
export type UpdatePhoto = z.infer<typeof updatePhotoSchema>;
