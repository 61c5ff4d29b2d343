import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageOptions } from '#src/shared/submissions/self-service.ts';
import { json, renderAt } from '#src/web/test/render-at.tsx';
import { ManagePickup } from './manage-pickup.tsx';

// Issue 15: the owner's cancel and reschedule on the tracking page.

const open: ManageOptions = {
  trackingNumber: 'AB12CD34',
  status: 'Submitted',
  city: 'Pasig',
  pickupDate: '2026-12-05',
  pickupTime: '8:00–11:00',
  pickupWindowId: 'w1',
  changeUntil: '2026-12-04T00:00:00.000Z',
  canCancel: true,
  canReschedule: true,
  needsRescheduling: false,
};

function serve(handler: (url: string, method: string, body: unknown) => Response) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(call);
    return handler(call.url, call.method, call.body);
  });
  return seen;
}

const page = { '/': <ManagePickup trackingNumber="AB12CD34" /> };

describe('ManagePickup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing to someone who is not the owner', async () => {
    const seen = serve(() => json(200, { options: null }));
    renderAt('/', page);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Cancel pickup' })).toBeNull();
    expect(screen.queryByText('Manage your pickup')).toBeNull();
  });

  it('lets the owner cancel, after asking', async () => {
    const seen = serve((url, method) =>
      method === 'POST'
        ? json(200, { ...open, status: 'Cancelled', canCancel: false, canReschedule: false })
        : json(200, { options: open }),
    );
    renderAt('/', page);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel pickup' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'POST')).toBe(true));
    expect(seen.find((c) => c.method === 'POST')?.url).toBe('/api/submissions/AB12CD34/cancel');
    expect(await screen.findByText('This request can no longer be changed online.')).toBeTruthy();
  });

  it('lets the owner move the pickup to a day and window with room', async () => {
    const seen = serve((url, method) => {
      if (url.startsWith('/api/pickup-availability')) {
        return json(200, {
          city: 'Pasig',
          days: [
            { date: '2026-12-07', windows: [{ id: 'w7', label: '8:00–11:00', remaining: 3 }] },
            {
              date: '2026-12-08',
              windows: [
                { id: 'w8a', label: '8:00–11:00', remaining: 3 },
                { id: 'w8b', label: '11:00–14:00', remaining: 1 },
              ],
            },
          ],
        });
      }
      return method === 'POST' ? json(200, { ...open, pickupDate: '2026-12-08' }) : json(200, { options: open });
    });
    renderAt('/', page);
    await userEvent.click(await screen.findByRole('button', { name: 'Move pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Move pickup' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('New pickup date'), '2026-12-08');
    await userEvent.selectOptions(within(dialog).getByLabelText('Preferred pickup window'), 'w8b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my pickup' }));
    await waitFor(() =>
      expect(seen.find((c) => c.method === 'POST')?.body).toEqual({ pickupDate: '2026-12-08', pickupWindowId: 'w8b' }),
    );
    expect(seen.find((c) => c.method === 'POST')?.url).toBe('/api/submissions/AB12CD34/reschedule');
  });

  it('says when online changes have closed', async () => {
    serve(() => json(200, { options: { ...open, canCancel: false, canReschedule: false } }));
    renderAt('/', page);
    expect(await screen.findByText(/Online changes closed on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel pickup' })).toBeNull();
  });
});
