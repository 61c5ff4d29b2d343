import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { PublicEvent } from '#src/shared/events/event.schema.ts';
import { forToday } from '#src/web/features/events/api/public-event-api.ts';
import { queryClient } from '#src/web/lib/query-client.ts';
import { answerFetch } from '#src/web/test/http.ts';
import { useEventCheck } from './event-check.ts';

const today = manilaDate();
const event = (changes: Partial<PublicEvent>): PublicEvent => ({
  slug: 'sm-aura',
  venue: 'SM Aura',
  city: 'Taguig',
  address: '',
  startsOn: addDays(today, -1),
  endsOn: addDays(today, 1),
  handoverSlots: [],
  phase: 'open',
  ...changes,
});

// An answer kept from another day (the device's copy, or a page the booth's worker cached).
describe('an event answer judged for today', () => {
  it('keeps an event staff closed ended, though its dates are still running', () => {
    expect(forToday(event({ phase: 'ended' })).phase).toBe('ended');
  });

  it('ends an event whose last day has passed, and opens one whose first day has come', () => {
    expect(forToday(event({ endsOn: addDays(today, -1), startsOn: addDays(today, -3) })).phase).toBe('ended');
    expect(forToday(event({ phase: 'not-started', startsOn: today })).phase).toBe('open');
  });

  it('returns the same answer when nothing changed', () => {
    const open = event({});
    expect(forToday(open)).toBe(open);
  });
});

describe('the event check with no network', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  it('opens the booth from the answer kept on this device, without waiting for the network', async () => {
    localStorage.setItem('ligpit_event_sm-aura', JSON.stringify(event({})));
    onlineManager.setOnline(false);
    const seen = answerFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    // The app's defaults (src/web/lib/query-client.ts): a query runs with no network too.
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useEventCheck('sm-aura'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('found'));
    expect(result.current).toMatchObject({ event: { venue: 'SM Aura', phase: 'open' } });
    await waitFor(() => expect(seen).toHaveLength(1));
  });
});
