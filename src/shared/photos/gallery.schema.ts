import { z } from 'zod';
import { pageNumber } from '#src/shared/core/pagination.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { photoAnalysisSummarySchema } from './analysis.schema.ts';
import { photoDetailsSchema } from './photo.schema.ts';

// The staff's view of photos: the review screen's photo cards and the gallery (issue 5).

export const photoVerdicts = ['accept', 'recycle', 'reject'] as const;
export type PhotoVerdict = (typeof photoVerdicts)[number];

export const adminPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  label: z.string().meta({ description: 'The item name: "Item", or what the customer named it (decision 036).' }),
  /** What the customer wrote about the item on the signed-in upload (decision 036). */
  description: z.string().nullable(),
  brand: z.string(),
  condition: z.string(),
  verdict: z.enum(photoVerdicts).nullable(),
  verdictNote: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Item recognition (issue 12): item name, description, categories, and which recogniser answered. */
  analysis: photoAnalysisSummarySchema,
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const photoIdParamsSchema = z.object({ id: z.uuid(key('photos.noSuchPhoto')) });

export const verdictNoteSchema = z.string().trim().max(500);

export const updateAdminPhotoSchema = z
  .object({
    brand: photoDetailsSchema.shape.brand.optional(),
    condition: photoDetailsSchema.shape.condition.optional(),
    verdict: z.enum(photoVerdicts).nullable().optional(),
    verdictNote: verdictNoteSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), key('photos.nothingToUpdate'));
export type UpdateAdminPhoto = z.infer<typeof updateAdminPhotoSchema>;

export const adminPhotosQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type AdminPhotosQuery = z.input<typeof adminPhotosQuerySchema>;

export const adminGalleryPhotoSchema = adminPhotoSchema.extend({
  trackingNumber: z.string(),
  submissionName: z.string(),
});
export type AdminGalleryPhoto = z.infer<typeof adminGalleryPhotoSchema>;

export const adminPhotoListSchema = z.object({
  items: z.array(adminGalleryPhotoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPhotoList = z.infer<typeof adminPhotoListSchema>;

// ---- The staff's photo forms ----

export const verdictNoteFormSchema = z.object({ verdictNote: verdictNoteSchema });
export type VerdictNoteForm = z.infer<typeof verdictNoteFormSchema>;

export const adminPhotoDetailsFormSchema = photoDetailsSchema.pick({ brand: true, condition: true });
export type AdminPhotoDetailsForm = z.infer<typeof adminPhotoDetailsFormSchema>;
