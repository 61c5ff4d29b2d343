import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startVisionPeer, type VisionPeer } from '#src/server/test/peers.ts';
import { itemCategories } from '#src/shared/photos/analysis.schema.ts';
import type { VisionImage } from './vision.ts';
import { VisionFailure } from './vision.ts';
import { chatCompletionsUrl, createOpenAiVisionRecogniser, toResult } from './vision-openai.ts';

// The OpenAI-compatible vision adapter against a local peer that speaks the chat-completions API.

describe('OpenAI-compatible vision recogniser', () => {
  let peer: VisionPeer;
  let image: VisionImage;
  // Short timeouts and no waiting between tries, so failures show quickly.
  const recogniser = (overrides: { timeoutMs?: number; retries?: number; apiKey?: string } = {}) =>
    createOpenAiVisionRecogniser({
      url: peer.url,
      apiKey: overrides.apiKey ?? peer.apiKey,
      model: 'gpt-4o-mini',
      timeoutMs: overrides.timeoutMs ?? 5_000,
      retries: overrides.retries ?? 2,
      retryDelayMs: 0,
    });

  beforeAll(async () => {
    peer = await startVisionPeer();
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    image = { data, mediaType: 'image/jpeg' };
  });
  afterAll(async () => {
    await peer.close();
  });
  beforeEach(() => {
    peer.requests.length = 0;
    peer.mode = 'ok';
    peer.failFirst = 0;
  });

  it('sends the photo as a data URL with the key, the model and a prompt for JSON with the fixed categories', async () => {
    const result = await recogniser().recognise(image);
    expect(result).toEqual({
      item: 'Wooden dining chair',
      category: 'Furniture',
      description: 'A wooden dining chair with a woven rattan seat, dark brown, about 90 cm tall.',
      condition: 'Light scratches on the legs',
      acceptable: true,
      model: 'gpt-4o-mini',
    });
    expect(peer.requests).toHaveLength(1);
    const [seen] = peer.requests;
    expect(seen!.url).toBe('/v1/chat/completions');
    expect(seen!.authorization).toBe(`Bearer ${peer.apiKey}`);
    expect(seen!.body.model).toBe('gpt-4o-mini');
    expect(seen!.body.response_format).toEqual({ type: 'json_object' });
    const system = seen!.body.messages!.find((m) => m.role === 'system')!.content as string;
    for (const category of itemCategories) expect(system).toContain(`"${category}"`);
    expect(system).toMatch(/"acceptable"/);
    expect(system).toMatch(/"condition"/);
    const user = seen!.body.messages!.find((m) => m.role === 'user')!.content as {
      type: string;
      image_url?: { url: string };
    }[];
    const sent = user.find((part) => part.type === 'image_url')!.image_url!.url;
    expect(sent).toBe(`data:image/jpeg;base64,${image.data.toString('base64')}`);
  });

  it('tries again after a 503 and a 429, and answers once the provider recovers', async () => {
    peer.failFirst = 1;
    peer.failMode = 'fail';
    await expect(recogniser().recognise(image)).resolves.toMatchObject({ item: 'Wooden dining chair' });
    expect(peer.requests).toHaveLength(2);

    peer.requests.length = 0;
    peer.failFirst = 2;
    peer.failMode = 'rate-limited';
    await expect(recogniser().recognise(image)).resolves.toMatchObject({ category: 'Furniture' });
    expect(peer.requests).toHaveLength(3);
  });

  it('gives up after its retries when the provider keeps failing', async () => {
    peer.mode = 'fail';
    const error = await recogniser({ retries: 2 })
      .recognise(image)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VisionFailure);
    expect(error).toMatchObject({ kind: 'http', retryable: true });
    expect(peer.requests).toHaveLength(3);
  });

  it('times out a slow provider, and tries it again', async () => {
    peer.mode = 'slow';
    peer.delayMs = 2_000;
    const error = await recogniser({ timeoutMs: 150, retries: 1 })
      .recognise(image)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(peer.requests).toHaveLength(2);
  });

  it('refuses a body that is not JSON, and a reply that is not the JSON object asked for, without retrying', async () => {
    peer.mode = 'malformed-json';
    await expect(recogniser().recognise(image)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    expect(peer.requests).toHaveLength(1);

    peer.requests.length = 0;
    peer.mode = 'malformed-content';
    await expect(recogniser().recognise(image)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    expect(peer.requests).toHaveLength(1);
  });

  it('does not retry a refused key, and does not put the key in its message', async () => {
    const error = await recogniser({ apiKey: 'sk-wrong-key' })
      .recognise(image)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', retryable: false });
    expect((error as Error).message).toContain('401');
    expect((error as Error).message).not.toContain('sk-wrong-key');
    expect(peer.requests).toHaveLength(1);
  });

  it('reports an unreachable provider as a network failure', async () => {
    const gone = createOpenAiVisionRecogniser({
      url: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      retries: 0,
      retryDelayMs: 0,
    });
    await expect(gone.recognise(image)).rejects.toMatchObject({ kind: 'network', retryable: true });
  });

  it('stops when the caller aborts', async () => {
    peer.mode = 'slow';
    peer.delayMs = 2_000;
    const controller = new AbortController();
    const pending = recogniser().recognise(image, { signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
  });
});

describe('reading the model’s answer', () => {
  it('takes the object out of a fence or prose, maps the category to the fixed list and trims what is long', () => {
    const result = toResult(
      `Sure! Here it is:\n{"item": "  Electric   fan ", "category": "electronics", "description": "${'A stand fan. '.repeat(80)}", "condition": ["dusty", "missing a screw"], "acceptable": "yes"}`,
      'm',
    );
    expect(result.item).toBe('Electric fan');
    expect(result.category).toBe('Electronics');
    expect(result.description.length).toBeLessThanOrEqual(600);
    expect(result.description.endsWith('…')).toBe(true);
    expect(result.condition).toBe('dusty, missing a screw');
    expect(result.acceptable).toBe(true);
    expect(toResult('{"item": "Kalan", "category": "Cooking stuff", "description": null}', 'm')).toMatchObject({
      category: 'Other',
      description: 'Kalan',
      condition: null,
      acceptable: null,
    });
  });

  it('refuses an answer with neither a description nor an item', () => {
    expect(() => toResult('{"item": null, "description": "  "}', 'm')).toThrow(VisionFailure);
    expect(() => toResult('no json here', 'm')).toThrow(VisionFailure);
  });

  it('posts to …/chat/completions whether VISION_API_URL is the API base or the full address', () => {
    expect(chatCompletionsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1/chat/completions')).toBe(
      'http://127.0.0.1:11434/v1/chat/completions',
    );
  });
});
