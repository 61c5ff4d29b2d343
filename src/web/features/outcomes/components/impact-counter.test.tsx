import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { outcomesApi } from '#src/shared/outcomes/paths.ts';
import { impactCounter } from '#src/web/test/handlers/outcomes.ts';
import { seenRequests, server } from '#src/web/test/http.ts';
import { ImpactCounter } from './impact-counter.tsx';

// Issue 16 (decision 042): the landing's counter asks once, with no query library, and keeps its
// dashes when there is no answer.
describe('the impact counter', () => {
  const figures = () =>
    within(screen.getByRole('region', { name: 'Our impact so far' }))
      .getAllByRole('definition')
      .map((figure) => figure.textContent);

  it('shows everyone’s impact once the server answers', async () => {
    server.use(impactCounter({ requestsCompleted: 1204, itemsRehomed: 5310, kgDiverted: 18250.5 }));
    const seen = seenRequests();
    render(<ImpactCounter />);
    expect(figures()).toEqual(['–', '–', '–']);
    expect(await screen.findByText('1,204')).toBeTruthy();
    expect(figures()).toEqual(['1,204', '5,310', '18,250.5']);
    expect(seen).toEqual([{ url: '/api/impact', method: 'GET', body: undefined }]);
  });

  it('keeps the dashes when the server fails', async () => {
    server.use(http.get(outcomesApi.counter, () => HttpResponse.json({ error: 'INTERNAL' }, { status: 500 })));
    const seen = seenRequests();
    render(<ImpactCounter />);
    await expect.poll(() => seen.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(figures()).toEqual(['–', '–', '–']);
  });
});
