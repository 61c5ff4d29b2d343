import { authErrorNotices } from '#src/shared/accounts/messages.ts';
import type { Notice } from '#src/shared/core/messages.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { said } from '#src/web/lib/said.ts';

/**
 * What a person reads for a failed account call, chosen by the answer's code (never by its
 * sentence): the screen's own notices first, then Better Auth's codes, then — for a limit, a
 * refused field or a lost connection — the server's sentence under the screen's title; in the
 * reader's language.
 */
export function noticeForError(error: unknown, fallback: Notice, codes: Readonly<Record<string, Notice>> = {}): Notice {
  if (!(error instanceof ApiError)) return said(fallback);
  const known = codes[error.code] ?? authErrorNotices[error.code];
  if (known) return said(known);
  if (error.isNetwork || error.status === 429 || error.code === 'VALIDATION') {
    // The API's sentence is already in the reader's language when it names a key (src/web/lib/api.ts).
    return { title: said(fallback).title, description: error.message };
  }
  return said(fallback);
}
