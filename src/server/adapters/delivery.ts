// What the outbox worker needs from any message channel: send, and say what happened.

export type DeliveryResult = { status: 'sent'; providerMessageId?: string } | { status: 'skipped'; reason: string };

/** Pino-compatible subset, so adapters log through the app's logger without importing Fastify. */
export interface AdapterLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The provider id a log-only channel answers (no SMS provider or SMTP configured): the message
 * was written to the log, not sent. Staff see "logged (no provider)" for it, not "sent".
 */
export function logOnlyMessageId(reference: string): string {
  return `log-${reference}`;
}

export function isLogOnlyMessageId(id: string | null | undefined): boolean {
  return id?.startsWith('log-') ?? false;
}

export const silentLog: AdapterLog = { info() {}, warn() {} };

export const providerTimeoutMs = 30_000;

/** Provider error texts sometimes echo the phone number or address: keep them out of last_error and logs. */
export function redactContact(text: string): string {
  return text
    .replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[email]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '[number]')
    .slice(0, 500);
}

/**
 * Issue 35 (decision 080): the provider said "slow down" (HTTP 429, or its own words for it). Not a
 * failed attempt: the outbox puts the message back, untouched, until `retryAfterMs` has passed.
 */
export class ProviderBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = 'ProviderBusyError';
  }
}

/**
 * A Retry-After header (seconds, or an HTTP date) in milliseconds; `fallbackMs` when it is absent
 * or unreadable. Never negative, and capped at an hour so a provider's typo cannot park a message.
 */
export function retryAfterMs(header: string | null | undefined, fallbackMs: number, now = Date.now()): number {
  const value = header?.trim();
  let ms = fallbackMs;
  if (value && /^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
  else if (value) {
    const date = Date.parse(value);
    if (!Number.isNaN(date)) ms = date - now;
  }
  return Math.min(Math.max(0, Math.ceil(ms)), 3600_000);
}

/**
 * What a provider allows (design.md §6 item 20): calls a minute (null: no limit), and how many
 * recipients one call may carry when the text is the same for all of them.
 */
export interface ProviderLimits {
  callsPerMinute: number | null;
  recipientsPerCall: number;
}
