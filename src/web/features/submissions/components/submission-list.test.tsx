import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSubmissionListItem } from '#src/shared/submissions/review.schema.ts';
import { renderAt } from '#src/web/test/render-at.tsx';
import { SubmissionTable } from './submission-list.tsx';

// Issue 24: below 640 px the staff table becomes cards: tracking number, name, status and the
// action stay on screen, nothing scrolls sideways.

const item: AdminSubmissionListItem = {
  trackingNumber: 'AB12CD34',
  erasedAfterDays: null,
  name: 'Maria Santos',
  city: 'Makati',
  status: 'Submitted',
  createdAt: '2026-11-20T02:30:00.000Z',
  pickupDate: null,
  pickupTime: null,
  photoCount: 1,
  thumbUrl: '/api/admin/photos/p1/thumb',
  eventVenue: null,
};

function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width: 639'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('SubmissionTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a table on a wide screen', () => {
    screenWidth(false);
    renderAt('/', { '/': <SubmissionTable items={[item]} /> });
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('is cards on a phone, with the number, name, status and the action', () => {
    screenWidth(true);
    renderAt('/', { '/': <SubmissionTable items={[item]} /> });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('AB12CD34')).toBeTruthy();
    expect(screen.getByText('Maria Santos')).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.getByText('Makati · 1 photo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details of AB12CD34' }).getAttribute('href')).toBe(
      '/admin-to-review/AB12CD34',
    );
  });
});
