import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupSetup } from '#src/shared/scheduling/pickup-slots.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import PickupWindowsPage from './pickup-windows-page.tsx';

const routes = { '/admin-pickup-windows': <PickupWindowsPage /> };

const setup: PickupSetup = {
  windows: [
    { id: 'w1', weekday: 1, startsAt: '08:00', endsAt: '11:00', label: '8:00–11:00', capacity: 10, active: true },
    { id: 'w2', weekday: 1, startsAt: '11:00', endsAt: '14:00', label: '11:00–14:00', capacity: 10, active: true },
  ],
  dayLimits: [
    {
      id: 'l1',
      date: '2026-12-25',
      city: null,
      windowId: null,
      windowLabel: null,
      capacity: 0,
      reason: 'Christmas',
    },
  ],
};

describe('Pickup windows page (issue 15)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('changes a window’s capacity and closes a day for every city', async () => {
    const seen = answerFetch((r) => {
      if (r.method === 'PATCH') return json(200, { ...setup.windows[0], capacity: 4 });
      if (r.method === 'POST') {
        return json(201, { id: 'l2', windowLabel: null, reason: null, ...(r.body as object) });
      }
      return json(200, setup);
    });
    renderAt('/admin-pickup-windows', routes);
    expect(await screen.findByText('Fri, Dec 25, 2026')).toBeTruthy();
    expect(screen.getByText('closed')).toBeTruthy();

    const capacity = screen.getByLabelText('Pickups per city, Monday 8:00–11:00');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '4');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({ capacity: 4 }));
    expect(seen.find((r) => r.method === 'PATCH')?.url).toBe('/api/admin/pickup-windows/w1');

    const date = screen.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-30');
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Rizal Day');
    await userEvent.click(screen.getByRole('button', { name: 'Close or limit the day' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        date: '2026-12-30',
        city: null,
        windowId: null,
        capacity: 0,
        reason: 'Rizal Day',
      }),
    );
  });

  it('explains a window that ends before it starts, without asking the server', async () => {
    const seen = answerFetch(() => json(200, setup));
    renderAt('/admin-pickup-windows', routes);
    const ends = await screen.findByLabelText('Ends');
    await userEvent.clear(ends);
    await userEvent.type(ends, '16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add a window' }));
    expect(await screen.findByText('The window must end after it starts')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('suspends a typhoon day after asking, says what it did, and lists how many have not answered', async () => {
    const suspension = {
      id: 's1',
      date: '2026-12-28',
      reason: 'PAGASA Signal No. 2',
      cities: null,
      asked: 3,
      unanswered: 3,
    };
    let suspended = false;
    const seen = answerFetch((r) => {
      if (r.url === '/api/admin/pickup-suspensions' && r.method === 'POST') {
        suspended = true;
        return json(200, { suspension, moved: 3, sent: 3 });
      }
      if (r.url === '/api/admin/pickup-suspensions') return json(200, { suspensions: suspended ? [suspension] : [] });
      if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
      return json(200, setup);
    });
    renderAt('/admin-pickup-windows', routes);
    expect(await screen.findByText('No day is suspended.')).toBeTruthy();
    const date = screen.getByLabelText('Date to suspend');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-28');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend the day' }));
    // Nothing is sent before staff confirm: each household gets an SMS.
    expect(await screen.findByText('Please give a reason, e.g. PAGASA Signal No. 2')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason (goes into the SMS)'), 'PAGASA Signal No. 2');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the day' });
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the day' }));
    await waitFor(() =>
      // No city ticked: every city.
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        date: '2026-12-28',
        reason: 'PAGASA Signal No. 2',
        cities: null,
      }),
    );
    expect(await screen.findByText('Mon, Dec 28, 2026: 3 pickups need rescheduling, 3 SMS queued.')).toBeTruthy();
    expect(await screen.findByText('3 of 3 still to reschedule')).toBeTruthy();
  });
});
