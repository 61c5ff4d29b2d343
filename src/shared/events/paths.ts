import { buildPath } from '#src/shared/core/path-pattern.ts';
import { eventUploadPath } from '#src/shared/submissions/pages.ts';

// Events are rows staff manage (design.md §6.3). The booth pages themselves (/event/:venue/…) are
// in submissions/paths.ts and tracking/paths.ts; the staff's Events page is here.

export const eventPages = {
  adminEvents: '/admin-events',
} as const;

export const eventsApi = {
  /** Anyone: what the booth page checks on load. */
  public: '/api/events/:slug',
  adminList: '/api/admin/events',
  adminEvent: '/api/admin/events/:id',
} as const;

export function adminEventApiPath(id: string): string {
  return buildPath(eventsApi.adminEvent, { id });
}

export function publicEventApiPath(slug: string): string {
  return buildPath(eventsApi.public, { slug });
}

/** The booth page of an event; `kiosk` for the kiosk mode of a tablet at the booth. */
export function eventUploadUrl(slug: string, opts: { kiosk?: boolean } = {}): string {
  return `${eventUploadPath(slug)}${opts.kiosk ? '?kiosk=1' : ''}`;
}
