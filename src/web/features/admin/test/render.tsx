import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import Toaster from '../../../components/layout/toaster.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** A page at `path` with the app's router, query client and toaster; shows where it navigated. */
export function renderAt(path: string, routes: Record<string, ReactElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Answers fetch like the server would (the HTTP boundary is the only thing replaced) and records calls. */
export function answerFetch(handler: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    return handler(request);
  });
  return seen;
}

export const staffUser = { id: 'u1', email: 'staff@ligpit.ph', name: 'Liza Soriano', role: 'admin' as const };
export const customerUser = { id: 'u2', email: 'juan@example.ph', name: 'Juan', role: 'customer' as const };
