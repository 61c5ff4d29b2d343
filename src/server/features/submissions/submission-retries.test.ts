import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, photos, savedTrackingNumbers, submissions } from '#src/server/db/schema.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import type { TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import { browserWithPhotos, newKey, openSubmissionApp, submit, validBody } from './test-submit.ts';

/** Retries, double submits and whose photos and submissions are whose. */
describe('POST /api/submissions: retries and ownership', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  const countSubmissions = async () => (await t.database.db.select({ n: count() }).from(submissions))[0]!.n;

  beforeAll(async () => {
    ({ t, close } = await openSubmissionApp());
  });
  afterAll(() => close());

  it('returns the same tracking number for a retry with the same Idempotency-Key', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 2);
    const key = newKey();
    const first = await submit(t.app, validBody(photoIds), { cookie, key });
    expect(first.statusCode).toBe(201);
    const before = await countSubmissions();
    const again = await submit(t.app, validBody(photoIds), { cookie, key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countSubmissions()).toBe(before);
  });

  it('makes one submission of a concurrent double submit', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 2);
    const key = newKey();
    const before = await countSubmissions();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submit(t.app, validBody(photoIds), { cookie, key })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().trackingNumber)).size).toBe(1);
    expect(await countSubmissions()).toBe(before + 1);
    const tn = results[0]!.json().trackingNumber as string;
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, sub!.id));
    expect(queued).toHaveLength(2);
  });

  it('does not hand another browser’s submission to a client that reuses its Idempotency-Key', async () => {
    const a = await browserWithPhotos(t.app, 1);
    const b = await browserWithPhotos(t.app, 1);
    const key = newKey();
    const first = await submit(t.app, validBody(a.photoIds), { cookie: a.cookie, key });
    const second = await submit(t.app, validBody(b.photoIds), { cookie: b.cookie, key });
    expect(second.statusCode).toBe(201);
    expect(second.json().trackingNumber).not.toBe(first.json().trackingNumber);
  });

  it('refuses photos of another browser, unknown photos, used photos and a missing draft cookie', async () => {
    const mine = await browserWithPhotos(t.app, 2);
    const theirs = await browserWithPhotos(t.app, 1);
    const message = 'Some of your photos are no longer available. Please remove them and take or upload them again.';
    const before = await countSubmissions();
    const attempts = [
      { photoIds: [mine.photoIds[0]!, theirs.photoIds[0]!], cookie: mine.cookie },
      { photoIds: theirs.photoIds, cookie: mine.cookie },
      { photoIds: [randomUUID()], cookie: mine.cookie },
      { photoIds: mine.photoIds, cookie: null },
    ];
    for (const attempt of attempts) {
      const res = await submit(t.app, validBody(attempt.photoIds), { cookie: attempt.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'PHOTOS_GONE', message, key: 'submissions.photosGone' });
    }
    expect(await countSubmissions()).toBe(before);
    // Nothing was attached by the refused attempts.
    const rows = await t.database.db.select().from(photos).where(eq(photos.id, theirs.photoIds[0]!));
    expect(rows[0]!.submissionId).toBeNull();

    const ok = await submit(t.app, validBody(mine.photoIds), { cookie: mine.cookie });
    expect(ok.statusCode).toBe(201);
    const reuse = await submit(t.app, validBody(mine.photoIds), { cookie: mine.cookie });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(message);
  });

  it('owns a submission made while signed in, and lets only its owner edit the photos', async () => {
    // Accounts with a confirmed address, signed in (Better Auth's own sign-up is closed, decision 012).
    const signUp = async (email: string) => {
      const made = await createSignedInUser(t.app, t.database.db, { role: 'customer', email });
      return { id: made.id, cookies: made.cookie };
    };
    const owner = await signUp(`owner-${randomUUID()}@example.ph`);
    const stranger = await signUp(`stranger-${randomUUID()}@example.ph`);
    const first = await uploadDraft(t.app, null);
    const cookie = `${first.cookie}; ${owner.cookies}`;
    const res = await submit(t.app, validBody([first.photo.id]), { cookie });
    expect(res.statusCode).toBe(201);
    const tn = res.json().trackingNumber as string;
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
    expect(sub!.ownerUserId).toBe(owner.id);
    const saved = await t.database.db
      .select()
      .from(savedTrackingNumbers)
      .where(eq(savedTrackingNumbers.userId, owner.id));
    expect(saved.map((r) => r.trackingNumber)).toEqual([tn]);

    const url = `/api/photos/${first.photo.id}`;
    const refused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: stranger.cookies },
      payload: { brand: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: owner.cookies },
      payload: { brand: 'Sharp' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().brand).toBe('Sharp');
  });

  it('refuses an unknown event', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
    const res = await submit(t.app, validBody(photoIds, { eventSlug: 'no-such-event' }), { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'This event was not found',
      key: 'events.eventNotFound',
    });
  });
});
