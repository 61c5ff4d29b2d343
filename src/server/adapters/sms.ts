import type { Config } from '#src/server/config.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import {
  type AdapterLog,
  type DeliveryResult,
  logOnlyMessageId,
  providerTimeoutMs,
  redactContact,
} from './delivery.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** The outbox row id, for logs. */
  reference: string;
}

export interface SmsSender {
  readonly provider: 'log' | 'semaphore' | 'twilio' | string;
  send(message: SmsMessage): Promise<DeliveryResult>;
}

/**
 * spec §7: the SMS target is normalised to +63XXXXXXXXXX and sending is skipped when it is too
 * short. We go one step stricter and only text valid PH mobile numbers (+63 and 10 digits), so no
 * provider credit is spent on a number that cannot exist.
 */
export function smsTarget(raw: string): string | null {
  const e164 = normalizePhone(raw);
  return e164 !== null && e164.length >= 10 ? e164 : null;
}

function skipped(message: SmsMessage): DeliveryResult | null {
  return smsTarget(message.to) === null ? { status: 'skipped', reason: 'Not a valid Philippine mobile number' } : null;
}

/** SMS_PROVIDER=log (default): nothing leaves the machine; the text stays in the outbox table. */
export function createLogSmsSender(log: AdapterLog): SmsSender {
  return {
    provider: 'log',
    async send(message) {
      const skip = skipped(message);
      if (skip) return skip;
      log.info(
        { notification: message.reference, chars: message.body.length },
        'SMS not sent (SMS_PROVIDER=log): kept in the outbox table',
      );
      return { status: 'sent', providerMessageId: logOnlyMessageId(message.reference) };
    },
  };
}

type SemaphoreConfig = Extract<Config['sms'], { provider: 'semaphore' }>;

/**
 * Semaphore (semaphore.co), the common PH gateway: POST form fields apikey, number, message,
 * sendername; answers a JSON array with one object per recipient carrying message_id and status.
 * The number goes in the local 09XXXXXXXXX form its documentation uses.
 */
export function createSemaphoreSmsSender(cfg: SemaphoreConfig): SmsSender {
  return {
    provider: 'semaphore',
    async send(message) {
      const skip = skipped(message);
      if (skip) return skip;
      const e164 = smsTarget(message.to)!;
      const form = new URLSearchParams({
        apikey: cfg.apiKey,
        number: `0${e164.slice(3)}`,
        message: message.body,
        sendername: cfg.senderName,
      });
      const res = await fetch(cfg.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(providerTimeoutMs),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`Semaphore answered HTTP ${res.status}: ${redactContact(text)}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`Semaphore answered something that is not JSON: ${redactContact(text.slice(0, 200))}`);
      }
      const first = Array.isArray(parsed) ? (parsed[0] as { message_id?: unknown; status?: unknown }) : undefined;
      if (!first || first.message_id === undefined) {
        // Semaphore reports some errors (bad key, bad number) as a 200 with an object of messages.
        throw new Error(`Semaphore refused the message: ${redactContact(JSON.stringify(parsed))}`);
      }
      if (typeof first.status === 'string' && /fail|refund/i.test(first.status)) {
        throw new Error(`Semaphore marked the message ${first.status}`);
      }
      return { status: 'sent', providerMessageId: String(first.message_id) };
    },
  };
}

type TwilioConfig = Extract<Config['sms'], { provider: 'twilio' }>;

/** Twilio's Messages API: form To, From, Body with HTTP basic auth; answers 201 with a `sid`. */
export function createTwilioSmsSender(cfg: TwilioConfig): SmsSender {
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  return {
    provider: 'twilio',
    async send(message) {
      const skip = skipped(message);
      if (skip) return skip;
      const res = await fetch(cfg.apiUrl, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: smsTarget(message.to)!, From: cfg.from, Body: message.body }),
        signal: AbortSignal.timeout(providerTimeoutMs),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!res.ok || !body.sid) {
        const detail = body.message ? `: ${redactContact(body.message)}` : '';
        throw new Error(`Twilio answered HTTP ${res.status}${body.code ? ` (code ${body.code})` : ''}${detail}`);
      }
      return { status: 'sent', providerMessageId: body.sid };
    },
  };
}

export function createSmsSender(config: Config, log: AdapterLog): SmsSender {
  switch (config.sms.provider) {
    case 'semaphore':
      return createSemaphoreSmsSender(config.sms);
    case 'twilio':
      return createTwilioSmsSender(config.sms);
    default:
      return createLogSmsSender(log);
  }
}
