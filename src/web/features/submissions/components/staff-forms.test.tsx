import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { type AdminSubmissionDetail, adminMessages } from '#src/shared/submissions/review.schema.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
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
  erasedAfterDays: null,
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
  it('reads pesos typed with ₱ and commas, sends them as centavos, and a blank count as none', async () => {
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
      possibleProfitCentavos: 125_050,
    });
  });

  it('shows a saved note’s centavos as pesos', () => {
    const note = {
      notes: 'Fan works',
      itemCount: 3,
      resellable: true,
      possibleProfitCentavos: 35_050,
      updatedAt: '2026-11-20T02:30:00.000Z',
      updatedBy: null,
    };
    renderAt('/', { '/': <AdminNotesForm trackingNumber="AB12CD34" note={note} /> });
    expect((screen.getByLabelText('Possible profit (₱)') as HTMLInputElement).value).toBe('350.5');
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

/** The API behind Schedule Pickup: the day's room, the trucks, and the request. */
function staffApi(r: { url: string }) {
  if (r.url.startsWith('/api/admin/pickup-availability')) {
    return json(200, {
      date: new URL(r.url, 'http://localhost').searchParams.get('date'),
      city: 'Makati',
      windows: [
        { id: 'w1', label: '8:00–11:00', capacity: 10, booked: 2, remaining: 8 },
        { id: 'w2', label: '11:00–14:00', capacity: 10, booked: 0, remaining: 10 },
      ],
    });
  }
  // Plate ending 1 is coded on Mondays (MMDA), 07:00–10:00 and 17:00–20:00.
  if (r.url === '/api/admin/trucks') return json(200, { trucks: [{ id: 't1', name: 'Truck 1', plateEnding: 1 }] });
  return json(200, detail);
}

/** The first Monday from two days ahead on. */
function nextMonday(): string {
  let date = addDays(manilaDate(), 2);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

describe('status dialogs', () => {
  it('warns when the truck is coded in the window that weekday, and sends the truck chosen', async () => {
    const seen = answerFetch(staffApi);
    renderAt('/', { '/': <StatusActions detail={detail} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Pickup' });
    const date = within(dialog).getByLabelText<HTMLInputElement>('Pickup date');
    await userEvent.clear(date);
    await userEvent.type(date, nextMonday());
    await within(dialog).findByRole('option', { name: '8:00–11:00 · 8 of 10 left' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Pickup window'), 'w1');
    await within(dialog).findByRole('option', { name: 'Truck 1 (1)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Truck (optional)'), 't1');
    expect(
      within(dialog).getByText(
        'Truck 1 is coded on Monday, 07:00–10:00: this window overlaps. Choose another window or truck.',
      ),
    ).toBeTruthy();

    // 11:00–14:00 is clear of both coding periods.
    await userEvent.selectOptions(within(dialog).getByLabelText('Pickup window'), 'w2');
    expect(within(dialog).queryByText(/is coded on/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule and send SMS' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({ pickupWindowId: 'w2', truckId: 't1' });
  });

  it('refuses a pickup date in the past, then schedules with the date and window chosen', async () => {
    const seen = answerFetch(staffApi);
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
