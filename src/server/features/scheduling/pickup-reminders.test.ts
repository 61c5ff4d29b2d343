import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createLogEmailSender } from '#src/server/adapters/email.ts';
import { createSemaphoreSmsSender } from '#src/server/adapters/sms.ts';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { type OutboxDeps, runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import { type SmsPeer, startSemaphorePeer } from '#src/server/test/peers.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { isoWeekday, type PickupSetup } from '#src/shared/scheduling/pickup-slots.ts';
import { reminderSendAt } from './pickup-reminders.ts';

// Issue 15 (decision 037): the day-before reminder waits in the outbox until the day before, is
// sent once (after a restart too), and never for a cancelled request. The clock is the test's.
// A reminder is for a confirmed pickup: staff schedule it here.

describe('the day-before pickup reminder', () => {
  let t: TestApp;
  let semaphore: SmsPeer;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let outbox: OutboxDeps;
  let staff: TestUser;
  let owner: TestUser;
  const pickupDate = addDays(manilaDate(), 9);
  const sendAt = reminderSendAt(pickupDate).getTime();
  /** A worker pass at an instant: each call is what a freshly started process would do. */
  const passAt = (ms: number) => runOutboxOnce({ ...outbox, now: () => new Date(ms) });

  beforeAll(async () => {
    [semaphore, dataDir] = await Promise.all([startSemaphorePeer(), makeTempDir()]);
    const sms = createSemaphoreSmsSender({
      provider: 'semaphore',
      apiKey: 'test-semaphore-key',
      senderName: 'LIGPIT',
      apiUrl: semaphore.url,
    });
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://ligpit.example' },
    });
    outbox = { db: t.database.db, sms, email: createLogEmailSender(silentLog), log: silentLog };
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    owner = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Maria Santos' });
  });
  afterAll(async () => {
    await t.close();
    await semaphore.close();
    await dataDir.remove();
  });

  /** A request staff confirm for `pickupDate`, first window; owned by the signed-in household. */
  async function book(phone: string, locale = 'en') {
    const s = await insertSubmission(t.database.db, {
      status: 'Processing',
      city: 'Pasig',
      name: 'Maria Santos',
      phone,
      ownerUserId: owner.id,
      locale,
    });
    const setup = (
      await t.app.inject({ method: 'GET', url: '/api/admin/pickup-windows', headers: { cookie: staff.cookie } })
    ).json() as PickupSetup;
    const window = setup.windows.find((w) => w.weekday === isoWeekday(pickupDate) && w.startsAt === '08:00')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${s.trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: { to: 'Pickup Scheduled', expectedStatus: 'Processing', pickupDate, pickupWindowId: window.id },
    });
    expect(res.statusCode).toBe(200);
    return { trackingNumber: s.trackingNumber, cookie: owner.cookie };
  }
  const remindersTo = (phone: string) => semaphore.received.filter((r) => r.fields.number === phone);

  it('is sent once the day before, by SMS and e-mail with the window and a link to manage the request', async () => {
    const { trackingNumber } = await book('+63 917 777 0001');
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    const scheduled = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, row!.id), eq(notifications.template, 'reminder-day-before-sms')));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.sendAfter?.getTime()).toBe(sendAt);

    // Sent now: the "Pickup Scheduled" status SMS only.
    await passAt(Date.now());
    expect(remindersTo('09177770001').map((r) => r.fields.message)).toEqual([
      expect.stringContaining('Cancel or move it until 24h before'),
    ]);
    // A minute before its time: still waiting.
    await passAt(sendAt - 60_000);
    expect(remindersTo('09177770001')).toHaveLength(1);
    // At its time: sent, with the window in plain GSM characters and the tracking page's link.
    await passAt(sendAt);
    const reminder = remindersTo('09177770001')[1]!.fields.message!;
    expect(reminder).toBe(
      `Ligpit: Hi Maria! Your pickup is tomorrow, 8:00-11:00. To cancel or move it: https://ligpit.example/tracking-result/${trackingNumber}`,
    );
    // Later passes, as after a restart or on another instance: never again.
    await passAt(sendAt + 60_000);
    await passAt(sendAt + 3_600_000);
    expect(remindersTo('09177770001')).toHaveLength(2);
    const email = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, row!.id), eq(notifications.template, 'reminder-day-before-email')));
    expect(email[0]).toMatchObject({ status: 'sent', subject: 'Your pickup is tomorrow, 8:00–11:00' });
  });

  it('is never sent for a request cancelled before then', async () => {
    const { trackingNumber, cookie } = await book('+63 917 777 0002');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${trackingNumber}/cancel`,
      headers: { cookie },
    });
    expect(cancel.statusCode).toBe(200);
    await passAt(sendAt);
    await passAt(sendAt + 3_600_000);
    const texts = remindersTo('09177770002').map((r) => r.fields.message);
    expect(texts.some((m) => m?.includes('tomorrow'))).toBe(false);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, row!.id), eq(notifications.template, 'reminder-day-before-sms')));
    expect(reminders[0]).toMatchObject({ status: 'skipped', lastError: 'Not sent: the household cancelled online' });
  });

  it('speaks the language the request was made in, and so does "On the way" (issue 16)', async () => {
    const { trackingNumber } = await book('+63 917 777 0003', 'fil');
    await passAt(sendAt);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    const [reminder] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, row!.id), eq(notifications.template, 'reminder-day-before-sms')));
    expect(reminder).toMatchObject({ status: 'sent' });
    expect(reminder?.body).toMatch(/^Ligpit: Hi Maria! Bukas na ang pickup mo, 8:00-11:00\./);
    expect(remindersTo('09177770003').map((r) => r.fields.message)).toContain(reminder?.body);
    const [email] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, row!.id), eq(notifications.template, 'reminder-day-before-email')));
    expect(email?.subject).toBe('Bukas na ang pickup mo, 8:00–11:00');

    const onTheWay = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${trackingNumber}/on-the-way`,
      headers: { cookie: staff.cookie },
      payload: { etaMinutes: 30 },
    });
    expect(onTheWay.statusCode).toBe(200);
    const [sms] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, row!.id), eq(notifications.template, 'on-the-way')));
    expect(sms?.body).toBe(
      `Ligpit: Hi Maria! Papunta na ang crew namin para sa ${trackingNumber}. Darating sila sa loob ng mga 30 minuto.`,
    );
  });
});
