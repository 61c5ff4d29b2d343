import { z } from 'zod';
import { apiErrorSchema } from '#src/shared/core/api-error.schema.ts';

// Response entries for route schemas that are not a plain JSON body. Fastify reads the same
// entries to serialize (by status and media type) and @fastify/swagger to document, so each
// route's schema stays the one source for both (src/server/http/openapi.ts).

const json = 'application/json';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body that the handler reads itself (@fastify/multipart), so Fastify
     * never validates it: documented only, by openapi.ts.
     */
    multipartBody?: z.ZodObject;
  }
}

/**
 * A 4xx/5xx answer in the shape of every API error, `{ error, message }` (design.md §8), saying when
 * this route gives it. Listed per route for the statuses its own checks produce; the ones every
 * route of a kind shares (CSRF, the admin guard, rate limits, 500) are added in openapi.ts.
 */
export function errorResponse(description: string) {
  return { description, content: { [json]: { schema: apiErrorSchema } } };
}

/** An answer without a body (204). */
export function noContent(description: string) {
  return z.undefined().meta({ description });
}

/** Bytes of one media type, e.g. a JPEG; sent as a Buffer, which Fastify never serializes. */
export function binaryResponse(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: z.instanceof(Buffer).meta({ type: 'string', contentMediaType: mediaType }) } },
  };
}

/** A whole HTML page, sent as a string with its content type, which Fastify never serializes. */
export function htmlResponse(description: string) {
  return { description, content: { 'text/html': { schema: z.string() } } };
}
