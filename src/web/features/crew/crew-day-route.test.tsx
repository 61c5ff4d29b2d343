import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewDay, DayStop } from '#src/shared/crew/crew.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import CrewDayPage from './crew-day-page.tsx';

// Issue 37: the staff day view shows each truck's stops in the server's route order, with the km and
// driving estimate, the stops without a pin, and moves a stop up or down within its window.

const stop = (trackingNumber: string, name: string, window: string, extra: Partial<DayStop> = {}): DayStop => ({
  trackingNumber,
  name,
  barangay: 'Pinyahan',
  city: 'Quezon City',
  window,
  status: 'Pickup Scheduled',
  state: 'scheduled',
  loaded: 0,
  total: 1,
  noPin: false,
  byHand: false,
  ...extra,
});

function dayOf(stops: DayStop[], fromDepot = true): CrewDay {
  return {
    date: '2026-12-02',
    trucks: [{ truckId: 't1', truckName: 'Truck 5', crew: [], stops, route: { km: 6.3, minutes: 29, fromDepot } }],
  };
}

const tess = stop('TESS0001', 'Tess Lim', '08:00–11:00');
const pia = stop('PIAA0002', 'Pia Cruz', '08:00–11:00');
const ana = stop('ANAA0003', 'Ana Reyes', '08:00–11:00', { noPin: true });
const bo = stop('BOOO0004', 'Bo Santos', '13:00–16:00');

describe('the staff day view in route order', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the stops in the order the server gives, with the km, the minutes and "No pin"', async () => {
    answerFetch((r) =>
      r.url.startsWith('/api/admin/trucks') ? json(200, { trucks: [] }) : json(200, dayOf([tess, pia, ana, bo])),
    );
    renderAt('/admin/crew/day', { '/admin/crew/day': <CrewDayPage /> });
    const list = within(await screen.findByRole('list', { name: 'Truck 5' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      '1. Tess Lim',
      '2. Pia Cruz',
      '3. Ana Reyes',
      '4. Bo Santos',
    ]);
    expect(screen.getByText('Route: 6.3 km, about 29 min of driving')).toBeTruthy();
    expect(within(items[2]!).getByText('No pin')).toBeTruthy();
    expect(within(items[0]!).queryByText('No pin')).toBeNull();
    // Moves stay within a window: the first can't go up, the last of a window can't go down, a
    // window of one has no buttons.
    expect(within(items[0]!).getByRole<HTMLButtonElement>('button', { name: 'Move Tess Lim up' }).disabled).toBe(true);
    expect(within(items[2]!).getByRole<HTMLButtonElement>('button', { name: 'Move Ana Reyes down' }).disabled).toBe(
      true,
    );
    expect(within(items[3]!).queryByRole('button', { name: 'Move Bo Santos up' })).toBeNull();
  });

  it('says when the truck has no depot yet', async () => {
    answerFetch((r) =>
      r.url.startsWith('/api/admin/trucks') ? json(200, { trucks: [] }) : json(200, dayOf([tess, pia], false)),
    );
    renderAt('/admin/crew/day', { '/admin/crew/day': <CrewDayPage /> });
    expect(await screen.findByText('This truck has no depot yet: counted from the first stop.')).toBeTruthy();
  });

  it('moves a stop up: one PUT with its new place in the window, then shows the server’s answer', async () => {
    let stops = [tess, pia, ana, bo];
    const seen = answerFetch((r) => {
      if (r.url.startsWith('/api/admin/trucks')) return json(200, { trucks: [] });
      if (r.method === 'PUT') {
        stops = [{ ...pia, byHand: true }, { ...tess, byHand: true }, { ...ana, byHand: true }, bo];
        return json(200, dayOf(stops));
      }
      return json(200, dayOf(stops));
    });
    renderAt('/admin/crew/day', { '/admin/crew/day': <CrewDayPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Pia Cruz up' }));
    expect(await screen.findByText('Stop moved')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      { url: '/api/admin/crew/stops/PIAA0002/position', method: 'PUT', body: { position: 1 } },
    ]);
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Truck 5' })).getAllByRole('listitem');
      expect(items[0]!.querySelector('p')!.textContent).toBe('1. Pia Cruz');
    });
    expect(screen.getAllByText('Placed by staff')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Move Pia Cruz down' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(seen.filter((r) => r.method === 'PUT')[1]!.body).toEqual({ position: 2 });
  });
});
