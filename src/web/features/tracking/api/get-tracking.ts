import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseTrackingResultPath, trackingLookupPath } from '#src/shared/tracking/paths.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { ApiError, api } from '#src/web/lib/api.ts';
import { queryClient } from '#src/web/lib/query-client.ts';
import { takeSsrData } from '#src/web/lib/ssr-data.ts';

export const trackingKeys = {
  all: ['tracking'] as const,
  detail: (trackingNumber: string) => ['tracking', trackingNumber] as const,
};

/** GET /api/track/:n (design.md §4). Rejects with ApiError: 404 NOT_FOUND, 429 RATE_LIMITED, or a network failure. */
export function getTracking(trackingNumber: string): Promise<TrackingResult> {
  return api<TrackingResult>(trackingLookupPath(trackingNumber));
}

/** Retry only what may heal by itself: a dropped connection, once. Not-found and rate-limit answers stand. */
export function retryNetworkOnce(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isNetwork && failureCount < 1;
}

// The early lookup (prefetchTrackingFromUrl) and the page's hook read the same options; a
// prefetch ignores the ones that only steer a mounted query (enabled, refetchOnWindowFocus, retryOnMount).
export const trackingQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: trackingKeys.detail(trackingNumber),
    queryFn: () => getTracking(trackingNumber),
    retry: retryNetworkOnce,
    // A status changes rarely; coming back to the tab shows the latest without a manual reload.
    staleTime: 30_000,
    enabled: trackingNumber.length > 0,
    refetchOnWindowFocus: true,
    // An answer the early lookup already got (even "not found") is not asked for twice.
    retryOnMount: false,
  });

export function useTracking(trackingNumber: string) {
  return useQuery(trackingQuery(trackingNumber));
}

/**
 * Starts the lookup of the result page being opened before React renders it: main.tsx loads the
 * page's chunk first, so the answer travels while React boots (the page's paint waits on it).
 */
export function prefetchTrackingFromUrl(pathname: string): void {
  const trackingNumber = parseTrackingResultPath(pathname)?.trackingNumber;
  if (!trackingNumber) return;
  // A server-rendered result page carries its answer: use it rather than asking again.
  const rendered = takeSsrData(trackingKeys.detail(trackingNumber));
  if (rendered !== undefined) {
    queryClient.setQueryData(trackingKeys.detail(trackingNumber), rendered as TrackingResult);
    return;
  }
  void queryClient.prefetchQuery(trackingQuery(trackingNumber));
}
