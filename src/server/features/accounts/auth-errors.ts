import { errorBodyFor } from '#src/server/http/error-handler.ts';
import { authErrorNotices } from '#src/shared/accounts/messages.ts';
import type { ApiErrorBody } from '#src/shared/core/app-error.ts';

/**
 * Better Auth answers errors as `{ code, message }` with its own wording ("Invalid token"), or with
 * no JSON at all. Our API answers `{ error, message }` (design.md §8) with a sentence for people: this
 * keeps Better Auth's status and code, and swaps its wording for ours where we have one.
 */
export function toApiErrorBody(status: number, text: string): ApiErrorBody {
  let given: { code?: unknown; message?: unknown } = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (typeof parsed === 'object' && parsed !== null) given = parsed;
  } catch {
    // Not JSON: the status alone tells what happened.
  }
  const friendly = typeof given.code === 'string' ? authErrorNotices[given.code]?.description : undefined;
  return errorBodyFor(status, { code: given.code, message: friendly ?? given.message });
}
