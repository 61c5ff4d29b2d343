import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the app; loaded with the first page that needs it, not with the landing. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});
