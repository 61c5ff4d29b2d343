import { vi } from 'vitest';

import { json } from '#src/web/test/render-at.tsx';

export { json, renderAt } from '#src/web/test/render-at.tsx';

export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Answers fetch like the server would (the HTTP boundary is the only thing replaced) and records calls. */
export function answerFetch(handler: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    return handler(request);
  });
  return seen;
}

/**
 * The review screen's side requests that a test about something else does not care about: the
 * drop-off suggestions and the refused items' reasons (issue 27), both empty.
 */
export function answerReviewFetch(handler: (request: SeenRequest) => Response | Promise<Response>) {
  return answerFetch((request) => {
    if (request.url === '/api/admin/drop-off-suggestions' || request.url.endsWith('/refusals')) {
      return json(200, { items: [] });
    }
    return handler(request);
  });
}

export const staffUser = { id: 'u1', email: 'staff@ligpit.ph', name: 'Liza Soriano', role: 'admin' as const };
export const customerUser = { id: 'u2', email: 'juan@example.ph', name: 'Juan', role: 'customer' as const };
