import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { aResult, notFound } from './test-utils.tsx';
import TrackPage from './track-page.tsx';

const routes = { '/track': <TrackPage />, '/event/:venue/track': <TrackPage /> };

describe('track screen (product.md §2 "Track screen")', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a number when the field is empty or only spaces', async () => {
    const seen = answerFetch(() => notFound());
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findAllByText('Please enter a valid tracking number.')).not.toHaveLength(0);
    expect(seen).toEqual([]);
  });

  it('trims and upper-cases the number, then opens its result', async () => {
    const seen = answerFetch(() => json(200, aResult({ trackingNumber: 'AB12CD34' })));
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), '  ab12 cd34 ');
    expect(screen.getByLabelText<HTMLInputElement>('Tracking number').value).toBe('  AB12 CD34 ');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tracking-result/AB12CD34'));
    expect(seen[0]!.url).toBe('/api/track/AB12CD34');
  });

  it('takes an earlier error down when the corrected number is found', async () => {
    let known = false;
    answerFetch(() => (known ? json(200, aResult({ trackingNumber: 'AB12CD34' })) : notFound()));
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), 'AB12CD35');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText("We couldn't find a submission with this tracking number.")).toBeTruthy();
    known = true;
    await userEvent.clear(screen.getByLabelText('Tracking number'));
    await userEvent.type(screen.getByLabelText('Tracking number'), 'AB12CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tracking-result/AB12CD34'));
    await waitFor(() =>
      expect(screen.queryByText("We couldn't find a submission with this tracking number.")).toBeNull(),
    );
  });

  it('sends an event submission to the event result route', async () => {
    answerFetch(() => json(200, aResult({ kind: 'event', eventSlug: 'bgc-weekend-market' })));
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), 'AB12CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/event/bgc-weekend-market/tracking-result/AB12CD34'),
    );
  });

  it('says "Tracking error" when the number is not found, and stays', async () => {
    answerFetch(() => notFound());
    renderAt('/event/bgc/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), 'ZZZZ9999');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Tracking error')).toBeTruthy();
    expect(screen.getByText("We couldn't find a submission with this tracking number.")).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/event/bgc/track');
  });

  it('does not spend a lookup on a number that cannot exist', async () => {
    const seen = answerFetch(() => notFound());
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText("We couldn't find a submission with this tracking number.")).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('passes on the rate-limit message', async () => {
    answerFetch(() =>
      json(429, { error: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' }),
    );
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), 'AB12CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
  });

  it('offline, opens the result of the number this device just submitted (it shows the saved copy)', async () => {
    sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('AB12CD34'));
    answerFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/track', routes);
    await userEvent.type(screen.getByLabelText('Tracking number'), 'ab12cd34');
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tracking-result/AB12CD34'));
  });
});
