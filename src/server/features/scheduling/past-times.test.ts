import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';

// Issue 40 item 10 (decision 087), on a server whose clock reads 23:00 Manila on a Monday:
// - the booth refuses today's 10:00–12:00 hand-over slot (it ended; a queued request keeps the
//   moment it was made);
// - staff cannot schedule today's 8:00–11:00 window, and are told why;
// - a truck coded during the window is refused (plate ending 1 on a Monday, 07:00–10:00).

/** The first Monday from two days ahead on. */
function nextMonday(): string {
  let date = addDays(manilaDate(), 2);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

describe('times that have passed', () => {
  const monday = nextMonday();
  // 23:00 in Manila (UTC+8).
  const clock = new Date(`${monday}T15:00:00Z`);
  let t: TestApp;
  let staff: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' },
      deps: { now: () => clock },
    });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  const schedule = (trackingNumber: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: { to: 'Pickup Scheduled', expectedStatus: 'Submitted', ...body },
    });

  it('refuses today’s window once it has ended, with a clear message', async () => {
    const s = await insertSubmission(t.database.db);
    const res = await schedule(s.trackingNumber, { pickupDate: monday, pickupTime: '8:00–11:00' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(englishText('submissions.pickupWindowEnded'));
    const later = await schedule(s.trackingNumber, { pickupDate: addDays(monday, 1), pickupTime: '8:00–11:00' });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('refuses a truck coded during the window, and takes it for a window clear of coding', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trucks',
      headers: { cookie: staff.cookie },
      payload: { name: 'Truck 1', plateEnding: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const truckId = made.json().id as string;
    const nextWeek = addDays(monday, 7);
    const s = await insertSubmission(t.database.db);
    const coded = await schedule(s.trackingNumber, { pickupDate: nextWeek, pickupTime: '8:00–11:00', truckId });
    expect(coded.statusCode, coded.body).toBe(400);
    expect(coded.json().message).toBe(englishText('submissions.truckCoded'));
    const clear = await schedule(s.trackingNumber, { pickupDate: nextWeek, pickupTime: '11:00–14:00', truckId });
    expect(clear.statusCode, clear.body).toBe(200);
  });

  it('refuses a booth hand-over slot that has ended, but not one chosen before it ended', async () => {
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: staff.cookie },
      payload: {
        venue: 'SM Megamall',
        city: 'Mandaluyong',
        address: 'Mega Fashion Hall',
        startsOn: monday,
        endsOn: addDays(monday, 1),
        handoverSlots: [
          { date: monday, start: '10:00', end: '12:00' },
          { date: addDays(monday, 1), start: '10:00', end: '12:00' },
        ],
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    const slug = event.json().slug as string;
    const leave = async (eventSlot: string, queuedAt?: string) => {
      const browser = await uploadDraft(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { cookie: browser.cookie, 'idempotency-key': randomUUID() },
        payload: {
          name: 'Lorna Dizon',
          email: `lorna.${randomUUID().slice(0, 8)}@example.ph`,
          phone: '+63 917 222 0001',
          eventSlug: slug,
          handover: 'booth',
          eventSlot,
          photoIds: [browser.photo.id],
          ...(queuedAt ? { queuedAt } : {}),
        },
      });
    };
    const ended = await leave(`${monday} 10:00-12:00`);
    expect(ended.statusCode, ended.body).toBe(400);
    expect(ended.json().message).toBe(englishText('events.slotEnded'));
    // Queued offline at 11:00 that day, sent now: the slot was open when the visitor chose it.
    const queued = await leave(`${monday} 10:00-12:00`, new Date(`${monday}T03:00:00Z`).toISOString());
    expect(queued.statusCode, queued.body).toBe(201);
    const tomorrow = await leave(`${addDays(monday, 1)} 10:00-12:00`);
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
  });
});
