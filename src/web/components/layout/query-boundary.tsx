import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from '#src/web/lib/query-client.ts';

/**
 * Gives a lazily loaded page TanStack Query; the provider ships in the page chunks, not the
 * landing's. A client provided further up (the server renderer's per-request one) wins.
 */
export default function QueryBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
