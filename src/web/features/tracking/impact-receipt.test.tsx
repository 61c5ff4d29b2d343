import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImpactReceipt } from '#src/shared/outcomes/outcome.schema.ts';
import ImpactPage from './impact-page.tsx';
import { answerFetch, aResult, json, renderAt } from './test-utils.tsx';
import TrackingResultPage from './tracking-result-page.tsx';

// Issue 16: what became of the items, on the tracking result of a completed request and behind
// the share link.

const routes = {
  '/tracking-result/:trackingId': <TrackingResultPage />,
  '/impact/:token': <ImpactPage />,
};

const receipt: ImpactReceipt = {
  sharePath: '/impact/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6',
  completedOn: '2026-11-30',
  items: [
    {
      name: 'Wooden dining chair',
      outcome: 'donated',
      partner: 'Bahay Kalinga Foundation',
      material: null,
      weightKg: 6.5,
    },
    { name: 'Broken electric fan', outcome: 'recycled', partner: null, material: 'electronics', weightKg: 3 },
    { name: 'Torn mattress', outcome: 'disposed', partner: null, material: null, weightKg: 12 },
  ],
  totals: { items: 3, donated: 1, resold: 0, recycled: 1, disposed: 1, kgDiverted: 9.5 },
};

describe('the impact receipt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each item’s outcome and the totals on a completed request’s tracking result', async () => {
    answerFetch(() =>
      json(200, aResult({ status: 'Completed', step: 4, nextStep: 'tracking.nextStepComplete', receipt })),
    );
    renderAt('/tracking-result/AB12CD34', routes);
    const card = await screen.findByRole('region', { name: 'What became of your things' });
    expect(within(card).getByText('Donated to Bahay Kalinga Foundation')).toBeTruthy();
    expect(within(card).getByText('Recycled as Electronics')).toBeTruthy();
    expect(within(card).getByText('Disposed of')).toBeTruthy();
    expect(within(card).getByText('9.5').nextElementSibling?.textContent).toBe('kg kept out of landfill');
    expect(within(card).getByText('Items donated').previousElementSibling?.textContent).toBe('1');
    expect(within(card).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy share link' })).toBeTruthy();
  });

  it('is not shown while the request is not completed', async () => {
    answerFetch(() =>
      json(200, aResult({ status: 'Pickup Scheduled', step: 3, nextStep: 'tracking.nextStepCollect' })),
    );
    renderAt('/tracking-result/AB12CD34', routes);
    expect(await screen.findByRole('heading', { name: 'AB12CD34' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What became of your things' })).toBeNull();
  });

  it('is the whole page behind the share link, with no way to reach the request', async () => {
    const fetchMock = answerFetch(() => json(200, receipt));
    renderAt('/impact/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6', routes);
    const card = await screen.findByRole('region', { name: 'What became of your things' });
    expect(fetchMock).toHaveBeenCalledWith('/api/impact/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6', expect.anything());
    expect(within(card).getByText('Wooden dining chair')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Copy share link' })).toBeNull();
    expect(screen.queryByText(/AB12CD34|Maria/)).toBeNull();
  });

  it('says so when the link is unknown', async () => {
    answerFetch(() => json(404, { error: 'NOT_FOUND', message: 'x', key: 'outcomes.receiptNotFound' }));
    renderAt('/impact/unknown-token-000000000000', routes);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/This impact receipt was not found/)).toBeTruthy();
  });
});
