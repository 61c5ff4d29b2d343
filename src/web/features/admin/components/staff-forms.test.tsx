import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { type AdminSubmissionDetail, adminMessages } from '#src/shared/submissions/review.schema.ts';
import { answerFetch, json, renderAt } from '#src/web/features/admin/test/render.tsx';
import { AdminNotesForm } from './admin-notes-form.tsx';
import { StatusActions } from './status-actions.tsx';

// The staff's forms check with the shared schemas before they call the API (the server checks again).

const submission: AdminSubmissionDetail['submission'] = {
  id: 's1',
  trackingNumber: 'AB12CD34',
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '+639171234567',
  city: 'Makati',
  address: '12 Mabini St.',
  barangay: 'Poblacion',
  landmark: null,
  postalCode: null,
  pickupDate: null,
  pickupTime: null,
  pickupWindowId: null,
  needsRescheduleSince: null,
  pickupTruckId: null,
  status: 'Processing',
  statusReason: null,
  photoCount: 1,
  createdAt: '2026-11-20T02:30:00.000Z',
  updatedAt: '2026-11-20T02:30:00.000Z',
  event: null,
  eventSlot: null,
};
const detail: AdminSubmissionDetail = {
  submission,
  photos: [],
  note: null,
  history: [],
  notifications: [],
  allowedStatuses: ['Pickup Scheduled', 'Declined', 'Cancelled'],
  nextTrackingNumber: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('admin notes', () => {
  it('reads pesos typed with ₱ and commas, and a blank count as none', async () => {
    const seen = answerFetch((r) =>
      json(200, { ...(r.body as object), updatedAt: '2026-11-20T02:30:00.000Z', updatedBy: null }),
    );
    renderAt('/', { '/': <AdminNotesForm trackingNumber="AB12CD34" note={null} /> });
    await userEvent.type(screen.getByLabelText('Notes'), 'Two fans');
    await userEvent.type(screen.getByLabelText('Possible profit (₱)'), '₱1,250.50');
    await userEvent.click(screen.getByLabelText('Resellable'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(adminMessages.draftSaved)).toBeTruthy();
    expect(seen.find((r) => r.url === '/api/admin/submissions/AB12CD34/notes')?.body).toEqual({
      notes: 'Two fans',
      itemCount: null,
      resellable: true,
      possibleProfit: 1250.5,
    });
  });

  it('shows the schema’s message next to the field and saves nothing', async () => {
    const seen = answerFetch(() => json(500, {}));
    renderAt('/', { '/': <AdminNotesForm trackingNumber="AB12CD34" note={null} /> });
    await userEvent.type(screen.getByLabelText('Possible profit (₱)'), 'a lot');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Possible profit must be an amount in pesos')).toBeTruthy();
    expect(screen.getByLabelText('Possible profit (₱)').getAttribute('aria-invalid')).toBe('true');
    expect(seen).toHaveLength(0);
  });
});

describe('status dialogs', () => {
  it('refuses a pickup date in the past, then schedules with the date and window chosen', async () => {
    const seen = answerFetch((r) =>
      r.url.startsWith('/api/admin/pickup-availability')
        ? json(200, {
            date: new URL(r.url, 'http://localhost').searchParams.get('date'),
            city: 'Makati',
            windows: [
              { id: 'w1', label: '8:00–11:00', capacity: 10, booked: 2, remaining: 8 },
              { id: 'w2', label: '11:00–14:00', capacity: 10, booked: 0, remaining: 10 },
            ],
          })
        : json(200, detail),
    );
    // The status changes only: the dialog also asks for each day's room.
    const changes = () => seen.filter((r) => r.method === 'POST');
    renderAt('/', { '/': <StatusActions detail={detail} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Pickup' });
    const date = within(dialog).getByLabelText<HTMLInputElement>('Pickup date');
    await userEvent.clear(date);
    await userEvent.type(date, addDays(manilaDate(), -1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule and send SMS' }));
    expect(await within(dialog).findByText(adminMessages.pickupDateInPast)).toBeTruthy();
    expect(changes()).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.type(date, addDays(manilaDate(), 2));
    await within(dialog).findByRole('option', { name: '11:00–14:00 · 10 of 10 left' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Pickup window'), 'w2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule and send SMS' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]?.body).toEqual({
      to: 'Pickup Scheduled',
      pickupDate: addDays(manilaDate(), 2),
      pickupWindowId: 'w2',
      expectedStatus: 'Processing',
    });
  });

  it('asks for a reason to decline, but not to cancel', async () => {
    const seen = answerFetch(() => json(200, detail));
    renderAt('/', { '/': <StatusActions detail={detail} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Decline Application' }));
    const decline = screen.getByRole('dialog', { name: 'Decline Application' });
    await userEvent.type(within(decline).getByLabelText('Reason'), '   ');
    await userEvent.click(within(decline).getByRole('button', { name: 'Decline and send SMS' }));
    expect(await within(decline).findByText(adminMessages.declineReasonRequired)).toBeTruthy();
    expect(seen).toHaveLength(0);
    await userEvent.click(within(decline).getByRole('button', { name: 'Back' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel request' });
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel and send SMS' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({ to: 'Cancelled', reason: '', expectedStatus: 'Processing' });
  });
});
