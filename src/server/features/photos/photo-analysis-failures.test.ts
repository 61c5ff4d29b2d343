import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import { createOpenAiVisionRecogniser } from '#src/server/adapters/vision-openai.ts';
import { photos } from '#src/server/db/schema.ts';
import { startVisionPeer, type VisionPeer } from '#src/server/test/peers.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { createPhotoAnalyser } from './photo-analyser.ts';
import { runAnalysisPass } from './photo-analysis-job.ts';
import { analyze, status, uploadAs } from './test-analysis.ts';

// Issue 12: what recognition does when the provider fails, when nothing is configured, and the job that runs it;
// against a local OpenAI-compatible vision API on 127.0.0.1.

describe('item recognition when the provider fails', () => {
  let peer: VisionPeer;
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let customer: TestUser;

  beforeAll(async () => {
    peer = await startVisionPeer();
    dataDir = await makeTempDir('ligpit-analysis-fail-');
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path },
      // Short timeouts and one quick retry, so each failure shows in well under a second.
      deps: {
        vision: createOpenAiVisionRecogniser({
          url: peer.url,
          apiKey: peer.apiKey,
          model: 'gpt-4o-mini',
          timeoutMs: 200,
          retries: 1,
          retryDelayMs: 0,
        }),
      },
    });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await dataDir.remove();
  });

  for (const mode of ['fail', 'slow', 'malformed-json', 'malformed-content'] as const) {
    it(`answers "${mode}" with product.md’s failure text, never a 5xx, and tries again when asked again`, async () => {
      const { photo, cookie } = await uploadAs(t, customer);
      peer.mode = mode;
      peer.delayMs = 1_000;
      const res = await t.app.inject(analyze({ photoId: photo.id }, cookie));
      expect(res.statusCode).toBe(424);
      expect(res.json()).toEqual({
        error: 'ANALYSIS_FAILED',
        message: 'An error occurred during image analysis',
        key: 'photos.analysisFailed',
      });
      const stored = await t.app.inject(status(photo.id, cookie));
      expect(stored.json()).toMatchObject({ status: 'failed', itemName: null });

      peer.mode = 'ok';
      const retried = await t.app.inject(analyze({ photoId: photo.id }, cookie));
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ itemName: 'Wooden dining chair', cached: false });
    });
  }

  it('stores why it failed for operators, and the job does not retry a failed photo in a loop', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    peer.mode = 'fail';
    peer.requests.length = 0;
    await t.app.inject(analyze({ photoId: photo.id }, cookie));
    expect(peer.requests).toHaveLength(2); // the first try and the adapter's one retry
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({ analysisStatus: 'failed', analysisAttempts: 1 });
    expect(row!.analysisError).toMatch(/^http: The API answered HTTP 503/);

    // Another instance's job pass: the queued photo of this test file's earlier uploads are long done or failed.
    const analyser = createPhotoAnalyser({
      db: t.database.db,
      blobStore: createLocalBlobStore(path.join(dataDir.path, 'photos')),
      recogniser: createOpenAiVisionRecogniser({ url: peer.url, apiKey: peer.apiKey, model: 'm', retries: 0 }),
      now: () => new Date(),
      log: silentLog,
    });
    const queued = await uploadAs(t, customer);
    peer.mode = 'ok';
    peer.requests.length = 0;
    expect(await runAnalysisPass({ db: t.database.db, analyser, log: silentLog, now: () => new Date() })).toBe(1);
    expect(peer.requests).toHaveLength(1);
    const [done] = await t.database.db.select().from(photos).where(eq(photos.id, queued.photo.id));
    expect(done).toMatchObject({ analysisStatus: 'done', analysisItemName: 'Wooden dining chair' });
    const [stillFailed] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(stillFailed!.analysisStatus).toBe('failed');
  });
});

describe('item recognition with nothing configured', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let customer: TestUser;

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-analysis-none-');
    t = await createTestApp({ env: { DATA_DIR: dataDir.path } });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('queues nothing, and answers "API Configuration Error" with the missing key', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    expect(photo.analysis?.status).toBe('none');
    const res = await t.app.inject(analyze({ photoId: photo.id }, cookie));
    expect(res.statusCode).toBe(424);
    expect(res.json()).toEqual({
      error: 'VISION_NOT_CONFIGURED',
      message: 'The image analysis key is not configured',
      key: 'photos.analysisNotConfigured',
      missingKey: 'VISION_API_KEY',
    });
    const stored = await t.app.inject(status(photo.id, cookie));
    expect(stored.json()).toMatchObject({ status: 'none', available: false });
  });
});

describe('the analysis job', () => {
  let peer: VisionPeer;
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let customer: TestUser;

  beforeAll(async () => {
    peer = await startVisionPeer();
    dataDir = await makeTempDir('ligpit-analysis-job-');
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, VISION_API_URL: peer.url, VISION_API_KEY: peer.apiKey },
      deps: { backgroundJobs: true },
    });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await dataDir.remove();
  });

  it('analyses uploads after their answer, so the screen finds them done', async () => {
    peer.answerFor = (n) => ({ item: n === 0 ? 'Electric fan' : 'Rattan sofa', category: 'Other', description: 'x' });
    const first = await uploadAs(t, customer);
    const second = await uploadAs(t, customer);
    expect(first.photo.analysis?.status).toBe('queued');
    const names = async () =>
      Promise.all([first, second].map(async (u) => (await t.app.inject(status(u.photo.id, u.cookie))).json().itemName));
    await vi.waitFor(async () => expect((await names()).sort()).toEqual(['Electric fan', 'Rattan sofa']), {
      timeout: 10_000,
      interval: 100,
    });
    expect(peer.requests).toHaveLength(2);
    const asked = await t.app.inject(analyze({ photoId: first.photo.id }, first.cookie));
    expect(asked.json()).toMatchObject({ cached: true });
    expect(peer.requests).toHaveLength(2);
  });
});
