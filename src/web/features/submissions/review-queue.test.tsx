import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerReviewFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import AdminReviewPage from './admin-review-page.tsx';

// Issue 15: the review screen's rough edges, as staff meet them.

const routes = { '/admin-to-review/:trackingId': <AdminReviewPage /> };

const photo: AdminPhoto = aStaffPhoto('p1', {
  label: 'Electric Fan',
  brand: 'Random Item',
  condition: 'Unspecified',
  verdict: 'accept',
  bytes: 120_000,
});

function aDetail(trackingNumber: string, overrides: Partial<AdminSubmissionDetail> = {}): AdminSubmissionDetail {
  return {
    submission: {
      id: `id-${trackingNumber}`,
      trackingNumber,
      name: trackingNumber === 'AB12CD34' ? 'Maria Santos' : 'Jose Rizal',
      email: 'maria@example.ph',
      phone: '+639171234567',
      city: 'Makati',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      landmark: null,
      postalCode: null,
      pickupDate: addDays(manilaDate(), 10),
      pickupTime: 'All Day',
      pickupWindowId: null,
      needsRescheduleSince: null,
      pickupTruckId: null,
      status: 'Submitted',
      statusReason: null,
      photoCount: 0,
      createdAt: '2026-11-20T02:30:00.000Z',
      updatedAt: '2026-11-20T02:30:00.000Z',
      event: null,
      eventSlot: null,
      erasedAfterDays: null,
    },
    photos: [],
    note: null,
    history: [],
    notifications: [],
    allowedStatuses: ['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled'],
    nextTrackingNumber: trackingNumber === 'AB12CD34' ? 'ZZ99YY88' : null,
    ...overrides,
  };
}

const dayRoom = (url: string) =>
  json(200, {
    date: new URL(url, 'http://localhost').searchParams.get('date'),
    city: 'Makati',
    windows: [{ id: 'w1', label: '8:00–11:00', capacity: 10, booked: 0, remaining: 10 }],
  });

const detailOf = (url: string) => (url.includes('ZZ99YY88') ? aDetail('ZZ99YY88') : aDetail('AB12CD34'));

describe('review screen (issue 15)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('declining moves on to the next application and offers the way back in the toast', async () => {
    const seen = answerReviewFetch((r) => {
      if (r.url.startsWith('/api/admin/pickup-availability')) return dayRoom(r.url);
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      if (r.url.endsWith('/status')) return json(200, aDetail('AB12CD34', { allowedStatuses: [] }));
      return json(200, detailOf(r.url));
    });
    renderAt('/admin-to-review/AB12CD34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Application' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Application' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'We cannot collect mattresses');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and send SMS' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-to-review/ZZ99YY88'));
    expect(seen.find((r) => r.url.endsWith('/status'))?.body).toMatchObject({ to: 'Declined' });
    // A plain click: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Back to AB12CD34' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-to-review/AB12CD34'));
  });

  it('scheduling moves on to the next application', async () => {
    answerReviewFetch((r) => {
      if (r.url.startsWith('/api/admin/pickup-availability')) return dayRoom(r.url);
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      if (r.url.endsWith('/status')) return json(200, aDetail('AB12CD34', { allowedStatuses: [] }));
      return json(200, detailOf(r.url));
    });
    renderAt('/admin-to-review/AB12CD34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Pickup' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule and send SMS' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-to-review/ZZ99YY88'));
    expect(await screen.findByText('Jose Rizal')).toBeTruthy();
  });

  it('stays on the oldest application, where there is no next one', async () => {
    answerReviewFetch((r) => {
      if (r.url.startsWith('/api/admin/pickup-availability')) return dayRoom(r.url);
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      if (r.url.endsWith('/status')) return json(200, aDetail('ZZ99YY88', { allowedStatuses: [] }));
      return json(200, aDetail('ZZ99YY88'));
    });
    renderAt('/admin-to-review/ZZ99YY88', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Pickup' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Schedule Pickup' })).getByRole('button', {
        name: 'Schedule and send SMS',
      }),
    );
    expect(await screen.findByText('Pickup scheduled')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin-to-review/ZZ99YY88');
  });

  it('shows the selected verdict in its own colour, not the outline white', async () => {
    answerReviewFetch(() => json(200, aDetail('AB12CD34', { photos: [photo] })));
    renderAt('/admin-to-review/AB12CD34', routes);
    const selected = await screen.findByRole('button', { name: 'Accept', pressed: true });
    expect(selected.className).toContain('bg-emerald-700');
    expect(selected.className).toContain('text-white');
    expect(selected.className).not.toContain('bg-white');
    const other = screen.getByRole('button', { name: 'Recycle', pressed: false });
    expect(other.className).toContain('bg-white');
  });

  it('says when a scheduled reminder will go', async () => {
    answerReviewFetch(() =>
      json(
        200,
        aDetail('AB12CD34', {
          notifications: [
            {
              id: 'n3',
              channel: 'sms',
              template: 'reminder-day-before-sms',
              recipient: '+63 9•• ••• 4567',
              status: 'pending',
              loggedOnly: false,
              sendAfter: '2026-12-04T01:00:00.000Z',
              attempts: 0,
              lastError: null,
              sentAt: null,
              createdAt: '2026-11-20T03:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderAt('/admin-to-review/AB12CD34', routes);
    expect(await screen.findByText('scheduled for Dec 4, 2026, 9:00 AM')).toBeTruthy();
  });

  it('says "logged (no provider)" for a message no provider sent', async () => {
    const base = {
      channel: 'sms',
      template: 'status-processing',
      recipient: '+63 9•• ••• 4567',
      attempts: 1,
      sendAfter: null,
    };
    answerReviewFetch(() =>
      json(
        200,
        aDetail('AB12CD34', {
          notifications: [
            {
              ...base,
              id: 'n1',
              status: 'sent',
              loggedOnly: true,
              lastError: null,
              sentAt: '2026-11-20T03:00:00.000Z',
              createdAt: '2026-11-20T03:00:00.000Z',
            },
            {
              ...base,
              id: 'n2',
              status: 'sent',
              loggedOnly: false,
              lastError: null,
              sentAt: '2026-11-20T02:00:00.000Z',
              createdAt: '2026-11-20T02:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderAt('/admin-to-review/AB12CD34', routes);
    expect(await screen.findByText('logged (no provider)')).toBeTruthy();
    expect(screen.getAllByText('sent')).toHaveLength(1);
    // Issue 24: an SMS row names the SMS provider only (the e-mail may well have gone out).
    expect(screen.getByText('No SMS provider is configured, so this SMS was only written to the log.')).toBeTruthy();
    expect(screen.queryByText(/No SMS or e-mail provider/)).toBeNull();
  });

  it('"On the way" sends the arrival chosen, for a scheduled pickup', async () => {
    const scheduled = aDetail('AB12CD34', {
      allowedStatuses: ['Pickup Scheduled', 'Processing', 'Completed', 'Declined', 'Cancelled'],
    });
    scheduled.submission.status = 'Pickup Scheduled';
    const seen = answerReviewFetch(() => json(200, scheduled));
    renderAt('/admin-to-review/AB12CD34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'On the way' }));
    const dialog = screen.getByRole('dialog', { name: 'Tell the household the crew is on the way' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Arriving in about'), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(seen.find((r) => r.url.endsWith('/on-the-way'))?.body).toEqual({ etaMinutes: 45 }));
    expect(seen.find((r) => r.url.endsWith('/on-the-way'))?.url).toBe('/api/admin/submissions/AB12CD34/on-the-way');
  });
});
