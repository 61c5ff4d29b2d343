import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createLogEmailSender } from '#src/server/adapters/email.ts';
import { createLogSmsSender } from '#src/server/adapters/sms.ts';
import { adminNotes, notifications, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import { registeredRoutes } from '#src/server/test/routes.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { adminMessages } from '#src/shared/submissions/review.schema.ts';

describe('admin review: details, notes and status changes', () => {
  let t: TestApp;
  let staff: TestUser;
  let otherStaff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-review-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    otherStaff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Noel Ramos' });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const as = (user: TestUser) => ({ cookie: user.cookie });
  const changeStatus = (tn: string, body: Record<string, unknown>, user = staff) =>
    t.app.inject({ method: 'POST', url: `/api/admin/submissions/${tn}/status`, headers: as(user), payload: body });
  const smsFor = (submissionId: string) =>
    db().select().from(notifications).where(eq(notifications.submissionId, submissionId));

  describe('details', () => {
    it('shows full contact details, photos, notes, history and the next older request', async () => {
      const older = await insertSubmission(db(), { createdAt: new Date(Date.now() - 60_000) });
      const s = await insertSubmission(db(), {
        name: 'Maria Santos',
        email: 'maria.santos@example.ph',
        phone: '+639171234567',
        address: '12 Mabini St., Brgy. Poblacion, Makati',
      });
      await insertPhotos(db(), s, [{ label: 'Electric Fan', brand: 'Asahi' }, { label: 'Rice Cooker' }]);

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${s.trackingNumber.toLowerCase()}`,
        headers: as(staff),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.submission).toMatchObject({
        trackingNumber: s.trackingNumber,
        email: 'maria.santos@example.ph',
        phone: '+639171234567',
        address: '12 Mabini St., Brgy. Poblacion, Makati',
        status: 'Submitted',
        photoCount: 2,
      });
      expect(body.photos).toHaveLength(2);
      expect(body.photos[0]).toMatchObject({
        label: 'Electric Fan',
        brand: 'Asahi',
        url: `/api/photos/${body.photos[0].id}/file`,
        thumbUrl: `/api/photos/${body.photos[0].id}/thumb`,
      });
      expect(body.note).toBeNull();
      expect(body.allowedStatuses).toEqual(['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled']);
      expect(body.nextTrackingNumber).toBe(older.trackingNumber);
    });

    it('answers an unknown tracking number with 404 and product.md text', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/submissions/ZZZZ9999', headers: as(staff) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No data found for tracking number ZZZZ9999');
    });

    // A body each route accepts, so that only the malformed number can decide the answer.
    const validBodies: Record<string, unknown> = {
      'PUT /api/admin/submissions/:trackingNumber/notes': { notes: 'Fan works' },
      'POST /api/admin/submissions/:trackingNumber/status': { to: 'Processing', expectedStatus: 'Submitted' },
      'POST /api/admin/submissions/:trackingNumber/on-the-way': { etaMinutes: 30 },
      'PUT /api/admin/submissions/:trackingNumber/photos/:photoId/refusal': { reason: 'size' },
      'PUT /api/admin/submissions/:trackingNumber/outcomes': {
        expectedStatus: 'Pickup Scheduled',
        items: [{ photoId: '00000000-0000-4000-8000-000000000000', outcome: 'disposed', weightKg: 1 }],
      },
    };

    it('answers a malformed tracking number as an unknown one: one params schema for every route', async () => {
      // Read from Fastify's own route tree, so a new review route is checked without being listed here.
      const routes = registeredRoutes(t.app.printRoutes()).filter((r) =>
        r.split(' ')[1]!.startsWith('/api/admin/submissions/:trackingNumber'),
      );
      expect(routes.length).toBeGreaterThan(5);
      const answers: Record<string, unknown> = {};
      for (const route of routes) {
        const [method, pattern] = route.split(' ') as [string, string];
        if (method !== 'GET' && !(route in validBodies)) {
          answers[route] = 'no valid body listed in this test';
          continue;
        }
        const res = await t.app.inject({
          method: method as 'GET',
          url: pattern.replace(':trackingNumber', 'ab%20c').replace(':photoId', '00000000-0000-4000-8000-000000000000'),
          headers: as(staff),
          ...(method === 'GET' ? {} : { payload: validBodies[route] as object }),
        });
        answers[route] = { statusCode: res.statusCode, ...res.json<Record<string, unknown>>() };
      }
      const asUnknown = { statusCode: 404, error: 'SUBMISSION_NOT_FOUND', params: { trackingNumber: 'ABC' } };
      expect(answers).toMatchObject(Object.fromEntries(routes.map((route) => [route, asUnknown])));
    });
  });

  describe('notes (Save Draft)', () => {
    it('creates the note, then overwrites it; centavos in, stored and given back', async () => {
      const s = await insertSubmission(db());
      const url = `/api/admin/submissions/${s.trackingNumber}/notes`;
      const first = await t.app.inject({
        method: 'PUT',
        url,
        headers: as(staff),
        payload: { notes: 'Fan works', itemCount: 3, resellable: true, possibleProfitCentavos: 35_050 },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        notes: 'Fan works',
        itemCount: 3,
        resellable: true,
        possibleProfitCentavos: 35_050,
        updatedBy: 'Liza Soriano',
      });

      const second = await t.app.inject({
        method: 'PUT',
        url,
        headers: as(otherStaff),
        payload: { notes: 'Fan is broken after all', itemCount: 2, resellable: false, possibleProfitCentavos: null },
      });
      expect(second.statusCode).toBe(200);

      const rows = await db().select().from(adminNotes).where(eq(adminNotes.submissionId, s.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ notes: 'Fan is broken after all', itemCount: 2, possibleProfit: null });
      expect(rows[0]!.updatedBy).toBe(otherStaff.id);

      const third = await t.app.inject({
        method: 'PUT',
        url,
        headers: as(staff),
        payload: { possibleProfitCentavos: 123_456 },
      });
      expect(third.statusCode).toBe(200);
      const [stored] = await db().select().from(adminNotes).where(eq(adminNotes.submissionId, s.id));
      expect(stored!.possibleProfit).toBe(123_456);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${s.trackingNumber}`,
        headers: as(staff),
      });
      expect(detail.json().note).toMatchObject({ possibleProfitCentavos: 123_456, updatedBy: 'Liza Soriano' });
    });

    it('refuses a negative amount, a fraction of a centavo or a fractional item count without writing anything', async () => {
      const s = await insertSubmission(db());
      const url = `/api/admin/submissions/${s.trackingNumber}/notes`;
      for (const payload of [
        { possibleProfitCentavos: -5 },
        { possibleProfitCentavos: 350.5 },
        { itemCount: 1.5 },
        { notes: 'x'.repeat(5001) },
      ]) {
        const res = await t.app.inject({ method: 'PUT', url, headers: as(staff), payload });
        expect(res.statusCode).toBe(400);
      }
      expect(await db().select().from(adminNotes).where(eq(adminNotes.submissionId, s.id))).toHaveLength(0);
    });
  });

  describe('status changes', () => {
    it('moves Submitted → Processing, records who did it and queues the SMS in the same change', async () => {
      const s = await insertSubmission(db(), { name: 'Ana Reyes', phone: '+639181112222' });
      const res = await changeStatus(s.trackingNumber, { to: 'Processing', expectedStatus: 'Submitted' });
      expect(res.statusCode).toBe(200);
      expect(res.json().submission.status).toBe('Processing');
      expect(res.json().history).toEqual([
        expect.objectContaining({ from: 'Submitted', to: 'Processing', by: 'Liza Soriano' }),
      ]);

      const changes = await db().select().from(statusChanges).where(eq(statusChanges.submissionId, s.id));
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ fromStatus: 'Submitted', toStatus: 'Processing', byUserId: staff.id });

      const sms = await smsFor(s.id);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '+639181112222', template: 'status-processing' });
      expect(sms[0]!.body).toContain(s.trackingNumber);
      expect(sms[0]!.body).toContain('Ana');

      // The review screen lists it, with the recipient masked.
      expect(res.json().notifications).toEqual([
        expect.objectContaining({ channel: 'sms', template: 'status-processing', recipient: '+63 9•• ••• 2222' }),
      ]);
    });

    it('says a message was only logged when no provider is configured (issue 15)', async () => {
      const s = await insertSubmission(db(), { phone: '+639181113333' });
      await changeStatus(s.trackingNumber, { to: 'Processing', expectedStatus: 'Submitted' });
      await runOutboxOnce({
        db: db(),
        sms: createLogSmsSender(silentLog),
        email: createLogEmailSender(silentLog),
        log: silentLog,
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${s.trackingNumber}`,
        headers: as(staff),
      });
      expect(res.json().notifications).toEqual([expect.objectContaining({ status: 'sent', loggedOnly: true })]);
    });

    it('"On the way" sends the household an SMS with the arrival, only for a scheduled pickup (issue 15)', async () => {
      const waiting = await insertSubmission(db(), { status: 'Processing' });
      const early = await t.app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${waiting.trackingNumber}/on-the-way`,
        headers: as(staff),
        payload: { etaMinutes: 30 },
      });
      expect(early.statusCode).toBe(422);

      const s = await insertSubmission(db(), { status: 'Pickup Scheduled', name: 'Ana Reyes', phone: '+639181114444' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${s.trackingNumber}/on-the-way`,
        headers: as(staff),
        payload: { etaMinutes: 45 },
      });
      expect(res.statusCode).toBe(200);
      const sms = (await smsFor(s.id)).filter((n) => n.template === 'on-the-way');
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ recipient: '+639181114444' });
      expect(sms[0]!.body).toBe(
        `Ligpit: Hi Ana! Our crew is on the way for ${s.trackingNumber} and should arrive in about 45 minutes.`,
      );
      expect(res.json().notifications).toEqual([expect.objectContaining({ template: 'on-the-way' })]);
      // The household's history says so (issue 24); a double press is one line and one SMS.
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${s.trackingNumber}/on-the-way`,
        headers: as(staff),
        payload: { etaMinutes: 45 },
      });
      const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      const lines = (tracked.json().history as { note: string | null; params: object }[]).filter(
        (h) => h.note === 'onTheWay',
      );
      expect(lines).toEqual([expect.objectContaining({ params: { minutes: 45 } })]);
      expect((await smsFor(s.id)).filter((n) => n.template === 'on-the-way')).toHaveLength(1);
    });

    it('schedules a pickup with a date and a window; the SMS carries both', async () => {
      const s = await insertSubmission(db(), { status: 'Processing' });
      const date = addDays(manilaDate(), 3); // inside the customer's 7-day minimum: staff are not bound by it
      const res = await changeStatus(s.trackingNumber, {
        to: 'Pickup Scheduled',
        expectedStatus: 'Processing',
        pickupDate: date,
        pickupTime: '8:00–11:00',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().submission).toMatchObject({
        status: 'Pickup Scheduled',
        pickupDate: date,
        pickupTime: '8:00–11:00',
      });
      // The status SMS now; the day-before reminder waits in the outbox (issue 15).
      const messages = await smsFor(s.id);
      const sms = messages.find((n) => n.template === 'status-pickup-scheduled');
      expect(sms).toBeDefined();
      expect(sms!.body).toContain(formatDate(date));
      expect(sms!.body).toContain('8:00-11:00');
      // The household's history names the day and window (issue 24).
      const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      expect(tracked.json().history.at(-1)).toMatchObject({
        note: 'scheduled',
        params: { date, window: '8:00–11:00' },
      });
    });

    it('can re-schedule a scheduled pickup', async () => {
      const s = await insertSubmission(db(), {
        status: 'Pickup Scheduled',
        pickupDate: addDays(manilaDate(), 2),
        pickupTime: 'All Day',
      });
      const date = addDays(manilaDate(), 5);
      const res = await changeStatus(s.trackingNumber, {
        to: 'Pickup Scheduled',
        expectedStatus: 'Pickup Scheduled',
        pickupDate: date,
        pickupTime: '14:00–17:00',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().submission).toMatchObject({ pickupDate: date, pickupTime: '14:00–17:00' });
    });

    it('refuses a schedule without a window, in the past, or with a window that is not offered', async () => {
      const s = await insertSubmission(db());
      const yesterday = addDays(manilaDate(), -1);
      const cases = [
        [{ pickupDate: addDays(manilaDate(), 3) }, adminMessages.pickupTimeRequired],
        [{ pickupTime: 'All Day' }, adminMessages.pickupDateRequired],
        [{ pickupDate: yesterday, pickupTime: 'All Day' }, adminMessages.pickupDateInPast],
        [{ pickupDate: addDays(manilaDate(), 3), pickupTime: '3am' }, 'Please choose a pickup window'],
      ] as const;
      for (const [extra, message] of cases) {
        const res = await changeStatus(s.trackingNumber, {
          to: 'Pickup Scheduled',
          expectedStatus: 'Submitted',
          ...extra,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const [row] = await db().select().from(submissions).where(eq(submissions.id, s.id));
      expect(row!.status).toBe('Submitted');
      expect(await smsFor(s.id)).toHaveLength(0);
    });

    it('declines only with a reason, and tells the customer the reason', async () => {
      const s = await insertSubmission(db());
      const without = await changeStatus(s.trackingNumber, { to: 'Declined', expectedStatus: 'Submitted' });
      expect(without.statusCode).toBe(400);
      expect(without.json().message).toBe(adminMessages.declineReasonRequired);

      const res = await changeStatus(s.trackingNumber, {
        to: 'Declined',
        expectedStatus: 'Submitted',
        reason: 'We cannot collect mattresses.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().submission).toMatchObject({
        status: 'Declined',
        statusReason: 'We cannot collect mattresses.',
      });
      const [sms] = await smsFor(s.id);
      expect(sms!.body).toContain('Reason: We cannot collect mattresses.');
      expect(res.json().allowedStatuses).toEqual([]);
    });

    it('refuses a transition the status model does not allow, with a clear message', async () => {
      const s = await insertSubmission(db(), { status: 'Completed' });
      const res = await changeStatus(s.trackingNumber, { to: 'Processing', expectedStatus: 'Completed' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('A request that is "Completed" cannot be moved to "Processing".');
      expect(await db().select().from(statusChanges).where(eq(statusChanges.submissionId, s.id))).toHaveLength(0);
    });

    it('refuses a change based on a status that is no longer current (409)', async () => {
      const s = await insertSubmission(db(), { status: 'Processing' });
      const res = await changeStatus(s.trackingNumber, { to: 'Completed', expectedStatus: 'Pickup Scheduled' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'STALE_STATUS',
        message: adminMessages.concurrentChange,
        key: 'submissions.concurrentChange',
      });
    });

    it('lets exactly one of two staff acting at once win; the other gets 409', async () => {
      for (let round = 0; round < 5; round++) {
        const s = await insertSubmission(db());
        const [a, b] = await Promise.all([
          changeStatus(s.trackingNumber, { to: 'Processing', expectedStatus: 'Submitted' }, staff),
          changeStatus(
            s.trackingNumber,
            { to: 'Declined', expectedStatus: 'Submitted', reason: 'Too far' },
            otherStaff,
          ),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        const loser = a.statusCode === 409 ? a : b;
        expect(loser.json().message).toBe(adminMessages.concurrentChange);

        const changes = await db().select().from(statusChanges).where(eq(statusChanges.submissionId, s.id));
        expect(changes).toHaveLength(1);
        expect(await smsFor(s.id)).toHaveLength(1);
        const [row] = await db().select().from(submissions).where(eq(submissions.id, s.id));
        expect(row!.status).toBe(changes[0]!.toStatus);
      }
    });

    it('skips the SMS, not the change, when the stored phone cannot be used', async () => {
      const s = await insertSubmission(db(), { phone: '12345' });
      const res = await changeStatus(s.trackingNumber, { to: 'Processing', expectedStatus: 'Submitted' });
      expect(res.statusCode).toBe(200);
      expect(await smsFor(s.id)).toHaveLength(0);
    });
  });
});
