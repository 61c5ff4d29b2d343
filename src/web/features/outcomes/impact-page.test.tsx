import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImpactReceipt } from '#src/shared/outcomes/outcome.schema.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import ImpactPage from './impact-page.tsx';

// Issue 16: what became of the items, behind the share link (the tracking result shows the same
// card: tracking-result-page.test.tsx).

const routes = { '/impact/:token': <ImpactPage /> };

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

describe('the impact receipt behind the share link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the whole page behind the share link, with no way to reach the request', async () => {
    const seen = answerFetch(() => json(200, receipt));
    renderAt('/impact/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6', routes);
    const card = await screen.findByRole('region', { name: 'What became of these things' });
    expect(seen.map((r) => r.url)).toEqual(['/api/impact/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6']);
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
