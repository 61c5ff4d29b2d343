import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, statusChanges, submissions } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 15: the owner adds or removes photos while the request is Submitted or Processing, through
// the photo pipeline (POST /api/photos re-encodes), recorded in the history.

describe('photos the owner adds or removes', () => {
  let t: TestApp;
  let staff: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  async function guestRequest() {
    const browser = await uploadDraft(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie: browser.cookie, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Maria Santos',
        email: 'maria@example.ph',
        phone: '+63 917 555 0101',
        city: 'Pasig',
        address: '5 Shaw Blvd.',
        barangay: 'Kapitolyo',
        pickupDate: addDays(manilaDate(), 12),
        photoIds: [browser.photo.id],
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.trackingNumber, res.json().trackingNumber));
    return { row: row!, cookie: browser.cookie, firstPhotoId: browser.photo.id };
  }

  const call = (method: 'POST' | 'DELETE', url: string, cookie: string | null, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('adds a re-encoded photo and removes one, keeping the last; the history says so', async () => {
    const { row, cookie, firstPhotoId } = await guestRequest();
    const second = await uploadDraft(t.app, cookie);
    const added = await call('POST', `/api/submissions/${row.trackingNumber}/photos`, cookie, {
      photoId: second.photo.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ canEditPhotos: true });
    const attached = await t.database.db.select().from(photos).where(eq(photos.submissionId, row.id));
    expect(attached.map((p) => p.id).sort()).toEqual([firstPhotoId, second.photo.id].sort());
    const [afterAdd] = await t.database.db.select().from(submissions).where(eq(submissions.id, row.id));
    expect(afterAdd!.photoCount).toBe(2);

    // The tracking page shows it to anyone holding the number.
    const tracking = await t.app.inject({ method: 'GET', url: `/api/track/${row.trackingNumber}` });
    expect(tracking.json().items).toHaveLength(2);

    const removed = await call('DELETE', `/api/submissions/${row.trackingNumber}/photos/${firstPhotoId}`, cookie);
    expect(removed.statusCode).toBe(200);
    const last = await call('DELETE', `/api/submissions/${row.trackingNumber}/photos/${second.photo.id}`, cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('A request keeps at least one photo. Add another before removing this one.');
    const left = await t.database.db.select().from(photos).where(eq(photos.submissionId, row.id));
    expect(left.map((p) => p.id)).toEqual([second.photo.id]);

    const history = await t.database.db.select().from(statusChanges).where(eq(statusChanges.submissionId, row.id));
    expect(history.map((h) => h.reason)).toEqual(
      expect.arrayContaining([
        'Photo added online by the household (2 in all)',
        'Photo removed online by the household (1 left)',
      ]),
    );
  });

  it('refuses a stranger, another browser’s draft, and any change once a pickup is scheduled', async () => {
    const { row, cookie } = await guestRequest();
    const stranger = await uploadDraft(t.app);
    const byStranger = await call('POST', `/api/submissions/${row.trackingNumber}/photos`, stranger.cookie, {
      photoId: stranger.photo.id,
    });
    expect(byStranger.statusCode).toBe(404);
    const theirs = await call('POST', `/api/submissions/${row.trackingNumber}/photos`, cookie, {
      photoId: stranger.photo.id,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error).toBe('PHOTOS_GONE');

    const room = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${row.trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: {
        to: 'Pickup Scheduled',
        expectedStatus: 'Submitted',
        pickupDate: addDays(manilaDate(), 12),
        pickupTime: '8:00–11:00',
      },
    });
    expect(room.statusCode).toBe(200);
    const extra = await uploadDraft(t.app, cookie);
    const late = await call('POST', `/api/submissions/${row.trackingNumber}/photos`, cookie, {
      photoId: extra.photo.id,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'Photos can be added or removed only while the request is Submitted or Processing.',
    );
  });

  it('the photo API no longer lets a customer delete a submitted photo around the status rule', async () => {
    const owner = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const { row, firstPhotoId } = await guestRequest();
    await t.database.db.update(submissions).set({ ownerUserId: owner.id }).where(eq(submissions.id, row.id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${firstPhotoId}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(403);
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.id, firstPhotoId));
    expect(photo?.submissionId).toBe(row.id);
  });
});
