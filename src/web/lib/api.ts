import type { ApiErrorBody, ApiIssue } from '#src/shared/core/app-error.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';

/**
 * An API failure: the server's code (what a screen branches on) and the message meant for people,
 * in the visitor's language when the server named its text by key (docs/decisions/006).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** The catalogue key of `message`, when the server sent one. */
    readonly key?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never got an answer (offline, DNS, dropped connection). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

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
    throw new ApiError(0, 'NETWORK', m['core.network']());
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiErrorBody>;
    if (response.status === 503 && error.error === 'MAINTENANCE' && typeof window !== 'undefined') {
      window.location.assign(staticPages.maintenance);
    }
    throw await apiErrorFrom(response.status, error);
  }
  return data as T;
}

/**
 * The ApiError of an error answer. Texts the server named by key are read from the catalogue, which
 * loads only now, on the first failure: a page that never fails never downloads every text.
 */
export async function apiErrorFrom(status: number, body: Partial<ApiErrorBody>): Promise<ApiError> {
  const code = typeof body.error === 'string' ? body.error : `HTTP_${status}`;
  const message = typeof body.message === 'string' ? body.message : m['core.somethingWentWrong']();
  const issues = Array.isArray(body.issues) ? body.issues : [];
  const key = typeof body.key === 'string' ? body.key : undefined;
  if (!key && !issues.some((issue) => issue.key)) return new ApiError(status, code, message, issues);
  const { textFor } = await import('#src/shared/i18n/catalogue.ts');
  const params = typeof body.params === 'object' && body.params !== null ? body.params : {};
  return new ApiError(
    status,
    code,
    (key && textFor(key, params)) ?? message,
    issues.map((issue) => ({ ...issue, message: (issue.key && textFor(issue.key)) || issue.message })),
    key,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
