import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import { photos } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { makeJpeg } from '#src/server/test/images.ts';
import { startVisionPeer, type VisionPeer } from '#src/server/test/peers.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { draftCookieFrom, makeTempDir, uploadDraft, uploadPhoto } from '#src/server/test/uploads.ts';
import type { Photo } from '#src/shared/photos/photo.schema.ts';
import { analyze, status, uploadAs } from './test-analysis.ts';

// Issue 12: POST /api/analyze-image and GET /api/photos/:id/analysis through HTTP, on PGlite, with a
// local OpenAI-compatible vision API on 127.0.0.1.

describe('item recognition with a vision API configured', () => {
  let peer: VisionPeer;
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let customer: TestUser;
  let other: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    peer = await startVisionPeer();
    dataDir = await makeTempDir('ligpit-analysis-');
    t = await createTestApp({
      env: {
        DATA_DIR: dataDir.path,
        VISION_API_URL: peer.url,
        VISION_API_KEY: peer.apiKey,
        VISION_MODEL: 'gpt-4o-mini',
      },
    });
    [customer, other, staff] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: 'customer' }),
      createSignedInUser(t.app, t.database.db, { role: 'customer' }),
      createSignedInUser(t.app, t.database.db, { role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await dataDir.remove();
  });
  beforeEach(() => {
    peer.requests.length = 0;
    peer.mode = 'ok';
  });

  it('queues a signed-in customer’s upload without waiting for it, and a guest’s not at all', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    expect(photo.analysis).toMatchObject({ status: 'queued', itemName: null, categories: [] });
    expect(peer.requests).toHaveLength(0);
    const res = await t.app.inject(status(photo.id, cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ photoId: photo.id, status: 'queued', available: true });

    const guest = await uploadDraft(t.app);
    expect(guest.photo.analysis?.status).toBe('none');
  });

  it('recognises the item: product.md’s { description, categories }, the item name and who answered; the second ask costs nothing', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    const first = await t.app.inject(analyze({ photoId: photo.id }, cookie));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body).toMatchObject({
      photoId: photo.id,
      status: 'done',
      description: 'A wooden dining chair with a woven rattan seat, dark brown, about 90 cm tall.',
      categories: ['Wooden dining chair', 'Furniture'],
      itemName: 'Wooden dining chair',
      condition: 'Light scratches on the legs',
      acceptable: true,
      source: 'vision-api',
      model: 'gpt-4o-mini',
      cached: false,
    });
    expect(peer.requests).toHaveLength(1);
    // The stored photo (≤ 1600 px) went as a smaller JPEG data URL, never as a link to fetch.
    const sent = JSON.stringify(peer.requests[0]!.body);
    expect(sent).toContain('data:image/jpeg;base64,');
    expect(sent).not.toContain(photo.url);

    const again = await t.app.inject(analyze({ photoId: photo.id }, cookie));
    expect(again.json()).toMatchObject({ itemName: 'Wooden dining chair', cached: true });
    expect(peer.requests).toHaveLength(1);

    const stored = await t.app.inject(status(photo.id, cookie));
    expect(stored.json()).toMatchObject({ status: 'done', itemName: 'Wooden dining chair', source: 'vision-api' });
  });

  it('answers two requests for the same photo with one provider call', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    peer.mode = 'slow';
    peer.delayMs = 300;
    const [a, b] = await Promise.all([
      t.app.inject(analyze({ photoId: photo.id }, cookie)),
      t.app.inject(analyze({ photoId: photo.id }, cookie)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().itemName).toBe('Wooden dining chair');
    expect(b.json().itemName).toBe('Wooden dining chair');
    expect(peer.requests).toHaveLength(1);
  });

  it('waits for a run held by another instance, and takes over one whose runner died', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    const db = t.database.db;
    // Another instance holds it, and finishes a little later.
    await db
      .update(photos)
      .set({ analysisStatus: 'running', analysisLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(photos.id, photo.id));
    const finish = setTimeout(() => {
      void db
        .update(photos)
        .set({
          analysisStatus: 'done',
          analysisItemName: 'Rice cooker',
          analysisDescription: 'A white rice cooker.',
          analysisCategories: ['Rice cooker', 'Appliance'],
          analysisSource: 'vision-api',
          analysisModel: 'other-instance',
          analysedAt: new Date(),
        })
        .where(eq(photos.id, photo.id))
        .execute();
      // Later than the request's first look even on a busy machine (at 200 ms, under load, the
      // result was already there when the request first looked, and it answered from the store).
    }, 1_500);
    const waited = await t.app.inject(analyze({ photoId: photo.id }, cookie));
    clearTimeout(finish);
    expect(waited.json()).toMatchObject({ itemName: 'Rice cooker', model: 'other-instance', cached: false });
    expect(peer.requests).toHaveLength(0);

    // A runner that died left it running past its lease: the next ask runs it again.
    const second = await uploadAs(t, customer);
    await db
      .update(photos)
      .set({ analysisStatus: 'running', analysisLeaseUntil: new Date(Date.now() - 1_000) })
      .where(eq(photos.id, second.photo.id));
    const taken = await t.app.inject(analyze({ photoId: second.photo.id }, second.cookie));
    expect(taken.json()).toMatchObject({ itemName: 'Wooden dining chair', cached: false });
    expect(peer.requests).toHaveLength(1);
  });

  it('finds the photo by product.md’s remoteURL (read for its id, never fetched) or base64Data (the bytes as uploaded)', async () => {
    const bytes = await makeJpeg(200, 150, { quality: 71 });
    const uploaded = await uploadPhoto(t.app, bytes, { cookie: customer.cookie });
    const photo = uploaded.json() as Photo;
    const cookie = `${customer.cookie}; ${draftCookieFrom(uploaded)}`;

    const byUrl = await t.app.inject(analyze({ remoteURL: photo.url, base64Data: 'ignored' }, cookie));
    expect(byUrl.statusCode, byUrl.body).toBe(200);
    expect(byUrl.json()).toMatchObject({ photoId: photo.id, itemName: 'Wooden dining chair' });
    const absolute = await t.app.inject(analyze({ remoteURL: `http://localhost:3000${photo.thumbUrl}` }, cookie));
    expect(absolute.json()).toMatchObject({ photoId: photo.id, cached: true });

    const byBytes = await t.app.inject(analyze({ base64Data: bytes.toString('base64') }, cookie));
    expect(byBytes.json()).toMatchObject({ photoId: photo.id, cached: true });
    const byDataUrl = await t.app.inject(
      analyze({ base64Data: `data:image/jpeg;base64,${bytes.toString('base64')}` }, customer.cookie),
    );
    expect(byDataUrl.json()).toMatchObject({ photoId: photo.id });
    expect(peer.requests).toHaveLength(1);

    // Someone else's bytes, or bytes nobody uploaded, find nothing; nothing is analysed.
    const strangers = await t.app.inject(analyze({ base64Data: bytes.toString('base64') }, other.cookie));
    expect(strangers.statusCode).toBe(404);
    const unknown = await t.app.inject(
      analyze({ base64Data: (await makeJpeg(90, 60)).toString('base64') }, customer.cookie),
    );
    expect(unknown.statusCode).toBe(404);
    const notAnImage = await t.app.inject(analyze({ base64Data: '%%% not base64 %%%' }, customer.cookie));
    expect(notAnImage.statusCode).toBe(400);
    expect(peer.requests).toHaveLength(1);
  });

  it('never fetches an address that is not one of its own photos', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    for (const remoteURL of [
      `https://evil.example${photo.url}`,
      `${peer.url}/chat/completions`,
      'file:///etc/passwd',
      `//evil.example${photo.url}`,
      '/api/photos/not-a-uuid/file',
    ]) {
      const res = await t.app.inject(analyze({ remoteURL }, cookie));
      expect(res.statusCode, remoteURL).toBe(400);
      expect(res.json()).toMatchObject({ error: 'BAD_REQUEST' });
    }
    expect(peer.requests).toHaveLength(0);
  });

  it('lets nobody analyse another person’s photo; staff any submitted one', async () => {
    const { photo, cookie } = await uploadAs(t, customer);
    const draftOfOther = await t.app.inject(analyze({ photoId: photo.id }, other.cookie));
    expect(draftOfOther.statusCode).toBe(404);
    expect((await t.app.inject(analyze({ remoteURL: photo.url }, other.cookie))).statusCode).toBe(404);
    expect((await t.app.inject(status(photo.id, other.cookie))).statusCode).toBe(404);
    // Staff have no business with someone's draft either.
    expect((await t.app.inject(analyze({ photoId: photo.id }, staff.cookie))).statusCode).toBe(404);

    // Submitted: the owner and staff may, another customer gets 403.
    const submission = await insertSubmission(t.database.db, { ownerUserId: customer.id });
    await t.database.db.update(photos).set({ submissionId: submission.id }).where(eq(photos.id, photo.id));
    const refused = await t.app.inject(analyze({ photoId: photo.id }, other.cookie));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect(peer.requests).toHaveLength(0);

    const byStaff = await t.app.inject(analyze({ photoId: photo.id }, staff.cookie));
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect((await t.app.inject(analyze({ photoId: photo.id }, cookie))).json()).toMatchObject({ cached: true });

    // A guest's submitted photo: staff may have it analysed, and see the result in review and the gallery.
    const blobStore = createLocalBlobStore(path.join(dataDir.path, 'photos'));
    const guestRequest = await insertSubmission(t.database.db, { name: 'Guest Household' });
    const [guestPhoto] = await insertPhotos(t.database.db, guestRequest, [{ label: 'Item 1' }], { blobStore });
    expect((await t.app.inject(analyze({ photoId: guestPhoto!.id }, customer.cookie))).statusCode).toBe(403);
    expect((await t.app.inject(analyze({ photoId: guestPhoto!.id }, staff.cookie))).statusCode).toBe(200);

    const review = await t.app.inject({
      method: 'GET',
      url: `/api/admin/submissions/${guestRequest.trackingNumber}`,
      headers: { cookie: staff.cookie },
    });
    expect(review.json().photos[0].analysis).toMatchObject({
      status: 'done',
      itemName: 'Wooden dining chair',
      description: expect.stringContaining('rattan'),
      categories: ['Wooden dining chair', 'Furniture'],
      source: 'vision-api',
      model: 'gpt-4o-mini',
    });
    const gallery = await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: { cookie: staff.cookie } });
    const shown = gallery.json().items.find((p: { id: string }) => p.id === guestPhoto!.id);
    expect(shown.analysis).toMatchObject({ itemName: 'Wooden dining chair', source: 'vision-api' });
  });

  it('lets a signed-in person analyse a photo this browser uploaded before signing in', async () => {
    const guest = await uploadDraft(t.app);
    expect(guest.photo.analysis?.status).toBe('none');
    const res = await t.app.inject(analyze({ photoId: guest.photo.id }, `${customer.cookie}; ${guest.cookie}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itemName).toBe('Wooden dining chair');
  });

  it('refuses a request that names no photo, with the field to fix', async () => {
    const res = await t.app.inject(analyze({}, customer.cookie));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', issues: [{ path: 'photoId' }] });
  });

  it('limits each account, not each address, to 60 analyses in 10 minutes', async () => {
    const person = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const { photo, cookie } = await uploadAs(t, person);
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await t.app.inject(analyze({ photoId: photo.id }, cookie))).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect(peer.requests).toHaveLength(1);
    // Another account from the same address is not held back.
    const { photo: theirs, cookie: theirCookie } = await uploadAs(t, other);
    expect((await t.app.inject(analyze({ photoId: theirs.id }, theirCookie))).statusCode).toBe(200);
  });
});
