import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewDay, DayStop } from '#src/shared/crew/crew.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import CrewDayPage from './crew-day-page.tsx';

// Issue 40 item 6, second half (decision 089): a stop already scheduled sat under "No truck" and
// could only be moved by rescheduling it. The day view puts it on a truck by itself: one PUT with
// the truck the screen showed, then the day is read again.

const ana: DayStop = {
  trackingNumber: 'AAAA1111',
  name: 'Ana Reyes',
  barangay: 'Kapitolyo',
  city: 'Pasig',
  window: '8:00–11:00',
  status: 'Pickup Scheduled',
  state: 'scheduled',
  loaded: 0,
  total: 2,
  noPin: false,
  byHand: false,
};
const ben: DayStop = { ...ana, trackingNumber: 'BBBB2222', name: 'Ben Cruz', status: 'Arrived', state: 'arrived' };
const trucks = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Truck 1', plateEnding: 5 },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Truck 2', plateEnding: 7 },
];

function dayWith(anaOn: string | null): CrewDay {
  return {
    date: '2026-12-07',
    trucks: [
      ...trucks.map((t) => ({
        truckId: t.id,
        truckName: t.name,
        crew: [],
        stops: [...(t.id === trucks[0]!.id ? [ben] : []), ...(anaOn === t.id ? [ana] : [])],
        route: null,
      })),
      ...(anaOn === null ? [{ truckId: null, truckName: null, crew: [], stops: [ana], route: null }] : []),
    ],
  };
}

describe('staff: a scheduled stop onto a truck from the day view (issue 40 item 6)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('puts a stop under "No truck" on Truck 2 without rescheduling it, and the day shows it there', async () => {
    let anaOn: string | null = null;
    const seen = answerFetch((r) => {
      if (r.url.startsWith('/api/admin/trucks')) return json(200, { trucks });
      if (r.method === 'PUT') {
        anaOn = (r.body as { truckId: string | null }).truckId;
        return json(200, { trackingNumber: 'AAAA1111', truckId: anaOn, truckName: 'Truck 2' });
      }
      return json(200, dayWith(anaOn));
    });
    renderAt('/admin/crew/day', { '/admin/crew/day': <CrewDayPage /> });
    expect(await screen.findByText(/does not move the pickup or message the household/)).toBeTruthy();
    const loose = within(await screen.findByRole('list', { name: 'No truck' }));
    const select = loose.getByRole('combobox', { name: 'Truck for Ana Reyes' });
    // Only a stop still waiting for its truck may change trucks: not one the crew reached.
    expect(screen.queryByRole('combobox', { name: 'Truck for Ben Cruz' })).toBeNull();

    await userEvent.selectOptions(select, 'Truck 2');
    const truck2 = within(await screen.findByRole('list', { name: 'Truck 2' }));
    expect(await truck2.findByText('Ana Reyes')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'No truck' })).toBeNull();
    const puts = seen.filter((r) => r.method === 'PUT');
    expect(puts).toEqual([
      {
        url: '/api/admin/crew/stops/AAAA1111/truck',
        method: 'PUT',
        body: { truckId: trucks[1]!.id, expectedTruckId: null },
      },
    ]);
    // Nothing else was written: no status change (the "Reschedule Pickup" path).
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('after a refusal (someone moved the stop meanwhile) reads the day again and shows where it is', async () => {
    let anaOn: string | null = null;
    answerFetch((r) => {
      if (r.url.startsWith('/api/admin/trucks')) return json(200, { trucks });
      if (r.method === 'PUT') {
        anaOn = trucks[0]!.id; // the other staff member's choice
        return json(409, {
          error: 'STALE_STATUS',
          message: 'Someone else moved this stop meanwhile. The day view now shows where it is.',
          key: 'crew.stopTruckStale',
        });
      }
      return json(200, dayWith(anaOn));
    });
    renderAt('/admin/crew/day', { '/admin/crew/day': <CrewDayPage /> });
    const loose = within(await screen.findByRole('list', { name: 'No truck' }));
    await userEvent.selectOptions(loose.getByRole('combobox', { name: 'Truck for Ana Reyes' }), 'Truck 2');
    const truck1 = within(await screen.findByRole('list', { name: 'Truck 1' }));
    expect(await truck1.findByText('Ana Reyes')).toBeTruthy();
    const select = truck1.getByRole('combobox', { name: 'Truck for Ana Reyes' }) as HTMLSelectElement;
    expect(select.value).toBe(trucks[0]!.id);
  });
});
