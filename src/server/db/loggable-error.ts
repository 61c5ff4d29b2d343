import { DrizzleQueryError } from 'drizzle-orm/errors';
import { redactContact } from '#src/server/adapters/delivery.ts';

// No user data in logs (issue 13). A failed query reaches the logs as Drizzle's DrizzleQueryError,
// whose message is "Failed query: <sql>\nparams: <values>": names, phones, e-mails. Its cause (the
// pg or PGlite error) carries the values again: PGlite sets `params` on it, and PostgreSQL's
// `detail` reads "Key (email)=(…) already exists" or "Failing row contains (…)". Every error that
// is logged goes through here first (the app logger's `err` serializer, the error handler, the
// outbox worker): the SQL text stays, values never do.

/** The fields of a driver error that name things, never values. */
const safeFields = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'statusCode',
] as const;

/** An error rebuilt from what is safe to log. Its `name` is the original error's. */
export class SanitizedError extends Error {
  query?: string;
}

const maxCauseDepth = 5;

/**
 * The error as it may be logged: the message without values, the stack frames, the SQL text of a
 * failed query and the driver's SQLSTATE, constraint and table names; never params or `detail`.
 * Anything that is not an Error comes back as a short description of its type.
 */
export function loggableError(error: unknown, depth = 0): Error {
  if (error instanceof SanitizedError) return error;
  if (!(error instanceof Error)) return new SanitizedError(`non-error thrown (${typeof error})`);

  const query = error instanceof DrizzleQueryError ? error.query : undefined;
  // PostgreSQL quotes the offending value at the end of some messages:
  // 'invalid input syntax for type uuid: "maria@example.ph"'.
  const message =
    query !== undefined ? `Failed query: ${query}` : redactContact(error.message).replace(/: ".*"$/s, ': "…"');
  const safe = new SanitizedError(message);
  safe.name = error.name;
  if (query !== undefined) safe.query = query;
  const source = error as unknown as Record<string, unknown>;
  const target = safe as unknown as Record<string, unknown>;
  for (const field of safeFields) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') target[field] = value;
  }
  // The stack's first lines repeat the message (with the params, for a failed query): keep the frames only.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < maxCauseDepth) safe.cause = loggableError(error.cause, depth + 1);
  return safe;
}

/** Shorthand for logs that carry only a message: `{ error: loggableMessage(e) }`. */
export function loggableMessage(error: unknown): string {
  const safe = loggableError(error);
  const cause = safe.cause instanceof Error ? `: ${safe.cause.message}` : '';
  return `${safe.message}${cause}`;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** For pino's `err` serializer: a plain object of what `loggableError` kept, causes nested. */
export function serializeLoggableError(error: unknown): SerializedError {
  const safe = loggableError(error);
  const out: SerializedError = { type: safe.name, message: safe.message, stack: safe.stack ?? '' };
  const source = safe as unknown as Record<string, unknown>;
  for (const field of [...safeFields, 'query'] as const) if (source[field] !== undefined) out[field] = source[field];
  if (safe.cause !== undefined) out.cause = serializeLoggableError(safe.cause);
  return out;
}

/**
 * Better Auth's own logger prints a failed query's error as is ("Failed query … params: <name>,
 * <e-mail>…"). This one writes a JSON line to stderr instead, errors sanitised, and any other
 * argument (which may be a user row) by its type only.
 */
export function logBetterAuth(level: string, message: string, ...args: unknown[]): void {
  const details = args.map((arg) => (arg instanceof Error ? serializeLoggableError(arg) : `[${typeof arg}]`));
  process.stderr.write(
    `${JSON.stringify({ level, time: Date.now(), msg: `Better Auth: ${redactContact(message)}`, details })}\n`,
  );
}
