import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '#src/shared/core/dates.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { ManageOptions } from '#src/shared/submissions/self-service.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { ManagePickup } from './manage-pickup.tsx';

// Issue 15: the owner's cancel and reschedule on the tracking page.

const open: ManageOptions = {
  trackingNumber: 'AB12CD34',
  status: 'Submitted',
  city: 'Pasig',
  pickupDate: '2026-12-05',
  pickupTime: '8:00–11:00',
  pickupWindowId: '00000000-0000-4000-8000-000000000001',
  changeUntil: '2026-12-04T00:00:00.000Z',
  canCancel: true,
  canReschedule: true,
  needsRescheduling: false,
  canEditPhotos: false,
};

function serve(handler: (url: string, method: string, body: unknown) => Response) {
  return answerFetch(({ url, method, body }) => handler(url, method, body));
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

  it('offers a stranger to an open request a one-time code; the right code shows the controls', async () => {
    let proven = false;
    const seen = serve((url, method, body) => {
      if (url.endsWith('/owner-code') && method === 'GET') {
        return json(200, { destinations: [{ channel: 'sms', destination: '•••• •••• 4567' }], preferred: 'sms' });
      }
      if (url.endsWith('/owner-code')) {
        return json(200, { channel: 'sms', destination: '•••• •••• 4567', expiresAt: '2026-12-01T00:10:00.000Z' });
      }
      if (url.endsWith('/owner-code/verify')) {
        if ((body as { code: string }).code !== '123456') {
          return json(400, { error: 'CODE_WRONG', message: 'That code is not right. Please check it and try again.' });
        }
        proven = true;
        return json(200, open);
      }
      return json(200, { options: proven ? open : null });
    });
    renderAt('/', { '/': <ManagePickup trackingNumber="AB12CD34" open /> });
    expect(
      await screen.findByText(
        'Is this your request? We can send a 6-digit code to the phone number or e-mail address on file so you can cancel or move it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel pickup' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We sent a code to •••• •••• 4567. It works for 10 minutes.')).toBeTruthy();

    const code = screen.getByLabelText('6-digit code');
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the 6 digits of the code')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right. Please check it and try again.')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Cancel pickup' })).toBeTruthy();
    expect(seen.filter((c) => c.url.endsWith('/owner-code/verify')).map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('lets the person choose where the code goes; e-mail is chosen first when the server prefers it', async () => {
    const seen = serve((url, method, body) => {
      if (url.endsWith('/owner-code') && method === 'GET') {
        return json(200, {
          destinations: [
            { channel: 'sms', destination: '•••• •••• 4567' },
            { channel: 'email', destination: 'm•••@example.ph' },
          ],
          preferred: 'email',
        });
      }
      if (url.endsWith('/owner-code')) {
        const channel = (body as { channel?: string }).channel;
        return json(200, {
          channel,
          destination: channel === 'sms' ? '•••• •••• 4567' : 'm•••@example.ph',
          expiresAt: '2026-12-01T00:10:00.000Z',
        });
      }
      return json(200, { options: null });
    });
    renderAt('/', { '/': <ManagePickup trackingNumber="AB12CD34" open /> });
    const byEmail = await screen.findByRole('radio', { name: 'E-mail to m•••@example.ph' });
    await waitFor(() => expect((byEmail as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('radio', { name: 'SMS to •••• •••• 4567' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We sent a code to m•••@example.ph. It works for 10 minutes.')).toBeTruthy();
    // The other way, for the next code.
    await userEvent.click(screen.getByRole('radio', { name: 'SMS to •••• •••• 4567' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() =>
      expect(seen.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { channel: 'email' },
        { channel: 'sms' },
      ]),
    );
  });

  it('lets the owner cancel, after asking', async () => {
    const seen = serve((_url, method) =>
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
    expect(await screen.findByText('This request is cancelled. You can submit a new one anytime.')).toBeTruthy();
  });

  it('lets the owner move the pickup to a day and window with room', async () => {
    // Days inside the booking window as of today: the form checks them with the server's schema.
    const first = pickupWindow().min;
    const second = addDays(first, 1);
    const seen = serve((url, method) => {
      if (url.startsWith('/api/pickup-availability')) {
        return json(200, {
          city: 'Pasig',
          days: [
            {
              date: first,
              windows: [{ id: '00000000-0000-4000-8000-000000000007', label: '8:00–11:00', remaining: 3 }],
            },
            {
              date: second,
              windows: [
                { id: '00000000-0000-4000-8000-00000000008a', label: '8:00–11:00', remaining: 3 },
                { id: '00000000-0000-4000-8000-00000000008b', label: '11:00–14:00', remaining: 1 },
              ],
            },
          ],
        });
      }
      return method === 'POST' ? json(200, { ...open, pickupDate: second }) : json(200, { options: open });
    });
    renderAt('/', page);
    await userEvent.click(await screen.findByRole('button', { name: 'Move pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Move pickup' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('New pickup date'), second);
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Preferred pickup window'),
      '00000000-0000-4000-8000-00000000008b',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my pickup' }));
    await waitFor(() =>
      expect(seen.find((c) => c.method === 'POST')?.body).toEqual({
        pickupDate: second,
        pickupWindowId: '00000000-0000-4000-8000-00000000008b',
      }),
    );
    expect(seen.find((c) => c.method === 'POST')?.url).toBe('/api/submissions/AB12CD34/reschedule');
  });

  it('says when online changes have closed', async () => {
    serve(() => json(200, { options: { ...open, canCancel: false, canReschedule: false } }));
    renderAt('/', page);
    expect(await screen.findByText(/Online changes closed on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel pickup' })).toBeNull();
  });

  it.each([
    ['Completed', 'This request is completed: we picked up your things. Thank you for letting them go!'],
    ['Declined', 'This request was declined, so there is nothing to change. You can submit a new one anytime.'],
    ['Cancelled', 'This request is cancelled. You can submit a new one anytime.'],
  ])('a %s request says what happened, never that online changes closed (issue 24)', async (status, text) => {
    serve(() => json(200, { options: { ...open, status, canCancel: false, canReschedule: false } }));
    renderAt('/', page);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(/Online changes closed/)).toBeNull();
  });

  it('lets the owner add a photo through the photo upload and remove one', async () => {
    const seen = serve((url, method) => {
      if (url === '/api/photos') return json(201, { id: 'p3' });
      if (method === 'POST' || method === 'DELETE') return json(200, { ...open, canEditPhotos: true });
      return json(200, { options: { ...open, canEditPhotos: true } });
    });
    const items = [
      {
        id: 'p1',
        name: 'Electric fan',
        condition: 'Good',
        thumbUrl: '/api/photos/p1/thumb',
        url: '/api/photos/p1/file',
      },
      {
        id: 'p2',
        name: 'Rice cooker',
        condition: 'Good',
        thumbUrl: '/api/photos/p2/thumb',
        url: '/api/photos/p2/file',
      },
    ];
    renderAt('/', { '/': <ManagePickup trackingNumber="AB12CD34" items={items} /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the photo of Rice cooker' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'DELETE')).toBe(true));
    expect(seen.find((c) => c.method === 'DELETE')?.url).toBe('/api/submissions/AB12CD34/photos/p2');

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'chair.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add a photo'), file);
    await waitFor(() => expect(seen.some((c) => c.url === '/api/submissions/AB12CD34/photos')).toBe(true));
    expect(seen.find((c) => c.url === '/api/submissions/AB12CD34/photos')?.body).toEqual({ photoId: 'p3' });
  });
});
