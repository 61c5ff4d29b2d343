import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import type {
  AdminStats,
  AdminSubmissionDetail,
  AdminSubmissionList,
  AdminSubmissionListItem,
} from '#src/shared/submissions/review.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, answerReviewFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';
import AdminReviewPage from './admin-review-page.tsx';

// Issue 40 item 13: staff on a phone can switch Grid/Table and see compact cards; the status filter
// lists each status once; an ended request offers no verdict buttons.

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

const stats: AdminStats = {
  total: 1,
  byStatus: { Submitted: 1 },
  pickupsThisWeek: 0,
  week: { from: '2026-11-16', to: '2026-11-22' },
  completed: 0,
  itemsResellable: 0,
  possibleProfitCentavos: 0,
  submissionsThisMonth: 1,
  topItems: [],
  needsRescheduling: 0,
};

const listOf = (items: AdminSubmissionListItem[]): AdminSubmissionList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

function answerDashboard() {
  return answerFetch((r) => {
    if (r.url === '/api/admin/stats') return json(200, stats);
    if (r.url === '/api/admin/events') return json(200, []);
    if (r.url.includes('pageSize=5')) return json(200, listOf([]));
    return json(200, listOf([maria]));
  });
}

function phone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 639'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const photo: AdminPhoto = aStaffPhoto('p1', { label: 'Electric Fan', verdict: 'accept', bytes: 120_000 });

function cancelled(): AdminSubmissionDetail {
  return {
    submission: {
      id: 'id-1',
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
      status: 'Cancelled',
      statusReason: null,
      photoCount: 1,
      createdAt: '2026-11-20T02:30:00.000Z',
      updatedAt: '2026-11-20T02:30:00.000Z',
      event: null,
      eventSlot: null,
      erasedAfterDays: null,
    },
    photos: [photo],
    note: null,
    history: [],
    notifications: [],
    allowedStatuses: [],
    nextTrackingNumber: null,
  };
}

describe('staff dashboard on a phone (issue 40 item 13)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('switches between compact cards (Table) and a two-column grid (Grid)', async () => {
    phone();
    answerDashboard();
    renderAt('/admin-dashboard', { '/admin-dashboard': <AdminDashboardPage /> });
    const card = (await screen.findByText('Maria Santos')).closest('li');
    expect(card).toBeTruthy();
    // Table: a small photo beside the text, not a full-width one.
    const small = card!.querySelector('img');
    expect(small?.className).toContain('size-16');
    expect(screen.queryByRole('img', { name: 'Items of Maria Santos' })).toBeNull();

    await userEvent.click(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Grid' }));
    const big = screen.getByRole('img', { name: 'Items of Maria Santos' });
    expect(big.closest('ul')?.className).toContain('grid-cols-2');
  });

  it('lists each status once in the filter', async () => {
    answerDashboard();
    renderAt('/admin-dashboard', { '/admin-dashboard': <AdminDashboardPage /> });
    const filter = await screen.findByRole('combobox', { name: 'Status' });
    const options = within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Submitted');
    expect(options).toContain('Pickup Scheduled');
    expect(options).not.toContain('Pending');
    expect(options).not.toContain('Scheduled');
    expect(new Set(options).size).toBe(options.length);
  });
});

describe('an ended request on the review screen (issue 40 item 13)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('offers no Accept / Recycle / Can’t take, and says why', async () => {
    answerReviewFetch(() => json(200, cancelled()));
    renderAt('/admin-to-review/AB12CD34', { '/admin-to-review/:trackingId': <AdminReviewPage /> });
    expect(await screen.findByText('This request has ended, so its items can no longer be judged.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recycle' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Can't take" })).toBeNull();
  });
});
