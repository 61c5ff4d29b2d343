import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '#src/shared/core/path-pattern.ts';
import { adminDayLimitApiPath, adminPickupWindowApiPath, submissionsApi } from '#src/shared/submissions/paths.ts';
import type {
  CreateDayLimit,
  CreatePickupWindow,
  DayLimit,
  DayRoom,
  PickupSetup,
  PickupWindow,
  UpdatePickupWindow,
} from '#src/shared/submissions/pickup-slots.ts';
import { api } from '#src/web/lib/api.ts';

// Staff: the Pickup windows page and the room shown when scheduling (issue 15).

export const pickupKeys = {
  all: ['admin', 'pickup'] as const,
  setup: () => ['admin', 'pickup', 'setup'] as const,
  day: (date: string, city: string) => ['admin', 'pickup', 'day', date, city] as const,
};

export function usePickupSetup() {
  return useQuery({ queryKey: pickupKeys.setup(), queryFn: () => api<PickupSetup>(submissionsApi.adminPickupWindows) });
}

export function useDayRoom(date: string, city: string, enabled: boolean) {
  return useQuery({
    queryKey: pickupKeys.day(date, city),
    queryFn: () => api<DayRoom>(withQuery(submissionsApi.adminDayRoom, { date, city })),
    enabled: enabled && date.length === 10 && city.length > 0,
    retry: false,
  });
}

function useInvalidating<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: pickupKeys.all }) });
}

export const useCreatePickupWindow = () =>
  useInvalidating((input: CreatePickupWindow) =>
    api<PickupWindow>(submissionsApi.adminPickupWindows, { method: 'POST', body: input }),
  );

export const useUpdatePickupWindow = () =>
  useInvalidating(({ id, changes }: { id: string; changes: UpdatePickupWindow }) =>
    api<PickupWindow>(adminPickupWindowApiPath(id), { method: 'PATCH', body: changes }),
  );

export const useCreateDayLimit = () =>
  useInvalidating((input: CreateDayLimit) =>
    api<DayLimit>(submissionsApi.adminDayLimits, { method: 'POST', body: input }),
  );

export const useDeleteDayLimit = () =>
  useInvalidating((id: string) => api<void>(adminDayLimitApiPath(id), { method: 'DELETE' }));
