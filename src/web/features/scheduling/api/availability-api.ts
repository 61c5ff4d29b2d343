import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '#src/shared/core/path-pattern.ts';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';
import { api } from '#src/web/lib/api.ts';

/** One key for the endpoint: the upload screen and the owner's reschedule read the same answer. */
export const availabilityKeys = {
  all: ['scheduling', 'availability'] as const,
  city: (city: string) => ['scheduling', 'availability', city] as const,
};

/** GET /api/pickup-availability (issue 15): the days 7–30 ahead with room in the city, and their windows. */
export const availabilityQuery = (city: string, enabled = true) =>
  queryOptions({
    queryKey: availabilityKeys.city(city),
    queryFn: () => api<Availability>(withQuery(submissionsApi.availability, { city })),
    enabled: enabled && city.length > 0,
    // Others book too: look again now and then, so a window that filled up is not offered for long.
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: 1,
  });

export function useAvailability(city: string, enabled = true) {
  return useQuery(availabilityQuery(city, enabled));
}
