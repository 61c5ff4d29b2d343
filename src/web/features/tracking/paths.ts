// DESIGN §6.3: event submissions live under /event/:venue/…; everything else at the top level.
export function trackingResultPath(trackingNumber: string, eventSlug?: string): string {
  return eventSlug
    ? `/event/${encodeURIComponent(eventSlug)}/tracking-result/${trackingNumber}`
    : `/tracking-result/${trackingNumber}`;
}

export function trackPath(eventSlug?: string): string {
  return eventSlug ? `/event/${encodeURIComponent(eventSlug)}/track` : '/track';
}
