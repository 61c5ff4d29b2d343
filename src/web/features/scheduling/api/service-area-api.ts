import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceArea } from '#src/shared/scheduling/service-area.ts';
import { adminServiceCityApiPath, submissionsApi } from '#src/shared/submissions/paths.ts';
import { api } from '#src/web/lib/api.ts';

// Issue 23: which cities staff paused. Every form's city select reads it; the staff page changes it.

export const serviceAreaKeys = { all: ['scheduling', 'service-area'] as const };

/** GET /api/service-area. Until it answers (or when it fails) no city shows as paused: the server still refuses one. */
export const serviceAreaQuery = () =>
  queryOptions({
    queryKey: serviceAreaKeys.all,
    queryFn: () => api<ServiceArea>(submissionsApi.serviceArea),
    staleTime: 60_000,
    retry: 1,
  });

export function useServiceArea() {
  return useQuery(serviceAreaQuery());
}

/** The paused cities, [] while unknown. */
export function usePausedCities(): readonly string[] {
  return useServiceArea().data?.paused ?? noCities;
}
const noCities: readonly string[] = [];

export function useSetCityPaused() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ city, paused }: { city: string; paused: boolean }) =>
      api<ServiceArea>(adminServiceCityApiPath(city), { method: 'PUT', body: { paused } }),
    onSuccess: (area) => client.setQueryData(serviceAreaKeys.all, area),
  });
}
