import { useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '#src/shared/events/event.schema.ts';
import { publicEventQuery } from '#src/web/features/events/api/public-event-api.ts';
import { ApiError } from '#src/web/lib/api.ts';

// The event check of an event route (issue 14), before any photo: the read and its offline copy on
// this device are api/public-event-api.ts's; this turns the answer into what the booth shows.

export type EventCheck =
  | { status: 'checking' }
  | { status: 'found'; event: PublicEvent }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void };

export function useEventCheck(slug: string): EventCheck {
  const query = useQuery(publicEventQuery(slug));
  if (query.data) return { status: 'found', event: query.data };
  if (query.error instanceof ApiError && query.error.status === 404) return { status: 'not-found' };
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'checking' };
}
