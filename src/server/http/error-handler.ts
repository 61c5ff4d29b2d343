import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggableError } from '#src/server/db/loggable-error.ts';
import { unavailableDependency, unavailableRetryAfterSeconds } from '#src/server/lib/unavailable.ts';
import { type ApiErrorBody, type ApiIssue, AppError } from '#src/shared/core/app-error.ts';
import { englishText, isMessageKey } from '#src/shared/i18n/catalogue.ts';
import type { MessageKey } from '#src/shared/i18n/keys.ts';
import { applyResponseHeaders } from './security-headers.ts';

/** `{ error, message, key }` for a text of the catalogue. */
function keyed(error: string, key: MessageKey): ApiErrorBody {
  return { error, message: englishText(key), key };
}

const internalBody = (): ApiErrorBody => keyed('INTERNAL', 'core.internal');

/** What a client gets while the database or the bucket does not answer (issue 39): wait and try again. */
export const unavailableBody = (): ApiErrorBody => keyed('UNAVAILABLE', 'core.unavailable');

/**
 * A schema failure's issue. Our schemas name their texts by catalogue key (docs/decisions/006): the
 * issue carries the English and the key, and a limit the text names ({max}, {min}) from the rule
 * that failed. Zod's own texts (a number where a string belongs) pass as they are.
 */
function issueFor(path: string, message: string | undefined, rule: Record<string, unknown> = {}): ApiIssue {
  if (!message || !isMessageKey(message)) return { path, message: message ?? englishText('core.invalidValue') };
  const limits = { max: rule.maximum, min: rule.minimum };
  // Only the values the text names: a probe shows whether `{max}` is in it.
  const names = (name: string) => englishText(message, { [name]: '\u0000' }).includes('\u0000');
  const params = Object.fromEntries(
    Object.entries(limits).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && names(entry[0]),
    ),
  );
  const withParams = Object.keys(params).length > 0 ? { params } : {};
  return { path, message: englishText(message, params), key: message, ...withParams };
}

/**
 * One issue a field: the first, since a schema's rules run in product.md's order and the first that
 * fails is what the visitor sees (product.md §5). Zod goes on checking a field after its first failure, so
 * an empty date also fails "is a date" and "inside the window"; a form that shows every field's
 * problem at once (decision 087) would otherwise get three texts for one field and pick one itself.
 */
function firstPerField(issues: ApiIssue[]): ApiIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (seen.has(issue.path)) return false;
    seen.add(issue.path);
    return true;
  });
}

/**
 * The one place where failures become HTTP: AppError codes and schema failures map to
 * `{ error, message }` with a 4xx; anything unexpected is logged and answered with a plain 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: error.code, message: error.message, ...error.details };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = firstPerField(
        error.validation.map((v) =>
          issueFor(v.instancePath.replace(/^\//, '').replace(/\//g, '.'), v.message, v.params),
        ),
      );
      const first = issues[0];
      const body: ApiErrorBody = first
        ? { error: 'VALIDATION', message: first.message, key: first.key, params: first.params, issues }
        : { ...keyed('VALIDATION', 'core.invalidRequest'), issues };
      return reply.status(400).send(body);
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(friendlyBody(fastifyError, status));
    }
    // The database restarting, the bucket down: not a bug, and not for ever. 503 with Retry-After,
    // so a client (and a load balancer) waits and tries again (docs/decisions/079).
    const dependency = unavailableDependency(error);
    if (dependency) {
      request.log.warn({ dependency, err: loggableError(error) }, `${dependency} unavailable: answered 503`);
      return reply.status(503).header('retry-after', String(unavailableRetryAfterSeconds)).send(unavailableBody());
    }
    // A failed query's params (names, phones, e-mails) never reach the log: SQL text only.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(internalBody());
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (a URL whose escapes
 * are not UTF-8, a path parameter past its length limit). Fastify would answer in its own shape and
 * without our headers; this gives both.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applyResponseHeaders(request, reply);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(400).send(keyed('BAD_REQUEST', 'core.badUrl'));
    return;
  }
  request.log.error({ err: error }, 'router error');
  reply.status(500).send(internalBody());
}

/**
 * The `{ error, message }` for an answer that came without one (Better Auth's empty 404, a
 * `{ message, code }` of its own): its code when it has one, else one from the status. A 5xx keeps
 * nothing of the original: its text may describe our internals.
 */
export function errorBodyFor(status: number, given: { code?: unknown; message?: unknown } = {}): ApiErrorBody {
  if (status >= 500) return internalBody();
  const error = typeof given.code === 'string' && given.code !== '' ? given.code : codeForStatus(status);
  if (typeof given.message === 'string' && given.message !== '') return { error, message: given.message };
  return keyed(error, statusMessageKey(status));
}

function statusMessageKey(status: number): MessageKey {
  switch (status) {
    case 401:
      return 'core.signInToContinue';
    case 403:
      return 'core.notAllowed';
    case 404:
      return 'core.nothingHere';
    default:
      return 'core.badRequest';
  }
}

function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

function friendlyBody(error: FastifyError, status: number): ApiErrorBody {
  const code = codeForStatus(status);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return keyed(code, 'core.bodyTooLarge');
  if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return keyed(code, 'core.bodyLengthMismatch');
  if (status === 413) return keyed(code, 'core.fileTooLarge');
  if (status === 415) return keyed(code, 'core.bodyTypeUnsupported');
  if (status === 429) {
    // The rate limiter's answer (app.ts) names its text; anything else gets the general one.
    const { key, params } = error as FastifyError & Pick<ApiErrorBody, 'key' | 'params'>;
    if (error.message && typeof key === 'string') return { error: code, message: error.message, key, params };
    return error.message ? { error: code, message: error.message } : keyed(code, 'core.tooManyRequestsFull');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return keyed(code, 'core.bodyNotJson');
  }
  return error.message ? { error: code, message: error.message } : keyed(code, statusMessageKey(status));
}
