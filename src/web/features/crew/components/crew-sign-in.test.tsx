import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewToday } from '#src/shared/crew/crew.schema.ts';
import CrewPage from '#src/web/features/crew/crew-page.tsx';
import { closeCrewDb } from '#src/web/features/crew/lib/crew-store.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, json, renderAt, type SeenRequest } from '#src/web/test/http.ts';

// Issue 40 item 7: a signed-out crew member opening /crew saw the staff page ("Admin Access –
// Staff sign-in", an "E-mail" field) under a red "This screen is for the pickup crew". They now
// sign in on /crew itself, with their mobile number, and their day follows.

const crewUser = { id: 'c1', email: '639175550199@crew.ligpit.invalid', name: 'Mang Ramon', role: 'crew' as const };
const today: CrewToday = { date: '2026-11-27', truck: { id: 't1', name: 'Truck 1' }, stops: [] };
let signedIn = false;
let seen: SeenRequest[] = [];

beforeEach(() => {
  signedIn = false;
  setSessionUser(null);
  seen = answerFetch((request) => {
    if (request.url === '/api/auth/sign-in/email') {
      const body = request.body as { email: string; password: string };
      if (body.email !== crewUser.email || body.password !== 'crew password 1') return json(401, {});
      signedIn = true;
      return json(200, { user: crewUser });
    }
    if (request.url === '/api/auth/get-session') return json(200, signedIn ? { user: crewUser } : null);
    if (request.url === '/api/crew/today') return json(200, today);
    return json(404, {});
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  closeCrewDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ligpit-crew');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
});

describe('signed out on /crew (issue 40 item 7)', () => {
  it('shows the crew’s own sign-in, with a mobile-number field, not the staff page', async () => {
    renderAt('/crew', { '/crew': <CrewPage /> });
    expect(await screen.findByRole('heading', { name: 'Crew sign-in' })).toBeTruthy();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile.getAttribute('type')).toBe('tel');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByText('This screen is for the pickup crew')).toBeNull();
  });

  it('signs in with the mobile number as the crew account, and the day follows', async () => {
    const user = userEvent.setup();
    renderAt('/crew', { '/crew': <CrewPage /> });
    const form = (await screen.findByRole('heading', { name: 'Crew sign-in' })).closest('div')!.parentElement!;
    await user.type(within(form).getByLabelText('Mobile number'), '0917 555 0199');
    await user.type(within(form).getByLabelText('Password'), 'crew password 1');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "Today's stops" })).toBeTruthy();
    expect(seen.find((r) => r.url === '/api/auth/sign-in/email')?.body).toMatchObject({ email: crewUser.email });
  });

  it('refuses a customer account and does not leave it signed in', async () => {
    let customerSignedIn = false;
    const customerSeen = answerFetch((request) => {
      if (request.url === '/api/auth/sign-in/email') {
        customerSignedIn = true;
        return json(200, { user: customerUser });
      }
      if (request.url === '/api/auth/sign-out') {
        customerSignedIn = false;
        return json(200, { success: true });
      }
      if (request.url === '/api/auth/get-session') return json(200, customerSignedIn ? { user: customerUser } : null);
      return json(404, {});
    });
    const user = userEvent.setup();
    renderAt('/crew', { '/crew': <CrewPage /> });
    await user.type(await screen.findByLabelText('Mobile number'), '0917 555 0100');
    await user.type(screen.getByLabelText('Password'), 'customer password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This account is not a crew account')).toBeTruthy();
    expect(customerSeen.some((r) => r.url === '/api/auth/sign-out')).toBe(true);
    // Never, even for a moment, taken for a signed-in customer: the page stays the crew's sign-in
    // and never says "for the pickup crew" as it sends other accounts to the staff page.
    expect(screen.getByRole('heading', { name: 'Crew sign-in' })).toBeTruthy();
    expect(screen.queryByText('This screen is for the pickup crew')).toBeNull();
  });
});
