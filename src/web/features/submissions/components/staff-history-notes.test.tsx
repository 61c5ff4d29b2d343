import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusHistory } from './review-activity.tsx';

// Issue 40 item 14: staff history read "Submitted → Submitted" for an added photo and
// "Pickup Scheduled → Pickup Scheduled" for a move; it says what happened.
describe('staff history of a change that kept the status', () => {
  it('names the move and the added photo', () => {
    const at = '2026-11-20T02:30:00.000Z';
    render(
      <StatusHistory
        history={[
          { from: null, to: 'Submitted', reason: null, at, by: null, note: 'submitted', params: {} },
          {
            from: 'Submitted',
            to: 'Submitted',
            reason: null,
            at: '2026-11-20T03:30:00.000Z',
            by: null,
            note: 'photoAdded',
            params: { count: 3 },
          },
          {
            from: 'Submitted',
            to: 'Pickup Scheduled',
            reason: null,
            at,
            by: 'Liza Soriano',
            note: 'scheduled',
            params: { date: '2026-12-10', window: '8:00–11:00' },
          },
          {
            from: 'Pickup Scheduled',
            to: 'Pickup Scheduled',
            reason: null,
            at: '2026-11-21T02:30:00.000Z',
            by: null,
            note: 'moved',
            params: { date: '2026-12-12', window: '11:00–14:00' },
          },
        ]}
      />,
    );
    expect(screen.queryByText('Submitted → Submitted')).toBeNull();
    expect(screen.queryByText('Pickup Scheduled → Pickup Scheduled')).toBeNull();
    expect(screen.getByText('Submitted · Photo added (3 in all)')).toBeTruthy();
    expect(screen.getByText(/^Pickup Scheduled · Pickup moved to .*12.*11:00–14:00$/)).toBeTruthy();
    expect(screen.getByText('Submitted → Pickup Scheduled')).toBeTruthy();
  });
});
