import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, signIn, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import type { CrewDay, CrewToday } from '#src/shared/crew/crew.schema.ts';
import { averageKmPerHour, pathKm, roadFactor } from '#src/shared/crew/route-order.ts';

// Issue 37 (decision 088): the crew's day and the staff day view list a truck's stops in route order
// from its depot, with the km and the driving estimate; a stop staff move by hand keeps its place;
// the order follows a stop added or cancelled. Computed by the server on every read.

const depot = { lat: 14.6507, lng: 121.0494 }; // Quezon City Hall
const pins = {
  bagong: { lat: 14.6561, lng: 121.0237 },
  pinyahan: { lat: 14.642, lng: 121.047 },
  teachers: { lat: 14.644, lng: 121.063 },
  botocan: { lat: 14.63, lng: 121.07 },
  beside: { lat: 14.6508, lng: 121.0495 },
};
const early = '08:00–11:00';
const late = '13:00–16:00';

describe('a truck’s day in route order', () => {
  const today = manilaDate();
  let t: TestApp;
  let staff: TestUser;
  let crewCookie: string;
  let truck: string;
  const ids: Record<string, string> = {};

  const as = (cookie: string) => ({ cookie });
  const staffDay = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/crew/day?date=${today}`,
      headers: as(staff.cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as CrewDay).trucks.find((x) => x.truckId === truck)!;
  };
  const crewToday = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/crew/today', headers: as(crewCookie) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CrewToday;
  };
  const names = (stops: { name: string }[]) => stops.map((s) => s.name);
  const move = (name: string, position: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/crew/stops/${ids[name]}/position`,
      headers: as(staff.cookie),
      payload: { position },
    });

  async function stop(name: string, barangay: string, pickupTime: string, pin: { lat: number; lng: number } | null) {
    const s = await insertSubmission(t.database.db, {
      name,
      status: 'Pickup Scheduled',
      pickupDate: today,
      pickupTime,
      pickupTruckId: truck,
      barangay,
      city: 'Quezon City',
      pinLat: pin?.lat ?? null,
      pinLng: pin?.lng ?? null,
    });
    ids[name] = s.trackingNumber;
    return s;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: as(staff.cookie), payload });
    truck = (await post('/api/admin/trucks', { name: 'Truck 5', plateEnding: 5 })).json().id;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trucks/${truck}/depot`,
      headers: as(staff.cookie),
      payload: { depot },
    });
    expect(set.statusCode, set.body).toBe(200);
    const crew = await post('/api/admin/crew', {
      name: 'Mang Ramon',
      login: '+63 917 555 0137',
      password: 'trak-isa-2026',
    });
    expect(crew.statusCode, crew.body).toBe(201);
    await post('/api/admin/crew/assignments', { userId: crew.json().id, truckId: truck, date: today });
    crewCookie = (await signIn(t.app, '639175550137@crew.ligpit.invalid', 'trak-isa-2026')).cookie;
    // Alphabetically: Amihan, Bagong Pag-asa, Pinyahan, Pinyahan, Teachers Village East.
    await stop('Ana', 'Amihan', early, null);
    await stop('Bea', 'Bagong Pag-asa', early, pins.bagong);
    await stop('Pia', 'Pinyahan', early, pins.pinyahan);
    await stop('Paz', 'pinyahan', early, null); // no pin: the centre of Pinyahan's pins
    await stop('Tess', 'Teachers Village East', early, pins.teachers);
    await stop('Bo', 'Botocan', late, pins.botocan);
  });
  afterAll(() => t.close());

  it('orders each window from the depot, a stop without any point last, with the km and minutes', async () => {
    const day = await staffDay();
    // The shortest path from the depot is Teachers → Pinyahan → Bagong Pag-asa (6.3 km of 7.2–9.0).
    expect(names(day.stops)[0]).toBe('Tess');
    expect(new Set(names(day.stops).slice(1, 3))).toEqual(new Set(['Pia', 'Paz']));
    expect(names(day.stops).slice(3)).toEqual(['Bea', 'Ana', 'Bo']);
    expect(day.stops.map((s) => s.noPin)).toEqual([false, false, false, false, true, false]);
    const km = pathKm(depot, [pins.teachers, pins.pinyahan, pins.bagong, pins.botocan]);
    expect(day.route).toEqual({
      km: Math.round(km * 10) / 10,
      minutes: Math.round((km * roadFactor * 60) / averageKmPerHour),
      fromDepot: true,
      depot,
    });
    // Issue 37's map (decision 091): the staff's stops carry their pins too.
    expect(day.stops.find((s) => s.name === 'Tess')?.pin).toEqual(pins.teachers);
    expect(day.stops.find((s) => s.name === 'Paz')?.pin).toBeNull();

    const crew = await crewToday();
    expect(names(crew.stops)).toEqual(names(day.stops));
    expect(crew.route).toEqual(day.route);
    expect(crew.stops[0]).toMatchObject({ pin: pins.teachers, noPin: false });
    expect(crew.stops.find((s) => s.name === 'Paz')).toMatchObject({ pin: null, noPin: false });
  });

  it('keeps a stop staff moved by hand, and follows a stop added or cancelled', async () => {
    const before = names((await staffDay()).stops);
    const moved = await move('Bea', 1);
    expect(moved.statusCode, moved.body).toBe(200);
    const inAnswer = (moved.json() as CrewDay).trucks.find((x) => x.truckId === truck)!;
    const handOrder = ['Bea', ...before.slice(0, 5).filter((n) => n !== 'Bea')];
    expect(names(inAnswer.stops)).toEqual([...handOrder, 'Bo']);
    expect(inAnswer.stops.map((s) => s.byHand)).toEqual([true, true, true, true, true, false]);
    expect(names((await crewToday()).stops)).toEqual([...handOrder, 'Bo']);

    // A new stop beside the depot would lead the route; the hand-made order stays, it comes after.
    await stop('Nena', 'Bagumbayan', early, pins.beside);
    expect(names((await staffDay()).stops)).toEqual([...handOrder, 'Nena', 'Bo']);

    // Cancelled: it leaves the day, the others keep their places.
    await t.database.db
      .update(submissions)
      .set({ status: 'Cancelled' })
      .where(eq(submissions.trackingNumber, ids.Tess!));
    const after = [...handOrder.filter((n) => n !== 'Tess'), 'Nena', 'Bo'];
    expect(names((await staffDay()).stops)).toEqual(after);
    expect(names((await crewToday()).stops)).toEqual(after);

    // Moved down past the end: last of its window, not into the next one.
    expect((await move('Bea', 99)).statusCode).toBe(200);
    expect(names((await staffDay()).stops)).toEqual([...after.slice(1, -1), 'Bea', 'Bo']);
  });

  it('moving a stop to another truck drops its hand-set place', async () => {
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/trucks',
        headers: as(staff.cookie),
        payload: { name: 'Truck 6', plateEnding: 6 },
      })
    ).json().id as string;
    // The afternoon window: no plate is coded then, whatever today's weekday.
    expect((await move('Bo', 1)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/crew/stops/${ids.Bo}/truck`,
      headers: as(staff.cookie),
      payload: { truckId: other, expectedTruckId: truck },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, ids.Bo!));
    expect(row!.stopPosition).toBeNull();
    expect(names((await staffDay()).stops)).not.toContain('Bo');
  });

  it('refuses a stop without a truck, and a position that is not a place', async () => {
    const loose = await insertSubmission(t.database.db, {
      status: 'Pickup Scheduled',
      pickupDate: today,
      pickupTime: early,
    });
    ids.loose = loose.trackingNumber;
    expect((await move('loose', 1)).statusCode).toBe(422);
    expect((await move('Bea', 0)).statusCode).toBe(400);
    expect((await move('Bea', 1.5)).statusCode).toBe(400);
    const asCrew = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/crew/stops/${ids.Bea}/position`,
      headers: as(crewCookie),
      payload: { position: 1 },
    });
    expect(asCrew.statusCode).toBe(403);
  });
});
