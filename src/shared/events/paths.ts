import { buildPath } from '#src/shared/core/path-pattern.ts';

// Events are rows staff manage (DESIGN §6.3); their booth pages live with tracking and submissions.

export const eventsApi = {
  adminList: '/api/admin/events',
  adminEvent: '/api/admin/events/:id',
} as const;

export function adminEventApiPath(id: string): string {
  return buildPath(eventsApi.adminEvent, { id });
}
