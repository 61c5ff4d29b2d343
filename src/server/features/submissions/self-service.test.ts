import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';

// Issue 15: the owner cancels or moves the pickup online, until 24 hours before it (product.md §9).

describe('self-service: cancel and reschedule by the owner', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const today = manilaDate();
  // The server's clock: the wall clock, moved by the cutoff test.
  let clock: Date | null = null;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1', MAIL_FROM: 'Ligpit <hello@ligpit.ph>' },
      deps: { now: () => clock ?? new Date() },
    });
    owner = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana Reyes' });
    stranger = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  const post = (url: string, cookie: string | null, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const availability = async (city: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/pickup-availability?city=${city}` })).json() as Availability;

  /** A guest's request made through the upload screen, as that browser. */
  async function guestRequest(pickupDate: string) {
    const browser = await uploadDraft(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie: browser.cookie, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Maria Santos',
        email: `maria.${randomUUID().slice(0, 8)}@example.ph`,
        phone: '+63 917 555 0101',
        city: 'Pasig',
        address: '5 Shaw Blvd.',
        barangay: 'Kapitolyo',
        pickupDate,
        photoIds: [browser.photo.id],
      },
    });
    expect(res.statusCode).toBe(201);
    return { trackingNumber: res.json().trackingNumber as string, cookie: browser.cookie };
  }

  it('the browser that made the request cancels it: Cancelled in the history, SMS to them, e-mail to staff, slot freed', async () => {
    const date = addDays(today, 10);
    const before = (await availability('Pasig')).days.find((d) => d.date === date)!.windows[0]!.remaining;
    const { trackingNumber, cookie } = await guestRequest(date);
    expect((await availability('Pasig')).days.find((d) => d.date === date)!.windows[0]!.remaining).toBe(before - 1);

    const options = await t.app.inject({
      method: 'GET',
      url: `/api/submissions/${trackingNumber}/manage`,
      headers: { cookie },
    });
    expect(options.json().options).toMatchObject({ canCancel: true, canReschedule: true, pickupDate: date });
    // 24 hours before the window starts (08:00 Manila).
    expect(options.json().options.changeUntil).toBe(new Date(`${addDays(date, -1)}T08:00:00+08:00`).toISOString());

    const res = await post(`/api/submissions/${trackingNumber}/cancel`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', canCancel: false });

    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    const history = await t.database.db.select().from(statusChanges).where(eq(statusChanges.submissionId, row!.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'Submitted',
      toStatus: 'Cancelled',
      reason: 'Cancelled online by the household',
      byUserId: null,
    });
    const messages = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, row!.id));
    expect(messages.map((n) => [n.template, n.recipient])).toEqual(
      expect.arrayContaining([
        ['status-cancelled', '+639175550101'],
        ['staff-cancelled-online', 'hello@ligpit.ph'],
      ]),
    );
    expect((await availability('Pasig')).days.find((d) => d.date === date)!.windows[0]!.remaining).toBe(before);

    // Once cancelled, it stays so.
    const again = await post(`/api/submissions/${trackingNumber}/cancel`, cookie);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('a stranger can neither see the options nor cancel nor reschedule: answered as for an unknown number', async () => {
    const { trackingNumber } = await guestRequest(addDays(today, 11));
    const otherBrowser = await uploadDraft(t.app);
    for (const cookie of [null, otherBrowser.cookie, stranger.cookie]) {
      const look = await t.app.inject({
        method: 'GET',
        url: `/api/submissions/${trackingNumber}/manage`,
        headers: cookie ? { cookie } : {},
      });
      expect(look.json()).toEqual({ options: null });
      expect((await post(`/api/submissions/${trackingNumber}/cancel`, cookie)).statusCode).toBe(404);
      const move = await post(`/api/submissions/${trackingNumber}/reschedule`, cookie, {
        pickupDate: addDays(today, 12),
        pickupWindowId: randomUUID(),
      });
      expect(move.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    expect(row!.status).toBe('Submitted');
  });

  it('the signed-in owner moves the pickup to another window with room; the history records it', async () => {
    const s = await insertSubmission(t.database.db, {
      ownerUserId: owner.id,
      city: 'Makati',
      status: 'Pickup Scheduled',
      pickupDate: addDays(today, 5),
      pickupTime: '8:00–11:00',
    });
    const target = (await availability('Makati')).days.find((d) => d.date === addDays(today, 14))!;
    const window = target.windows[2]!;
    const res = await post(`/api/submissions/${s.trackingNumber}/reschedule`, owner.cookie, {
      pickupDate: target.date,
      pickupWindowId: window.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Pickup Scheduled',
      pickupDate: target.date,
      pickupTime: '14:00–17:00',
      pickupWindowId: window.id,
    });
    const history = await t.database.db.select().from(statusChanges).where(eq(statusChanges.submissionId, s.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'Pickup Scheduled',
      toStatus: 'Pickup Scheduled',
      byUserId: owner.id,
    });
    expect(history.at(-1)!.reason).toContain('Rescheduled online to');
    const after = (await availability('Makati')).days.find((d) => d.date === target.date)!;
    expect(after.windows[2]!.remaining).toBe(window.remaining - 1);

    // Too near: 8 days ahead is fine, 3 is not offered to households.
    const near = await post(`/api/submissions/${s.trackingNumber}/reschedule`, owner.cookie, {
      pickupDate: addDays(today, 3),
      pickupWindowId: window.id,
    });
    expect(near.statusCode).toBe(400);
  });

  it('refuses to cancel or move within 24 hours of the pickup, and says why', async () => {
    const date = addDays(today, 10);
    const s = await insertSubmission(t.database.db, {
      ownerUserId: owner.id,
      city: 'Makati',
      status: 'Pickup Scheduled',
      pickupDate: date,
      pickupTime: '11:00–14:00',
    });
    const startsAt = new Date(`${date}T11:00:00+08:00`).getTime();
    const manage = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/submissions/${s.trackingNumber}/manage`,
        headers: { cookie: owner.cookie },
      });
    try {
      clock = new Date(startsAt - 25 * 3_600_000);
      expect((await manage()).json().options).toMatchObject({ canCancel: true, canReschedule: true });

      clock = new Date(startsAt - 23 * 3_600_000);
      expect((await manage()).json().options).toMatchObject({ canCancel: false, canReschedule: false });
      const res = await post(`/api/submissions/${s.trackingNumber}/cancel`, owner.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'CHANGE_CUTOFF_PASSED',
        message: 'Online changes close 24 hours before the pickup. Please reply to our SMS or e-mail and we will help.',
      });
      const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, s.id));
      expect(row!.status).toBe('Pickup Scheduled');
    } finally {
      clock = null;
    }
  });

  it('the history the household reads says what happened, and no staff reason (issue 24)', async () => {
    const date = addDays(today, 10);
    const { trackingNumber, cookie } = await guestRequest(date);
    const target = (await availability('Pasig')).days.find((d) => d.date === addDays(today, 13))!;
    const window = target.windows[1]!;
    const moved = await post(`/api/submissions/${trackingNumber}/reschedule`, cookie, {
      pickupDate: target.date,
      pickupWindowId: window.id,
    });
    expect(moved.statusCode).toBe(200);
    const second = await uploadDraft(t.app, cookie);
    expect(
      (await post(`/api/submissions/${trackingNumber}/photos`, cookie, { photoId: second.photo.id })).statusCode,
    ).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/submissions/${trackingNumber}/photos/${second.photo.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    const staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    const scheduled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: { to: 'Processing', expectedStatus: 'Submitted', reason: 'Checked the chair photos' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);

    const lookup = await t.app.inject({ method: 'GET', url: `/api/track/${trackingNumber}` });
    const history = lookup.json().history as { status: string; note: string | null; params: object }[];
    expect(history.map((h) => [h.note, h.params])).toEqual([
      ['submitted', {}],
      ['moved', { date: target.date, window: window.label }],
      ['photoAdded', { count: 2 }],
      ['photoRemoved', { count: 1 }],
      [null, {}],
    ]);
    expect(history.at(-1)!.status).toBe('Processing');
    // Staff's English reasons stay with staff.
    expect(lookup.body).not.toContain('online by the household');
    expect(lookup.body).not.toContain('Checked the chair photos');
  });
  it('keeps the day the household asked for when staff schedule another, and takes its own move as the new ask (issue 40 item 14)', async () => {
    const { trackingNumber, cookie } = await guestRequest(addDays(today, 10));
    const target = (await availability('Pasig')).days.find((d) => d.date === addDays(today, 12))!;
    const window = target.windows[0]!;
    expect(
      (
        await post(`/api/submissions/${trackingNumber}/reschedule`, cookie, {
          pickupDate: target.date,
          pickupWindowId: window.id,
        })
      ).statusCode,
    ).toBe(200);
    const staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    const staffDay = addDays(today, 3);
    const scheduled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: { to: 'Pickup Scheduled', expectedStatus: 'Submitted', pickupDate: staffDay, pickupTime: 'All Day' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/submissions/${trackingNumber}`,
      headers: { cookie: staff.cookie },
    });
    expect(detail.json().submission).toMatchObject({
      pickupDate: staffDay,
      pickupTime: 'All Day',
      requestedPickupDate: target.date,
      requestedPickupTime: window.label,
    });
  });
});
