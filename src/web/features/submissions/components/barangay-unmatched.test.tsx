import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { setLanguage } from '#src/web/test/http.ts';
import { SubmissionDetailsCard } from './submission-details-card.tsx';

// Issue 37: a barangay typed before the PSGC list that migration 0018 could not match stays as
// typed, and the review page tells staff so, beside the address.

const detail = (barangayUnmatched: boolean): AdminSubmissionDetail => ({
  submission: {
    id: 's1',
    trackingNumber: 'AB12CD34',
    name: 'Lorna Dizon',
    email: 'lorna@example.ph',
    phone: '+639171234567',
    city: 'Quezon City',
    address: '12 Mabini St.',
    barangay: 'Pinyahan QC',
    barangayUnmatched,
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
    event: null,
    eventSlot: null,
    handover: null,
    erasedAfterDays: null,
  },
  photos: [],
  note: null,
  history: [],
  notifications: [],
  allowedStatuses: [],
  nextTrackingNumber: null,
});

describe('the review page and an unmatched barangay', () => {
  afterEach(() => setLanguage());

  it('says the barangay is not on the list, beside the address', () => {
    render(<SubmissionDetailsCard detail={detail(true)} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(
      'The barangay "Pinyahan QC" is not on the official list for Quezon City: check it with the household.',
    );
    expect(note.closest('dd')?.previousElementSibling?.textContent).toBe('Address');
  });

  it('says it in Filipino too', () => {
    setLanguage('fil');
    render(<SubmissionDetailsCard detail={detail(true)} />);
    expect(screen.getByRole('note').textContent).toBe(
      'Wala sa opisyal na listahan ng Quezon City ang barangay na "Pinyahan QC": kumpirmahin ito sa household.',
    );
  });

  it('says nothing when the barangay matched', () => {
    render(<SubmissionDetailsCard detail={detail(false)} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
