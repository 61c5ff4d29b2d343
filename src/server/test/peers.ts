import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Local stand-ins for the providers outside this machine, on 127.0.0.1, for tests and journeys:
// a real SMTP server, and HTTP peers that speak the Semaphore and Twilio APIs. Each can be told
// to fail, to exercise the outbox's retries.

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw RFC 822 message, headers and MIME parts as sent. */
  raw: string;
  subject: string;
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:PORT — for SMTP_URL or createSmtpEmailSender. */
  url: string;
  received: ReceivedEmail[];
  /** While true, every message is refused with a temporary 451 error (or `failCode`). */
  failing: boolean;
  /** The reply code a failing peer gives a message: 451 unless set (554, a server answering 5xx). */
  failCode?: number;
  close(): Promise<void>;
}

/** quoted-printable, as nodemailer writes long lines: soft breaks and =XX escapes. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in an e-mail whose address contains `part` (e.g. "verify-email"), HTML escapes undone. */
export function linkIn(email: ReceivedEmail, part: string): string | undefined {
  const links = decodeQuotedPrintable(email.raw).match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return links.find((link) => link.includes(part))?.replaceAll('&amp;', '&');
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer: SmtpPeer = { url: '', received: [], failing: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (peer.failing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: peer.failCode ?? 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        peer.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
        });
        callback();
      });
    },
  });
  // A client that resets its connection mid-message is logged by a real server, which goes on; with
  // no listener, smtp-server's 'error' would end the test process (the fault suite's fronts cut
  // connections on purpose).
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

export interface HttpRequestSeen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** Form fields or JSON body, whichever was sent. */
  fields: Record<string, string>;
}

export interface SmsPeer {
  /** The URL to POST messages to. */
  url: string;
  /** Requests that were answered with success. */
  received: HttpRequestSeen[];
  /** Every request, including refused ones. */
  requests: HttpRequestSeen[];
  /** While true, requests get a 503 (or `failStatus`). */
  failing: boolean;
  /** The status a failing peer answers: 503 unless set (500, a provider's internal error). */
  failStatus?: number;
  /**
   * While true, a message is accepted (it joins `received`) but never answered: a provider that
   * took it and went silent, so the sender cannot know it was sent. Closing the peer drops the line.
   */
  stalled: boolean;
  /** Milliseconds to wait before answering a message it took: a slow provider, a send in flight. */
  delayMs: number;
  /**
   * The provider's documented limit (issue 35): at most `calls` calls on the limited path in each
   * window of `windowMs` (from the first call of the window); beyond it a 429 with Retry-After and
   * X-RateLimit-Limit/-Remaining/-Reset. Null: no limit. Change it at any time.
   */
  rateLimit: { calls: number; windowMs: number } | null;
  /** Requests answered 429 because of `rateLimit`. */
  rateLimited: number;
  /** http://127.0.0.1:PORT, for a second path (Semaphore's /api/v4/priority). */
  origin?: string;
  close(): Promise<void>;
}

type Limited = { status?: number; headers: Record<string, string> };

interface RateWindow {
  startedAt: number;
  calls: number;
}

/** Counts a call against the peer's window; a 429 answer when it is over the limit. */
function overLimit(peer: SmsPeer, window: RateWindow, now: number): Limited {
  const limit = peer.rateLimit;
  if (!limit) return { headers: {} };
  if (now - window.startedAt >= limit.windowMs) {
    window.startedAt = now;
    window.calls = 0;
  }
  const resetAt = window.startedAt + limit.windowMs;
  const headers = {
    'x-ratelimit-limit': String(limit.calls),
    'x-ratelimit-remaining': String(Math.max(0, limit.calls - window.calls - 1)),
    'x-ratelimit-reset': String(Math.ceil(resetAt / 1000)),
  };
  if (window.calls >= limit.calls) {
    peer.rateLimited += 1;
    return {
      status: 429,
      headers: {
        ...headers,
        'x-ratelimit-remaining': '0',
        'retry-after': String(Math.max(1, Math.ceil((resetAt - now) / 1000))),
      },
    };
  }
  window.calls += 1;
  return { headers };
}

async function readFields(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

async function startHttpPeer(
  path: string,
  answer: (seen: HttpRequestSeen, index: number) => { status: number; body: unknown },
  opts: {
    rateLimit?: SmsPeer['rateLimit'];
    /** Paths answered like `path` but never rate limited (Semaphore's priority route). */
    unlimitedPaths?: string[];
    tooManyBody?: unknown;
  } = {},
): Promise<SmsPeer> {
  const peer: SmsPeer = {
    url: '',
    received: [],
    requests: [],
    failing: false,
    stalled: false,
    delayMs: 0,
    rateLimit: opts.rateLimit ?? null,
    rateLimited: 0,
    close: async () => {},
  };
  const window: RateWindow = { startedAt: 0, calls: 0 };
  const unlimited = new Set(opts.unlimitedPaths ?? []);
  const server = http.createServer((req, res) => {
    void (async () => {
      const seen: HttpRequestSeen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        fields: await readFields(req).catch(() => ({})),
      };
      peer.requests.push(seen);
      let status: number;
      let body: unknown;
      let headers: Record<string, string> = {};
      const limited: Limited = req.url === path ? overLimit(peer, window, Date.now()) : { headers: {} };
      if (req.method !== 'POST' || (req.url !== path && !unlimited.has(req.url ?? ''))) {
        status = 404;
        body = { message: 'Not found' };
      } else if (peer.failing) {
        status = peer.failStatus ?? 503;
        body = { message: status === 503 ? 'Service temporarily unavailable' : 'Internal server error' };
      } else if (limited.status !== undefined) {
        status = limited.status;
        headers = limited.headers;
        body = opts.tooManyBody ?? { message: 'Too Many Requests' };
      } else {
        headers = limited.headers;
        ({ status, body } = answer(seen, peer.received.length));
        if (status < 300) peer.received.push(seen);
        if (status < 300 && peer.stalled) return;
        if (status < 300 && peer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, peer.delayMs));
      }
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    })();
  });
  // Longer than a client keeps an idle connection (undici: 4 s), so a call never meets a socket the
  // peer is closing at that moment (an ECONNRESET a real provider's load balancer avoids the same way).
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  peer.url = `http://127.0.0.1:${port}${path}`;
  peer.origin = `http://127.0.0.1:${port}`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}

/** Semaphore's documented limits (issue 35): 120 calls a minute on /messages, 1,000 numbers a call. */
export const semaphorePeerLimits = { callsPerMinute: 120, numbersPerCall: 1000 } as const;

/**
 * Semaphore's POST /api/v4/messages: form fields apikey, number (up to 1,000 comma-separated for
 * one text), message, sendername; answers a JSON array with one message object per number. A
 * wrong apikey gets Semaphore's 200-with-errors. It enforces Semaphore's documented limit of 120
 * calls a minute (429 with Retry-After and X-RateLimit-*); POST /api/v4/priority answers the same
 * without a limit. `received` holds one entry per call, not per number.
 */
export function startSemaphorePeer(
  opts: { apiKey?: string; rateLimit?: SmsPeer['rateLimit'] } = {},
): Promise<SmsPeer & { priorityUrl: string }> {
  const apiKey = opts.apiKey ?? 'test-semaphore-key';
  let nextId = 1000;
  return startHttpPeer(
    '/api/v4/messages',
    (seen) => {
      if (seen.fields.apikey !== apiKey) return { status: 200, body: { apikey: ['The selected apikey is invalid.'] } };
      const numbers = (seen.fields.number ?? '').split(',').map((n) => n.trim());
      if (numbers.length > semaphorePeerLimits.numbersPerCall) {
        return { status: 200, body: { number: ['The number may not have more than 1000 items.'] } };
      }
      return {
        status: 200,
        body: numbers.map((number) => ({
          message_id: nextId++,
          recipient: `63${number.slice(1)}`,
          message: seen.fields.message,
          sender_name: seen.fields.sendername,
          status: 'Pending',
        })),
      };
    },
    {
      rateLimit:
        opts.rateLimit === undefined ? { calls: semaphorePeerLimits.callsPerMinute, windowMs: 60_000 } : opts.rateLimit,
      unlimitedPaths: ['/api/v4/priority'],
    },
  ).then((peer) => Object.assign(peer, { priorityUrl: `${peer.origin}/api/v4/priority` }));
}

/** Twilio's Messages.json: form To, From, Body with basic auth; answers 201 with a sid. */
export function startTwilioPeer(opts: {
  accountSid: string;
  authToken: string;
  /** Twilio answers 429 (code 20429) beyond the account's limit; none unless set. */
  rateLimit?: SmsPeer['rateLimit'];
}): Promise<SmsPeer> {
  const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  return startHttpPeer(
    `/2010-04-01/Accounts/${opts.accountSid}/Messages.json`,
    (seen, index) => {
      if (seen.headers.authorization !== expected) {
        return { status: 401, body: { code: 20003, message: 'Authenticate' } };
      }
      return { status: 201, body: { sid: `SM${String(index).padStart(32, '0')}`, status: 'queued' } };
    },
    { rateLimit: opts.rateLimit ?? null, tooManyBody: { code: 20429, message: 'Too Many Requests', status: 429 } },
  );
}

export interface VisionRequestSeen {
  url: string;
  authorization: string | undefined;
  /** The JSON body as sent: model, messages (the image as a data URL), response_format… */
  body: {
    model?: string;
    messages?: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
    response_format?: unknown;
  };
}

/** What the model "says" about a photo: the JSON object the prompt asks for. */
export interface VisionAnswer {
  item?: string | null;
  category?: string | null;
  description?: string | null;
  condition?: string | null;
  acceptable?: boolean | null;
  reason?: string | null;
}

export interface VisionPeer {
  /** The API base for VISION_API_URL (…/v1); POST …/v1/chat/completions answers. */
  url: string;
  apiKey: string;
  /** Every request, answered or not. */
  requests: VisionRequestSeen[];
  /**
   * How the next requests are answered: `ok` a chat completion with `answer`; `fail` 503;
   * `rate-limited` 429 with Retry-After: 0; `malformed-json` a 200 whose body is not JSON;
   * `malformed-content` a completion whose text is not the JSON object asked for; `slow` the
   * answer after `delayMs` (a client with a shorter timeout gives up first).
   */
  mode: 'ok' | 'fail' | 'rate-limited' | 'malformed-json' | 'malformed-content' | 'slow';
  delayMs: number;
  /** Answer this many requests in `failMode` first, then as `mode` says (a provider that recovers). */
  failFirst: number;
  failMode: 'fail' | 'rate-limited';
  /** The answer for the n-th request (0-based); the default says "Wooden dining chair". */
  answerFor: (index: number) => VisionAnswer;
  close(): Promise<void>;
}

export const defaultVisionAnswer: VisionAnswer = {
  item: 'Wooden dining chair',
  category: 'Furniture',
  description: 'A wooden dining chair with a woven rattan seat, dark brown, about 90 cm tall.',
  condition: 'Light scratches on the legs',
  acceptable: true,
  reason: null,
};

/**
 * An OpenAI-compatible chat-completions API with image input, on 127.0.0.1, for the vision adapter
 * and journeys: checks the bearer key, records each request, and can be told to be slow, fail, or
 * answer something that is not the JSON asked for.
 */
export async function startVisionPeer(opts: { apiKey?: string; model?: string } = {}): Promise<VisionPeer> {
  const apiKey = opts.apiKey ?? 'test-vision-key';
  const peer: VisionPeer = {
    url: '',
    apiKey,
    requests: [],
    mode: 'ok',
    delayMs: 0,
    failFirst: 0,
    failMode: 'fail',
    answerFor: () => defaultVisionAnswer,
    close: async () => {},
  };
  let answered = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      let body: VisionRequestSeen['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as VisionRequestSeen['body'];
      } catch {
        // recorded as an empty body
      }
      const index = peer.requests.length;
      peer.requests.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
      const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(payload);
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return send(404, JSON.stringify({ error: { message: 'Not found' } }));
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(
          401,
          JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
        );
      }
      const mode = index < peer.failFirst ? peer.failMode : peer.mode;
      if (mode === 'fail') return send(503, JSON.stringify({ error: { message: 'The server is overloaded' } }));
      if (mode === 'rate-limited') {
        return send(429, JSON.stringify({ error: { message: 'Rate limit reached' } }), { 'retry-after': '0' });
      }
      if (mode === 'malformed-json') return send(200, '{"choices": [{"message": {"content": "{\\"item\\": ');
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, peer.delayMs));
      const content =
        mode === 'malformed-content'
          ? 'I think this is a chair, but I cannot be sure.'
          : `\`\`\`json\n${JSON.stringify(peer.answerFor(answered))}\n\`\`\``;
      answered += 1;
      send(
        200,
        JSON.stringify({
          id: `chatcmpl-${index}`,
          object: 'chat.completion',
          model: opts.model ?? body.model ?? 'test-vision-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  peer.url = `http://127.0.0.1:${port}/v1`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}
