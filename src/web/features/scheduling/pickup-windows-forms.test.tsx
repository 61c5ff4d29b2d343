import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupSetup } from '#src/shared/scheduling/pickup-slots.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, type SeenRequest, staffUser } from '#src/web/test/http.ts';
import PickupWindowsPage from './pickup-windows-page.tsx';

// The Pickup windows page's two forms and its list of day limits (issue 15), as staff use them:
// a new weekly window, a limit for one city and one window of a day, and taking a limit away.

const routes = { '/admin-pickup-windows': <PickupWindowsPage /> };

const monday = { weekday: 1, active: true, capacity: 10 };
const setup: PickupSetup = {
  windows: [
    { id: 'w1', ...monday, startsAt: '08:00', endsAt: '11:00', label: '8:00–11:00' },
    { id: 'w2', ...monday, startsAt: '11:00', endsAt: '14:00', label: '11:00–14:00', active: false },
    { id: 'w3', weekday: 2, active: true, capacity: 10, startsAt: '14:00', endsAt: '17:00', label: '14:00–17:00' },
  ],
  dayLimits: [
    {
      id: 'l1',
      date: '2026-12-30',
      city: 'Marikina',
      windowId: 'w1',
      windowLabel: '8:00–11:00',
      capacity: 3,
      reason: null,
    },
  ],
};

/** The page's other cards answer empty; `onWrite` answers the form under test. */
function answer(onWrite: (r: SeenRequest) => Response) {
  return answerFetch((r) => {
    if (r.method !== 'GET') return onWrite(r);
    if (r.url === '/api/admin/pickup-suspensions') return json(200, { suspensions: [] });
    if (r.url === '/api/admin/trucks') return json(200, { trucks: [] });
    if (r.url.startsWith('/api/admin/service-area') || r.url.startsWith('/api/service-area')) {
      return json(200, { cities: [], paused: [] });
    }
    return json(200, setup);
  });
}

describe('Pickup windows page: adding windows and limiting days', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('adds a weekly window with its numbers as numbers, says so, and empties the form', async () => {
    const seen = answer((r) => json(201, { id: 'w9', label: '17:00–19:00', active: true, ...(r.body as object) }));
    renderAt('/admin-pickup-windows', routes);
    await userEvent.selectOptions(await screen.findByLabelText('Day of the week'), 'Saturday');
    const capacity = screen.getByLabelText('Pickups per city');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Add a window' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        weekday: 6,
        startsAt: '17:00',
        endsAt: '19:00',
        capacity: 8,
      }),
    );
    expect(seen.find((r) => r.method === 'POST')?.url).toBe('/api/admin/pickup-windows');
    expect(await screen.findByText('Window added')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Pickups per city') as HTMLInputElement).value).toBe('5'));
  });

  it('offers only the open windows of the chosen day, and limits one city and one window', async () => {
    const seen = answer((r) => json(201, { id: 'l2', windowLabel: '8:00–11:00', reason: null, ...(r.body as object) }));
    renderAt('/admin-pickup-windows', routes);
    const date = await screen.findByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-04'); // a Monday
    const windowSelect = screen.getByLabelText('Window');
    const offered = Array.from(windowSelect.querySelectorAll('option')).map((o) => o.textContent);
    // Monday's 11:00–14:00 is switched off and Tuesday's window is another day: neither is offered.
    expect(offered).toEqual(['All windows', '8:00–11:00']);

    await userEvent.selectOptions(screen.getByLabelText('City'), 'Marikina');
    await userEvent.selectOptions(windowSelect, 'w1');
    const most = screen.getByLabelText('Pickups at most (0 closes it)');
    await userEvent.clear(most);
    await userEvent.type(most, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Close or limit the day' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        date: '2027-01-04',
        city: 'Marikina',
        windowId: 'w1',
        capacity: 2,
      }),
    );
    expect(await screen.findByText('Day limit saved')).toBeTruthy();
  });

  it('lists a limit with its city, window and most, removes it, and shows the server’s reason when it cannot', async () => {
    let refuse = true;
    const seen = answer(() => {
      if (refuse) {
        refuse = false;
        return json(409, { error: 'CONFLICT', message: 'Someone changed this limit a moment ago' });
      }
      return new Response(null, { status: 204 });
    });
    renderAt('/admin-pickup-windows', routes);
    expect(await screen.findByText('Wed, Dec 30, 2026')).toBeTruthy();
    expect(screen.getByText('at most 3')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Remove the limit on Wed, Dec 30, 2026' });
    await userEvent.click(remove);
    expect(await screen.findByText('Someone changed this limit a moment ago')).toBeTruthy();
    await userEvent.click(remove);
    expect(await screen.findByText('Day limit removed')).toBeTruthy();
    const deletes = seen.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.url)).toEqual(['/api/admin/pickup-day-limits/l1', '/api/admin/pickup-day-limits/l1']);
  });
});
