import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { setLanguage } from '#src/web/test/http.ts';
import { SubmissionDetailsCard } from './submission-details-card.tsx';

// Issue 37: staff see the household's pin on the review page. The "Map" link opens the pin when the
// request has one (the same URL as the crew's stop), and searches the address otherwise.

const detail = (pin: { lat: number; lng: number } | null): AdminSubmissionDetail => ({
  submission: {
    id: 's1',
    trackingNumber: 'AB12CD34',
    name: 'Lorna Dizon',
    email: 'lorna@example.ph',
    phone: '+639171234567',
    city: 'Quezon City',
    address: '12 Mabini St.',
    barangay: 'Pinyahan',
    landmark: 'Blue gate',
    postalCode: null,
    pin,
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

describe('the review page’s map link', () => {
  afterEach(() => setLanguage());

  it('opens the household’s pin when the request has one', () => {
    render(<SubmissionDetailsCard detail={detail({ lat: 14.642, lng: 121.047 })} />);
    const link = screen.getByRole('link', { name: 'Open the household’s pin' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=14.642,121.047');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('dd')?.previousElementSibling?.textContent).toBe('Map');
  });

  it('searches the address when there is no pin', () => {
    render(<SubmissionDetailsCard detail={detail(null)} />);
    const link = screen.getByRole('link', { name: 'Search the address (no pin)' });
    expect(link.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Mabini St., Pinyahan, Quezon City, Blue gate')}`,
    );
  });

  it('says it in Filipino too', () => {
    setLanguage('fil');
    render(<SubmissionDetailsCard detail={detail({ lat: 14.642, lng: 121.047 })} />);
    expect(screen.getByRole('link', { name: 'Buksan ang pin ng household' })).toBeTruthy();
  });
});
