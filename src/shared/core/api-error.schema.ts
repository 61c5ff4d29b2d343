import { z } from 'zod';

/** Its name among the document's component schemas (#/components/schemas/ApiError). */
export const apiErrorSchemaId = 'ApiError';

/**
 * The body of every API error (design.md §8), as a schema: what /api/openapi.json documents for each
 * 4xx and 5xx, and what the routes' serializers check those answers against. Loose on purpose:
 * an error may carry more than `{ error, message }` (a validation error's `issues`), and a field
 * added later must reach the client rather than be stripped on the way out.
 */
export const apiErrorSchema = z
  .looseObject({
    error: z.string().meta({ description: 'A stable code for programs, e.g. VALIDATION, NOT_FOUND, RATE_LIMITED.' }),
    message: z
      .string()
      .meta({ description: 'A sentence for people, in English; product.md’s text where product.md has one.' }),
    key: z.string().optional().meta({
      description: 'The message’s key in the message catalogue (e.g. tracking.notFound), to show it translated.',
    }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'The values the message was made with, for the same.' }),
    issues: z
      .array(z.looseObject({ path: z.string(), message: z.string(), key: z.string().optional() }))
      .optional()
      .meta({ description: 'Field-level problems of a VALIDATION error, in the order the form checks them.' }),
    missingKey: z
      .string()
      .optional()
      .meta({ description: 'VISION_NOT_CONFIGURED only: the setting an operator must give (product.md §7).' }),
  })
  .meta({ id: apiErrorSchemaId, description: 'The body of every API error (design.md §8).' });
