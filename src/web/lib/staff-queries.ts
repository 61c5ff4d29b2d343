import { ApiError } from '#src/web/lib/api.ts';

// The staff screens' queries (/api/admin/*), by key: several subjects refresh the same ones (a photo
// verdict or a recorded outcome changes the request on the review screen and the dashboard's figures).
export const staffQueryKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  submissionLists: () => ['admin', 'submissions'] as const,
  submissions: (query: SubmissionsQuery) => ['admin', 'submissions', query] as const,
  submissionDetails: () => ['admin', 'submission'] as const,
  submission: (trackingNumber: string) => ['admin', 'submission', trackingNumber] as const,
  photoLists: () => ['admin', 'photos'] as const,
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
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
