import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewDay } from '#src/shared/crew/crew.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import AdminCrewPage from './admin-crew-page.tsx';
import CrewDayPage from './crew-day-page.tsx';

// The staff's crew pages (issue 27) against the fetch boundary.

const routes = { '/admin/crew': <AdminCrewPage />, '/admin/crew/day': <CrewDayPage /> };

// A truck's id as the server makes it (the form checks it against the shared schema).
const truckOne = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('staff: crew accounts and the crew’s day', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('creates a crew account with a mobile number and assigns it truck 1 for the day', async () => {
    const user = userEvent.setup();
    const crew = [{ id: 'c1', name: 'Mang Ramon', login: '+63 9175550199' }];
    const seen = answerFetch((r) => {
      if (r.url.startsWith('/api/admin/trucks'))
        return json(200, { trucks: [{ id: truckOne, name: 'Truck 1', plateEnding: 1 }] });
      if (r.method === 'POST' && r.url === '/api/admin/crew') return json(201, crew[0]);
      if (r.method === 'POST' && r.url === '/api/admin/crew/assignments') {
        return json(201, {
          id: 'a1',
          userId: 'c1',
          name: 'Mang Ramon',
          truckId: truckOne,
          truckName: 'Truck 1',
          date: '2026-11-27',
        });
      }
      return json(200, { crew, assignments: [] });
    });
    renderAt('/admin/crew', routes);
    await user.type(await screen.findByLabelText('Name'), 'Mang Ramon');
    await user.type(screen.getByLabelText('E-mail or mobile number'), '0917 555 0199');
    await user.type(screen.getByLabelText('Password'), 'trak-isa-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST' && r.url === '/api/admin/crew')?.body).toEqual({
        name: 'Mang Ramon',
        login: '0917 555 0199',
        password: 'trak-isa-2026',
      }),
    );
    expect(await screen.findByText('Crew account created for Mang Ramon')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Crew member'), 'c1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Truck 1' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Truck'), truckOne);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url === '/api/admin/crew/assignments')?.body).toMatchObject({
        userId: 'c1',
        truckId: truckOne,
      }),
    );
  });

  it('asks for a crew member and a truck before assigning, and sends nothing', async () => {
    const user = userEvent.setup();
    const seen = answerFetch((request) =>
      request.url.startsWith('/api/admin/trucks')
        ? json(200, { trucks: [{ id: truckOne, name: 'Truck 1', plateEnding: 1 }] })
        : json(200, { crew: [{ id: 'c1', name: 'Mang Ramon', login: '+639175550199' }], assignments: [] }),
    );
    renderAt('/admin/crew', routes);
    // The placeholders say the same words; the refusals are the alerts under the two fields.
    const refusals = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(refusals()).toEqual(['Choose a crew member', 'Choose a truck']));
    expect(screen.getByLabelText('Crew member').getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Crew member'), 'c1');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(refusals()).toEqual(['Choose a truck']));
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('refuses a login that is neither an e-mail nor a PH mobile number, before sending', async () => {
    const user = userEvent.setup();
    const seen = answerFetch(() => json(200, { crew: [], assignments: [], trucks: [] }));
    renderAt('/admin/crew', routes);
    await user.type(await screen.findByLabelText('Name'), 'Mang Ramon');
    await user.type(screen.getByLabelText('E-mail or mobile number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'trak-isa-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter an e-mail address or a PH mobile number')).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('the day view shows each truck’s stops and their state as the crew records it', async () => {
    const day: CrewDay = {
      date: '2026-11-27',
      trucks: [
        {
          truckId: 't1',
          truckName: 'Truck 1',
          crew: ['Mang Ramon'],
          stops: [
            {
              trackingNumber: 'AAAA1111',
              name: 'Ana Reyes',
              barangay: 'Kapitolyo',
              city: 'Pasig',
              window: '8:00–11:00',
              status: 'Arrived',
              state: 'arrived',
              loaded: 1,
              total: 2,
              noPin: false,
              byHand: false,
            },
            {
              trackingNumber: 'BBBB2222',
              name: 'Ben Cruz',
              barangay: 'Oranbo',
              city: 'Pasig',
              window: '11:00–14:00',
              status: 'Pickup Scheduled',
              state: 'nobody-home',
              loaded: 0,
              total: 1,
              noPin: false,
              byHand: false,
            },
          ],
          route: { km: 4.2, minutes: 20, fromDepot: true },
        },
        { truckId: 't2', truckName: 'Truck 2', crew: [], stops: [], route: null },
      ],
    };
    answerFetch((r) => (r.url.startsWith('/api/admin/trucks') ? json(200, { trucks: [] }) : json(200, day)));
    renderAt('/admin/crew/day', routes);
    const truck1 = within(await screen.findByRole('list', { name: 'Truck 1' }));
    const [ana, ben] = truck1.getAllByRole('listitem');
    expect(within(ana!).getByText('Arrived')).toBeTruthy();
    expect(within(ana!).getByText('1 of 2 loaded')).toBeTruthy();
    expect(within(ben!).getByText('Nobody home')).toBeTruthy();
    expect(screen.getByText('Crew: Mang Ramon')).toBeTruthy();
    expect(screen.getByText('No crew assigned')).toBeTruthy();
  });
});
