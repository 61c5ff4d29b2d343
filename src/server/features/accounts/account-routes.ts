import { errorResponse } from '#src/server/http/openapi-responses.ts';

/** OpenAPI tag of every customer-account route. */
export const accountTags = ['accounts'];

// What each error status means on the account routes; the body is always design.md §8's ApiError.
const errorMeanings: Record<number, string> = {
  400: 'A field breaks a form rule (VALIDATION, with issues).',
  401: 'Not signed in.',
  403: 'Signed in, but not as a customer with a confirmed address (or a foreign origin).',
  404: 'No request with this tracking number.',
  409: 'Already taken: the address is registered, or the number is already saved or claimed.',
  422: 'The details given do not match the request.',
  429: 'Too many attempts; Retry-After says when to try again.',
};

/** Response entries for the error statuses a route can answer, all in design.md §8's shape. */
export function errorResponses(...statuses: readonly number[]): Record<number, ReturnType<typeof errorResponse>> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(errorMeanings[status] ?? 'An error.')]));
}
