import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#src/web/lib/query-client.ts';
import { prefetchTrackingFromUrl, trackingKeys } from './get-tracking.ts';

describe('early lookup of the result page being opened', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it.each([
    ['/tracking-result/ab12cd34', 'AB12CD34'],
    ['/event/bgc-weekend-market/tracking-result/AB12CD34/', 'AB12CD34'],
  ])('starts the lookup for %s', async (pathname, trackingNumber) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ trackingNumber }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchTrackingFromUrl(pathname);
    await vi.waitFor(() => expect(queryClient.getQueryData(trackingKeys.detail(trackingNumber))).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/track/${trackingNumber}`);
  });

  it.each(['/', '/track', '/tracking-result/', '/tracking-result/%E0%A4%A'])('leaves %s alone', (pathname) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    prefetchTrackingFromUrl(pathname);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
