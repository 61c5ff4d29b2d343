// What the outbox worker needs from any message channel: send, and say what happened.

export type DeliveryResult = { status: 'sent'; providerMessageId?: string } | { status: 'skipped'; reason: string };

/** Pino-compatible subset, so adapters log through the app's logger without importing Fastify. */
export interface AdapterLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
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
