import type { ApiErrorBody } from '#src/shared/core/app-error.ts';
import { staticPages } from '#src/shared/static/paths.ts';

/** An API failure with the server's code and the message meant for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiErrorBody['issues'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never got an answer (offline, DNS, dropped connection). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

const networkMessage = 'We could not reach Ligpit. Check your connection and try again.';

/**
 * fetch for our JSON API: same-origin cookies, JSON in and out, `ApiError` on failure.
 * A 503 MAINTENANCE answer sends the visitor to the maintenance screen.
 */
export async function api<T>(
  path: string,
  init: Omit<RequestInit, 'body'> & { body?: unknown; json?: boolean } = {},
): Promise<T> {
  const { body, json = !(body instanceof FormData), headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json && body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as BodyInit),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', networkMessage);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiErrorBody>;
    if (response.status === 503 && error.error === 'MAINTENANCE' && typeof window !== 'undefined') {
      window.location.assign(staticPages.maintenance);
    }
    throw new ApiError(
      response.status,
      typeof error.error === 'string' ? error.error : `HTTP_${response.status}`,
      typeof error.message === 'string' ? error.message : 'Something went wrong. Please try again.',
      error.issues,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
