import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImpactReceipt } from '#src/shared/outcomes/outcome.schema.ts';
import { nextStepKey } from '#src/shared/submissions/status.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { aResult, notFound } from './test-utils.tsx';
import TrackPage from './track-page.tsx';
import TrackingResultPage from './tracking-result-page.tsx';

const routes = {
  '/track': <TrackPage />,
  '/tracking-result/:trackingId': <TrackingResultPage />,
  '/event/:venue/tracking-result/:trackingId': <TrackingResultPage />,
};

describe('tracking result screen (product.md §2)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the number, date, badge, progress, next step, details, items and history', async () => {
    answerFetch(() => json(200, aResult()));
    renderAt('/tracking-result/AB12CD34', routes);
    expect(screen.getByRole('status', { name: 'Loading tracking details' })).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'AB12CD34' })).toBeTruthy();
    expect(screen.getByText(/^Submitted .*2026$/)).toBeTruthy();
    const badge = screen.getAllByText('Processing').find((el) => el.dataset.tone);
    expect(badge?.dataset.tone).toBe('blue');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByTestId('progress-fill').style.width).toBe('33.3%');
    expect(screen.getByText('Status Update')).toBeTruthy();
    expect(screen.getByText('Our team will review your submission and contact you soon')).toBeTruthy();

    const details = screen.getByRole('region', { name: 'Pickup Information' });
    for (const text of ['Maria Santos', '+63 9•• ••• 4567', 'm•••@gmail.com', 'Makati', 'Sat, Nov 28, 2026 · All Day'])
      expect(within(details).getByText(text)).toBeTruthy();
    expect(within(details).getByText(/contact details are partly hidden/)).toBeTruthy();

    const items = screen.getByRole('region', { name: /Your Decluttered Items/ });
    expect(within(items).getByText('Electric Fan')).toBeTruthy();
    expect(within(items).getByText('Working')).toBeTruthy();
    expect(within(items).getByRole<HTMLImageElement>('img', { name: 'Electric Fan' }).getAttribute('src')).toBe(
      '/api/photos/p1/thumb',
    );

    const history = screen.getByRole('region', { name: 'Status History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Being reviewed by our team'), expect.stringContaining('Request submitted')]);
  });

  it.each([
    ['Completed', 4, 'green', 'Your decluttering process is complete. Thank you!', '99.9%'],
    ['Pickup Scheduled', 3, 'amber', 'Our team will come to collect your items soon', '66.6%'],
    ['Submitted', 1, 'amber', 'Our team will review your submission soon', '0%'],
    ['Declined', 2, 'red', "We're sorry, we can't take these items. We've sent you a message with the reason", '33.3%'],
  ])('shows %s as step %i with a %s badge and its text', async (status, step, tone, text, fill) => {
    // The page reads the text from the key the server sends, not from nextStepText (for other clients).
    answerFetch(() =>
      json(200, aResult({ status, step, nextStep: nextStepKey(status), nextStepText: 'not what the page shows' })),
    );
    renderAt('/tracking-result/AB12CD34', routes);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(step));
    expect(screen.getByTestId('progress-fill').style.width).toBe(fill);
    const badge = screen.getAllByText(status).find((el) => el.dataset.tone);
    expect(badge?.dataset.tone).toBe(tone);
  });

  it('asks again for the details in full once this browser turns out to own the request (issue 40 item 14)', async () => {
    const full = aResult({
      masked: false,
      details: { ...aResult().details, contact: '+63 917 123 4567', email: 'maria@gmail.com' },
    });
    let lookups = 0;
    answerFetch(({ url }) => {
      if (url.endsWith('/manage')) {
        return json(200, {
          options: {
            trackingNumber: 'AB12CD34',
            status: 'Processing',
            city: 'Makati',
            pickupDate: '2026-11-28',
            pickupTime: 'All Day',
            pickupWindowId: null,
            changeUntil: null,
            canCancel: false,
            canReschedule: false,
            needsRescheduling: false,
            canEditPhotos: false,
            canRemoveRefused: false,
          },
        });
      }
      if (!url.startsWith('/api/track/')) return json(404, { error: 'NOT_FOUND', message: 'no' });
      lookups++;
      // The first answer is the masked one a server-painted page carries.
      return json(200, lookups === 1 ? aResult() : full);
    });
    renderAt('/tracking-result/AB12CD34', routes);
    expect(await screen.findByText('maria@gmail.com')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Pickup Information' });
    expect(within(details).queryByText(/contact details are partly hidden/)).toBeNull();
    expect(lookups).toBe(2);
  });

  it('says an erased request was erased, with no blank name and no photo (issue 40 item 14)', async () => {
    answerFetch(() =>
      json(
        200,
        aResult({
          erased: true,
          details: { ...aResult().details, name: '', contact: '', email: '', location: 'Makati' },
        }),
      ),
    );
    const { container } = renderAt('/tracking-result/AB12CD34', routes);
    const details = await screen.findByRole('region', { name: 'Pickup Information' });
    expect(within(details).getByText(/^Erased: the name, phone, e-mail, address and photos/)).toBeTruthy();
    expect(within(details).queryByText('Name')).toBeNull();
    expect(within(details).queryByText(/partly hidden/)).toBeNull();
    const items = screen.getByRole('region', { name: /Your Decluttered Items/ });
    expect(within(items).getByText('Electric Fan')).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('titles the details "Owner Details" for an event submission', async () => {
    answerFetch(() => json(200, aResult({ kind: 'event', eventSlug: 'bgc' })));
    renderAt('/event/bgc/tracking-result/AB12CD34', routes);
    expect(await screen.findByRole('region', { name: 'Owner Details' })).toBeTruthy();
  });

  it('shows the error card with "Back to Tracking" for an unknown number', async () => {
    answerFetch(() => notFound());
    renderAt('/tracking-result/ZZZZ9999', routes);
    expect(await screen.findByText('Could not find data for this tracking number')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Tracking' }));
    expect(screen.getByTestId('where').textContent).toBe('/track');
  });

  it('says "No tracking number provided" when the route has none', async () => {
    const seen = answerFetch(() => notFound());
    renderAt('/tracking-result/%20', routes);
    expect(await screen.findByText('No tracking number provided')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('shows a placeholder when an item image fails to load', async () => {
    answerFetch(() => json(200, aResult()));
    renderAt('/tracking-result/AB12CD34', routes);
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Electric Fan' });
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/));
    expect(image.dataset.placeholder).toBe('true');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answerFetch(() => json(200, aResult()));
    renderAt('/tracking-result/ab12cd34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tracking-result/AB12CD34`);
    expect(await screen.findByText('Tracking link copied to clipboard!')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
  });

  it('goes to /track with "Track Another"', async () => {
    answerFetch(() => json(200, aResult()));
    renderAt('/tracking-result/AB12CD34', routes);
    await userEvent.click(await screen.findByRole('link', { name: 'Track Another' }));
    expect(screen.getByTestId('where').textContent).toBe('/track');
  });

  describe('fallback when the server cannot be reached (product.md §4)', () => {
    const offline = () => answerFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    it('shows the form data this device saved for the same number', async () => {
      sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('AB12CD34'));
      sessionStorage.setItem(
        'declutterFormData',
        JSON.stringify({
          values: {
            name: 'Juan Dela Cruz',
            email: 'juan@gmail.com',
            phone: '+63 9181234567',
            location: 'Pasig',
            pickupDate: '2026-11-28',
          },
          trackingNumber: 'AB12CD34',
        }),
      );
      offline();
      renderAt('/tracking-result/AB12CD34', routes);
      // One automatic retry first: a dropped connection often heals by itself.
      expect(await screen.findAllByText('Saved on this device', {}, { timeout: 5000 })).not.toHaveLength(0);
      const details = screen.getByRole('region', { name: 'Pickup Information' });
      for (const text of ['Juan Dela Cruz', 'juan@gmail.com', '+63 918 123 4567', 'Pasig'])
        expect(within(details).getByText(text)).toBeTruthy();
    });

    it('does not show another number’s saved data', async () => {
      sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('OTHER123'));
      sessionStorage.setItem('declutterFormData', JSON.stringify({ values: { name: 'Juan Dela Cruz' } }));
      offline();
      renderAt('/tracking-result/AB12CD34', routes);
      expect(
        await screen.findByText(
          'We could not reach Ligpit. Check your connection and try again.',
          {},
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      expect(screen.queryByText('Juan Dela Cruz')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Tracking' })).toBeTruthy();
    });

    it('does not fall back when the server answered "not found"', async () => {
      sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('AB12CD34'));
      sessionStorage.setItem('declutterFormData', JSON.stringify({ values: { name: 'Juan Dela Cruz' } }));
      answerFetch(() => notFound());
      renderAt('/tracking-result/AB12CD34', routes);
      expect(await screen.findByText('Could not find data for this tracking number')).toBeTruthy();
      expect(screen.queryByText('Juan Dela Cruz')).toBeNull();
    });
  });
});

// Issue 16: what became of the items, on the tracking result of a completed request.
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

describe('the impact receipt on the tracking result', () => {
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
});
