import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminEvent,
  AdminEventDetail,
  CreateEvent,
  PublicEvent,
  UpdateEvent,
} from '#src/shared/events/event.schema.ts';
import { adminEventApiPath, eventsApi, publicEventApiPath } from '#src/shared/events/paths.ts';
import { ApiError, api } from '#src/web/lib/api.ts';

// The events API (issue 14): one fetcher and one hook per call, one key factory for the feature.

export const eventKeys = {
  all: ['events'] as const,
  list: () => ['events', 'list'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  public: (slug: string) => ['events', 'public', slug] as const,
};

/** Refusals are not worth retrying; network failures once. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function getPublicEvent(slug: string): Promise<PublicEvent> {
  return api<PublicEvent>(publicEventApiPath(slug));
}

export const adminEventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: () => api<AdminEvent[]>(eventsApi.adminList),
    retry: retryUnlessRefused,
  });

export function useAdminEvents() {
  return useQuery(adminEventsQuery());
}

export const adminEventQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: eventKeys.detail(id ?? ''),
    queryFn: () => api<AdminEventDetail>(adminEventApiPath(id!)),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });

export function useAdminEvent(id: string | undefined) {
  return useQuery(adminEventQuery(id));
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEvent) => api<AdminEvent>(eventsApi.adminList, { method: 'POST', body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateEvent }) =>
      api<AdminEvent>(adminEventApiPath(id), { method: 'PATCH', body: changes }),
    onSuccess: () => void client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
