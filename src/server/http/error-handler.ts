import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, AppError } from '../../shared/app-error.ts';

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
    request.log.error({ err: error }, 'unhandled error');
    const body: ApiErrorBody = { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
    return reply.status(500).send(body);
  });
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
  if (status === 413) return 'That file is too large. Photos can be at most 10 MB.';
  if (status === 415) return 'That kind of request body is not supported.';
  if (status === 429) return error.message || 'Too many requests. Please wait a moment and try again.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  return error.message;
}
