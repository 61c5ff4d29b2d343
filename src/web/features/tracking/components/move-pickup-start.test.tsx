import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageOptions } from '#src/shared/submissions/self-service.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { ManagePickup } from './manage-pickup.tsx';

// Issue 40 item 11: "Move pickup" pre-selected the first day with room (Dec 8, 8:00–11:00), not the
// booked Dec 10, 11:00–14:00; and its selects, drawn without the browser's look, had no arrow.

const booked: ManageOptions = {
  trackingNumber: 'AB12CD34',
  status: 'Pickup Scheduled',
  city: 'Pasig',
  pickupDate: '2026-12-10',
  pickupTime: '11:00–14:00',
  pickupWindowId: 'w10b',
  changeUntil: '2026-12-09T03:00:00.000Z',
  canCancel: true,
  canReschedule: true,
  needsRescheduling: false,
  canEditPhotos: false,
};

const days = [
  { date: '2026-12-08', windows: [{ id: 'w8a', label: '8:00–11:00', remaining: 3 }] },
  {
    date: '2026-12-10',
    windows: [
      { id: 'w10a', label: '8:00–11:00', remaining: 3 },
      { id: 'w10b', label: '11:00–14:00', remaining: 2 },
    ],
  },
];

describe('Move pickup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the booked day and window, in selects that look like selects', async () => {
    answerFetch(({ url }) =>
      url.startsWith('/api/pickup-availability') ? json(200, { city: 'Pasig', days }) : json(200, { options: booked }),
    );
    renderAt('/', { '/': <ManagePickup trackingNumber="AB12CD34" /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Move pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Move pickup' });
    const day = await within(dialog).findByLabelText<HTMLSelectElement>('New pickup date');
    const window = within(dialog).getByLabelText<HTMLSelectElement>('Preferred pickup window');
    expect(day.value).toBe('2026-12-10');
    expect(window.value).toBe('w10b');
    // Drawn without the browser's look (appearance-none), so the chevron is the page's own.
    for (const select of [day, window]) expect(select.className).toContain('select-chevron');
  });
});
