import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { erasePersonalData } from '#src/server/lib/erasure.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

describe('admin photo gallery', () => {
  let t: TestApp;
  let staff: TestUser;
  const dataDir = path.join(os.tmpdir(), `ligpit-gallery-${process.pid}-${randomUUID().slice(0, 8)}`);
  const blobStore = createLocalBlobStore(path.join(dataDir, 'photos'));

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { blobStore } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const as = () => ({ cookie: staff.cookie });

  it('lists submitted photos with their request, searchable by brand, condition and tracking number', async () => {
    const db = t.database.db;
    const s1 = await insertSubmission(db, { trackingNumber: 'GAL10001' });
    const s2 = await insertSubmission(db, { trackingNumber: 'GAL20002' });
    await insertPhotos(db, s1, [
      { label: 'Electric Fan', brand: 'Asahi', condition: 'Working' },
      { label: 'Rice Cooker', brand: 'Hanabishi', condition: 'Cracked lid' },
    ]);
    await insertPhotos(db, s2, [{ label: 'Television', brand: 'Samsung', condition: 'Cracked screen' }]);
    // A draft (not yet submitted) is not staff's business.
    await db.insert(photos).values({
      draftKey: 'some-browser',
      storageKey: 'draft.jpg',
      thumbKey: 'draft-thumb.jpg',
      brand: 'Asahi',
      width: 10,
      height: 10,
      bytes: 10,
    });

    const all = await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: as() });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().items[0]).toMatchObject({ trackingNumber: 'GAL20002', brand: 'Samsung' });

    const search = async (q: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/photos?q=${encodeURIComponent(q)}`, headers: as() })
      ).json();
    expect((await search('asahi')).items.map((p: { brand: string }) => p.brand)).toEqual(['Asahi']);
    expect((await search('cracked')).total).toBe(2);
    expect((await search('gal1')).total).toBe(2);
    expect((await search('nothing like this')).total).toBe(0);

    const paged = (
      await t.app.inject({ method: 'GET', url: '/api/admin/photos?pageSize=2&page=2', headers: as() })
    ).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);

    // A search's total comes with its page, and still when the page is past the end.
    const pagedSearch = async (page: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/photos?q=cracked&pageSize=1&page=${page}`, headers: as() })
      ).json();
    expect(await pagedSearch(2)).toMatchObject({ total: 2, page: 2 });
    expect((await pagedSearch(2)).items).toHaveLength(1);
    expect(await pagedSearch(5)).toMatchObject({ total: 2, page: 5, items: [] });
  });

  it("leaves out the photos erased with their request's personal data (issue 26): no file is left to show", async () => {
    const db = t.database.db;
    const erased = await insertSubmission(db, { trackingNumber: 'GALERASE' });
    await insertPhotos(db, erased, [{ label: 'Old Sofa', brand: 'Mandaue Foam', condition: 'Torn' }]);
    const listed = async (q?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/photos${q ? `?q=${q}` : ''}`,
          headers: as(),
        })
      ).json() as { total: number; items: { trackingNumber: string }[] };
    const before = await listed();
    expect(before.items.map((p) => p.trackingNumber)).toContain('GALERASE');
    expect((await listed('galerase')).total).toBe(1);

    await db.transaction((tx) => erasePersonalData(tx, erased.id, 'owner', new Date()));

    const after = await listed();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((p) => p.trackingNumber)).not.toContain('GALERASE');
    expect((await listed('galerase')).total).toBe(0);
  });

  it('edits brand, condition and the staff verdict', async () => {
    const s = await insertSubmission(t.database.db);
    const [photo] = await insertPhotos(t.database.db, s, [{ label: 'Sofa' }]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/photos/${photo!.id}`,
      headers: as(),
      payload: { brand: '  Our Home ', condition: 'Stained', verdict: 'recycle', verdictNote: 'Foam is fine' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      brand: 'Our Home',
      condition: 'Stained',
      verdict: 'recycle',
      verdictNote: 'Foam is fine',
    });

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/photos/${photo!.id}`,
      headers: as(),
      payload: { verdict: null },
    });
    expect(cleared.json()).toMatchObject({ brand: 'Our Home', verdict: null });
  });

  it('refuses a brand too long to show, an unknown verdict or an empty update (an empty brand is allowed: issue 24)', async () => {
    const s = await insertSubmission(t.database.db);
    const [photo] = await insertPhotos(t.database.db, s, [{}]);
    for (const payload of [{ brand: 'x'.repeat(81) }, { verdict: 'maybe' }, {}]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/photos/${photo!.id}`,
        headers: as(),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('deletes the row and both stored files, and keeps the photo count true', async () => {
    const s = await insertSubmission(t.database.db);
    const [first, second] = await insertPhotos(t.database.db, s, [{ label: 'Lamp' }, { label: 'Bag' }], { blobStore });
    expect(await blobStore.get(first!.storageKey)).not.toBeNull();

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/photos/${first!.id}`, headers: as() });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(photos).where(eq(photos.id, first!.id))).toHaveLength(0);
    expect(await blobStore.get(first!.storageKey)).toBeNull();
    expect(await blobStore.get(first!.thumbKey)).toBeNull();
    expect(await blobStore.get(second!.storageKey)).not.toBeNull();
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row!.photoCount).toBe(1);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/photos/${first!.id}`, headers: as() });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown photo and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/photos/${randomUUID()}`,
      headers: as(),
      payload: { brand: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/admin/photos/not-a-uuid', headers: as() });
    expect(malformed.statusCode).toBe(400);
  });
});
