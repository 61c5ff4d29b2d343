import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TrackingResult } from '../../../shared/tracking.schema.ts';
import Toaster from '../../components/layout/toaster.tsx';

/** Shows where the app navigated to, so a test can read the current path. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

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

/** Answers fetch like the server would: the HTTP boundary is the only thing replaced. */
export function answerFetch(handler: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const notFound = () =>
  json(404, { error: 'NOT_FOUND', message: "We couldn't find a submission with this tracking number." });

export function aResult(overrides: Partial<TrackingResult> = {}): TrackingResult {
  return {
    trackingNumber: 'AB12CD34',
    kind: 'regular',
    status: 'Processing',
    step: 2,
    nextStep: 'Our team will review your submission and contact you soon',
    submittedAt: '2026-11-20T02:30:00.000Z',
    details: {
      name: 'Maria Santos',
      contact: '+63 9•• ••• 4567',
      email: 'm•••@gmail.com',
      location: 'Makati',
      pickup: 'Sat, Nov 28, 2026 · All Day',
    },
    masked: true,
    items: [
      {
        id: 'p1',
        name: 'Electric Fan',
        condition: 'Working',
        thumbUrl: '/api/photos/p1/thumb',
        url: '/api/photos/p1/file',
      },
    ],
    history: [
      { status: 'Submitted', at: '2026-11-20T02:30:00.000Z' },
      { status: 'Processing', at: '2026-11-21T01:00:00.000Z' },
    ],
    ...overrides,
  };
}
