import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminStats,
  AdminSubmissionList,
  AdminSubmissionListItem,
} from '#src/shared/submissions/review.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, type SeenRequest, staffUser } from '#src/web/test/http.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';

// product.md §2 "/admin-dashboard": the list of every request, in a table or a grid, searched, filtered and
// paged on the server, with the place kept in the address. Figures and search: admin-pages.test.tsx.

const routes = { '/admin-dashboard': <AdminDashboardPage /> };

const stats: AdminStats = {
  total: 45,
  byStatus: { Submitted: 40, Processing: 5 },
  pickupsThisWeek: 0,
  week: { from: '2026-11-16', to: '2026-11-22' },
  completed: 0,
  itemsResellable: 0,
  possibleProfitCentavos: 0,
  submissionsThisMonth: 45,
  topItems: [
    { name: 'Electric Fan', count: 4 },
    { name: 'Wooden chair', count: 2 },
  ],
  needsRescheduling: 0,
};

const maria: AdminSubmissionListItem = {
  trackingNumber: 'AB12CD34',
  erasedAfterDays: null,
  name: 'Maria Santos',
  city: 'Makati',
  status: 'Submitted',
  createdAt: '2026-11-20T02:30:00.000Z',
  pickupDate: null,
  pickupTime: null,
  photoCount: 2,
  thumbUrl: '/api/admin/photos/p1/thumb',
  eventVenue: null,
};
const booth: AdminSubmissionListItem = {
  ...maria,
  trackingNumber: 'EV55EV55',
  name: 'Jose Rizal',
  city: 'Pasig',
  status: 'Processing',
  photoCount: 1,
  eventVenue: 'SM Megamall',
};

const listOf = (items: AdminSubmissionListItem[], total: number, page = 1): AdminSubmissionList => ({
  items,
  total,
  page,
  pageSize: 20,
});

/** Stats, events and the list; the five recent requests come back empty so the lists do not repeat. */
function answerDashboard(list: (r: SeenRequest) => AdminSubmissionList, topItems = stats.topItems) {
  return answerFetch((r) => {
    if (r.url === '/api/admin/stats') return json(200, { ...stats, topItems });
    if (r.url === '/api/admin/events') return json(200, []);
    if (r.url.includes('pageSize=5')) return json(200, listOf([], 0));
    return json(200, list(r));
  });
}

const where = () => screen.getByTestId('where').textContent;

describe('staff dashboard: all applications', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the requests as a table, or as a grid kept in the address', async () => {
    answerDashboard(() => listOf([maria, booth], 2));
    renderAt('/admin-dashboard', routes);
    expect(await screen.findByText('All Applications (2)')).toBeTruthy();
    const view = screen.getByRole('group', { name: 'View' });
    expect(within(view).getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('AB12CD34')).toBeTruthy();
    expect(within(rows[1]!).getByText('2 photos')).toBeTruthy();
    expect(within(rows[1]!).getByText('To be scheduled')).toBeTruthy();
    expect(within(rows[2]!).getByText('Event: SM Megamall')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'View Details of EV55EV55' }).getAttribute('href')).toBe(
      '/admin-to-review/EV55EV55',
    );

    await userEvent.click(within(view).getByRole('button', { name: 'Grid' }));
    expect(where()).toBe('/admin-dashboard?view=grid');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('img', { name: 'Items of Maria Santos' })).toBeTruthy();
    expect(screen.getByText('Pasig · 1 photo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details of AB12CD34' }).getAttribute('href')).toBe(
      '/admin-to-review/AB12CD34',
    );

    await userEvent.click(within(view).getByRole('button', { name: 'Table' }));
    expect(where()).toBe('/admin-dashboard');
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('pages through the requests, and a new filter starts again from the first page', async () => {
    const seen = answerDashboard((r) => listOf([maria], 45, r.url.includes('page=2') ? 2 : 1));
    renderAt('/admin-dashboard', routes);
    const pages = await screen.findByRole('navigation', { name: 'Applications pages' });
    expect(within(pages).getByText('1–20 of 45')).toBeTruthy();
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(where()).toBe('/admin-dashboard?page=2');
    await waitFor(() => expect(within(pages).getByText('21–40 of 45')).toBeTruthy());
    expect(seen.map((r) => r.url)).toContain('/api/admin/submissions?page=2&pageSize=20');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Processing');
    expect(where()).toBe('/admin-dashboard?status=Processing');
    await waitFor(() =>
      expect(seen.map((r) => r.url)).toContain('/api/admin/submissions?status=Processing&page=1&pageSize=20'),
    );
  });

  it('opens on the page and view in the address', async () => {
    const seen = answerDashboard((r) => listOf([maria], 45, r.url.includes('page=3') ? 3 : 1));
    renderAt('/admin-dashboard?view=grid&page=3', routes);
    const pages = await screen.findByRole('navigation', { name: 'Applications pages' });
    await waitFor(() => expect(within(pages).getByText('41–45 of 45')).toBeTruthy());
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
    expect(seen.map((r) => r.url)).toContain('/api/admin/submissions?page=3&pageSize=20');
  });

  it('tells no requests yet apart from no matches', async () => {
    answerDashboard(() => listOf([], 0));
    const first = renderAt('/admin-dashboard', routes);
    expect(await screen.findByText('No requests yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Applications pages' })).toBeNull();
    first.unmount();

    renderAt('/admin-dashboard?status=Completed', routes);
    expect(
      await screen.findByText(
        'No requests match. Check the tracking number, try part of the name, or clear the status filter.',
      ),
    ).toBeTruthy();
  });

  it('lists the top items, and explains where they come from when there are none', async () => {
    answerDashboard(() => listOf([maria], 1));
    const first = renderAt('/admin-dashboard', routes);
    const fan = await screen.findByText('Electric Fan');
    expect(fan.closest('li')?.textContent).toBe('1.Electric Fan4 photos');
    expect(screen.getByText('Wooden chair').closest('li')?.textContent).toBe('2.Wooden chair2 photos');
    first.unmount();

    answerDashboard(() => listOf([maria], 1), []);
    renderAt('/admin-dashboard', routes);
    expect(
      await screen.findByText(
        'Item names appear here once photos are labelled. Name items on the review screen or in the gallery.',
      ),
    ).toBeTruthy();
  });

  it('leads to the other staff pages', async () => {
    answerDashboard(() => listOf([], 0));
    renderAt('/admin-dashboard', routes);
    await screen.findByText('No requests yet.');
    const hrefs = Object.fromEntries(
      ['Events', 'Pickup windows', 'Photo Gallery', 'Partners', 'Reports'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      Events: '/admin-events',
      'Pickup windows': '/admin-pickup-windows',
      'Photo Gallery': '/admin-database-gallery',
      Partners: '/admin-partners',
      Reports: '/admin-reports',
    });
  });

  it('says the dashboard could not be loaded when the server fails', async () => {
    answerFetch(() => json(500, { error: 'INTERNAL', message: 'boom' }));
    renderAt('/admin-dashboard', routes);
    expect(await screen.findByText('Failed to load dashboard data', {}, { timeout: 5000 })).toBeTruthy();
  });
});
