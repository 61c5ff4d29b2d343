import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutcomeSheet } from '#src/shared/outcomes/outcome.schema.ts';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import AdminReviewPage from '#src/web/features/submissions/admin-review-page.tsx';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerReviewFetch, json, renderAt, type SeenRequest, staffUser } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';
import { outcomesCompletionPanel } from './components/outcomes-panel.tsx';

// Issue 16: the review screen as router.tsx joins it, with outcomes' panel where a pickup is
// completed. "Mark as Completed" leads to the panel when the request has items, and completes
// directly when it has none.

const routes = {
  '/admin-to-review/:trackingId': <AdminReviewPage completion={outcomesCompletionPanel} />,
  '/alone/:trackingId': <AdminReviewPage />,
};

const photo: AdminPhoto = aStaffPhoto('0b7c1e52-3a4d-4f6e-8a9b-0c1d2e3f4a5b', {
  label: 'Wooden dining chair',
  brand: 'Random Item',
  condition: 'Good',
  verdict: 'accept',
  bytes: 120_000,
});

function aDetail(
  overrides: Partial<AdminSubmissionDetail['submission']> = {},
  photos = [photo],
): AdminSubmissionDetail {
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
      status: 'Pickup Scheduled',
      statusReason: null,
      photoCount: photos.length,
      createdAt: '2026-11-20T02:30:00.000Z',
      updatedAt: '2026-11-21T02:30:00.000Z',
      event: null,
      eventSlot: null,
      ...overrides,
    },
    photos,
    note: null,
    history: [],
    notifications: [],
    allowedStatuses: ['Processing', 'Pickup Scheduled', 'Completed', 'Cancelled'],
    nextTrackingNumber: null,
  };
}

const sheet: OutcomeSheet = {
  status: 'Pickup Scheduled',
  recorded: false,
  canRecord: true,
  items: [
    {
      photoId: photo.id,
      name: 'Wooden dining chair',
      thumbUrl: photo.thumbUrl,
      verdict: 'accept',
      outcome: 'donated',
      partnerId: null,
      material: null,
      weightKg: 8,
    },
  ],
  partners: [],
};

/** The staff API for one request: its detail, its outcome sheet, trucks and room; records calls. */
function answerReview(detail: AdminSubmissionDetail, afterChange?: (r: SeenRequest) => AdminSubmissionDetail) {
  return answerReviewFetch((r) => {
    if (r.url.endsWith('/outcomes')) return json(200, sheet);
    if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
    if (r.url.startsWith('/api/admin/pickup-availability')) return json(200, { date: '', city: 'Makati', windows: [] });
    if (r.method === 'POST' && afterChange) return json(200, afterChange(r));
    return json(200, detail);
  });
}

describe('the review screen with the outcomes panel', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the panel for a scheduled request with items, and "Mark as Completed" leads there', async () => {
    const seen = answerReview(aDetail());
    renderAt('/admin-to-review/AB12CD34', routes);
    const panel = await screen.findByRole('region', { name: 'Record outcomes' });
    expect(await within(panel).findByLabelText<HTMLSelectElement>('Outcome')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(document.activeElement).toBe(panel);
    // Completing happens in the panel, with the outcomes: nothing is sent from the button.
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('completes a request without items directly, and says so', async () => {
    const seen = answerReview(aDetail({}, []), () => ({
      ...aDetail({ status: 'Completed' }, []),
      allowedStatuses: [],
    }));
    renderAt('/admin-to-review/AB12CD34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Status updated')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      {
        url: '/api/admin/submissions/AB12CD34/status',
        method: 'POST',
        body: { to: 'Completed', expectedStatus: 'Pickup Scheduled' },
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Record outcomes' })).toBeNull();
    expect(await screen.findByText('This request is Completed; its status can no longer change.')).toBeTruthy();
    expect(seen.some((r) => r.url.endsWith('/outcomes'))).toBe(false);
  });

  it('with no partner to choose, says so and links to Partners; what was typed survives leaving (issue 24)', async () => {
    sessionStorage.clear();
    answerReview(aDetail());
    const first = renderAt('/admin-to-review/AB12CD34', routes);
    const panel = await screen.findByRole('region', { name: 'Record outcomes' });
    expect(
      await within(panel).findByText('This outcome needs the partner who received the item, and there is none yet.'),
    ).toBeTruthy();
    const link = within(panel).getByRole('link', { name: 'Add a partner (what you typed here is kept)' });
    expect(link.getAttribute('href')).toBe('/admin-partners');
    const weight = within(panel).getByLabelText<HTMLInputElement>('Weight (kg)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '12.5');
    first.unmount();

    // Back from the Partners page: the weight typed is still there.
    renderAt('/admin-to-review/AB12CD34', routes);
    const again = await screen.findByRole('region', { name: 'Record outcomes' });
    expect((await within(again).findByLabelText<HTMLInputElement>('Weight (kg)')).value).toBe('12.5');
    sessionStorage.clear();
  });

  it('does not show the panel before the pickup is scheduled', async () => {
    const seen = answerReview(aDetail({ status: 'Processing' }));
    renderAt('/admin-to-review/AB12CD34', routes);
    expect(await screen.findByRole('button', { name: 'Mark as Completed' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Record outcomes' })).toBeNull();
    expect(seen.some((r) => r.url.endsWith('/outcomes'))).toBe(false);
  });

  it('without the panel handed in, the review screen completes directly', async () => {
    const seen = answerReview(aDetail(), () => ({ ...aDetail({ status: 'Completed' }), allowedStatuses: [] }));
    renderAt('/alone/AB12CD34', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Record outcomes' })).toBeNull();
  });
});
