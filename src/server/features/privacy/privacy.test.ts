import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOutcomes, notifications, photos, savedTrackingNumbers, submissions, user } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, signIn } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 26 (RA 10173): download my data, delete my account, a guest's erasure with a one-time
// code, and turning off a share link.

describe('privacy features', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const counter = async () => (await t.app.inject({ url: '/api/impact' })).json();

  /** A completed request with an outcome and a share link, and an open one, both owned by `ownerUserId`. */
  async function requestsOf(ownerUserId: string | null, name: string) {
    const db = t.database.db;
    const done = await insertSubmission(db, {
      ownerUserId,
      name,
      email: 'household@example.ph',
      phone: '+639171234567',
      status: 'Completed',
      completedAt: new Date(),
      impactToken: `tok-${Math.random().toString(36).slice(2)}-0123456789`,
    });
    const [photo] = await insertPhotos(db, done, [{ label: 'Bookshelf' }]);
    await db.insert(itemOutcomes).values({
      photoId: photo!.id,
      submissionId: done.id,
      outcome: 'recycled',
      material: 'wood',
      weightGrams: 12_000,
    });
    const open = await insertSubmission(db, {
      ownerUserId,
      name,
      email: 'household@example.ph',
      phone: '+639171234567',
      status: 'Processing',
    });
    return { done, open };
  }

  it('lets a customer download their data, then delete the account: sign-in fails, the figures stay', async () => {
    const me = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Rosa Dimaculangan' });
    const { done, open } = await requestsOf(me.id, 'Rosa Dimaculangan');
    await t.database.db.insert(savedTrackingNumbers).values({ userId: me.id, trackingNumber: done.trackingNumber });

    const download = await t.app.inject({ url: '/api/me/data', headers: { cookie: me.cookie } });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    const data = download.json();
    expect(data.account.email).toBe(me.email);
    expect(data.savedTrackingNumbers).toEqual([done.trackingNumber]);
    expect(data.requests.map((r: { trackingNumber: string }) => r.trackingNumber).sort()).toEqual(
      [done.trackingNumber, open.trackingNumber].sort(),
    );
    const completed = data.requests.find((r: { trackingNumber: string }) => r.trackingNumber === done.trackingNumber);
    expect(completed.details).toMatchObject({ name: 'Rosa Dimaculangan', email: 'household@example.ph' });
    expect(completed.outcomes).toEqual([{ item: 'Bookshelf', outcome: 'recycled', weightGrams: 12_000 }]);
    expect(completed.photos[0].url).toMatch(/\/api\/photos\/[\w-]+\/file$/);

    const before = await counter();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete-account',
      headers: { cookie: me.cookie },
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await t.database.db.select().from(user).where(eq(user.id, me.id))).length).toBe(1);

    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete-account',
      headers: { cookie: me.cookie },
      payload: { password: me.password },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await signIn(t.app, me.email, me.password)).res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me/profile', headers: { cookie: me.cookie } })).statusCode).toBe(401);
    expect(
      await t.database.db.select().from(savedTrackingNumbers).where(eq(savedTrackingNumbers.userId, me.id)),
    ).toEqual([]);
    // The open request was cancelled with the usual SMS; both lost their personal data.
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.ownerUserId, me.id));
    expect(rows).toEqual([]);
    for (const sub of [done, open]) {
      const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
      expect(row).toMatchObject({ name: '', email: '', phone: '', address: '', erasureReason: 'account' });
    }
    const [openRow] = await t.database.db.select().from(submissions).where(eq(submissions.id, open.id));
    expect(openRow!.status).toBe('Cancelled');
    const [cancelSms] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, open.id), eq(notifications.template, 'status-cancelled')));
    expect(cancelSms?.status).toBe('pending');
    // The impact counter is unchanged: the figures stay, with no person attached.
    expect(await counter()).toEqual(before);
    expect(await t.database.db.select().from(itemOutcomes).where(eq(itemOutcomes.submissionId, done.id))).toHaveLength(
      1,
    );
  });

  it('lets a guest erase a request with the code sent to its phone, and only with it', async () => {
    const { done } = await requestsOf(null, 'Guest Person');
    // The number as a person types it (lower case, a space) is cleaned by the route's params schema.
    const typed = encodeURIComponent(
      `${done.trackingNumber.slice(0, 4).toLowerCase()} ${done.trackingNumber.slice(4)}`,
    );
    // Without an SMS provider the code goes by e-mail unless the phone is asked for (issue 40).
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${typed}/erase-code`,
      payload: { channel: 'sms' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toMatchObject({ channel: 'sms', destination: '+63 9•• ••• 4567' });
    const [sms] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, done.id), eq(notifications.template, 'erase-code-sms')))
      .orderBy(desc(notifications.createdAt));
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const erase = (c: string) =>
      t.app.inject({ method: 'POST', url: `/api/submissions/${done.trackingNumber}/erase`, payload: { code: c } });

    // An owner code (for another purpose) does not erase.
    const ownerAsk = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${done.trackingNumber}/owner-code`,
      payload: {},
    });
    expect(ownerAsk.statusCode).toBe(200);
    const wrong = await erase(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect((await t.database.db.select().from(submissions).where(eq(submissions.id, done.id)))[0]!.name).toBe(
      'Guest Person',
    );

    const erased = await erase(code);
    expect(erased.statusCode, erased.body).toBe(204);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, done.id));
    expect(row).toMatchObject({ name: '', email: '', phone: '', impactToken: null, erasureReason: 'owner' });
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.submissionId, done.id));
    expect(photo!.storageKey).toBe('');
    expect((await t.app.inject({ url: `/api/photos/${photo!.id}/file` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/impact/${done.impactToken}` })).statusCode).toBe(404);
    // The anonymous tracking answer shows no one; a second erase finds nothing to erase.
    const tracked = await t.app.inject({ url: `/api/track/${done.trackingNumber}` });
    expect(tracked.body).not.toContain('Guest');
    // Issue 40 item 14: and says it was erased, so the page shows no blanks or missing photos.
    expect(tracked.json().erased).toBe(true);
    expect((await erase(code)).statusCode).toBe(404);
    // Staff see it as erased, with the figures.
    const staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const detail = await t.app.inject({
      url: `/api/admin/submissions/${done.trackingNumber}`,
      headers: { cookie: staff.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().submission).toMatchObject({ name: '', erasedAfterDays: 0, status: 'Completed' });
  });

  it('lets the owner turn off the share link: the receipt page answers 404', async () => {
    const me = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const { done } = await requestsOf(me.id, 'Share Owner');
    expect((await t.app.inject({ url: `/api/impact/${done.impactToken}` })).statusCode).toBe(200);
    const withdraw = (number: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/me/submissions/${number}/share-link`,
        headers: { cookie: me.cookie, origin: t.config.publicUrl },
      });
    // A malformed number is answered as an unknown one.
    expect((await withdraw('not-a-number')).statusCode).toBe(404);
    const off = await withdraw(done.trackingNumber.toLowerCase());
    expect(off.statusCode, off.body).toBe(204);
    expect((await t.app.inject({ url: `/api/impact/${done.impactToken}` })).statusCode).toBe(404);
    // The request itself and its figures stay.
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, done.id));
    expect(row).toMatchObject({ name: 'Share Owner', impactToken: null, status: 'Completed' });
  });
});
