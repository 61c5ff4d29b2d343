import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminNote,
  AdminPhoto,
  AdminPhotoList,
  AdminStats,
  AdminSubmissionDetail,
  AdminSubmissionList,
  ChangeStatus,
  SaveAdminNote,
  UpdateAdminPhoto,
} from '../../../../shared/admin.schema.ts';
import { ApiError, api } from '../../../lib/api.ts';

// Staff API (issue 5): one fetcher and one hook per call, one key factory for the feature.

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  submissions: (query: SubmissionsQuery) => ['admin', 'submissions', query] as const,
  submission: (trackingNumber: string) => ['admin', 'submission', trackingNumber] as const,
  photos: (query: PhotosQuery) => ['admin', 'photos', query] as const,
};

export interface SubmissionsQuery {
  q?: string;
  status?: string;
  page: number;
  pageSize: number;
}

export interface PhotosQuery {
  q?: string;
  page: number;
  pageSize: number;
}

function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** Authentication problems are not worth retrying; the guard sends staff to the login. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: () => api<AdminStats>('/api/admin/stats'),
    retry: retryUnlessRefused,
  });
}

export function useAdminSubmissions(query: SubmissionsQuery) {
  return useQuery({
    queryKey: adminKeys.submissions(query),
    queryFn: () => api<AdminSubmissionList>(`/api/admin/submissions?${toSearch({ ...query })}`),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useAdminSubmission(trackingNumber: string) {
  return useQuery({
    queryKey: adminKeys.submission(trackingNumber),
    queryFn: () => api<AdminSubmissionDetail>(`/api/admin/submissions/${encodeURIComponent(trackingNumber)}`),
    retry: retryUnlessRefused,
  });
}

export function useSaveNote(trackingNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: SaveAdminNote) =>
      api<AdminNote>(`/api/admin/submissions/${encodeURIComponent(trackingNumber)}/notes`, {
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
      api<AdminSubmissionDetail>(`/api/admin/submissions/${encodeURIComponent(trackingNumber)}/status`, {
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
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: adminKeys.submission(trackingNumber) });
      }
    },
  });
}

export function useAdminPhotos(query: PhotosQuery) {
  return useQuery({
    queryKey: adminKeys.photos(query),
    queryFn: () => api<AdminPhotoList>(`/api/admin/photos?${toSearch({ ...query })}`),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useUpdatePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAdminPhoto }) =>
      api<AdminPhoto>(`/api/admin/photos/${id}`, { method: 'PATCH', body: changes }),
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
    mutationFn: (id: string) => api<void>(`/api/admin/photos/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
}

export interface SignInAnswer {
  user: { id: string; email: string; name: string; role?: string };
}

export function signInWithPassword(input: { email: string; password: string; rememberMe: boolean }) {
  return api<SignInAnswer>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function signOut(): Promise<unknown> {
  return api('/api/auth/sign-out', { method: 'POST', body: {} });
}
