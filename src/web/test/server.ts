import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

// The one HTTP boundary of the web tests (STYLE.md "Tests"): Mock Service Worker answers every
// request a screen sends, from the shared handlers (handlers/*.ts) or a test's own (`server.use`,
// answerFetch in http.ts). Everything above fetch — api(), TanStack Query, the forms — is real.

/** A request the page sent, as the server would read it. */
export interface SeenRequest {
  /** Path and query for our own origin (`/api/track/AB12CD34`), the full address for any other. */
  url: string;
  method: string;
  /** The JSON body; undefined for none and for a multipart upload. */
  body: unknown;
}

export const server = setupServer(...handlers);

let recording: SeenRequest[] | undefined;
const read = new Map<string, Promise<SeenRequest>>();

// Recorded as the request leaves (in the order the page sent them), its body read beside it.
const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
  const seen: SeenRequest = { url: shortUrl(request.url), method: request.method, body: undefined };
  recording?.push(seen);
  read.set(
    requestId,
    bodyOf(request.clone()).then((body) => {
      seen.body = body;
      return seen;
    }),
  );
};
const onEnd = ({ requestId }: { requestId: string }) => {
  read.delete(requestId);
};

/**
 * Starts answering requests, each recorded once. A worker that runs several files in one module
 * graph (`isolate: false`) starts the same server once per file, and MSW drops the listeners on
 * the first `close()` only: they are put on again here, never twice.
 */
export function listen(): void {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.removeListener('request:start', onStart);
  server.events.removeListener('request:end', onEnd);
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
}

/** From now on the page's requests go into the returned list (a later call starts a new one). */
export function recordRequests(): SeenRequest[] {
  recording = [];
  return recording;
}

/** Ends the recording; each test starts without one. */
export function stopRecording(): void {
  recording = undefined;
}

/** The request `requestId`, as recorded once its body is read. */
export function seenRequest(request: Request, requestId: string): Promise<SeenRequest> {
  return (
    read.get(requestId) ??
    bodyOf(request.clone()).then((body) => ({ url: shortUrl(request.url), method: request.method, body }))
  );
}

function shortUrl(url: string): string {
  const parsed = new URL(url);
  return parsed.origin === globalThis.location?.origin ? `${parsed.pathname}${parsed.search}` : url;
}

async function bodyOf(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return undefined;
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
