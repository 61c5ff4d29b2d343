import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManageOptions } from '#src/shared/submissions/self-service.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { renderTrackingResult } from '#src/web/entry-server.tsx';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { aResult } from './test-utils.tsx';
import TrackingResultPage from './tracking-result-page.tsx';

// Issue 27: the result page lists each item's verdict once the pickup is scheduled, says the team
// is reviewing before, and lets the owner remove a refused item while self-service allows it.

const routes = { '/tracking-result/:trackingId': <TrackingResultPage /> };

const photo = (id: string, name: string) => ({
  id,
  name,
  condition: 'Working',
  thumbUrl: `/api/photos/${id}/thumb`,
  url: `/api/photos/${id}/file`,
});

function reviewed(): TrackingResult {
  return aResult({
    status: 'Pickup Scheduled',
    step: 3,
    nextStep: 'tracking.nextStepCollect',
    review: 'done',
    items: [
      { ...photo('p1', 'Sofa'), verdict: { verdict: 'accept', reason: null, note: null, dropOff: null } },
      { ...photo('p2', 'Electric Fan'), verdict: { verdict: 'recycle', reason: null, note: null, dropOff: null } },
      {
        ...photo('p3', 'Paint cans'),
        verdict: {
          verdict: 'reject',
          reason: 'hazard',
          note: 'Paint needs a hazardous waste drop-off.',
          dropOff: { name: 'Hazardous waste drop-off', note: 'Pasig City Hall, Saturdays' },
        },
      },
    ],
  });
}

function options(overrides: Partial<ManageOptions> = {}): ManageOptions {
  return {
    trackingNumber: 'AB12CD34',
    status: 'Pickup Scheduled',
    city: 'Makati',
    pickupDate: '2026-11-28',
    pickupTime: '8:00–11:00',
    pickupWindowId: null,
    changeUntil: '2026-11-27T00:00:00.000Z',
    canCancel: true,
    canReschedule: true,
    needsRescheduling: false,
    canEditPhotos: false,
    canRemoveRefused: true,
    ...overrides,
  };
}

const itemOf = (name: string) =>
  within(screen.getByRole('region', { name: /Your Decluttered Items/ }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name)) as HTMLElement;

describe('the verdicts on the tracking result', () => {
  // The owner's panel is its own chunk (issue 25), which Vitest compiles on its first import: done
  // here, so a test waits for the page, not for the compiler on a busy machine.
  beforeAll(() => import('#src/web/features/tracking/components/manage-pickup.tsx'), 60_000);
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('before the review: says the team is reviewing, and shows no verdict', async () => {
    answerFetch(({ url }) =>
      url.endsWith('/manage') ? json(200, { options: null }) : json(200, aResult({ review: 'reviewing' })),
    );
    renderAt('/tracking-result/AB12CD34', routes);
    const items = await screen.findByRole('region', { name: /Your Decluttered Items/ });
    expect(within(items).getByText('Our team is reviewing your items')).toBeTruthy();
    expect(within(items).queryByText("We'll take it")).toBeNull();
  });

  it('after the review: each item with its verdict, the reason, the note and where it can go', async () => {
    answerFetch(({ url }) => (url.endsWith('/manage') ? json(200, { options: null }) : json(200, reviewed())));
    renderAt('/tracking-result/AB12CD34', routes);
    await screen.findByRole('region', { name: /Your Decluttered Items/ });
    expect(within(itemOf('Sofa')).getByText("We'll take it")).toBeTruthy();
    expect(within(itemOf('Electric Fan')).getByText("We'll take it for recycling")).toBeTruthy();
    const paint = itemOf('Paint cans');
    expect(within(paint).getByText("We can't take it")).toBeTruthy();
    expect(within(paint).getByText('Reason: Hazardous')).toBeTruthy();
    expect(within(paint).getByText('Paint needs a hazardous waste drop-off.')).toBeTruthy();
    expect(paint.textContent).toContain('Where it can go: Hazardous waste drop-off (Pasig City Hall, Saturdays)');
    expect(screen.queryByText('Our team is reviewing your items')).toBeNull();
    // A stranger holding the number gets no remove button.
    expect(screen.queryByRole('button', { name: /Remove .* from my request/ })).toBeNull();
  });

  it('the owner removes a refused item while self-service allows it; not an accepted one', async () => {
    let removed = false;
    const seen: string[] = [];
    answerFetch(({ url }) => {
      seen.push(url);
      if (url.endsWith('/manage')) return json(200, { options: options() });
      if (url.endsWith('/photos/p3')) {
        removed = true;
        return json(200, options());
      }
      const result = reviewed();
      return json(200, removed ? { ...result, items: result.items.slice(0, 2) } : result);
    });
    renderAt('/tracking-result/AB12CD34', routes);
    const button = await screen.findByRole('button', { name: 'Remove Paint cans from my request' });
    expect(screen.queryByRole('button', { name: 'Remove Sofa from my request' })).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByText('Paint cans')).toBeNull());
    expect(seen).toContain('/api/submissions/AB12CD34/photos/p3');
    expect(await screen.findByText('Item removed')).toBeTruthy();
  });

  it('no remove button within 24 hours of the pickup', async () => {
    answerFetch(({ url }) =>
      url.endsWith('/manage')
        ? json(200, { options: options({ canCancel: false, canReschedule: false, canRemoveRefused: false }) })
        : json(200, reviewed()),
    );
    renderAt('/tracking-result/AB12CD34', routes);
    await screen.findByText('Reason: Hazardous');
    // The manage answer has arrived (the closed notice shows) and still no button.
    expect(await screen.findByRole('heading', { name: 'Manage your pickup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Paint cans from my request' })).toBeNull();
  });

  it('the server-rendered page lists the verdicts, in Filipino too', async () => {
    const english = await renderTrackingResult('/tracking-result/AB12CD34', 'AB12CD34', reviewed(), 'en');
    expect(english.html).toContain('We&#x27;ll take it for recycling');
    expect(english.html).toContain('Reason: Hazardous');
    const filipino = await renderTrackingResult('/tracking-result/AB12CD34', 'AB12CD34', reviewed(), 'fil');
    expect(filipino.html).toContain('Kukunin namin para i-recycle');
    expect(filipino.html).toContain('Hindi namin ito makukuha');
    expect(filipino.html).toContain('Dahilan: Delikado (hazardous)');
    const waiting = await renderTrackingResult(
      '/tracking-result/AB12CD34',
      'AB12CD34',
      aResult({ review: 'reviewing' }),
      'fil',
    );
    expect(waiting.html).toContain('Nire-review pa ng team namin ang mga gamit mo');
  });
});
