import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { CrewDay } from '#src/shared/crew/crew.schema.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';

// Issue 40 item 6, second half (decision 089): a stop already scheduled sat under "No truck", and
// the only way to put it on one was "Reschedule Pickup", which texts the household and writes
// "Pickup moved" for the same slot. Staff now set the stop's truck alone: no SMS, no e-mail, no
// history line; a truck coded during the window and an ended request are refused; two staff at
// once leave one answer.

/** The first Monday from two days ahead on (plates ending 1 and 2 are coded 07:00–10:00). */
function nextMonday(): string {
  let date = addDays(manilaDate(), 2);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

describe('staff put a scheduled stop on a truck without rescheduling it', () => {
  const monday = nextMonday();
  let t: TestApp;
  let staff: TestUser;
  let coded: string;
  let truckA: string;
  let truckB: string;

  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const setTruck = (trackingNumber: string, payload: Record<string, unknown>, cookie = staff.cookie) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/crew/stops/${trackingNumber}/truck`, headers: { cookie }, payload });
  const day = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/crew/day?date=${monday}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CrewDay;
  };
  const truckOf = async (trackingNumber: string) =>
    (await day()).trucks.find((tr) => tr.stops.some((s) => s.trackingNumber === trackingNumber))?.truckName;
  const row = async (id: string) =>
    (await t.database.db.select().from(submissions).where(eq(submissions.id, id)).limit(1))[0]!;
  const messagesAndHistory = async (id: string) => ({
    messages: (
      await t.database.db.select({ n: count() }).from(notifications).where(eq(notifications.submissionId, id))
    )[0]!.n,
    history: (
      await t.database.db.select({ n: count() }).from(statusChanges).where(eq(statusChanges.submissionId, id))
    )[0]!.n,
  });

  /** A request booked through the real Schedule Pickup, with no truck yet (it texts and e-mails the household). */
  async function scheduledStop() {
    const s = await insertSubmission(t.database.db, { status: 'Submitted', city: 'Pasig', barangay: 'Kapitolyo' });
    const res = await post(`/api/admin/submissions/${s.trackingNumber}/status`, staff.cookie, {
      to: 'Pickup Scheduled',
      expectedStatus: 'Submitted',
      pickupDate: monday,
      pickupTime: '8:00–11:00',
      truckId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    return s;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    const truck = async (name: string, plateEnding: number) =>
      (await post('/api/admin/trucks', staff.cookie, { name, plateEnding })).json().id as string;
    coded = await truck('Truck 1', 1);
    truckA = await truck('Truck 5', 5);
    truckB = await truck('Truck 7', 7);
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves a stop from "No truck" to a truck, to another, and back, with no message and no history line', async () => {
    const s = await scheduledStop();
    const before = await messagesAndHistory(s.id);
    expect(before.messages).toBeGreaterThan(0);
    expect(await truckOf(s.trackingNumber)).toBeNull();

    const put = await setTruck(s.trackingNumber, { truckId: truckA, expectedTruckId: null });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ trackingNumber: s.trackingNumber, truckId: truckA, truckName: 'Truck 5' });
    expect(await truckOf(s.trackingNumber)).toBe('Truck 5');

    expect((await setTruck(s.trackingNumber, { truckId: truckB, expectedTruckId: truckA })).statusCode).toBe(200);
    expect(await truckOf(s.trackingNumber)).toBe('Truck 7');
    expect((await setTruck(s.trackingNumber, { truckId: null, expectedTruckId: truckB })).statusCode).toBe(200);
    expect(await truckOf(s.trackingNumber)).toBeNull();

    // The pickup did not move, and the household was told nothing.
    const after = await row(s.id);
    expect(after).toMatchObject({ status: 'Pickup Scheduled', pickupDate: monday, pickupTime: '8:00–11:00' });
    expect(await messagesAndHistory(s.id)).toEqual(before);
  });

  it('refuses a truck coded during the window (decision 087), and leaves the stop where it was', async () => {
    const s = await scheduledStop();
    const res = await setTruck(s.trackingNumber, { truckId: coded, expectedTruckId: null });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message: englishText('submissions.truckCoded') });
    expect((await row(s.id)).pickupTruckId).toBeNull();
  });

  it('refuses an ended request, one under way, and one not scheduled, each with its reason', async () => {
    const cases = [
      { status: 'Completed', key: 'crew.stopTruckEnded' },
      { status: 'Cancelled', key: 'crew.stopTruckEnded' },
      { status: 'Picked Up', key: 'crew.stopTruckEnded' },
      { status: 'En Route', key: 'crew.stopTruckUnderWay' },
      { status: 'Processing', key: 'crew.stopTruckNotScheduled' },
    ] as const;
    for (const c of cases) {
      const s = await insertSubmission(t.database.db, {
        status: c.status,
        pickupDate: monday,
        pickupTime: '11:00–14:00',
      });
      const res = await setTruck(s.trackingNumber, { truckId: truckA, expectedTruckId: null });
      expect(res.statusCode, `${c.status}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ key: c.key, message: englishText(c.key) });
      expect((await row(s.id)).pickupTruckId).toBeNull();
    }
    const unknown = await setTruck('ZZZZ9999', { truckId: truckA, expectedTruckId: null });
    expect(unknown.statusCode).toBe(404);
    const badTruck = await setTruck('ZZZZ9999', { truckId: 'not-a-truck', expectedTruckId: null });
    expect(badTruck.statusCode).toBe(400);
  });

  it('two staff acting at once: exactly one wins, the other is told the stop moved, and the stop is on the winner’s truck', async () => {
    const s = await scheduledStop();
    const [one, two] = await Promise.all([
      setTruck(s.trackingNumber, { truckId: truckA, expectedTruckId: null }),
      setTruck(s.trackingNumber, { truckId: truckB, expectedTruckId: null }),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? one : two;
    const loser = one.statusCode === 200 ? two : one;
    expect(loser.json()).toMatchObject({ error: 'STALE_STATUS', key: 'crew.stopTruckStale' });
    expect((await row(s.id)).pickupTruckId).toBe(winner.json().truckId);
    // Seeing an old truck is refused too, rather than silently overwriting the other's choice.
    const stale = await setTruck(s.trackingNumber, { truckId: null, expectedTruckId: null });
    expect(stale.statusCode).toBe(409);
    expect((await row(s.id)).pickupTruckId).toBe(winner.json().truckId);
  });

  it('is for staff only', async () => {
    const s = await scheduledStop();
    const customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const res = await setTruck(s.trackingNumber, { truckId: truckA, expectedTruckId: null }, customer.cookie);
    expect(res.statusCode).toBe(403);
    const anonymous = await setTruck(s.trackingNumber, { truckId: truckA, expectedTruckId: null }, '');
    expect(anonymous.statusCode).toBe(401);
    expect((await row(s.id)).pickupTruckId).toBeNull();
  });
});
