import { queryOptions } from '@tanstack/react-query';
import { manilaDate } from '#src/shared/core/dates.ts';
import { eventPhase } from '#src/shared/core/event-rules.ts';
import type { PublicEvent } from '#src/shared/events/event.schema.ts';
import { eventKeys, getPublicEvent } from '#src/web/features/events/api/events-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { takeSsrData } from '#src/web/lib/ssr-data.ts';

// The event check of an event route (issue 14), before any photo. Offline, the booth uses the
// answer it had last (kept in localStorage: venue, dates and slots, nothing about visitors), with
// the phase worked out again for today, so a booth reloaded without Wi-Fi still opens.

const cacheKey = (slug: string) => `ligpit_event_${slug}`;

function remember(event: PublicEvent): void {
  try {
    localStorage.setItem(cacheKey(event.slug), JSON.stringify(event));
  } catch {
    // No storage: the check simply needs the network next time.
  }
}

/** An answer from another day (kept on the device, or a page the booth's worker cached), judged for today. */
export function forToday(event: PublicEvent): PublicEvent {
  // Ended stays ended, whether staff closed it or its dates passed (dates only move on).
  if (event.phase === 'ended') return event;
  const phase = eventPhase({ active: true, startsOn: event.startsOn, endsOn: event.endsOn }, manilaDate());
  return phase === event.phase ? event : { ...event, phase };
}

function recall(slug: string): PublicEvent | undefined {
  try {
    const raw = localStorage.getItem(cacheKey(slug));
    return raw ? forToday(JSON.parse(raw) as PublicEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** The answer a server-rendered booth page carries (src/server/http/page-renderer.ts), if any. */
function rendered(slug: string): PublicEvent | undefined {
  const event = takeSsrData(eventKeys.public(slug)) as PublicEvent | undefined;
  if (!event) return undefined;
  remember(event);
  return forToday(event);
}

export const publicEventQuery = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.public(slug),
    queryFn: async () => {
      try {
        const event = await getPublicEvent(slug);
        remember(event);
        return event;
      } catch (error) {
        const cached = error instanceof ApiError && error.isNetwork ? recall(slug) : undefined;
        if (cached) return cached;
        throw error;
      }
    },
    // The page the server rendered already holds the answer: no second ask, and React adopts
    // the painted booth instead of a skeleton.
    initialData: () => rendered(slug),
    retry: false,
    staleTime: 60_000,
  });
