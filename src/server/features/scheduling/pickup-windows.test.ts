import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupWindows, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { Availability, DayRoom, PickupSetup } from '#src/shared/scheduling/pickup-slots.ts';
import { isoWeekday } from '#src/shared/scheduling/pickup-slots.ts';

// Issue 15: pickup windows with capacity, on PGlite (and on PostgreSQL with TEST_DATABASE_URL).

let people = 0;
function body(photoIds: string[], overrides: Record<string, unknown> = {}) {
  people++;
  const n = String(10_000_000 + people);
  return {
    name: `Household ${people}`,
    email: `household.${people}@example.ph`,
    phone: `+63 917 ${n.slice(1, 4)} ${n.slice(4)}`,
    city: 'Pasig',
    address: '5 Shaw Blvd.',
    barangay: 'Kapitolyo',
    photoIds,
    ...overrides,
  };
}

function submit(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload,
  });
}

describe('pickup windows with capacity', () => {
  let t: TestApp;
  let staff: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const today = manilaDate();
  const as = () => ({ cookie: staff.cookie });

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  const availability = async (city: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/pickup-availability?city=${encodeURIComponent(city)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Availability;
  };
  const windowsOn = async (date: string) => {
    const setup = (
      await t.app.inject({ method: 'GET', url: '/api/admin/pickup-windows', headers: as() })
    ).json() as PickupSetup;
    return setup.windows.filter((w) => w.weekday === isoWeekday(date) && w.active);
  };

  it('offers the days 7 to 30 ahead, each with its three default windows', async () => {
    const a = await availability('Makati');
    expect(a.days[0]!.date).toBe(addDays(today, 7));
    expect(a.days.at(-1)!.date).toBe(addDays(today, 30));
    expect(a.days).toHaveLength(24);
    expect(a.days[0]!.windows.map((w) => w.label)).toEqual(['8:00–11:00', '11:00–14:00', '14:00–17:00']);
    expect(a.days[0]!.windows[0]!.remaining).toBe(10);
  });

  it('refuses a city we do not serve', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pickup-availability?city=Others' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a location');
  });

  it('leaves out a day staff closed, and lowers a window in one city only', async () => {
    const closed = addDays(today, 12);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-day-limits',
      headers: as(),
      payload: { date: closed, capacity: 0, reason: 'Holiday' },
    });
    expect(res.statusCode).toBe(201);
    expect((await availability('Makati')).days.map((d) => d.date)).not.toContain(closed);

    const lowered = addDays(today, 13);
    const [first] = await windowsOn(lowered);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-day-limits',
      headers: as(),
      payload: { date: lowered, city: 'Manila', windowId: first!.id, capacity: 2 },
    });
    const manila = (await availability('Manila')).days.find((d) => d.date === lowered)!;
    expect(manila.windows[0]).toMatchObject({ id: first!.id, remaining: 2 });
    const makati = (await availability('Makati')).days.find((d) => d.date === lowered)!;
    expect(makati.windows[0]).toMatchObject({ id: first!.id, remaining: 10 });

    // A booking on a closed day is refused with the reason, and nothing is written.
    const browser = await uploadDraft(t.app);
    const refused = await submit(
      t.app,
      browser.cookie,
      body([browser.photo.id], { city: 'Makati', barangay: 'Bel-Air', pickupDate: closed }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'PICKUP_WINDOW_FULL',
      message: 'There is no pickup window left on that day. Please choose another day.',
    });
  });

  it('books the window chosen, and the first with room when none is named', async () => {
    const date = addDays(today, 9);
    const [, second] = await windowsOn(date);
    const a = await uploadDraft(t.app);
    const chosen = await submit(t.app, a.cookie, body([a.photo.id], { pickupDate: date, pickupWindowId: second!.id }));
    expect(chosen.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.trackingNumber, chosen.json().trackingNumber));
    expect(row).toMatchObject({ pickupWindowId: second!.id, pickupTime: '11:00–14:00' });

    const b = await uploadDraft(t.app);
    const any = await submit(t.app, b.cookie, body([b.photo.id], { pickupDate: date }));
    expect(any.statusCode).toBe(201);
    const [rowB] = await t.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.trackingNumber, any.json().trackingNumber));
    expect(rowB!.pickupTime).toBe('8:00–11:00');
  });

  it('20 households at once for a window with room for 5: exactly 5 get it, the rest are told and offered others', async () => {
    const date = addDays(today, 20);
    const [first] = await windowsOn(date);
    // Room for 5 in this window on this day (every city).
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-day-limits',
      headers: as(),
      payload: { date, windowId: first!.id, capacity: 5 },
    });
    const browsers = await Promise.all(Array.from({ length: 20 }, () => uploadDraft(t.app)));
    const answers = await Promise.all(
      browsers.map((b) =>
        submit(t.app, b.cookie, body([b.photo.id], { city: 'Pasig', pickupDate: date, pickupWindowId: first!.id })),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        error: 'PICKUP_WINDOW_FULL',
        message: 'That pickup window has just filled up. Please choose another window or day.',
      });
    }
    const booked = await t.database.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.pickupDate, date), eq(submissions.pickupWindowId, first!.id)));
    expect(booked).toHaveLength(5);

    // The full window is no longer offered; the day's other windows are.
    const day = (await availability('Pasig')).days.find((d) => d.date === date)!;
    expect(day.windows.map((w) => w.id)).not.toContain(first!.id);
    expect(day.windows).toHaveLength(2);

    // Staff see the window full when scheduling.
    const room = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/pickup-availability?date=${date}&city=Pasig`,
        headers: as(),
      })
    ).json() as DayRoom;
    expect(room.windows[0]).toMatchObject({ id: first!.id, capacity: 5, booked: 5, remaining: 0 });
  });

  it('lets staff add a window and change its capacity, and explains a bad one', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-windows',
      headers: as(),
      payload: { weekday: 6, startsAt: '17:00', endsAt: '16:00', capacity: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      expect.objectContaining({ path: 'endsAt', message: 'The window must end after it starts' }),
    ]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-windows',
      headers: as(),
      payload: { weekday: 6, startsAt: '17:00', endsAt: '19:00', capacity: 3 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: '17:00–19:00', capacity: 3, active: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-windows',
      headers: as(),
      payload: { weekday: 6, startsAt: '17:00', endsAt: '20:00', capacity: 3 },
    });
    expect(again.statusCode).toBe(409);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/pickup-windows/${created.json().id}`,
      headers: as(),
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    const [row] = await t.database.db.select().from(pickupWindows).where(eq(pickupWindows.id, created.json().id));
    expect(row!.active).toBe(false);
  });

  it('Schedule Pickup books a window by id: its label is the pickup time; a window of another weekday is refused', async () => {
    const s = await insertSubmission(t.database.db, { status: 'Processing', city: 'Makati' });
    const date = addDays(today, 3);
    const [w] = await windowsOn(date);
    const [other] = await windowsOn(addDays(date, 1));
    const change = (pickupWindowId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${s.trackingNumber}/status`,
        headers: as(),
        payload: { to: 'Pickup Scheduled', expectedStatus: 'Processing', pickupDate: date, pickupWindowId },
      });
    const wrong = await change(other!.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('We do not pick up in that window on that day. Please choose another.');

    const res = await change(w!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({ pickupDate: date, pickupTime: '8:00–11:00', pickupWindowId: w!.id });
    const room = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/pickup-availability?date=${date}&city=Makati`,
        headers: as(),
      })
    ).json() as DayRoom;
    expect(room.windows[0]).toMatchObject({ booked: 1, remaining: 9 });
  });
});
