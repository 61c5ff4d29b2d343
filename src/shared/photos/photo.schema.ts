import { z } from 'zod';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { photoAnalysisSummarySchema } from '#src/shared/photos/analysis.schema.ts';

// DESIGN §4/§8: photos before and after submitting. Limits are checked on the server; the
// browser uses them to explain a refusal before uploading.
export const maxPhotoBytes = 10 * 1024 * 1024;
export const maxPhotoMegapixels = 40;
/** Accepted by content (magic bytes + decoder), not by file name. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

// spec §3: defaults of a new photo on the upload screen.
export const defaultPhotoBrand = 'Random Item';
export const defaultPhotoCondition = 'Unspecified';
export const defaultPhotoLabel = (position: number) => `Item ${position}`;

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
  brand: z.string().trim().min(1, key('photos.brandRequired')).max(80, key('submissions.fieldTooLong')),
  condition: z.string().trim().min(1, key('photos.conditionRequired')).max(80, key('submissions.fieldTooLong')),
  label: z.string().trim().min(1, key('photos.nameRequired')).max(80, key('submissions.fieldTooLong')),
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
