import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import type { DayRoom } from '#src/shared/scheduling/pickup-slots.ts';
import type { AdminStats, AdminSubmissionDetail, AdminSubmissionList } from '#src/shared/submissions/review.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, json, renderAt, staffUser } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';
import AdminReviewPage from './admin-review-page.tsx';

const routes = {
  '/admin-dashboard': <AdminDashboardPage />,
  '/admin-to-review/:trackingId': <AdminReviewPage />,
  '/admin-access': <p>admin access</p>,
};

const stats: AdminStats = {
  total: 12,
  byStatus: { Submitted: 4, Processing: 3, 'Pickup Scheduled': 2, Completed: 3 },
  pickupsThisWeek: 2,
  week: { from: '2026-11-16', to: '2026-11-22' },
  completed: 3,
  itemsResellable: 9,
  possibleProfitCentavos: 1_234_500,
  submissionsThisMonth: 7,
  topItems: [{ name: 'Electric Fan', count: 4 }],
  needsRescheduling: 0,
};

const list: AdminSubmissionList = {
  items: [
    {
      trackingNumber: 'AB12CD34',
      name: 'Maria Santos',
      city: 'Makati',
      status: 'Submitted',
      createdAt: '2026-11-20T02:30:00.000Z',
      pickupDate: '2026-11-28',
      pickupTime: 'All Day',
      photoCount: 2,
      thumbUrl: null,
      eventVenue: null,
      erasedAfterDays: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const requestedDate = addDays(manilaDate(), 10);

const dayRoom: DayRoom = {
  date: requestedDate,
  city: 'Makati',
  windows: [
    { id: 'w1', label: '8:00–11:00', capacity: 10, booked: 10, remaining: 0 },
    { id: 'w2', label: '11:00–14:00', capacity: 10, booked: 7, remaining: 3 },
  ],
};

function aDetail(overrides: Partial<AdminSubmissionDetail['submission']> = {}): AdminSubmissionDetail {
  return {
    submission: {
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
      pickupDate: requestedDate,
      pickupTime: 'All Day',
      pickupWindowId: null,
      requestedPickupDate: requestedDate,
      requestedPickupTime: 'All Day',
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
      ...overrides,
    },
    photos: [],
    note: null,
    history: [],
    notifications: [],
    allowedStatuses: ['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled'],
    nextTrackingNumber: 'ZZ99YY88',
  };
}

describe('staff pages', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a customer to /admin-access with "Authentication required"', async () => {
    answerFetch(() => json(200, { user: customerUser }));
    setSessionUser(customerUser);
    renderAt('/admin-dashboard', routes);
    expect(await screen.findByText('Authentication required')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-access'));
  });

  it('shows figures from the server in pesos and searches on the server', async () => {
    const seen = answerFetch((r) => {
      if (r.url === '/api/admin/stats') return json(200, stats);
      if (r.url.startsWith('/api/admin/submissions')) return json(200, list);
      return json(404, { error: 'NOT_FOUND', message: 'no' });
    });
    renderAt('/admin-dashboard', routes);
    expect(await screen.findByText('₱12,345')).toBeTruthy();
    expect(screen.getByText('Electric Fan')).toBeTruthy();
    expect(screen.queryByText('To reschedule')).toBeNull();
    await userEvent.type(screen.getByLabelText('Search by tracking # or name'), 'santos');
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/api/admin/submissions?q=santos&page=1&pageSize=20')).toBe(true),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard?q=santos');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Processing');
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/api/admin/submissions?q=santos&status=Processing&page=1&pageSize=20')).toBe(
        true,
      ),
    );
  });

  it('counts the requests still to reschedule after a suspended day, only when there are some', async () => {
    answerFetch((r) => {
      if (r.url === '/api/admin/stats') return json(200, { ...stats, needsRescheduling: 4 });
      if (r.url.startsWith('/api/admin/submissions')) return json(200, list);
      return json(404, { error: 'NOT_FOUND', message: 'no' });
    });
    renderAt('/admin-dashboard', routes);
    const label = await screen.findByText('To reschedule');
    // The card: its label, the figure, and what it counts.
    const card = label.closest('div')!.parentElement!;
    expect(within(card).getByText('4')).toBeTruthy();
    expect(within(card).getByText('Households not yet answered after a suspended day')).toBeTruthy();
  });

  it('filters by event, and offers only the events staff made', async () => {
    const seen = answerFetch((r) => {
      if (r.url === '/api/admin/stats') return json(200, stats);
      if (r.url === '/api/admin/events') {
        return json(200, [{ slug: 'bgc-flea-2026', venue: 'BGC Flea', startsOn: '2026-11-28' }]);
      }
      if (r.url.startsWith('/api/admin/submissions')) return json(200, list);
      return json(404, { error: 'NOT_FOUND', message: 'no' });
    });
    renderAt('/admin-dashboard', routes);
    const filter = await screen.findByLabelText('Event');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All requests, booth or not', 'BGC Flea · 2026-11-28']);
    await userEvent.selectOptions(filter, 'bgc-flea-2026');
    await waitFor(() =>
      expect(seen.some((r) => r.url === '/api/admin/submissions?event=bgc-flea-2026&page=1&pageSize=20')).toBe(true),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard?event=bgc-flea-2026');
  });

  it('schedules with the status staff saw, and explains a change made by someone else first', async () => {
    let conflict = false;
    const seen = answerFetch((r) => {
      if (r.url.startsWith('/api/admin/pickup-availability')) return json(200, dayRoom);
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      // Issue 27: the drop-off suggestions and the reasons of refused items, none here.
      if (r.url === '/api/admin/drop-off-suggestions' || r.url.endsWith('/refusals')) return json(200, { items: [] });
      if (r.url.endsWith('/status')) {
        conflict = true;
        return json(409, {
          error: 'STALE_STATUS',
          message: 'This request was changed by someone else. Reload to see the latest.',
        });
      }
      return json(200, aDetail(conflict ? { status: 'Declined' } : { pickupWindowId: 'w2' }));
    });
    renderAt('/admin-to-review/ab12cd34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Pickup' });
    // Starts from the date and the window the customer asked for, with the room left in their city.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Pickup date').value).toBe(requestedDate);
    const window = within(dialog).getByLabelText<HTMLSelectElement>('Pickup window');
    await waitFor(() => expect(window.value).toBe('w2'));
    expect(within(dialog).getByRole('option', { name: '11:00–14:00 · 3 of 10 left' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: '8:00–11:00 · full (10 of 10 booked)' })).toBeTruthy();
    expect(seen.some((r) => r.url === `/api/admin/pickup-availability?date=${requestedDate}&city=Makati`)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule and send SMS' }));

    expect(await screen.findByText('This request was changed by someone else. Reload to see the latest.')).toBeTruthy();
    expect(seen.find((r) => r.url.endsWith('/status'))?.body).toEqual({
      to: 'Pickup Scheduled',
      expectedStatus: 'Submitted',
      pickupDate: requestedDate,
      pickupWindowId: 'w2',
    });
    // The page reloads the request and shows what the other person did.
    expect((await screen.findAllByText('Declined')).length).toBeGreaterThan(0);
  });

  it("shows an erased request's items by name, without the photos whose files are gone (issue 26, issue 40)", async () => {
    const photos = [aStaffPhoto('p1', { label: 'Electric Fan' }), aStaffPhoto('p2', { label: 'Rice Cooker' })];
    answerFetch((r) => {
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      if (r.url === '/api/admin/drop-off-suggestions' || r.url.endsWith('/refusals')) return json(200, { items: [] });
      return json(200, {
        ...aDetail({ status: 'Cancelled', name: '', erasedAfterDays: 12, photoCount: 2 }),
        photos,
        allowedStatuses: [],
      });
    });
    const { container } = renderAt('/admin-to-review/ab12cd34', routes);
    expect(
      await screen.findByText("This request's photos were erased with its personal data. What the items were:"),
    ).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Photos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Electric Fan', 'Rice Cooker']);
    expect(container.querySelectorAll('img[src*="/photos/"]')).toHaveLength(0);
  });

  it('says in the Reschedule dialog what the household asked for, not the day staff set (issue 40 item 14)', async () => {
    const staffDay = addDays(manilaDate(), 3);
    answerFetch((r) => {
      if (r.url.startsWith('/api/admin/pickup-availability')) return json(200, { ...dayRoom, date: staffDay });
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      if (r.url === '/api/admin/drop-off-suggestions' || r.url.endsWith('/refusals')) return json(200, { items: [] });
      return json(
        200,
        aDetail({
          status: 'Pickup Scheduled',
          pickupDate: staffDay,
          pickupTime: '8:00–11:00',
          requestedPickupTime: '11:00–14:00',
        }),
      );
    });
    renderAt('/admin-to-review/ab12cd34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule Pickup' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(`Maria Santos asked for ${formatDate(requestedDate)}, 11:00–14:00.`)).toBeTruthy();
    expect(within(dialog).queryByText(new RegExp(formatDate(staffDay)))).toBeNull();
  });

  it('leaves out of Schedule Pickup today’s windows that have ended, at 23:00 (issue 40 item 10)', async () => {
    const today = manilaDate();
    // Only the date is faked (timers stay real, for the page's own waits): 23:00 in Manila.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T15:00:00Z`));
    try {
      answerFetch((r) => {
        if (r.url.startsWith('/api/admin/pickup-availability')) {
          return json(200, {
            date: today,
            city: 'Makati',
            windows: [
              { id: 'w1', label: '8:00–11:00', capacity: 10, booked: 0, remaining: 10 },
              { id: 'w3', label: '22:00–23:30', capacity: 10, booked: 0, remaining: 10 },
            ],
          });
        }
        if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
        if (r.url === '/api/admin/drop-off-suggestions' || r.url.endsWith('/refusals')) return json(200, { items: [] });
        return json(200, aDetail({ pickupDate: today, requestedPickupDate: today }));
      });
      renderAt('/admin-to-review/ab12cd34', routes);
      await userEvent.click(await screen.findByRole('button', { name: 'Schedule Pickup' }));
      const dialog = screen.getByRole('dialog', { name: 'Schedule Pickup' });
      expect(within(dialog).getByLabelText<HTMLInputElement>('Pickup date').value).toBe(today);
      await within(dialog).findByRole('option', { name: '22:00–23:30 · 10 of 10 left' });
      expect(within(dialog).queryByRole('option', { name: /^8:00–11:00/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an unknown tracking number back to the dashboard with product.md text', async () => {
    answerFetch((r) =>
      r.url.startsWith('/api/admin/submissions/')
        ? json(404, {
            error: 'SUBMISSION_NOT_FOUND',
            message: 'No data found for tracking number ZZZZ9999',
            key: 'submissions.noDataFor',
            params: { trackingNumber: 'ZZZZ9999' },
          })
        : json(200, r.url === '/api/admin/stats' ? stats : list),
    );
    renderAt('/admin-to-review/ZZZZ9999', routes);
    expect(await screen.findByText('No data found for tracking number ZZZZ9999')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard'));
  });
});
