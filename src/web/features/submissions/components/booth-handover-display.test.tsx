import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminSubmissionDetail, AdminSubmissionListItem } from '#src/shared/submissions/review.schema.ts';
import { SubmissionDetailsCard } from './submission-details-card.tsx';
import { SubmissionTable } from './submission-list.tsx';

// Issue 23: staff see which way a booth request's items come: left at the booth in its slot, or
// picked up at home with the address, day and window.

const base: AdminSubmissionDetail = {
  submission: {
    id: 's1',
    trackingNumber: 'AB12CD34',
    name: 'Lorna Dizon',
    email: 'lorna@example.ph',
    phone: '+639171234567',
    city: 'Quezon City',
    address: '',
    barangay: '',
    landmark: null,
    postalCode: null,
    pickupDate: null,
    pickupTime: null,
    pickupWindowId: null,
    needsRescheduleSince: null,
    pickupTruckId: null,
    status: 'Submitted',
    statusReason: null,
    photoCount: 1,
    createdAt: '2026-11-20T02:30:00.000Z',
    updatedAt: '2026-11-20T02:30:00.000Z',
    event: { slug: 'sm-north', venue: 'SM North EDSA' },
    eventSlot: '2026-12-05 10:00-12:00',
    handover: 'booth',
    erasedAfterDays: null,
  },
  photos: [],
  note: null,
  history: [],
  notifications: [],
  allowedStatuses: [],
  nextTrackingNumber: null,
};
const rowText = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const listItem = (changes: Partial<AdminSubmissionListItem>): AdminSubmissionListItem => ({
  trackingNumber: 'AB12CD34',
  name: 'Lorna Dizon',
  city: 'Quezon City',
  status: 'Submitted',
  createdAt: '2026-11-20T02:30:00.000Z',
  pickupDate: null,
  pickupTime: null,
  photoCount: 1,
  thumbUrl: null,
  eventVenue: 'SM North EDSA',
  erasedAfterDays: null,
  ...changes,
});

describe('a booth request on the staff screens', () => {
  it('review: left at the booth shows the venue and the slot, and no pickup', () => {
    render(<SubmissionDetailsCard detail={base} />);
    expect(rowText('Event')).toBe('SM North EDSA');
    expect(rowText('Hand-over')).toBe('Left at the booth · Sat, Dec 5, 2026 · 10:00–12:00');
    expect(screen.queryByText('Pickup', { selector: 'dt' })).toBeNull();
  });

  it('review: a pickup from home shows the address and the day with its window', () => {
    render(
      <SubmissionDetailsCard
        detail={{
          ...base,
          submission: {
            ...base.submission,
            handover: 'pickup',
            eventSlot: null,
            city: 'Makati',
            address: '12 Mabini St.',
            barangay: 'Poblacion',
            pickupDate: '2026-12-07',
            pickupTime: '8:00 AM – 11:00 AM',
          },
        }}
      />,
    );
    expect(rowText('Hand-over')).toBe('Pickup from home');
    expect(rowText('Address')).toContain('12 Mabini St., Poblacion');
    expect(rowText('Pickup')).toBe('Mon, Dec 7, 2026 · 8:00 AM – 11:00 AM');
  });

  it('dashboard: each way with its slot, or its street, day and window', () => {
    render(
      <MemoryRouter>
        <SubmissionTable
          items={[
            listItem({ handover: 'booth', eventSlot: '2026-12-05 10:00-12:00' }),
            listItem({
              trackingNumber: 'EF56GH78',
              handover: 'pickup',
              address: '12 Mabini St.',
              pickupDate: '2026-12-07',
              pickupTime: '8:00 AM – 11:00 AM',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Left at the booth · Sat, Dec 5, 2026 · 10:00–12:00')).toBeTruthy();
    expect(screen.getByText('Pickup from home · 12 Mabini St. · Mon, Dec 7, 2026 · 8:00 AM – 11:00 AM')).toBeTruthy();
  });
});
