import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app; loaded with the first page that needs it, not with the landing.
 *
 * `networkMode: 'always'`: with no network a request fails at once and the page says so ("We could
 * not reach Ligpit…"). TanStack Query's default holds it until the browser is back online, which
 * shows a skeleton or a spinning button with no word of why, and then sends a form the person may
 * have given up on. Queries that failed are asked again when the network is back (refetchOnReconnect).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});
