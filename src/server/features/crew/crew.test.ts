import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewActions, notifications, pickupWindows, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, signIn, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { CrewToday } from '#src/shared/crew/crew.schema.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';

// Issue 27: the crew role, its assignments, today's stops and the steps it records, through the real app.

describe('the crew’s day', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let crewCookie: string;
  let truck1: string;
  let truck2: string;
  const today = manilaDate();

  const as = (cookie: string) => ({ cookie });
  const post = (url: string, cookie: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: as(cookie), payload: payload as Record<string, unknown> });
  const act = (payload: Record<string, unknown>) =>
    post('/api/crew/actions', crewCookie, { idempotencyKey: randomUUID(), ...payload });
  const todayStops = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/crew/today', headers: as(crewCookie) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CrewToday;
  };
  const windowsToday = async () => {
    const weekday = ((new Date(`${today}T12:00:00+08:00`).getUTCDay() + 6) % 7) + 1;
    return t.database.db
      .select()
      .from(pickupWindows)
      .where(eq(pickupWindows.weekday, weekday))
      .orderBy(asc(pickupWindows.startsAt));
  };
  async function stop(truckId: string, windowIndex: number, barangay: string, extra: Record<string, unknown> = {}) {
    const windows = await windowsToday();
    const w = windows[windowIndex]!;
    const s = await insertSubmission(t.database.db, {
      status: 'Pickup Scheduled',
      pickupDate: today,
      pickupWindowId: w.id,
      pickupTime: `${w.startsAt}–${w.endsAt}`,
      pickupTruckId: truckId,
      barangay,
      city: 'Pasig',
      phone: '+639175550101',
      landmark: 'Beside the sari-sari store',
      ...extra,
    });
    const photos = await insertPhotos(t.database.db, s, [
      { label: 'Electric fan', verdict: 'accept' },
      { label: 'Old paint cans', verdict: 'reject', verdictNote: 'Hazardous' },
    ]);
    return { s, photos };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    admin = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    owner = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana Reyes' });
    const truck = async (name: string, plateEnding: number) =>
      (await post('/api/admin/trucks', admin.cookie, { name, plateEnding })).json().id as string;
    truck1 = await truck('Truck 1', 1);
    truck2 = await truck('Truck 2', 2);
  });
  afterAll(async () => {
    await t.close();
  });

  it('staff create a crew account with a mobile number; it signs in with the number and gets role crew', async () => {
    const created = await post('/api/admin/crew', admin.cookie, {
      name: 'Mang Ramon',
      login: '0917 555 0199',
      password: 'trak-isa-2026',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Mang Ramon', login: '+63 9175550199' });
    const again = await post('/api/admin/crew', admin.cookie, {
      name: 'Someone Else',
      login: '+63 917 555 0199',
      password: 'another-password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'CONFLICT', key: 'crew.loginTaken' });
    const bad = await post('/api/admin/crew', admin.cookie, { name: 'X', login: '12345', password: 'short' });
    expect(bad.statusCode).toBe(400);

    const { res, cookie } = await signIn(t.app, '639175550199@crew.ligpit.invalid', 'trak-isa-2026');
    expect(res.statusCode, res.body).toBe(200);
    crewCookie = cookie;
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: as(cookie) });
    expect(session.json().user).toMatchObject({ name: 'Mang Ramon', role: 'crew' });

    // Not assigned yet: no truck, no stops.
    expect(await todayStops()).toEqual({ date: today, truck: null, stops: [], route: null });

    const assigned = await post('/api/admin/crew/assignments', admin.cookie, {
      userId: created.json().id,
      truckId: truck1,
      date: today,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json()).toMatchObject({ name: 'Mang Ramon', truckName: 'Truck 1', date: today });
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/admin/crew?date=${today}`,
      headers: as(admin.cookie),
    });
    expect(overview.json().crew.map((c: { name: string }) => c.name)).toContain('Mang Ramon');
    expect(overview.json().assignments).toHaveLength(1);
  });

  it('shows only its truck’s stops today, by window then barangay, with items, verdicts and photos', async () => {
    const late = await stop(truck1, 1, 'Kapitolyo');
    const earlyB = await stop(truck1, 0, 'San Antonio');
    const earlyA = await stop(truck1, 0, 'Oranbo');
    await stop(truck2, 0, 'Ugong');
    await insertSubmission(t.database.db, {
      status: 'Pickup Scheduled',
      pickupDate: addDays(today, 1),
      pickupTruckId: truck1,
    });
    const day = await todayStops();
    expect(day.truck).toMatchObject({ id: truck1, name: 'Truck 1' });
    expect(day.stops.map((s) => s.trackingNumber)).toEqual([
      earlyA.s.trackingNumber,
      earlyB.s.trackingNumber,
      late.s.trackingNumber,
    ]);
    expect(day.stops[0]).toMatchObject({
      phone: '+639175550101',
      landmark: 'Beside the sari-sari store',
      state: 'scheduled',
      items: [
        { name: 'Electric fan', verdict: 'accept', load: null },
        { name: 'Old paint cans', verdict: 'reject', verdictNote: 'Hazardous', load: null },
      ],
    });
    expect(day.stops[0]!.items[0]!.thumbUrl).toContain(earlyA.photos[0]!.id);
    // Truck 2's stop is not there, nor can the crew act on it.
    const foreign = await t.database.db.select().from(submissions).where(eq(submissions.barangay, 'Ugong'));
    const refused = await act({ trackingNumber: foreign[0]!.trackingNumber, kind: 'arrived' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ key: 'crew.notYourStop' });
    expect(refused.body).not.toContain('Ugong');
  });

  it('records On the way, Arrived, Loaded, Left behind and Done through the status core; the history shows each', async () => {
    const { s, photos } = await stop(truck1, 2, 'Malinao', { ownerUserId: owner.id, locale: 'fil' });
    const tn = s.trackingNumber;
    const onTheWay = await act({ trackingNumber: tn, kind: 'on-the-way', etaMinutes: 20 });
    expect(onTheWay.statusCode, onTheWay.body).toBe(200);
    expect(onTheWay.json()).toMatchObject({ duplicate: false, stop: { status: 'En Route', state: 'on-the-way' } });
    // The existing "on the way" SMS, in the household's language, and no generic status SMS.
    const sms = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, s.id));
    expect(sms.map((n) => n.template)).toEqual(['on-the-way']);
    expect(sms[0]!.body).toContain('20');

    // Done before every item is marked is refused, and nothing changes.
    expect((await act({ trackingNumber: tn, kind: 'arrived' })).statusCode).toBe(200);
    const early = await act({ trackingNumber: tn, kind: 'done' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ key: 'crew.itemsNotRecorded' });

    expect((await act({ trackingNumber: tn, kind: 'loaded', photoId: photos[0]!.id })).statusCode).toBe(200);
    const left = await act({ trackingNumber: tn, kind: 'left-behind', photoId: photos[1]!.id, reason: 'refused' });
    expect(left.json().stop.items[1]).toMatchObject({ load: 'left-behind', leftReason: 'refused' });
    const noReason = await act({ trackingNumber: tn, kind: 'left-behind', photoId: photos[1]!.id });
    expect(noReason.statusCode).toBe(400);
    const done = await act({ trackingNumber: tn, kind: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().stop).toMatchObject({ status: 'Picked Up', state: 'done' });

    const history = await t.database.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.submissionId, s.id))
      .orderBy(asc(statusChanges.at));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['Pickup Scheduled', 'En Route'],
      ['En Route', 'Arrived'],
      ['Arrived', 'Picked Up'],
    ]);
    expect(history.at(-1)!.reason).toBe('Picked up: 1 of 2 items loaded');

    // The household's tracking page shows the steps and what was loaded.
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${tn}`, headers: as(owner.cookie) });
    const result = tracked.json();
    expect(result.status).toBe('Picked Up');
    expect(result.nextStep).toBe('tracking.nextStepPickedUp');
    expect(result.history.map((h: { status: string }) => h.status)).toEqual(
      expect.arrayContaining(['En Route', 'Arrived', 'Picked Up']),
    );
    expect(result.items.map((i: { load?: string }) => i.load)).toEqual(['loaded', 'left-behind']);

    // Staff complete it with the outcomes, as before: Picked Up → Completed is allowed.
    const completed = await post(`/api/admin/submissions/${tn}/status`, admin.cookie, {
      to: 'Completed',
      expectedStatus: 'Picked Up',
    });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('a retried action is recorded once; a step out of order is refused', async () => {
    const { s } = await stop(truck1, 2, 'Bagong Ilog');
    const key = randomUUID();
    const first = await post('/api/crew/actions', crewCookie, {
      idempotencyKey: key,
      trackingNumber: s.trackingNumber,
      kind: 'on-the-way',
    });
    const retries = await Promise.all(
      [1, 2, 3].map(() =>
        post('/api/crew/actions', crewCookie, {
          idempotencyKey: key,
          trackingNumber: s.trackingNumber,
          kind: 'on-the-way',
        }),
      ),
    );
    expect(first.json().duplicate).toBe(false);
    for (const r of retries) expect(r.json()).toMatchObject({ duplicate: true, stop: { status: 'En Route' } });
    const rows = await t.database.db.select().from(crewActions).where(eq(crewActions.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const history = await t.database.db.select().from(statusChanges).where(eq(statusChanges.submissionId, s.id));
    expect(history).toHaveLength(1);
    const sms = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, s.id), eq(notifications.template, 'on-the-way')));
    expect(sms).toHaveLength(1);

    // On the way twice (a new key) does not fit: the stop is on the way already.
    const twice = await act({ trackingNumber: s.trackingNumber, kind: 'on-the-way' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ error: 'TRANSITION_NOT_ALLOWED', key: 'crew.actionNotAllowed' });
    // A refused action leaves no record, so it is not mistaken for one done.
    expect(await t.database.db.select().from(crewActions).where(eq(crewActions.submissionId, s.id))).toHaveLength(1);
  });

  it('nobody home: the household gets an SMS and an e-mail with the link, and moves the pickup through it', async () => {
    const { s } = await stop(truck1, 1, 'Caniogan', { ownerUserId: owner.id, email: 'ana.reyes@example.ph' });
    expect((await act({ trackingNumber: s.trackingNumber, kind: 'arrived' })).statusCode).toBe(200);
    const res = await act({ trackingNumber: s.trackingNumber, kind: 'nobody-home' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stop).toMatchObject({ status: 'Pickup Scheduled', state: 'nobody-home' });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row!.needsRescheduleSince).not.toBeNull();

    const sent = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, s.id));
    const link = trackingResultUrl(t.config.publicUrl, s.trackingNumber);
    expect(sent.map((n) => n.template).sort()).toEqual(['crew-nobody-home-email', 'crew-nobody-home-sms']);
    for (const n of sent) expect(n.body).toContain(link);
    expect(sent.find((n) => n.channel === 'email')!.recipient).toBe('ana.reyes@example.ph');

    // The link's page: the owner may move the pickup now, although the 24-hour cutoff has passed.
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/submissions/${s.trackingNumber}/manage`,
      headers: as(owner.cookie),
    });
    expect(options.json().options).toMatchObject({ needsRescheduling: true, canReschedule: true });
    const availability = (await t.app.inject({ method: 'GET', url: '/api/pickup-availability?city=Pasig' })).json();
    const day = availability.days.find((d: { windows: { remaining: number }[] }) =>
      d.windows.some((w) => w.remaining > 0),
    );
    const window = day.windows.find((w: { remaining: number }) => w.remaining > 0);
    const moved = await post(`/api/submissions/${s.trackingNumber}/reschedule`, owner.cookie, {
      pickupDate: day.date,
      pickupWindowId: window.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'Pickup Scheduled', pickupDate: day.date, needsRescheduling: false });
    const [after] = await t.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(after!.needsRescheduleSince).toBeNull();
    // Off today's list now.
    expect((await todayStops()).stops.map((x) => x.trackingNumber)).not.toContain(s.trackingNumber);
  });

  it('the staff day view shows each truck’s stops and their state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/crew/day?date=${today}`,
      headers: as(admin.cookie),
    });
    expect(res.statusCode).toBe(200);
    const day = res.json();
    const one = day.trucks.find((x: { truckName: string }) => x.truckName === 'Truck 1');
    const two = day.trucks.find((x: { truckName: string }) => x.truckName === 'Truck 2');
    expect(one.crew).toEqual(['Mang Ramon']);
    expect(one.stops.map((x: { state: string }) => x.state)).toEqual(
      expect.arrayContaining(['scheduled', 'on-the-way', 'done']),
    );
    expect(one.stops.find((x: { barangay: string }) => x.barangay === 'Malinao')).toMatchObject({
      loaded: 1,
      total: 2,
    });
    expect(two.stops).toHaveLength(1);
  });

  it('the crew routes: anonymous 401; customer and staff 403', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/crew/today' },
      {
        method: 'POST' as const,
        url: '/api/crew/actions',
        payload: { idempotencyKey: randomUUID(), trackingNumber: 'ABCD2345', kind: 'arrived' },
      },
    ];
    for (const r of routes) {
      expect((await t.app.inject(r)).statusCode).toBe(401);
      for (const cookie of [owner.cookie, admin.cookie]) {
        const res = await t.app.inject({ ...r, headers: as(cookie) });
        expect(res.statusCode).toBe(403);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });
});
