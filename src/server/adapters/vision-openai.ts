import { z } from 'zod';
import { type ItemCategory, itemCategories } from '#src/shared/photos/analysis.schema.ts';
import {
  VisionFailure,
  type VisionFailureKind,
  type VisionImage,
  type VisionRecogniser,
  type VisionResult,
} from './vision.ts';

// An OpenAI-compatible chat-completions API with image input (OpenAI, Azure's compatible endpoint,
// OpenRouter, vLLM, Ollama…): VISION_API_URL (the API base, e.g. https://api.openai.com/v1, or the
// full …/chat/completions address), VISION_API_KEY, VISION_MODEL.

export interface OpenAiVisionOptions {
  url: string;
  apiKey: string;
  model: string;
  /** Per attempt. A small image at detail "low" usually answers in 2–6 s. */
  timeoutMs?: number;
  /** Further attempts after a timeout, a network error, a 429 or a 5xx. */
  retries?: number;
  /** Before the first retry; doubled each time. A Retry-After header wins when it is longer (up to maxDelayMs). */
  retryDelayMs?: number;
  maxDelayMs?: number;
}

const defaults = { timeoutMs: 15_000, retries: 2, retryDelayMs: 750, maxDelayMs: 10_000 };

const limits = { item: 80, description: 600, condition: 200 };

/** The instructions; the model must answer with this JSON and nothing else. */
export const visionPrompt = [
  'You look at one photo for Ligpit, a decluttering service in Metro Manila that picks up household items',
  'to donate, recycle or dispose of. Answer with one JSON object and nothing else, with these fields:',
  '"item": the main item in 1 to 4 words, e.g. "Wooden dining chair";',
  `"category": exactly one of ${itemCategories.map((c) => JSON.stringify(c)).join(', ')};`,
  '"description": one or two sentences on the item: what it is, material, colour, rough size;',
  '"condition": the condition you can see, e.g. "scratches on the legs" or "looks new", or null;',
  '"acceptable": true if it is a household item we could pick up, false if not',
  '(a person, an animal, food, hazardous waste, a vehicle, a building, or no item at all);',
  '"reason": why not, when acceptable is false, else null.',
  'Describe the item only: never mention people, faces, names, addresses or documents you see.',
].join(' ');

// What we accept back: lenient on types a model gets slightly wrong, strict on having a description.
const answerSchema = z.object({
  item: z.string().nullish(),
  category: z.string().nullish(),
  description: z.string().nullish(),
  condition: z.union([z.string(), z.array(z.string())]).nullish(),
  acceptable: z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no'])]).nullish(),
  reason: z.string().nullish(),
});

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z
            .union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }))])
            .nullish(),
          refusal: z.string().nullish(),
        }),
      }),
    )
    .min(1),
});

export function chatCompletionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

export function createOpenAiVisionRecogniser(options: OpenAiVisionOptions): VisionRecogniser {
  const opts = { ...defaults, ...options };
  const endpoint = chatCompletionsUrl(opts.url);
  return {
    source: 'vision-api',
    model: opts.model,
    async recognise(image, call = {}) {
      const body = JSON.stringify(requestBody(opts.model, image));
      let delay = opts.retryDelayMs;
      for (let attempt = 0; ; attempt++) {
        try {
          return await askOnce(endpoint, opts, body, call.signal);
        } catch (error) {
          if (call.signal?.aborted) throw call.signal.reason;
          const failure = asFailure(error);
          if (!failure.retryable || attempt >= opts.retries) throw failure;
          const wait = Math.min(Math.max(delay, failure instanceof RetryAfter ? failure.afterMs : 0), opts.maxDelayMs);
          await sleep(wait, call.signal);
          delay *= 2;
        }
      }
    },
  };
}

function requestBody(model: string, image: VisionImage) {
  return {
    model,
    temperature: 0,
    max_tokens: 400,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: visionPrompt },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is the item in this photo? Answer with the JSON object only.' },
          {
            type: 'image_url',
            image_url: { url: `data:${image.mediaType};base64,${image.data.toString('base64')}`, detail: 'low' },
          },
        ],
      },
    ],
  };
}

/** A 429 or 503 that said when to come back. */
class RetryAfter extends VisionFailure {
  constructor(
    kind: VisionFailureKind,
    message: string,
    readonly afterMs: number,
  ) {
    super(kind, message, true);
  }
}

async function askOnce(
  endpoint: string,
  opts: Required<OpenAiVisionOptions>,
  body: string,
  signal: AbortSignal | undefined,
): Promise<VisionResult> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${opts.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    });
    text = await res.text();
  } catch (error) {
    if (timeout.aborted) throw new VisionFailure('timeout', `No answer within ${opts.timeoutMs} ms`, true);
    throw error;
  }
  if (!res.ok) throw httpFailure(res, text);

  let completion: z.infer<typeof completionSchema>;
  try {
    completion = completionSchema.parse(JSON.parse(text));
  } catch {
    throw new VisionFailure(
      'malformed',
      `The API answered ${res.status} with a body that is not a chat completion`,
      false,
    );
  }
  const message = completion.choices[0]!.message;
  const content = Array.isArray(message.content)
    ? message.content.map((part) => part.text ?? '').join('')
    : (message.content ?? '');
  if (!content.trim()) {
    throw new VisionFailure(
      'refused',
      message.refusal ? 'The model refused to describe the photo' : 'Empty answer',
      false,
    );
  }
  return toResult(content, completion.model ?? opts.model);
}

function httpFailure(res: Response, text: string): VisionFailure {
  // The provider's own error text names the problem (bad key, unknown model); never the key itself.
  const detail = providerMessage(text);
  const message = `The API answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`;
  if (res.status === 429 || res.status === 503) {
    const afterMs = retryAfterMs(res.headers.get('retry-after'));
    return new RetryAfter(res.status === 429 ? 'rate-limited' : 'http', message, afterMs);
  }
  if (res.status === 408 || res.status >= 500) return new VisionFailure('http', message, true);
  return new VisionFailure('refused', message, false);
}

function providerMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string'
        ? parsed.error
        : typeof parsed.error?.message === 'string'
          ? parsed.error.message
          : typeof parsed.message === 'string'
            ? parsed.message
            : '';
    return message.replace(/sk-[\w-]+/g, '[key]').slice(0, 200);
  } catch {
    return '';
  }
}

function retryAfterMs(header: string | null): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - Date.now());
}

/** The model's text → a result: the JSON object in it (a ```json fence or prose around it is tolerated). */
export function toResult(content: string, model: string): VisionResult {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  let parsed: z.infer<typeof answerSchema>;
  try {
    if (start < 0 || end <= start) throw new Error('no object');
    parsed = answerSchema.parse(JSON.parse(content.slice(start, end + 1)));
  } catch {
    throw new VisionFailure('malformed', 'The model did not answer with the JSON object asked for', false);
  }
  const item = clean(parsed.item, limits.item);
  const description = clean(parsed.description, limits.description) ?? item;
  if (!description) throw new VisionFailure('malformed', 'The model answered without a description or an item', false);
  const condition = clean(
    Array.isArray(parsed.condition) ? parsed.condition.join(', ') : parsed.condition,
    limits.condition,
  );
  const acceptable =
    parsed.acceptable === undefined || parsed.acceptable === null
      ? null
      : parsed.acceptable === true || parsed.acceptable === 'true' || parsed.acceptable === 'yes';
  return { item, category: toCategory(parsed.category), description, condition, acceptable, model };
}

function clean(value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text || /^(null|none|n\/a|unknown)$/i.test(text)) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The category from the fixed list, matched without regard to case; anything else is "Other". */
function toCategory(value: string | null | undefined): ItemCategory | null {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return null;
  return itemCategories.find((c) => c.toLowerCase() === text) ?? 'Other';
}

function asFailure(error: unknown): VisionFailure {
  if (error instanceof VisionFailure) return error;
  // fetch's own failures: refused connection, reset, DNS. Worth another try.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return new VisionFailure('network', `Could not reach the API${cause}`, true);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}
