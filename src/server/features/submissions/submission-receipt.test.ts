import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { browserWithPhotos, openSubmissionApp, submit, validBody } from './test-submit.ts';

describe('POST /api/submissions', () => {
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await openSubmissionApp());
  });
  afterAll(() => close());

  describe('receipt and resend', () => {
    let trackingNumber: string;
    let browser: string;
    beforeAll(async () => {
      const { cookie, photoIds } = await browserWithPhotos(t.app, 2);
      browser = cookie;
      trackingNumber = (await submit(t.app, validBody(photoIds), { cookie })).json().trackingNumber;
    });
    const receiptOf = (number: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/submissions/${number}/receipt`, headers: cookie ? { cookie } : {} });
    const resendOf = (number: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: `/api/submissions/${number}/resend`, headers: cookie ? { cookie } : {} });
    const notFoundBody = {
      error: 'SUBMISSION_NOT_FOUND',
      message: "We couldn't find your submission data",
      key: 'submissions.noSubmission',
    };

    it('shows the receipt without personal data to the browser that submitted', async () => {
      const res = await receiptOf(trackingNumber, browser);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ trackingNumber, photoCount: 2, resendCount: 0, resendsLeft: 2 });
      const typed = await receiptOf(trackingNumber.toLowerCase(), browser);
      expect(typed.json().trackingNumber).toBe(trackingNumber);
      for (const unknown of ['ZZZZ9999', 'nope']) {
        const missing = await receiptOf(unknown, browser);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual(notFoundBody);
      }
    });

    it('answers anyone else as if the number did not exist: no receipt, no resend', async () => {
      const stranger = (await browserWithPhotos(t.app, 1)).cookie;
      for (const cookie of [undefined, stranger, 'ligpit_draft=not-a-key']) {
        const receipt = await receiptOf(trackingNumber, cookie);
        expect(receipt.statusCode).toBe(404);
        expect(receipt.json()).toEqual(notFoundBody);
        const resend = await resendOf(trackingNumber, cookie);
        expect(resend.statusCode).toBe(404);
        expect(resend.json()).toEqual(notFoundBody);
      }
      const [sub] = await t.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.trackingNumber, trackingNumber));
      expect(sub!.resendCount).toBe(0);
    });

    it('answers the account that owns the submission from another browser', async () => {
      const owner = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
      const tn = (await submit(t.app, validBody(photoIds), { cookie })).json().trackingNumber as string;
      await t.database.db.update(submissions).set({ ownerUserId: owner.id }).where(eq(submissions.trackingNumber, tn));
      expect((await receiptOf(tn, owner.cookie)).statusCode).toBe(200);
      expect((await resendOf(tn, owner.cookie)).json()).toEqual({ resendsLeft: 1 });
      const other = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      expect((await receiptOf(tn, other.cookie)).statusCode).toBe(404);
    });

    it('resends twice and refuses the third time', async () => {
      const resend = () => resendOf(trackingNumber, browser);
      const first = await resend();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ resendsLeft: 1 });
      const second = await resend();
      expect(second.json()).toEqual({ resendsLeft: 0 });
      const third = await resend();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        error: 'RESEND_LIMIT',
        message: "You've reached the maximum number of resend attempts.",
        key: 'submissions.resendMaxed',
      });

      const receipt = await receiptOf(trackingNumber, browser);
      expect(receipt.json()).toMatchObject({ resendCount: 2, resendsLeft: 0 });
      const [sub] = await t.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.trackingNumber, trackingNumber));
      const queued = await t.database.db
        .select({ key: notifications.idempotencyKey, template: notifications.template, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.submissionId, sub!.id));
      expect(queued.map((q) => q.key.split(':').slice(2).join(':')).sort()).toEqual([
        'email:resend-1',
        'email:resend-2',
        'email:submitted',
        'sms:resend-1',
        'sms:resend-2',
        'sms:submitted',
      ]);
      expect(
        queued.filter((q) => q.template === 'submission-sms-resend').every((q) => q.body.includes(trackingNumber)),
      ).toBe(true);
    });

    it('never exceeds two resends under concurrent requests', async () => {
      const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
      const tn = (await submit(t.app, validBody(photoIds), { cookie })).json().trackingNumber as string;
      const results = await Promise.all(Array.from({ length: 6 }, () => resendOf(tn, cookie)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
      const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
      expect(sub!.resendCount).toBe(2);
      const queued = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, sub!.id));
      expect(queued).toHaveLength(6);
    });

    it('answers 404 for an unknown tracking number', async () => {
      const res = await resendOf('ZZZZ9999', browser);
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('submission rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 after 30 submit attempts in 10 minutes from one client', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await submit(t.app, {});
      expect(res.statusCode).toBe(400);
    }
    const limited = await submit(t.app, {});
    expect(limited.statusCode).toBe(429);
  });
});
