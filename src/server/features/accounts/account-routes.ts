import { z } from 'zod';
import { apiErrorSchema } from '#src/shared/accounts/api-error.schema.ts';

/** OpenAPI tag of every customer-account route. */
export const accountTags = ['accounts'];

/** Response schemas for the error statuses a route can answer, all in DESIGN §8's shape. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S[number], typeof apiErrorSchema>;
}

/** 204: no body. */
export const noContent = z.null().describe('No content');
