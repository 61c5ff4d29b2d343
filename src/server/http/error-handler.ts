import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggableError } from '#src/server/db/loggable-error.ts';
import { type ApiErrorBody, AppError } from '#src/shared/core/app-error.ts';
import { inputMessages } from './input-hygiene.ts';
import { applyResponseHeaders } from './security-headers.ts';

const internalMessage = 'Something went wrong on our side. Please try again.';

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
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const body: ApiErrorBody = { error: 'VALIDATION', message: issues[0]?.message ?? 'Invalid request', issues };
      return reply.status(400).send(body);
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiErrorBody = { error: codeForStatus(status), message: friendlyMessage(fastifyError, status) };
      return reply.status(status).send(body);
    }
    // A failed query's params (names, phones, e-mails) never reach the log: SQL text only.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    const body: ApiErrorBody = { error: 'INTERNAL', message: internalMessage };
    return reply.status(500).send(body);
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
    const body: ApiErrorBody = { error: 'BAD_REQUEST', message: inputMessages.badUrl };
    reply.status(400).send(body);
    return;
  }
  request.log.error({ err: error }, 'router error');
  const body: ApiErrorBody = { error: 'INTERNAL', message: internalMessage };
  reply.status(500).send(body);
}

/**
 * The `{ error, message }` for an answer that came without one (Better Auth's empty 404, a
 * `{ message, code }` of its own): its code when it has one, else one from the status. A 5xx keeps
 * nothing of the original: its text may describe our internals.
 */
export function errorBodyFor(status: number, given: { code?: unknown; message?: unknown } = {}): ApiErrorBody {
  if (status >= 500) return { error: 'INTERNAL', message: internalMessage };
  const message = typeof given.message === 'string' && given.message !== '' ? given.message : undefined;
  return {
    error: typeof given.code === 'string' && given.code !== '' ? given.code : codeForStatus(status),
    message: message ?? statusMessage(status),
  };
}

function statusMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Please sign in to continue.';
    case 403:
      return 'You are not allowed to do this.';
    case 404:
      return 'There is nothing at this address.';
    default:
      return 'The request could not be handled. Please check it and try again.';
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

function friendlyMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return 'The request body does not match its Content-Length.';
  if (status === 413) return 'That file is too large. Photos can be at most 10 MB.';
  if (status === 415) return 'That kind of request body is not supported.';
  if (status === 429) return error.message || 'Too many requests. Please wait a moment and try again.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  return error.message || statusMessage(status);
}
