import type { AdminEvent, AdminEventDetail, PublicEvent } from '#src/shared/events/event.schema.ts';

// Events as the API answers them, for the tests of the staff Events page and the booth.

export function aPublicEvent(changes: Partial<PublicEvent> = {}): PublicEvent {
  return {
    slug: 'sm-aura-2026-05-16',
    venue: 'SM Aura Premier',
    city: 'Taguig',
    address: 'Upper Ground, near the Sky Park entrance',
    startsOn: '2026-05-16',
    endsOn: '2026-05-17',
    handoverSlots: [],
    phase: 'open',
    ...changes,
  };
}

export function anAdminEvent(changes: Partial<AdminEvent> = {}): AdminEvent {
  return {
    ...aPublicEvent(),
    id: 'e1',
    active: true,
    slugLocked: false,
    closedAt: null,
    createdAt: '2026-05-01T02:00:00.000Z',
    requests: 0,
    photos: 0,
    completed: 0,
    byStatus: {},
    ...changes,
  };
}

export function anEventDetail(event: AdminEvent, changes: Partial<Omit<AdminEventDetail, 'event'>> = {}) {
  return { event, days: [], requests: [], ...changes } satisfies AdminEventDetail;
}
