import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '#src/shared/core/app-error.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { appError } from './errors.ts';

/**
 * Input hygiene at the edge (issue 13): one place that refuses what no handler, no database and no
 * library should ever see, for every route, Better Auth's `/api/auth/*` included.
 *
 * - A NUL byte (PostgreSQL cannot store one in text: the query fails with a 500) or a lone UTF-16
 *   surrogate (not Unicode; drivers silently turn it into U+FFFD or fail) in any string of the URL
 *   (path and query) or of a JSON or text body is a 400, before any handler runs.
 * - A URL whose percent-encoding is not UTF-8 is a 400 (a lone surrogate can only arrive that way).
 * - JSON bodies are at most `jsonLimits.maxBytes` long and `jsonLimits.maxDepth` levels deep: nothing
 *   we accept nests more than four levels, and Better Auth recursed through a 5,000-deep body until
 *   the stack overflowed. A route that needs a larger body sets its own `bodyLimit`.
 *
 * Multipart uploads are not JSON and keep their own limits (photos.public.routes.ts).
 */
export const jsonLimits = { maxBytes: 64 * 1024, maxDepth: 32 } as const;

/** The English of the refusals below, for tests (the texts are core.* in the catalogue). */
export const inputMessages = {
  badUrl: englishText('core.badUrl'),
  badRedirect: englishText('core.badRedirect'),
  badCharacter: englishText('core.badCharacter'),
  tooDeep: englishText('core.tooDeep', { maxDepth: jsonLimits.maxDepth }),
} as const;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const forbiddenCharacter = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text has no NUL byte and no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !forbiddenCharacter.test(text);
}

/**
 * The path a prefix rule should look at. The router decodes escapes and dot segments, so
 * "/api/%61dmin/stats" reaches the staff routes: for such a path this is the pattern of the route it
 * reached. Plain paths, nearly all, are taken as they are (reading routeOptions builds an object).
 */
export function routedPath(request: FastifyRequest): string {
  // Asked twice a request (security headers, redirect check): a slice, not a split's array.
  const url = request.url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return /%|\/\.\.?(?:\/|$)/.test(path) ? (request.routeOptions.url ?? path) : path;
}

/** Refuses a URL with malformed percent-encoding or a NUL byte anywhere in its path or query. */
export function checkUrl(url: string): AppError | undefined {
  // The fast path: a URL without escapes cannot hide a NUL, and a raw one cannot come over HTTP.
  if (!url.includes('%') && !url.includes('\0')) return undefined;
  let decoded: string;
  try {
    // Escapes decode the same whatever the delimiters around them, so the whole URL decodes
    // exactly when each of its parts does.
    decoded = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return appError('BAD_REQUEST', 'core.badUrl');
  }
  return decoded.includes('\0') ? appError('BAD_REQUEST', 'core.badCharacter') : undefined;
}

/**
 * Walks a parsed body without recursion (a hostile body must not be able to blow the stack here
 * either) and refuses it past the depth limit or at the first string, key or value, that is not clean.
 * The refusal names the field, so a form can show it next to the input.
 */
export function checkParsedBody(body: unknown, maxDepth: number = jsonLimits.maxDepth): AppError | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isCleanText(value)) return badCharacterAt(path);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return appError('BAD_REQUEST', 'core.tooDeep', { maxDepth });
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        stack.push({ value: value[i], path: join(path, String(i)), depth: depth + 1 });
      }
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (!isCleanText(key)) return badCharacterAt(path);
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function badCharacterAt(path: string): AppError {
  return appError('VALIDATION', 'core.badCharacter', {}, [
    { path, message: inputMessages.badCharacter, key: 'core.badCharacter' },
  ]);
}

// Where Better Auth sends the browser next. It builds those redirects with `new URL()` and threw
// (a 500) on a value that is not a URL; its own check of them is off in tests (NODE_ENV=test).
const redirectFields = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

/**
 * A redirect target Better Auth may be given: a path on this site ("/dashboard", not "//host"), or
 * an absolute URL on our own origin. Anything else is refused, the same in tests and production.
 */
export function isAllowedRedirect(value: unknown, origins: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return origins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

function checkAuthRedirects(request: FastifyRequest, origins: readonly string[]): AppError | undefined {
  const sources = [request.query, request.body];
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    for (const field of redirectFields) {
      const value = (source as Record<string, unknown>)[field];
      if (value !== undefined && value !== '' && !isAllowedRedirect(value, origins)) {
        return appError('INVALID_CALLBACK_URL', 'core.badRedirect', {}, [
          { path: field, message: inputMessages.badRedirect, key: 'core.badRedirect' },
        ]);
      }
    }
  }
  return undefined;
}

/**
 * Registers the URL check (first thing after the router matched, before the route's own hooks,
 * rate limits included), the JSON and text body parsers that check what they parse, and the check
 * of the redirect targets sent to Better Auth.
 */
export function registerInputHygiene(app: FastifyInstance, opts: { trustedOrigins: readonly string[] }): void {
  // The origins sign-in works from (config.trustedOrigins: PUBLIC_URL, localhost, 127.0.0.1, TRUSTED_ORIGINS).
  const origins = opts.trustedOrigins.map((o) => new URL(o).origin);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    done(checkUrl(request.url));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(routedPath(request).startsWith('/api/auth/') ? checkAuthRedirects(request, origins) : undefined);
  });

  // Fastify's own parser (with its prototype-poisoning checks), then ours. V8's JSON.parse does
  // not recurse, so the depth is checked on the parsed value; the size is checked before parsing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: jsonLimits.maxBytes },
    (request, text, done) => {
      parseJson(request, String(text), (error, body) => {
        if (error) return done(error, undefined);
        const problem = checkParsedBody(body);
        return problem ? done(problem, undefined) : done(null, body);
      });
    },
  );
  // Fastify accepts text/plain bodies everywhere by default; /api/auth/* would forward one to Better Auth.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: jsonLimits.maxBytes },
    (_request, text, done) => {
      const problem = checkParsedBody(String(text));
      return problem ? done(problem, undefined) : done(null, String(text));
    },
  );
}
