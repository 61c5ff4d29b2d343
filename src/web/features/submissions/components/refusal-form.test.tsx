import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import type { Refusal } from '#src/shared/submissions/verdicts.ts';
import AdminReviewPage from '#src/web/features/submissions/admin-review-page.tsx';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, type SeenRequest, staffUser } from '#src/web/test/http.ts';
import { aStaffPhoto } from '#src/web/test/staff-photo.ts';

// Issue 27: under a photo marked "Can't take", staff choose a reason, write a note the household
// reads, and may suggest where it can go; the drop-off suggestions are kept on the same page.

const routes = { '/admin-to-review/:trackingId': <AdminReviewPage /> };

const aPhoto = (id: string, overrides: Partial<AdminPhoto> = {}) =>
  aStaffPhoto(id, { label: 'Paint cans', brand: 'Boysen', condition: 'Used', verdict: 'reject', ...overrides });

function aDetail(photos: AdminPhoto[]): AdminSubmissionDetail {
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
      pickupDate: '2026-12-10',
      pickupTime: 'All Day',
      pickupWindowId: null,
      needsRescheduleSince: null,
      pickupTruckId: null,
      status: 'Processing',
      statusReason: null,
      photoCount: photos.length,
      createdAt: '2026-11-20T02:30:00.000Z',
      updatedAt: '2026-11-20T02:30:00.000Z',
      event: null,
      eventSlot: null,
      erasedAfterDays: null,
    },
    photos,
    note: null,
    history: [],
    notifications: [],
    allowedStatuses: ['Pickup Scheduled', 'Declined', 'Cancelled'],
    nextTrackingNumber: null,
  };
}

const hazmat = {
  id: '7d1f3a52-5f7e-4b8e-9a51-0c3d2b1e4f60',
  name: 'Hazardous waste drop-off',
  note: 'Pasig City Hall',
};

function server(photos: AdminPhoto[], saved: Refusal[] = []) {
  let refusals = saved;
  return answerFetch((r: SeenRequest) => {
    if (r.url === '/api/admin/drop-off-suggestions') {
      if (r.method === 'POST') return json(201, { id: 'new', ...(r.body as object) });
      return json(200, { items: [hazmat] });
    }
    if (r.url === '/api/admin/submissions/AB12CD34/refusals') return json(200, { items: refusals });
    if (r.url.endsWith('/refusal') && r.method === 'PUT') {
      const body = r.body as Omit<Refusal, 'photoId'>;
      const refusal = { photoId: 'p1', ...body };
      refusals = [refusal];
      return json(200, refusal);
    }
    if (r.url === '/api/admin/submissions/AB12CD34') return json(200, aDetail(photos));
    return json(200, {});
  });
}

describe('the reason for a "Can\'t take"', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason before saving, then saves the reason, the household note and the drop-off', async () => {
    const seen = server([aPhoto('p1')]);
    renderAt('/admin-to-review/AB12CD34', routes);
    const form = await screen.findByRole('form', { name: "Why we can't take it" });
    expect(
      within(form).getByText('The household reads this note on its tracking page and in its e-mail.'),
    ).toBeTruthy();
    expect(within(form).getByText(/No reason yet/)).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: 'Save reason' }));
    expect(await within(form).findByText('Please choose a reason')).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Hazardous');
    await userEvent.type(within(form).getByLabelText('Note for the household'), 'Paint needs a hazardous drop-off.');
    await userEvent.selectOptions(within(form).getByLabelText('Where it can go'), 'Hazardous waste drop-off');
    await userEvent.click(within(form).getByRole('button', { name: 'Save reason' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(seen.find((r) => r.method === 'PUT')).toEqual({
      url: '/api/admin/submissions/AB12CD34/photos/p1/refusal',
      method: 'PUT',
      body: { reason: 'hazard', note: 'Paint needs a hazardous drop-off.', dropOffId: hazmat.id },
    });
    expect(await screen.findByText('Reason saved')).toBeTruthy();
  });

  it('starts from the saved reason; a note over 300 characters is refused in the form', async () => {
    const seen = server(
      [aPhoto('p1')],
      [{ photoId: 'p1', reason: 'size', note: 'Too wide for the door.', dropOffId: hazmat.id }],
    );
    renderAt('/admin-to-review/AB12CD34', routes);
    const form = await screen.findByRole('form', { name: "Why we can't take it" });
    expect(within(form).getByLabelText<HTMLSelectElement>('Reason').value).toBe('size');
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Note for the household').value).toBe(
      'Too wide for the door.',
    );
    expect(within(form).getByLabelText<HTMLSelectElement>('Where it can go').value).toBe(hazmat.id);
    expect(within(form).queryByText(/No reason yet/)).toBeNull();

    const note = within(form).getByLabelText<HTMLTextAreaElement>('Note for the household');
    note.removeAttribute('maxlength');
    await userEvent.clear(note);
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(within(form).getByRole('button', { name: 'Save reason' }));
    expect(await within(form).findByText('Please keep the note to 300 characters')).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows no reason fields for an item we take, and keeps the list of drop-off suggestions', async () => {
    const seen = server([aPhoto('p1', { verdict: 'accept', label: 'Sofa' })]);
    renderAt('/admin-to-review/AB12CD34', routes);
    expect(await screen.findByText('Drop-off suggestions')).toBeTruthy();
    expect(await screen.findByText('Pasig City Hall')).toBeTruthy();
    expect(screen.queryByRole('form', { name: "Why we can't take it" })).toBeNull();

    await userEvent.type(screen.getByLabelText('Name'), 'E-waste drop-off');
    await userEvent.type(screen.getByLabelText('Where, and what they take'), 'SM Megamall');
    await userEvent.click(screen.getByRole('button', { name: 'Add suggestion' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'E-waste drop-off', note: 'SM Megamall' }),
    );
  });
});
