import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { json } from '#src/web/test/http.ts';

// What the tracking screens' tests answer with; the requests go through test/http.ts.

export const notFound = () =>
  json(404, {
    error: 'TRACKING_NOT_FOUND',
    message: "We couldn't find a submission with this tracking number.",
    key: 'tracking.notFound',
  });

export function aResult(overrides: Partial<TrackingResult> = {}): TrackingResult {
  return {
    trackingNumber: 'AB12CD34',
    kind: 'regular',
    status: 'Processing',
    step: 2,
    nextStep: 'tracking.nextStepContact',
    nextStepText: 'Our team will review your submission and contact you soon',
    submittedAt: '2026-11-20T02:30:00.000Z',
    details: {
      name: 'Maria Santos',
      contact: '+63 9•• ••• 4567',
      email: 'm•••@gmail.com',
      location: 'Makati',
      pickup: 'Sat, 28 Nov 2026 · All Day',
      schedule: { date: '2026-11-28', time: 'All Day', slot: null },
    },
    masked: true,
    items: [
      {
        id: 'p1',
        name: 'Electric Fan',
        condition: 'Working',
        thumbUrl: '/api/photos/p1/thumb',
        url: '/api/photos/p1/file',
      },
    ],
    history: [
      { status: 'Submitted', at: '2026-11-20T02:30:00.000Z', note: 'submitted', params: {} },
      { status: 'Processing', at: '2026-11-21T01:00:00.000Z', note: null, params: {} },
    ],
    ...overrides,
  };
}
