// A dependency that does not answer (issue 39, docs/decisions/079): the database restarting, the
// bucket down. Such a failure is not the request's fault, nor a bug: the API answers 503 with
// Retry-After (http/error-handler.ts) so a client waits and tries again, never a 500.

export type Dependency = 'database' | 'storage';

/** Thrown by an adapter when its service did not answer, or answered that it cannot now (5xx). */
export class UnavailableError extends Error {
  readonly dependency: Dependency;
  constructor(dependency: Dependency, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnavailableError';
    this.dependency = dependency;
  }
}

/** Socket-level failures: nothing listens, the line dropped, or it did not answer in time. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * PostgreSQL's own "not now": class 08 (connection exception), 57P01–57P03 (shutting down, crash
 * restart, cannot connect now), 53300 (too many connections).
 */
const postgresUnavailable = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

/** node-postgres's own texts when a connection ends or cannot be had (they carry no code). */
const pgClientTexts = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The dependency that failed, when `error` (or what caused it) is one that did not answer; else undefined. */
export function unavailableDependency(error: unknown): Dependency | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if (current instanceof UnavailableError) return current.dependency;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || postgresUnavailable(code))) return 'database';
    if (pgClientTexts.some((text) => current instanceof Error && current.message.includes(text))) return 'database';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Seconds a client is asked to wait before trying again: a restart takes a few. */
export const unavailableRetryAfterSeconds = 5;
