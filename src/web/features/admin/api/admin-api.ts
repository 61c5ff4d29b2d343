import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '#src/shared/core/path-pattern.ts';
import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import { eventsApi } from '#src/shared/events/paths.ts';
import type { AdminPhoto, AdminPhotoList, UpdateAdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import { adminPhotoApiPath, photosApi } from '#src/shared/photos/paths.ts';
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

// Staff API (issue 5): one fetcher and one hook per call, one key factory for the feature.

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  submissions: (query: SubmissionsQuery) => ['admin', 'submissions', query] as const,
  submission: (trackingNumber: string) => ['admin', 'submission', trackingNumber] as const,
  photos: (query: PhotosQuery) => ['admin', 'photos', query] as const,
  events: () => ['admin', 'events'] as const,
};

export interface SubmissionsQuery {
  q?: string;
  status?: string;
  event?: string;
  page: number;
  pageSize: number;
}

export interface PhotosQuery {
  q?: string;
  page: number;
  pageSize: number;
}

/** Authentication problems are not worth retrying; the guard sends staff to the login. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: () => api<AdminStats>(submissionsApi.adminStats),
    retry: retryUnlessRefused,
  });
}

export function useAdminSubmissions(query: SubmissionsQuery) {
  return useQuery({
    queryKey: adminKeys.submissions(query),
    queryFn: () => api<AdminSubmissionList>(withQuery(submissionsApi.adminList, { ...query })),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** The events staff can filter the dashboard by. */
export function useAdminEventOptions() {
  return useQuery({
    queryKey: adminKeys.events(),
    queryFn: () => api<AdminEvent[]>(eventsApi.adminList),
    retry: retryUnlessRefused,
    select: (events) => events.map((e) => ({ slug: e.slug, venue: e.venue, startsOn: e.startsOn })),
  });
}

export function useAdminSubmission(trackingNumber: string) {
  return useQuery({
    queryKey: adminKeys.submission(trackingNumber),
    queryFn: () => api<AdminSubmissionDetail>(adminSubmissionApiPath(trackingNumber)),
    retry: retryUnlessRefused,
  });
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
      client.setQueryData<AdminSubmissionDetail>(adminKeys.submission(trackingNumber), (old) =>
        old ? { ...old, note } : old,
      );
      void client.invalidateQueries({ queryKey: adminKeys.stats() });
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
      client.setQueryData(adminKeys.submission(trackingNumber), detail);
      void client.invalidateQueries({ queryKey: ['admin', 'submissions'] });
      void client.invalidateQueries({ queryKey: adminKeys.stats() });
    },
    onError: (error) => {
      // Someone else changed it: show the latest so the next try starts from the truth.
      if (error instanceof ApiError && error.code === 'STALE_STATUS') {
        void client.invalidateQueries({ queryKey: adminKeys.submission(trackingNumber) });
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
    onSuccess: (detail) => client.setQueryData(adminKeys.submission(trackingNumber), detail),
  });
}

export function useAdminPhotos(query: PhotosQuery) {
  return useQuery({
    queryKey: adminKeys.photos(query),
    queryFn: () => api<AdminPhotoList>(withQuery(photosApi.adminList, { ...query })),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useUpdatePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAdminPhoto }) =>
      api<AdminPhoto>(adminPhotoApiPath(id), { method: 'PATCH', body: changes }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'photos'] });
      void client.invalidateQueries({ queryKey: ['admin', 'submission'] });
      void client.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}

export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(adminPhotoApiPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

// Staff sign in through Better Auth like customers do.
export { requestPasswordReset, type SignInAnswer, signInWithPassword, signOut } from '#src/web/lib/auth-client.ts';
