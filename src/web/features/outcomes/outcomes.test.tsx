import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutcomeSheet, Partner } from '#src/shared/outcomes/outcome.schema.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import { OutcomesPanel } from './components/outcomes-panel.tsx';
import PartnersPage from './partners-page.tsx';

// Issue 16, staff: outcomes recorded in one pass from the verdicts' defaults, and the Partners page.

const charity: Partner = {
  id: '7d1f4c1e-8f0a-4a57-9a51-1c2b3d4e5f60',
  name: 'Bahay Kalinga Foundation',
  kind: 'donation',
  city: 'Quezon City',
  active: true,
  itemCount: 3,
};

const sheet: OutcomeSheet = {
  status: 'Pickup Scheduled',
  recorded: false,
  canRecord: true,
  items: [
    {
      photoId: '0b7c1e52-3a4d-4f6e-8a9b-0c1d2e3f4a5b',
      name: 'Wooden dining chair',
      thumbUrl: '/api/photos/a/thumb',
      verdict: 'accept',
      outcome: 'donated',
      partnerId: charity.id,
      material: null,
      weightKg: 8,
    },
    {
      photoId: '1c8d2f63-4b5e-4a7f-9bac-1d2e3f4a5b6c',
      name: 'Torn mattress',
      thumbUrl: '/api/photos/b/thumb',
      verdict: 'reject',
      outcome: 'disposed',
      partnerId: null,
      material: null,
      weightKg: 2,
    },
  ],
  partners: [charity],
};

// Only what the panel reads of the review screen's answer.
const detail = {
  submission: { trackingNumber: 'AB12CD34', status: 'Pickup Scheduled', updatedAt: '2026-11-28T01:00:00.000Z' },
  photos: [{}, {}],
} as unknown as AdminSubmissionDetail;

describe('recording outcomes and managing partners (issue 16)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the verdicts, checks each row, and saves every item while completing the request', async () => {
    const seen = answerFetch((r) => (r.method === 'PUT' ? json(200, { ...detail }) : json(200, sheet)));
    renderAt('/review', { '/review': <OutcomesPanel detail={detail} /> });
    expect(await screen.findByText('Filled in from the review verdicts. Check each item before saving.')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByLabelText<HTMLSelectElement>('Outcome').value).toBe('donated');
    expect(within(rows[1]!).getByLabelText<HTMLSelectElement>('Outcome').value).toBe('disposed');

    // The mattress turns out recyclable; the material is not chosen yet, and the weight is cleared.
    await userEvent.selectOptions(within(rows[1]!).getByLabelText('Outcome'), 'recycled');
    await userEvent.clear(within(rows[1]!).getByLabelText('Weight (kg)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and mark Completed' }));
    expect(await screen.findByText('Enter a weight from 0 to 1000 kg.')).toBeTruthy();
    await userEvent.type(within(rows[1]!).getByLabelText('Weight (kg)'), '14.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save and mark Completed' }));
    expect(await screen.findByText('Choose the material it was recycled as.')).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(within(rows[1]!).getByLabelText('Material'), 'textile');
    await userEvent.click(screen.getByRole('button', { name: 'Save and mark Completed' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')).toBeTruthy());
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/submissions/AB12CD34/outcomes');
    expect(put.body).toEqual({
      expectedStatus: 'Pickup Scheduled',
      complete: true,
      items: [
        { photoId: sheet.items[0]!.photoId, outcome: 'donated', partnerId: charity.id, material: null, weightKg: 8 },
        { photoId: sheet.items[1]!.photoId, outcome: 'recycled', partnerId: null, material: 'textile', weightKg: 14.5 },
      ],
    });
  });

  it('adds a partner, refusing an empty name with the shared rule’s text', async () => {
    const seen = answerFetch((r) =>
      r.method === 'POST'
        ? json(201, { ...charity, id: 'new', ...(r.body as object), itemCount: 0 })
        : json(200, [charity]),
    );
    renderAt('/admin-partners', { '/admin-partners': <PartnersPage /> });
    expect(await screen.findByText('Bahay Kalinga Foundation')).toBeTruthy();
    // A partner that received items can only be made inactive, not removed.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    await userEvent.click(screen.getAllByRole('button', { name: 'Add partner' }).at(-1)!);
    expect(await screen.findByText('Enter the partner’s name.')).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Name'), 'Junkshop ni Mang Ben');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'recycling');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Pasig');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add partner' }).at(-1)!);
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Junkshop ni Mang Ben',
        kind: 'recycling',
        city: 'Pasig',
        active: true,
      }),
    );
  });
});
