import { useQuery } from '@tanstack/react-query';
import type { TrackingResult } from '../../../../shared/tracking.schema.ts';
import { ApiError, api } from '../../../lib/api.ts';

export const trackingKeys = {
  all: ['tracking'] as const,
  detail: (trackingNumber: string) => ['tracking', trackingNumber] as const,
};

/** GET /api/track/:n (DESIGN §4). Rejects with ApiError: 404 NOT_FOUND, 429 RATE_LIMITED, or a network failure. */
export function getTracking(trackingNumber: string): Promise<TrackingResult> {
  return api<TrackingResult>(`/api/track/${encodeURIComponent(trackingNumber)}`);
}

/** Retry only what may heal by itself: a dropped connection, once. Not-found and rate-limit answers stand. */
export function retryNetworkOnce(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isNetwork && failureCount < 1;
}

export function useTracking(trackingNumber: string) {
  return useQuery({
    queryKey: trackingKeys.detail(trackingNumber),
    queryFn: () => getTracking(trackingNumber),
    enabled: trackingNumber.length > 0,
    retry: retryNetworkOnce,
    // A status changes rarely; coming back to the tab shows the latest without a manual reload.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
