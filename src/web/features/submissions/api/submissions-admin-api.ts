import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '#src/shared/core/path-pattern.ts';
import { eventsApi } from '#src/shared/events/paths.ts';
import {
  adminNotesApiPath,
  adminOnTheWayApiPath,
  adminStatusApiPath,
  adminSubmissionApiPath,
  submissionsApi,
} from '#src/shared/submissions/paths.ts';
import type {
  AdminNote,
  AdminStats,
  AdminSubmissionDetail,
  AdminSubmissionList,
  ChangeStatus,
  OnTheWay,
  SaveAdminNote,
} from '#src/shared/submissions/review.schema.ts';
import { ApiError, api } from '#src/web/lib/api.ts';
import { retryUnlessRefused, type SubmissionsQuery, staffQueryKeys } from '#src/web/lib/staff-queries.ts';

// Staff API (issue 5): the dashboard and the review screen, one fetcher and one hook per call.

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: staffQueryKeys.stats(),
    queryFn: () => api<AdminStats>(submissionsApi.adminStats),
    retry: retryUnlessRefused,
  });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}

export const adminSubmissionsQuery = (query: SubmissionsQuery) =>
  queryOptions({
    queryKey: staffQueryKeys.submissions(query),
    queryFn: () => api<AdminSubmissionList>(withQuery(submissionsApi.adminList, { ...query })),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export function useAdminSubmissions(query: SubmissionsQuery) {
  return useQuery(adminSubmissionsQuery(query));
}

/** What the dashboard's filter reads of the staff's event list (the events subject comes after this one). */
interface EventOption {
  slug: string;
  venue: string;
  startsOn: string | null;
}

/** The events staff can filter the dashboard by. */
export const adminEventOptionsQuery = () =>
  queryOptions({
    queryKey: staffQueryKeys.events(),
    queryFn: () => api<EventOption[]>(eventsApi.adminList),
    retry: retryUnlessRefused,
    select: (events) => events.map((e) => ({ slug: e.slug, venue: e.venue, startsOn: e.startsOn })),
  });

export function useAdminEventOptions() {
  return useQuery(adminEventOptionsQuery());
}

export const adminSubmissionQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: staffQueryKeys.submission(trackingNumber),
    queryFn: () => api<AdminSubmissionDetail>(adminSubmissionApiPath(trackingNumber)),
    retry: retryUnlessRefused,
  });

export function useAdminSubmission(trackingNumber: string) {
  return useQuery(adminSubmissionQuery(trackingNumber));
}

export function useSaveNote(trackingNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: SaveAdminNote) =>
      api<AdminNote>(adminNotesApiPath(trackingNumber), {
        method: 'PUT',
        body: note,
      }),
    onSuccess: (note) => {
      client.setQueryData<AdminSubmissionDetail>(staffQueryKeys.submission(trackingNumber), (old) =>
        old ? { ...old, note } : old,
      );
      void client.invalidateQueries({ queryKey: staffQueryKeys.stats() });
    },
  });
}

export function useChangeStatus(trackingNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeStatus) =>
      api<AdminSubmissionDetail>(adminStatusApiPath(trackingNumber), {
        method: 'POST',
        body: change,
      }),
    onSuccess: (detail) => {
      client.setQueryData(staffQueryKeys.submission(trackingNumber), detail);
      void client.invalidateQueries({ queryKey: staffQueryKeys.submissionLists() });
      void client.invalidateQueries({ queryKey: staffQueryKeys.stats() });
    },
    onError: (error) => {
      // Someone else changed it: show the latest so the next try starts from the truth.
      if (error instanceof ApiError && error.code === 'STALE_STATUS') {
        void client.invalidateQueries({ queryKey: staffQueryKeys.submission(trackingNumber) });
      }
    },
  });
}

/** Issue 15: "On the way": an SMS with the crew's estimated arrival. */
export function useOnTheWay(trackingNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OnTheWay) =>
      api<AdminSubmissionDetail>(adminOnTheWayApiPath(trackingNumber), { method: 'POST', body: input }),
    onSuccess: (detail) => client.setQueryData(staffQueryKeys.submission(trackingNumber), detail),
  });
}
