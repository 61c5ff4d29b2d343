import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { registeredRoutes } from '#src/server/test/routes.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { type Fixtures, matrix } from './test-admin-matrix.ts';

describe('admin authorization matrix', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let unverified: TestUser;
  let crew: TestUser;
  let fixtures: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-authz-${process.pid}`) } });
    admin = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    unverified = await createSignedInUser(t.app, t.database.db, { role: 'customer', emailVerified: false });
    crew = await createSignedInUser(t.app, t.database.db, { role: 'crew' });
    const submission = await insertSubmission(t.database.db, { status: 'Submitted' });
    const [photo, refusalPhoto] = await insertPhotos(t.database.db, submission, [
      { label: 'Electric Fan', brand: 'Asahi' },
      { label: 'Paint cans' },
    ]);
    const dropOff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/drop-off-suggestions',
      headers: { cookie: admin.cookie },
      payload: { name: 'Hazardous waste', note: '' },
    });
    expect(dropOff.statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: admin.cookie },
      payload: {
        slug: 'ayala-malls-booth',
        venue: 'Ayala Malls Manila Bay',
        city: 'Parañaque',
        startsOn: '2026-05-16',
        endsOn: '2026-05-17',
      },
    });
    expect(created.statusCode).toBe(201);
    const setup = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pickup-windows',
      headers: { cookie: admin.cookie },
    });
    const limit = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-day-limits',
      headers: { cookie: admin.cookie },
      payload: { date: '2026-12-30', capacity: 1 },
    });
    expect(limit.statusCode).toBe(201);
    const suspension = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pickup-suspensions',
      headers: { cookie: admin.cookie },
      payload: { date: '2027-01-04', reason: 'PAGASA Signal No. 3' },
    });
    expect(suspension.statusCode).toBe(200);
    const truck = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trucks',
      headers: { cookie: admin.cookie },
      payload: { name: 'Truck 1', plateEnding: 1 },
    });
    expect(truck.statusCode).toBe(201);
    const crewTruck = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trucks',
      headers: { cookie: admin.cookie },
      payload: { name: 'Truck 3', plateEnding: 3 },
    });
    const assignment = await t.app.inject({
      method: 'POST',
      url: '/api/admin/crew/assignments',
      headers: { cookie: admin.cookie },
      payload: { userId: crew.id, truckId: crewTruck.json().id, date: '2026-12-28' },
    });
    expect(assignment.statusCode, assignment.body).toBe(201);
    const partnerOf = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: { cookie: admin.cookie },
        payload: { name, kind: 'donation', city: 'Pasig' },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const completed = await insertSubmission(t.database.db, { status: 'Completed' });
    const [completedPhoto] = await insertPhotos(t.database.db, completed, [{ label: 'Rice cooker' }]);
    fixtures = {
      trackingNumber: submission.trackingNumber,
      partnerId: await partnerOf('Tahanan Thrift'),
      removablePartnerId: await partnerOf('Kariton Recycling'),
      completedTrackingNumber: completed.trackingNumber,
      completedPhotoId: completedPhoto!.id,
      photoId: photo!.id,
      eventId: created.json().id,
      windowId: setup.json().windows[0].id,
      dayLimitId: limit.json().id,
      suspensionId: suspension.json().suspension.id,
      truckId: truck.json().id,
      refusalPhotoId: refusalPhoto!.id,
      dropOffId: dropOff.json().id,
      crewUserId: crew.id,
      crewTruckId: crewTruck.json().id,
      assignmentId: assignment.json().id,
      scheduledTrackingNumber: (
        await insertSubmission(t.database.db, { status: 'Pickup Scheduled', pickupDate: '2026-12-28' })
      ).trackingNumber,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a row for every registered /api/admin route, and no row for a route that does not exist', () => {
    const adminRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      r.split(' ')[1]!.startsWith('/api/admin'),
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.filter((r) => !(r in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !adminRoutes.includes(r))).toEqual([]);
  });

  for (const [route, row] of Object.entries(matrix)) {
    it(`${route}: no session → 401, customer (confirmed or not) or crew → 403, admin → ${row.adminStatus}`, async () => {
      const anonymous = await t.app.inject(row.request(fixtures));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'UNAUTHENTICATED' });

      const asCustomer = await t.app.inject(withCookie(row.request(fixtures), customer.cookie));
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toMatchObject({ error: 'FORBIDDEN' });
      const asUnverified = await t.app.inject(withCookie(row.request(fixtures), unverified.cookie));
      expect(asUnverified.statusCode).toBe(403);
      // Issue 27: a crew account sees no customer lists, no reports, no exports, no staff page.
      const asCrew = await t.app.inject(withCookie(row.request(fixtures), crew.cookie));
      expect(asCrew.statusCode).toBe(403);
      expect(asCrew.json()).toMatchObject({ error: 'FORBIDDEN' });

      const asAdmin = await t.app.inject(withCookie(row.request(fixtures), admin.cookie));
      expect(asAdmin.statusCode, asAdmin.body).toBe(row.adminStatus);
    });
  }

  it('answers a forged or expired session cookie with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });
});

function withCookie(options: InjectOptions, cookie: string): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), cookie } };
}
