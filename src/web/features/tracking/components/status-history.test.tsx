import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '#src/web/test/http.ts';
import { StatusHistory } from './status-history.tsx';

// Issue 24: each history line says what happened, in the visitor's language; none repeats
// "Submitted" after a move or a photo.

const lines = [
  { status: 'Submitted', at: '2026-11-20T02:30:00.000Z', note: 'submitted', params: {} },
  {
    status: 'Submitted',
    at: '2026-11-21T02:30:00.000Z',
    note: 'moved',
    params: { date: '2026-12-10', window: '8:00–11:00' },
  },
  { status: 'Submitted', at: '2026-11-21T03:30:00.000Z', note: 'photoAdded', params: { count: 2 } },
  { status: 'Submitted', at: '2026-11-21T04:30:00.000Z', note: 'photoRemoved', params: { count: 1 } },
  {
    status: 'Pickup Scheduled',
    at: '2026-11-22T04:30:00.000Z',
    note: 'scheduled',
    params: { date: '2026-12-10', window: '8:00–11:00' },
  },
  { status: 'Pickup Scheduled', at: '2026-12-10T00:30:00.000Z', note: 'onTheWay', params: { minutes: 20 } },
  { status: 'Completed', at: '2026-12-10T01:30:00.000Z', note: null, params: {} },
] as const;

const texts = () => screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);

describe('StatusHistory', () => {
  afterEach(() => setLanguage());

  it('says what happened on each line, newest first', () => {
    render(<StatusHistory history={lines.map((l) => ({ ...l, params: { ...l.params } }))} />);
    expect(texts()).toEqual([
      'Picked up and completed',
      'Our crew is on the way (about 20 minutes)',
      'Pickup scheduled for Thu, Dec 10, 2026, 8:00–11:00',
      'Photo removed (1 left)',
      'Photo added (2 in all)',
      'Pickup moved to Thu, Dec 10, 2026, 8:00–11:00',
      'Request submitted',
    ]);
  });

  it('in Filipino', () => {
    setLanguage('fil');
    render(<StatusHistory history={lines.map((l) => ({ ...l, params: { ...l.params } }))} />);
    const shown = texts();
    expect(shown[0]).toBe('Nakuha na at tapos na');
    expect(shown[5]).toMatch(/^Inilipat ang pickup sa Huw/);
    expect(shown[6]).toBe('Naisumite ang request');
  });
});
