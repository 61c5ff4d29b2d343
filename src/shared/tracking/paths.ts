import { buildPath, matchPath } from '#src/shared/core/path-pattern.ts';
import { parseTrackingNumber } from '#src/shared/core/tracking-number.ts';

// The track screen, the result screen and the lookup behind it (product.md §2; design.md §6.3: event
// submissions live under /event/:venue/…). Every link, redirect, e-mail, SMS and route reads these.

export const trackingPages = {
  track: '/track',
  eventTrack: '/event/:venue/track',
  result: '/tracking-result/:trackingId',
  eventResult: '/event/:venue/tracking-result/:trackingId',
} as const;

export const trackingApi = {
  /** design.md §4's GET /api/track/:trackingNumber, routed as a wildcard (see trackParamsSchema). */
  lookup: '/api/track/*',
} as const;

/** Issue 25: the track form's field, sent by GET to the track page, which the server answers. */
export const trackingNumberField = 'trackingNumber';

export function trackPath(eventSlug?: string): string {
  return eventSlug ? buildPath(trackingPages.eventTrack, { venue: eventSlug }) : trackingPages.track;
}

export function trackingResultPath(trackingNumber: string, eventSlug?: string): string {
  return eventSlug
    ? buildPath(trackingPages.eventResult, { venue: eventSlug, trackingId: trackingNumber })
    : buildPath(trackingPages.result, { trackingId: trackingNumber });
}

/** The result page's full address, for e-mails and SMS (`publicUrl` is PUBLIC_URL, without a trailing slash). */
export function trackingResultUrl(publicUrl: string, trackingNumber: string): string {
  return `${publicUrl}${trackingResultPath(trackingNumber)}`;
}

/** The lookup a result page makes. */
export function trackingLookupPath(trackingNumber: string): string {
  return trackingApi.lookup.replace('*', encodeURIComponent(trackingNumber));
}

export interface TrackingResultTarget {
  /** A well-formed number (`parseTrackingNumber`). */
  trackingNumber: string;
  eventSlug?: string;
}

/** The submission a result page URL (either shape, query and trailing slash allowed) shows, or undefined. */
export function parseTrackingResultPath(url: string): TrackingResultTarget | undefined {
  const event = matchPath(trackingPages.eventResult, url);
  const params = event ?? matchPath(trackingPages.result, url);
  if (!params) return undefined;
  const trackingNumber = parseTrackingNumber(params.trackingId);
  if (!trackingNumber) return undefined;
  return event ? { trackingNumber, eventSlug: event.venue } : { trackingNumber };
}
