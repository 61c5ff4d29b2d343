import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '#src/shared/core/path-pattern.ts';
import type {
  CreateDayLimit,
  CreatePickupWindow,
  DayLimit,
  DayRoom,
  PickupSetup,
  PickupWindow,
  UpdatePickupWindow,
} from '#src/shared/scheduling/pickup-slots.ts';
import type { SuspendDay, SuspendResult, SuspensionList } from '#src/shared/scheduling/suspensions.ts';
import type { CreateTruck, MetroManilaPoint, Truck, TruckList } from '#src/shared/scheduling/trucks.ts';
import {
  adminDayLimitApiPath,
  adminPickupWindowApiPath,
  adminSuspensionApiPath,
  adminTruckApiPath,
  adminTruckDepotApiPath,
  submissionsApi,
} from '#src/shared/submissions/paths.ts';
import { api } from '#src/web/lib/api.ts';

// Staff: the Pickup windows page and the room shown when scheduling (issue 15).

export const pickupKeys = {
  all: ['admin', 'pickup'] as const,
  setup: () => ['admin', 'pickup', 'setup'] as const,
  day: (date: string, city: string) => ['admin', 'pickup', 'day', date, city] as const,
  suspensions: () => ['admin', 'pickup', 'suspensions'] as const,
  trucks: () => ['admin', 'pickup', 'trucks'] as const,
};

export const pickupSetupQuery = () =>
  queryOptions({ queryKey: pickupKeys.setup(), queryFn: () => api<PickupSetup>(submissionsApi.adminPickupWindows) });

export function usePickupSetup() {
  return useQuery(pickupSetupQuery());
}

export const dayRoomQuery = (date: string, city: string, enabled = true) =>
  queryOptions({
    queryKey: pickupKeys.day(date, city),
    queryFn: () => api<DayRoom>(withQuery(submissionsApi.adminDayRoom, { date, city })),
    enabled: enabled && date.length === 10 && city.length > 0,
    retry: false,
  });

export function useDayRoom(date: string, city: string, enabled: boolean) {
  return useQuery(dayRoomQuery(date, city, enabled));
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

// Typhoon and suspension days (decision 043); the dashboard's count changes with them.
export const suspensionsQuery = () =>
  queryOptions({
    queryKey: pickupKeys.suspensions(),
    queryFn: () => api<SuspensionList>(submissionsApi.adminSuspensions),
  });

export function useSuspensions() {
  return useQuery(suspensionsQuery());
}

export function useSuspendDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SuspendDay) =>
      api<SuspendResult>(submissionsApi.adminSuspensions, { method: 'POST', body: input }),
    // The requests of that day and the dashboard's figures change with it.
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useLiftSuspension = () =>
  useInvalidating((id: string) => api<void>(adminSuspensionApiPath(id), { method: 'DELETE' }));

// Trucks, for the number-coding warning.
export const trucksQuery = (enabled = true) =>
  queryOptions({
    queryKey: pickupKeys.trucks(),
    queryFn: () => api<TruckList>(submissionsApi.adminTrucks),
    enabled,
  });

export function useTrucks(enabled = true) {
  return useQuery(trucksQuery(enabled));
}

export const useCreateTruck = () =>
  useInvalidating((input: CreateTruck) => api<Truck>(submissionsApi.adminTrucks, { method: 'POST', body: input }));

export const useRetireTruck = () =>
  useInvalidating((id: string) => api<void>(adminTruckApiPath(id), { method: 'DELETE' }));

// Issue 37: where a truck starts its day.
export const useSetTruckDepot = () =>
  useInvalidating(({ id, depot }: { id: string; depot: MetroManilaPoint | null }) =>
    api<Truck>(adminTruckDepotApiPath(id), { method: 'PUT', body: { depot } }),
  );
