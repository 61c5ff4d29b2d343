import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect } from 'vitest';
import { recordRequests, type SeenRequest, seenRequest, server } from './server.ts';

// The HTTP boundary of a screen under test: Mock Service Worker answers (server.ts), every hook is real.

export { customerUser, signedInAs, staffUser } from './handlers/session.ts';
export { json, renderAt } from './render-at.tsx';
export { type SeenRequest, server } from './server.ts';

/** A test's answer to one request; undefined leaves it to the shared handlers (handlers/*.ts). */
export type Answer = (request: SeenRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * Answers the page's requests with `answer` before the shared handlers, and records every request
 * in the returned list, in the order they were sent. A thrown error or a rejected promise is a
 * network failure, as fetch sees one.
 */
export function answerFetch(answer: Answer = () => undefined): SeenRequest[] {
  const seen = recordRequests();
  server.use(
    http.all('*', async ({ request, requestId }) => {
      try {
        return await answer(await seenRequest(request, requestId));
      } catch {
        return HttpResponse.error();
      }
    }),
  );
  return seen;
}

/** Records the page's requests without answering any: the shared handlers and `server.use` answer. */
export const seenRequests = (): SeenRequest[] => recordRequests();

/**
 * The review screen's side requests that a test about something else does not care about: the
 * drop-off suggestions and the refused items' reasons (issue 27), both empty.
 */
export function answerReviewFetch(answer: Answer): SeenRequest[] {
  return answerFetch((request) => {
    if (request.url === '/api/admin/drop-off-suggestions' || request.url.endsWith('/refusals')) {
      return HttpResponse.json({ items: [] });
    }
    return answer(request);
  });
}

/** The calls that changed something (anything but GET), e.g. to show nothing was sent. */
export const writes = (seen: readonly SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

/** Waits for the toast that says `description`, and checks its title. */
export async function expectToast(title: string, description: string): Promise<void> {
  const toast = (await screen.findByText(description, { selector: '[data-sonner-toast] *' })).closest(
    '[data-sonner-toast]',
  ) as HTMLElement;
  expect(within(toast).getByText(title)).toBeTruthy();
}

/** The visitor's language as the switch in the header sets it (the `ligpit_lang` cookie); none clears it. */
export function setLanguage(locale?: 'en' | 'fil'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads this cookie; a test sets it the same way
  document.cookie = locale ? `ligpit_lang=${locale}; path=/` : 'ligpit_lang=; path=/; max-age=0';
}
