import type { Config } from '#src/server/config.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import {
  type AdapterLog,
  type DeliveryResult,
  logOnlyMessageId,
  ProviderBusyError,
  type ProviderLimits,
  providerTimeoutMs,
  redactContact,
  retryAfterMs,
} from './delivery.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** The outbox row id, for logs. */
  reference: string;
  /** The outbox template (e.g. status-day-suspended): an operator may send some by a priority route. */
  template?: string;
}

/** Where a message goes at one provider, and that route's limits (issue 35, decision 080). */
export interface SmsRoute {
  /** Messages on one route share its pace; e.g. `semaphore:messages`, `semaphore:priority`. */
  name: string;
  limits: ProviderLimits;
}

export interface SmsSender {
  readonly provider: 'log' | 'semaphore' | 'twilio' | string;
  /**
   * Throws ProviderBusyError when the provider says "slow down" (a 429): not a failed attempt.
   * Any other throw is a failed attempt.
   */
  send(message: SmsMessage): Promise<DeliveryResult>;
  /** The route a message with this template takes; without it, one message a call and no pace. */
  routeFor?(template: string | undefined): SmsRoute;
  /**
   * One provider call for several recipients of the same text on the same route (at most the
   * route's recipientsPerCall); one result per message, in order. Throws as `send` does.
   */
  sendMany?(messages: SmsMessage[]): Promise<DeliveryResult[]>;
}

/**
 * product.md §7: the SMS target is normalised to +63XXXXXXXXXX and sending is skipped when it is too
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
 * Semaphore's documented limits: 120 calls a minute on POST /api/v4/messages, up to 1,000
 * comma-separated numbers in one call when the text is the same; /api/v4/priority is not rate
 * limited and costs twice as much a message (an operator picks it for some templates).
 */
export const semaphoreLimits = {
  messages: { callsPerMinute: 120, recipientsPerCall: 1000 },
  priority: { callsPerMinute: null, recipientsPerCall: 1000 },
} as const satisfies Record<string, ProviderLimits>;

/** The priority endpoint beside the messages one: …/api/v4/messages → …/api/v4/priority. */
export function semaphorePriorityUrl(apiUrl: string): string {
  return apiUrl.replace(/\/messages\/?$/, '/priority');
}

/** "Slow down" in a provider's words, for the ones that say it without a 429. */
const slowDown = /too many (requests|attempts)|rate.?limit|slow down/i;

/** A 429 (or a refusal that says "slow down") as ProviderBusyError; otherwise null. */
function busy(provider: string, res: Response, text: string, fallbackMs: number): ProviderBusyError | null {
  if (res.status !== 429 && !(res.status >= 400 && slowDown.test(text))) return null;
  const wait = retryAfterMs(res.headers.get('retry-after'), fallbackMs);
  return new ProviderBusyError(
    `${provider} asked to slow down (HTTP ${res.status}); waiting ${Math.ceil(wait / 1000)} s`,
    wait,
  );
}

const lastTenDigits = (number: unknown) =>
  String(number ?? '')
    .replace(/\D/g, '')
    .slice(-10);

/**
 * Semaphore (semaphore.co), the common PH gateway: POST form fields apikey, number (several
 * comma-separated for one text), message, sendername; answers a JSON array with one object per
 * recipient carrying message_id and status. Numbers go in the local 09XXXXXXXXX form its
 * documentation uses.
 */
export function createSemaphoreSmsSender(cfg: SemaphoreConfig): SmsSender {
  const priorityTemplates = new Set(cfg.priorityTemplates ?? []);
  const routes = {
    messages: {
      name: 'semaphore:messages',
      limits: {
        ...semaphoreLimits.messages,
        callsPerMinute: cfg.callsPerMinute ?? semaphoreLimits.messages.callsPerMinute,
      },
    },
    priority: { name: 'semaphore:priority', limits: semaphoreLimits.priority },
  } satisfies Record<string, SmsRoute>;
  const routeFor = (template: string | undefined): SmsRoute =>
    template !== undefined && priorityTemplates.has(template) ? routes.priority : routes.messages;

  async function sendMany(messages: SmsMessage[]): Promise<DeliveryResult[]> {
    const results: (DeliveryResult | undefined)[] = messages.map(skipped).map((skip) => skip ?? undefined);
    const sending = messages.filter((_, i) => results[i] === undefined);
    if (sending.length === 0) return results as DeliveryResult[];
    const body = sending[0]!.body;
    if (sending.some((m) => m.body !== body)) throw new Error('Semaphore: one call carries one text');
    const route = routeFor(sending[0]!.template);
    if (sending.length > route.limits.recipientsPerCall) {
      throw new Error(`Semaphore: at most ${route.limits.recipientsPerCall} numbers a call`);
    }
    const numbers = sending.map((m) => `0${smsTarget(m.to)!.slice(3)}`);
    const form = new URLSearchParams({
      apikey: cfg.apiKey,
      number: numbers.join(','),
      message: body,
      sendername: cfg.senderName,
    });
    const url = route === routes.priority ? (cfg.priorityUrl ?? semaphorePriorityUrl(cfg.apiUrl)) : cfg.apiUrl;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
    const text = await res.text();
    const slow = busy('Semaphore', res, text, 60_000);
    if (slow) throw slow;
    if (!res.ok) throw new Error(`Semaphore answered HTTP ${res.status}: ${redactContact(text)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`Semaphore answered something that is not JSON: ${redactContact(text.slice(0, 200))}`);
    }
    type Answer = { message_id?: unknown; status?: unknown; recipient?: unknown };
    const answers = Array.isArray(parsed) ? (parsed as Answer[]) : [];
    if (!answers[0] || answers[0].message_id === undefined) {
      // Semaphore reports some errors (bad key, bad number) as a 200 with an object of messages.
      throw new Error(`Semaphore refused the message: ${redactContact(JSON.stringify(parsed))}`);
    }
    const byNumber = new Map(answers.map((a) => [lastTenDigits(a.recipient), a]));
    let next = 0;
    for (let i = 0; i < messages.length; i++) {
      if (results[i] !== undefined) continue;
      const index = next++;
      // Matched by number when the answer names it, else by position.
      const answer = byNumber.get(lastTenDigits(numbers[index])) ?? answers[index];
      if (!answer || answer.message_id === undefined) {
        throw new Error(`Semaphore answered ${answers.length} messages for ${numbers.length} numbers`);
      }
      if (typeof answer.status === 'string' && /fail|refund/i.test(answer.status)) {
        if (sending.length === 1) throw new Error(`Semaphore marked the message ${answer.status}`);
        // One number of many refused: that message alone failed; the others went.
        results[i] = { status: 'skipped', reason: `Semaphore marked the message ${answer.status}` };
        continue;
      }
      results[i] = { status: 'sent', providerMessageId: String(answer.message_id) };
    }
    return results as DeliveryResult[];
  }

  return {
    provider: 'semaphore',
    routeFor,
    sendMany,
    async send(message) {
      const [result] = await sendMany([message]);
      return result!;
    },
  };
}

type TwilioConfig = Extract<Config['sms'], { provider: 'twilio' }>;

/**
 * Twilio queues a long-code number's messages at one a second (more with a short code or a
 * messaging service: SMS_CALLS_PER_MINUTE); one recipient a call; 429 (code 20429) when the
 * account's API concurrency is exceeded.
 */
export const twilioLimits = { callsPerMinute: 60, recipientsPerCall: 1 } as const satisfies ProviderLimits;

/** Twilio's Messages API: form To, From, Body with HTTP basic auth; answers 201 with a `sid`. */
export function createTwilioSmsSender(cfg: TwilioConfig): SmsSender {
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  const route: SmsRoute = {
    name: 'twilio',
    limits: { callsPerMinute: cfg.callsPerMinute ?? twilioLimits.callsPerMinute, recipientsPerCall: 1 },
  };
  return {
    provider: 'twilio',
    routeFor: () => route,
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
      const text = await res.text();
      const slow = busy('Twilio', res, text, 1000);
      if (slow) throw slow;
      let body: { sid?: string; message?: string; code?: number } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // reported below by status
      }
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
