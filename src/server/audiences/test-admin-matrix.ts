import type { InjectOptions } from 'fastify';

/** The rows of the admin authorization matrix (admin-authorization.test.ts): one per admin endpoint. */

export interface Fixtures {
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

export type Row = { request: (f: Fixtures) => InjectOptions; adminStatus: number };

// One row per admin endpoint. Adding a route under /api/admin without a row here fails the first test.
export const matrix: Record<string, Row> = {
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
      payload: { notes: 'Two boxes of clothes', itemCount: 2, resellable: true, possibleProfitCentavos: 35_000 },
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
  // Issue 37: the crew's truck, which the matrix does not retire.
  'PUT /api/admin/trucks/:id/depot': {
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/trucks/${f.crewTruckId}/depot`,
      payload: { depot: { lat: 14.6507, lng: 121.0494 } },
    }),
    adminStatus: 200,
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
  // Issue 40 item 6: a stop's truck changes without rescheduling; the matrix's request is not a
  // scheduled home pickup, so staff get the refusal that says so (the guard ran first).
  'PUT /api/admin/crew/stops/:trackingNumber/truck': {
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/crew/stops/${f.trackingNumber}/truck`,
      payload: { truckId: f.crewTruckId, expectedTruckId: null },
    }),
    adminStatus: 422,
  },
  // Issue 37: the matrix's request is on no truck, so staff get the refusal that says so (the guard ran first).
  'PUT /api/admin/crew/stops/:trackingNumber/position': {
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/crew/stops/${f.trackingNumber}/position`,
      payload: { position: 1 },
    }),
    adminStatus: 422,
  },
  'GET /api/admin/crew/day': {
    request: () => ({ method: 'GET', url: '/api/admin/crew/day?date=2026-12-28' }),
    adminStatus: 200,
  },
};
