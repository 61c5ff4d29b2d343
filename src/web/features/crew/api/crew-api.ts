import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignCrew,
  Assignment,
  CreateCrew,
  CrewAction,
  CrewActionResult,
  CrewDay,
  CrewMember,
  CrewOverview,
  CrewToday,
  StopTruck,
  StopTruckResult,
} from '#src/shared/crew/crew.schema.ts';
import {
  adminAssignmentApiPath,
  adminStopPositionApiPath,
  adminStopTruckApiPath,
  crewApi,
} from '#src/shared/crew/paths.ts';
import { api } from '#src/web/lib/api.ts';
import { retryUnlessRefused } from '#src/web/lib/staff-queries.ts';

// Issue 27: the crew's and the staff's calls. The crew's steps go through the queue (lib/crew-sync.ts).

export const crewKeys = {
  all: ['admin', 'crew'] as const,
  overview: (date: string) => ['admin', 'crew', 'overview', date] as const,
  day: (date: string) => ['admin', 'crew', 'day', date] as const,
  today: (userId: string) => ['crew', 'today', userId] as const,
};

export function fetchToday(): Promise<CrewToday> {
  return api<CrewToday>(crewApi.today);
}

/** One step the crew tapped (issue 27), sent by the queue (lib/crew-sync.ts) under its own key. */
export function sendCrewAction(action: CrewAction): Promise<CrewActionResult> {
  return api<CrewActionResult>(crewApi.actions, { method: 'POST', body: action });
}

export const crewOverviewQuery = (date: string) =>
  queryOptions({
    queryKey: crewKeys.overview(date),
    queryFn: () => api<CrewOverview>(`${crewApi.adminCrew}?date=${encodeURIComponent(date)}`),
    retry: retryUnlessRefused,
  });

export function useCrewOverview(date: string) {
  return useQuery(crewOverviewQuery(date));
}

export const crewDayQuery = (date: string) =>
  queryOptions({
    queryKey: crewKeys.day(date),
    queryFn: () => api<CrewDay>(`${crewApi.adminDay}?date=${encodeURIComponent(date)}`),
    retry: retryUnlessRefused,
    // The crew records as it goes: the day view follows without a reload.
    refetchInterval: 30_000,
  });

export function useCrewDay(date: string) {
  return useQuery(crewDayQuery(date));
}

function useInvalidating<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: crewKeys.all }) });
}

export const useCreateCrew = () =>
  useInvalidating((input: CreateCrew) => api<CrewMember>(crewApi.adminCrew, { method: 'POST', body: input }));

export const useAssignCrew = () =>
  useInvalidating((input: AssignCrew) => api<Assignment>(crewApi.adminAssignments, { method: 'POST', body: input }));

export const useRemoveAssignment = () =>
  useInvalidating((id: string) => api<void>(adminAssignmentApiPath(id), { method: 'DELETE' }));

/**
 * Issue 40 item 6: a scheduled stop onto a truck, another, or none, without moving the pickup. The
 * day view is fetched again either way: after a refusal (someone moved it meanwhile) it shows where
 * the stop is now.
 */
export function useSetStopTruck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ trackingNumber, ...body }: StopTruck & { trackingNumber: string }) =>
      api<StopTruckResult>(adminStopTruckApiPath(trackingNumber), { method: 'PUT', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: crewKeys.all }),
  });
}

/** Issue 37: staff put a stop at a place in its window; the answer is the day as the server now orders it. */
export function useMoveStop(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ trackingNumber, position }: { trackingNumber: string; position: number }) =>
      api<CrewDay>(adminStopPositionApiPath(trackingNumber), { method: 'PUT', body: { position } }),
    onSuccess: (day) => client.setQueryData(crewKeys.day(date), day),
    onSettled: () => void client.invalidateQueries({ queryKey: crewKeys.all }),
  });
}
