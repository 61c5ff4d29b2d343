import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#src/web/lib/query-client.ts';
import { answerFetch, json } from '#src/web/test/http.ts';
import { prefetchTrackingFromUrl, trackingKeys } from './get-tracking.ts';

describe('early lookup of the result page being opened', () => {
  afterEach(() => {
    queryClient.clear();
  });

  it.each([
    ['/tracking-result/ab12cd34', 'AB12CD34'],
    ['/event/bgc-weekend-market/tracking-result/AB12CD34/', 'AB12CD34'],
  ])('starts the lookup for %s', async (pathname, trackingNumber) => {
    const seen = answerFetch(() => json(200, { trackingNumber }));
    prefetchTrackingFromUrl(pathname);
    await vi.waitFor(() => expect(queryClient.getQueryData(trackingKeys.detail(trackingNumber))).toBeTruthy());
    expect(seen.map((request) => request.url)).toEqual([`/api/track/${trackingNumber}`]);
  });

  it.each(['/', '/track', '/tracking-result/', '/tracking-result/%E0%A4%A'])('leaves %s alone', async (pathname) => {
    const seen = answerFetch();
    prefetchTrackingFromUrl(pathname);
    // A lookup would have left by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});
