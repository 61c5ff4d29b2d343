import { z } from 'zod';

/**
 * DESIGN §8's error body, as a response schema for the account routes (and their OpenAPI
 * description). `error` is a code from src/shared/core/app-error.ts; `message` is the sentence to
 * show, the spec's words where it has them; `issues` lists every broken form rule in order.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorResponse = z.infer<typeof apiErrorSchema>;
