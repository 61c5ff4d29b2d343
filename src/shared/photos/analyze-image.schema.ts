import { z } from 'zod';
import { analysisSources } from '#src/shared/photos/analysis.schema.ts';
import { maxPhotoBytes } from '#src/shared/photos/photo.schema.ts';

// A base64 photo of at most 10 MB, maybe as a data URL ("data:image/jpeg;base64,…").
const maxBase64Chars = Math.ceil(maxPhotoBytes / 3) * 4 + 64;

/**
 * POST /api/analyze-image. Our screens send photoId. For the original specification's client, base64Data (the photo's
 * bytes as uploaded) or remoteURL (the URL its upload answered with) find the same photo; the server
 * never fetches a URL and never analyses bytes that are not a photo of this user.
 */
export const analyzeImageRequestSchema = z
  .object({
    photoId: z.uuid('Photo not found').optional(),
    remoteURL: z.string().max(2048).optional(),
    base64Data: z.string().max(maxBase64Chars, 'That photo is too large. Photos can be at most 10 MB.').optional(),
  })
  .refine((v) => v.photoId !== undefined || v.remoteURL !== undefined || v.base64Data !== undefined, {
    message: 'Say which photo to analyse (photoId)',
    path: ['photoId'],
  });
export type AnalyzeImageRequest = z.infer<typeof analyzeImageRequestSchema>;

/** The answer of POST /api/analyze-image: product.md §7's `{ description, categories }` and ours beside it. */
export const analyzeImageResponseSchema = z.object({
  photoId: z.uuid(),
  status: z.literal('done'),
  description: z.string(),
  categories: z.array(z.string()).meta({ description: 'product.md §7: the first is the item name.' }),
  itemName: z.string().nullable().meta({ description: 'The first category, else inferred from the description (§9).' }),
  condition: z.string().nullable(),
  acceptable: z.boolean().nullable(),
  source: z.enum(analysisSources),
  model: z.string(),
  analysedAt: z.iso.datetime(),
  cached: z.boolean().meta({ description: 'True when the stored result answered and no provider was asked.' }),
});
export type AnalyzeImageResponse = z.infer<typeof analyzeImageResponseSchema>;
