import { z } from 'zod';
import type { Notice } from '#src/shared/core/messages.ts';

// Issue 12: item recognition per photo (product.md §2 "Logged-in upload screen", §7 analyze-image).

/** The fixed list a provider must choose a photo's category from (the prompt names it). */
export const itemCategories = [
  'Furniture',
  'Appliance',
  'Electronics',
  'Clothing and shoes',
  'Bags and accessories',
  'Books and media',
  'Toys and games',
  'Kitchenware',
  'Home decor',
  'Sports and outdoors',
  'Tools',
  'Other',
] as const;
export type ItemCategory = (typeof itemCategories)[number];

/**
 * Where a photo's analysis stands. `none`: nobody asked (a guest's photo, or no recogniser when it
 * was uploaded); `queued`: waiting for the job; `running`: a provider is looking at it; `done`: the
 * result is stored and a second request costs nothing; `failed`: the last try failed (asking again
 * tries again).
 */
export const photoAnalysisStatuses = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type PhotoAnalysisStatus = (typeof photoAnalysisStatuses)[number];

/** The recognisers that can answer; `source` in every result says which one did. */
export const analysisSources = ['vision-api'] as const;
export type AnalysisSource = (typeof analysisSources)[number];

// product.md §7/§8: the texts the upload screen shows when an analysis cannot be had. The API answers
// with a code (design.md §8) and the description as its message; the screen shows these.
export const analysisNotices = {
  /** product.md §7: "If missingKey is set, the toast 'API Configuration Error' says the image analysis key is not configured." */
  notConfigured: {
    title: 'API Configuration Error',
    description: 'The image analysis key is not configured',
  },
  /** product.md §7: "Failures set the item to 'Analysis Failed' and the description to 'An error occurred during image analysis'." */
  failed: { title: 'Analysis Failed', description: 'An error occurred during image analysis' },
} as const satisfies Record<string, Notice>;

/** The setting an operator must give for analysis to work (the `missingKey` of VISION_NOT_CONFIGURED). */
export const visionKeySetting = 'VISION_API_KEY';

/** A photo's analysis as stored on it: what staff see in review and the gallery. */
export const photoAnalysisSummarySchema = z.object({
  status: z.enum(photoAnalysisStatuses),
  itemName: z.string().nullable().meta({ description: 'The first category, else inferred from the description.' }),
  description: z.string().nullable(),
  categories: z
    .array(z.string())
    .meta({ description: 'product.md §7: the first is the item name, then the category.' }),
  condition: z.string().nullable().meta({ description: 'Condition hints the recogniser saw (scratches, stains…).' }),
  acceptable: z
    .boolean()
    .nullable()
    .meta({ description: 'Whether the recogniser thinks we can take it (a hint for staff, not a decision).' }),
  source: z.enum(analysisSources).nullable().meta({ description: 'Which recogniser answered.' }),
  model: z.string().nullable(),
  analysedAt: z.iso.datetime().nullable(),
});
export type PhotoAnalysisSummary = z.infer<typeof photoAnalysisSummarySchema>;

/** GET /api/photos/:id/analysis: where one photo's analysis stands, without waiting. */
export const photoAnalysisSchema = photoAnalysisSummarySchema.extend({
  photoId: z.uuid(),
  available: z.boolean().meta({ description: 'Whether a recogniser is configured, so that asking can succeed.' }),
});
export type PhotoAnalysis = z.infer<typeof photoAnalysisSchema>;
