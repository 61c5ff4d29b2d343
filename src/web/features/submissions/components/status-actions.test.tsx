import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import type { SubmissionStatus } from '#src/shared/submissions/status.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { StatusActions } from './status-actions.tsx';

// design.md §7: the moves other than Schedule and Decline, each sent with the status staff saw.
// Scheduling and declining: staff-forms.test.tsx and review-queue.test.tsx.

function aDetail(status: SubmissionStatus, allowedStatuses: SubmissionStatus[]): AdminSubmissionDetail {
  return {
    submission: {
      id: 's1',
      trackingNumber: 'AB12CD34',
      erasedAfterDays: null,
      name: 'Maria Santos',
      email: 'maria@example.ph',
      phone: '+639171234567',
      city: 'Makati',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      landmark: null,
      postalCode: null,
      pickupDate: '2026-11-28',
      pickupTime: 'All Day',
      pickupWindowId: null,
      needsRescheduleSince: null,
      pickupTruckId: null,
      status,
      statusReason: null,
      photoCount: 0,
      createdAt: '2026-11-20T02:30:00.000Z',
      updatedAt: '2026-11-20T02:30:00.000Z',
      event: null,
      eventSlot: null,
    },
    photos: [],
    note: null,
    history: [],
    notifications: [],
    allowedStatuses,
    nextTrackingNumber: 'ZZ99YY88',
  };
}

const render = (detail: AdminSubmissionDetail) =>
  renderAt('/admin-to-review/AB12CD34', { '/admin-to-review/:trackingId': <StatusActions detail={detail} /> });

const where = () => screen.getByTestId('where').textContent;

describe('other status changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the moves the server allows from here', () => {
    answerFetch(() => json(200, {}));
    render(aDetail('Submitted', ['Processing', 'Declined', 'Cancelled']));
    expect(screen.getByText('Other changes:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as Processing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Schedule Pickup' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decline Application' }).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'On the way' })).toBeNull();
  });

  it('marks a request as Processing with the status staff saw, and stays on it', async () => {
    const seen = answerFetch(() => json(200, aDetail('Processing', ['Pickup Scheduled', 'Declined', 'Cancelled'])));
    render(aDetail('Submitted', ['Processing', 'Declined', 'Cancelled']));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Processing' }));

    expect(await screen.findByText('The request is now Processing. The customer gets an SMS.')).toBeTruthy();
    expect(seen).toEqual([
      {
        url: '/api/admin/submissions/AB12CD34/status',
        method: 'POST',
        body: { to: 'Processing', expectedStatus: 'Submitted' },
      },
    ]);
    expect(where()).toBe('/admin-to-review/AB12CD34');
  });

  it('cancels with the reason given, and stays on the request', async () => {
    const seen = answerFetch(() => json(200, aDetail('Cancelled', [])));
    render(aDetail('Pickup Scheduled', ['Pickup Scheduled', 'Completed', 'Cancelled']));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel request' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Household moved away');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and send SMS' }));

    expect(await screen.findByText('Request cancelled')).toBeTruthy();
    expect(seen[0]?.body).toEqual({
      to: 'Cancelled',
      reason: 'Household moved away',
      expectedStatus: 'Pickup Scheduled',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/admin-to-review/AB12CD34');
  });

  it('says a final status can no longer change, and offers nothing', () => {
    answerFetch(() => json(200, {}));
    render(aDetail('Declined', []));
    expect(screen.getByText('This request is Declined; its status can no longer change.')).toBeTruthy();
    expect(screen.queryByText('Other changes:')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Schedule Pickup' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decline Application' }).disabled).toBe(true);
  });

  it('offers "On the way" and "Reschedule" once the pickup is scheduled', () => {
    answerFetch(() => json(200, {}));
    render(aDetail('Pickup Scheduled', ['Pickup Scheduled', 'Completed', 'Cancelled']));
    expect(screen.getByRole('button', { name: 'On the way' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reschedule Pickup' })).toBeTruthy();
  });

  it('shows the server’s words when a change fails, and stays put', async () => {
    answerFetch(() => json(500, { error: 'INTERNAL', message: 'The database is not answering.' }));
    render(aDetail('Submitted', ['Processing', 'Declined', 'Cancelled']));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Processing' }));
    expect(await screen.findByText('The database is not answering.')).toBeTruthy();
    expect(where()).toBe('/admin-to-review/AB12CD34');
  });
});
