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
