import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { registeredRoutes } from '#src/server/test/routes.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

interface Fixtures {
  trackingNumber: string;
  partnerId: string;
  removablePartnerId: string;
  completedTrackingNumber: string;
  completedPhotoId: string;
  photoId: string;
  eventId: string;
  windowId: string;
  dayLimitId: string;
  scheduledTrackingNumber: string;
  suspensionId: string;
  truckId: string;
  /** Issue 27: a photo given a reason for "Can't take", and a drop-off suggestion. */
  refusalPhotoId: string;
  dropOffId: string;
  crewUserId: string;
  crewTruckId: string;
  assignmentId: string;
}

type Row = { request: (f: Fixtures) => InjectOptions; adminStatus: number };

// One row per admin endpoint. Adding a route under /api/admin without a row here fails the first test.
const matrix: Record<string, Row> = {
  'GET /api/admin/stats': { request: () => ({ method: 'GET', url: '/api/admin/stats' }), adminStatus: 200 },
  'GET /api/admin/submissions': {
    request: () => ({ method: 'GET', url: '/api/admin/submissions?q=a&page=1' }),
    adminStatus: 200,
  },
  'GET /api/admin/submissions/:trackingNumber': {
    request: (f) => ({ method: 'GET', url: `/api/admin/submissions/${f.trackingNumber}` }),
    adminStatus: 200,
  },
  'PUT /api/admin/submissions/:trackingNumber/notes': {
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/submissions/${f.trackingNumber}/notes`,
      payload: { notes: 'Two boxes of clothes', itemCount: 2, resellable: true, possibleProfit: 350 },
    }),
    adminStatus: 200,
  },
  'POST /api/admin/submissions/:trackingNumber/status': {
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/submissions/${f.trackingNumber}/status`,
      payload: { to: 'Processing', expectedStatus: 'Submitted' },
    }),
    adminStatus: 200,
  },
  'GET /api/admin/photos': { request: () => ({ method: 'GET', url: '/api/admin/photos?q=fan' }), adminStatus: 200 },
  'PATCH /api/admin/photos/:id': {
    request: (f) => ({ method: 'PATCH', url: `/api/admin/photos/${f.photoId}`, payload: { brand: 'Asahi' } }),
    adminStatus: 200,
  },
  'DELETE /api/admin/photos/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/photos/${f.photoId}` }),
    adminStatus: 204,
  },
  'GET /api/admin/events': { request: () => ({ method: 'GET', url: '/api/admin/events' }), adminStatus: 200 },
  'POST /api/admin/events': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/events',
      payload: { venue: 'SM Megamall', city: 'Mandaluyong', startsOn: '2026-05-16', endsOn: '2026-05-17' },
    }),
    adminStatus: 201,
  },
  'GET /api/admin/events/:id': {
    request: (f) => ({ method: 'GET', url: `/api/admin/events/${f.eventId}` }),
    adminStatus: 200,
  },
  'PATCH /api/admin/events/:id': {
    request: (f) => ({ method: 'PATCH', url: `/api/admin/events/${f.eventId}`, payload: { active: false } }),
    adminStatus: 200,
  },
  'POST /api/admin/submissions/:trackingNumber/on-the-way': {
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/submissions/${f.scheduledTrackingNumber}/on-the-way`,
      payload: { etaMinutes: 30 },
    }),
    adminStatus: 200,
  },
  'GET /api/admin/pickup-windows': {
    request: () => ({ method: 'GET', url: '/api/admin/pickup-windows' }),
    adminStatus: 200,
  },
  'POST /api/admin/pickup-windows': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/pickup-windows',
      payload: { weekday: 7, startsAt: '17:00', endsAt: '19:00', capacity: 2 },
    }),
    adminStatus: 201,
  },
  'PATCH /api/admin/pickup-windows/:id': {
    request: (f) => ({ method: 'PATCH', url: `/api/admin/pickup-windows/${f.windowId}`, payload: { capacity: 8 } }),
    adminStatus: 200,
  },
  'POST /api/admin/pickup-day-limits': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/pickup-day-limits',
      payload: { date: '2026-12-25', capacity: 0, reason: 'Christmas' },
    }),
    adminStatus: 201,
  },
  'DELETE /api/admin/pickup-day-limits/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/pickup-day-limits/${f.dayLimitId}` }),
    adminStatus: 204,
  },
  'GET /api/admin/partners': { request: () => ({ method: 'GET', url: '/api/admin/partners' }), adminStatus: 200 },
  'POST /api/admin/partners': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/partners',
      payload: { name: 'Bahay Kalinga Foundation', kind: 'donation', city: 'Quezon City' },
    }),
    adminStatus: 201,
  },
  'PATCH /api/admin/partners/:id': {
    request: (f) => ({ method: 'PATCH', url: `/api/admin/partners/${f.partnerId}`, payload: { active: true } }),
    adminStatus: 200,
  },
  'DELETE /api/admin/partners/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/partners/${f.removablePartnerId}` }),
    adminStatus: 204,
  },
  'GET /api/admin/submissions/:trackingNumber/outcomes': {
    request: (f) => ({ method: 'GET', url: `/api/admin/submissions/${f.completedTrackingNumber}/outcomes` }),
    adminStatus: 200,
  },
  'PUT /api/admin/submissions/:trackingNumber/outcomes': {
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/submissions/${f.completedTrackingNumber}/outcomes`,
      payload: {
        expectedStatus: 'Completed',
        items: [{ photoId: f.completedPhotoId, outcome: 'donated', partnerId: f.partnerId, weightKg: 2 }],
      },
    }),
    adminStatus: 200,
  },
  'GET /api/admin/reports/outcomes': {
    request: () => ({ method: 'GET', url: '/api/admin/reports/outcomes?from=2026-01-01&to=2026-12-31' }),
    adminStatus: 200,
  },
  'GET /api/admin/reports/export.csv': {
    request: () => ({ method: 'GET', url: '/api/admin/reports/export.csv?from=2026-01-01&to=2026-12-31' }),
    adminStatus: 200,
  },
  'GET /api/admin/pickup-availability': {
    request: () => ({ method: 'GET', url: '/api/admin/pickup-availability?date=2026-12-24&city=Makati' }),
    adminStatus: 200,
  },
  'GET /api/admin/pickup-suspensions': {
    request: () => ({ method: 'GET', url: '/api/admin/pickup-suspensions' }),
    adminStatus: 200,
  },
  'POST /api/admin/pickup-suspensions': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/pickup-suspensions',
      payload: { date: '2026-12-29', reason: 'PAGASA Signal No. 2' },
    }),
    adminStatus: 200,
  },
  'DELETE /api/admin/pickup-suspensions/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/pickup-suspensions/${f.suspensionId}` }),
    adminStatus: 204,
  },
  'GET /api/admin/trucks': { request: () => ({ method: 'GET', url: '/api/admin/trucks' }), adminStatus: 200 },
  'POST /api/admin/trucks': {
    request: () => ({ method: 'POST', url: '/api/admin/trucks', payload: { name: 'Truck 2', plateEnding: 7 } }),
    adminStatus: 201,
  },
  'DELETE /api/admin/trucks/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/trucks/${f.truckId}` }),
    adminStatus: 204,
  },
  // Issue 23: resuming a served city changes nothing, so the matrix pauses nobody.
  'PUT /api/admin/service-area/:city': {
    request: () => ({ method: 'PUT', url: '/api/admin/service-area/Pateros', payload: { paused: false } }),
    adminStatus: 200,
  },
  // Issue 27: drop-off suggestions and the reason of a "Can't take".
  'GET /api/admin/drop-off-suggestions': {
    request: () => ({ method: 'GET', url: '/api/admin/drop-off-suggestions' }),
    adminStatus: 200,
  },
  'POST /api/admin/drop-off-suggestions': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/drop-off-suggestions',
      payload: { name: 'E-waste drop-off', note: 'SM Megamall' },
    }),
    adminStatus: 201,
  },
  'PATCH /api/admin/drop-off-suggestions/:id': {
    request: (f) => ({
      method: 'PATCH',
      url: `/api/admin/drop-off-suggestions/${f.dropOffId}`,
      payload: { name: 'Hazardous waste drop-off', note: 'Pasig City Hall' },
    }),
    adminStatus: 200,
  },
  'DELETE /api/admin/drop-off-suggestions/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/drop-off-suggestions/${f.dropOffId}` }),
    adminStatus: 204,
  },
  'GET /api/admin/submissions/:trackingNumber/refusals': {
    request: (f) => ({ method: 'GET', url: `/api/admin/submissions/${f.trackingNumber}/refusals` }),
    adminStatus: 200,
  },
  'PUT /api/admin/submissions/:trackingNumber/photos/:photoId/refusal': {
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/submissions/${f.trackingNumber}/photos/${f.refusalPhotoId}/refusal`,
      payload: { reason: 'hazard', note: 'Paint needs a hazardous waste drop-off.' },
    }),
    adminStatus: 200,
  },
  // Issue 27: the crew's set-up and day view are staff pages.
  'GET /api/admin/crew': {
    request: () => ({ method: 'GET', url: '/api/admin/crew?date=2026-12-28' }),
    adminStatus: 200,
  },
  'POST /api/admin/crew': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/crew',
      payload: { name: 'Mang Ramon', login: '0917 555 0101', password: 'trak-isa-2026' },
    }),
    adminStatus: 201,
  },
  'POST /api/admin/crew/assignments': {
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/crew/assignments',
      payload: { userId: f.crewUserId, truckId: f.crewTruckId, date: '2026-12-29' },
    }),
    adminStatus: 201,
  },
  'DELETE /api/admin/crew/assignments/:id': {
    request: (f) => ({ method: 'DELETE', url: `/api/admin/crew/assignments/${f.assignmentId}` }),
    adminStatus: 204,
  },
  'GET /api/admin/crew/day': {
    request: () => ({ method: 'GET', url: '/api/admin/crew/day?date=2026-12-28' }),
    adminStatus: 200,
  },
};

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
