import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';

// Issue 23 (decision 057): every one of the 17 cities can book; staff pause and resume a city;
// a suspended day covers the cities staff pick and moves only those households.

const notAvailable = "Unfortunately, we currently don't service this location. We'll be expanding soon!";

let people = 0;
async function guestSubmit(app: FastifyInstance, place: Record<string, string>) {
  people++;
  const up = await uploadDraft(app, null);
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie: up.cookie, 'idempotency-key': randomUUID() },
    payload: {
      name: 'Rosa Dimaculangan',
      email: `rosa.${people}@example.ph`,
      phone: `+63 917 ${String(1_000_000 + people).slice(1, 4)} ${String(10_000 + people).slice(1)}`,
      pickupDate: addDays(manilaDate(), 10),
      photoIds: [up.photo.id],
      ...place,
    },
  });
}

describe('the service area', () => {
  let t: TestApp;
  let staff: TestUser;
  let customer: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana Reyes' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  const pause = (city: string, paused: boolean, cookie = staff.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/service-area/${encodeURIComponent(city)}`,
      headers: { cookie },
      payload: { paused },
    });
  const detail = async (trackingNumber: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${trackingNumber}`,
        headers: { cookie: staff.cookie },
      })
    ).json().submission as { city: string; address: string; barangay: string };

  it('books Quezon City, Valenzuela and BGC (stored as Taguig), and staff see the real city and street', async () => {
    const cases = [
      { city: 'Quezon City', address: '12 Mapagmahal St.', barangay: 'Pinyahan' },
      { city: 'Valenzuela', address: '4 McArthur Hwy.', barangay: 'Malinta' },
      { city: 'BGC', address: '8 Rizal Drive', barangay: 'Fort Bonifacio' },
    ];
    const stored: Record<string, { city: string; address: string; barangay: string }> = {};
    for (const place of cases) {
      const res = await guestSubmit(t.app, place);
      expect(res.statusCode, res.body).toBe(201);
      stored[place.city] = await detail(res.json().trackingNumber);
    }
    expect(stored['Quezon City']).toMatchObject({ city: 'Quezon City', address: '12 Mapagmahal St.' });
    expect(stored.Valenzuela).toMatchObject({ city: 'Valenzuela', address: '4 McArthur Hwy.' });
    expect(stored.BGC!.city).toBe('Taguig');
    expect(stored.BGC!.address).toContain('8 Rizal Drive');
    expect(stored.BGC!.address).toContain('BGC');
    // Every served city has the seeded windows with room.
    const qc = (
      await t.app.inject({ method: 'GET', url: '/api/pickup-availability?city=Quezon%20City' })
    ).json() as Availability;
    expect(qc.days.length).toBeGreaterThan(20);
    expect(qc.days[0]!.windows.length).toBe(3);
  });

  it('refuses a city staff paused with the "Location Not Available" text; resuming makes it bookable', async () => {
    expect((await pause('Valenzuela', true, customer.cookie)).statusCode).toBe(403);
    const paused = await pause('Valenzuela', true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: ['Valenzuela'] });
    expect((await pause('Valenzuela', true)).json().paused).toEqual(['Valenzuela']);

    const area = await t.app.inject({ method: 'GET', url: '/api/service-area' });
    expect(area.statusCode).toBe(200);
    expect(area.headers['cache-control']).toBe('public, max-age=60');
    expect(area.json().paused).toEqual(['Valenzuela']);
    expect(area.json().cities).toHaveLength(17);

    const before = await t.database.db.select({ id: submissions.id }).from(submissions);
    const refused = await guestSubmit(t.app, { city: 'Valenzuela', address: '4 McArthur Hwy.', barangay: 'Malinta' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'CITY_NOT_SERVED',
      message: notAvailable,
      key: 'submissions.locationNotAvailable',
    });
    expect(await t.database.db.select({ id: submissions.id }).from(submissions)).toHaveLength(before.length);
    // "Others" answers the same text (the schema's own rule).
    const others = await guestSubmit(t.app, { city: 'Others', address: '1 Colon St.', barangay: 'Parian' });
    expect(others.statusCode).toBe(400);
    expect(others.json().message).toBe(notAvailable);
    // Pausing Taguig pauses BGC too.
    await pause('Taguig', true);
    const bgc = await guestSubmit(t.app, { city: 'BGC', address: '8 Rizal Drive', barangay: 'Fort Bonifacio' });
    expect(bgc.json().error).toBe('CITY_NOT_SERVED');
    await pause('Taguig', false);

    const resumed = await pause('Valenzuela', false);
    expect(resumed.json().paused).toEqual([]);
    const booked = await guestSubmit(t.app, { city: 'Valenzuela', address: '4 McArthur Hwy.', barangay: 'Malinta' });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('refuses a city outside the 17 when staff pause it', async () => {
    const res = await pause('Cebu City', true);
    expect(res.statusCode).toBe(400);
  });

  it('suspends a day in Marikina only: the Marikina household is moved and told, the Makati one is not', async () => {
    const day = addDays(manilaDate(), 14);
    const marikina = await insertSubmission(t.database.db, {
      city: 'Marikina',
      phone: '+639175550333',
      status: 'Submitted',
      pickupDate: day,
      pickupTime: '8:00–11:00',
    });
    const makati = await insertSubmission(t.database.db, {
      city: 'Makati',
      phone: '+639175550444',
      status: 'Submitted',
      pickupDate: day,
      pickupTime: '8:00–11:00',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-suspensions',
      headers: { cookie: staff.cookie },
      payload: { date: day, reason: 'Flooding', cities: ['Marikina'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      moved: 1,
      sent: 1,
      suspension: { date: day, cities: ['Marikina'], asked: 1, unanswered: 1 },
    });
    const flagged = async (id: string) =>
      (await t.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!.needsRescheduleSince;
    expect(await flagged(marikina.id)).not.toBeNull();
    expect(await flagged(makati.id)).toBeNull();
    const sms = async (id: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.submissionId, id), eq(notifications.template, 'status-day-suspended')));
    expect(await sms(marikina.id)).toHaveLength(1);
    expect(await sms(makati.id)).toHaveLength(0);

    // The day offers no window in Marikina, and its windows in Makati.
    const daysOf = async (city: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/pickup-availability?city=${city}` })).json() as Availability
      ).days.map((d) => d.date);
    expect(await daysOf('Marikina')).not.toContain(day);
    expect(await daysOf('Makati')).toContain(day);

    // Marking Makati the same day adds it: now the Makati household is moved too, Marikina's is not told twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-suspensions',
      headers: { cookie: staff.cookie },
      payload: { date: day, reason: 'Flooding', cities: ['Makati'] },
    });
    expect(again.json()).toMatchObject({ moved: 1, suspension: { cities: ['Makati', 'Marikina'], asked: 2 } });
    expect(await sms(marikina.id)).toHaveLength(1);
    expect(await sms(makati.id)).toHaveLength(1);
  });
});
