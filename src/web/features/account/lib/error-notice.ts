import { authErrorNotices } from '#src/shared/accounts/messages.ts';
import type { Notice } from '#src/shared/core/messages.ts';
import { ApiError } from '#src/web/lib/api.ts';

/**
 * What a person reads for a failed account call, chosen by the answer's code (never by its
 * sentence): the screen's own notices first, then Better Auth's codes, then — for a limit, a
 * refused field or a lost connection — the server's sentence under the screen's title.
 */
export function noticeForError(error: unknown, fallback: Notice, codes: Readonly<Record<string, Notice>> = {}): Notice {
  if (!(error instanceof ApiError)) return fallback;
  const known = codes[error.code] ?? authErrorNotices[error.code];
  if (known) return known;
  if (error.isNetwork || error.status === 429 || error.code === 'VALIDATION') {
    return { title: fallback.title, description: error.message };
  }
  return fallback;
}
