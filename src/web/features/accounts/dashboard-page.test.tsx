import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { aMySubmission, aProfile, aSavedNumber, meServer } from '#src/web/features/accounts/test/account.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, expectToast, json, renderAt, staffUser } from '#src/web/test/http.ts';
import DashboardPage from './dashboard-page.tsx';

// /dashboard (product.md §2 "Dashboard"): the welcome, and the tabs My Tracking Numbers, My Submissions
// and Claim Tracking, the chosen one kept in the address.

const routes = { '/dashboard': <DashboardPage /> };
const where = () => screen.getByTestId('where').textContent;

describe('/dashboard', () => {
  beforeEach(() => setSessionUser(customerUser));
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes the customer by first name and opens on the saved tracking numbers', async () => {
    answerFetch(meServer({ profile: aProfile({ firstName: 'Juana' }), numbers: [aSavedNumber('AB12CD34')] }));
    renderAt('/dashboard', routes);
    expect(await screen.findByRole('heading', { name: 'Welcome, Juana!' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Tracking Numbers', selected: true })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Track AB12CD34' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile');
    // Issue 24: a new request starts from here too.
    expect(screen.getByRole('link', { name: 'New request' }).getAttribute('href')).toBe('/login-upload');
  });

  it('welcomes by the part of the e-mail before the at-sign when there is no first name', async () => {
    answerFetch(meServer({ profile: aProfile({ firstName: '' }) }));
    renderAt('/dashboard', routes);
    expect(await screen.findByRole('heading', { name: 'Welcome, juan!' })).toBeTruthy();
  });

  it('lists the requests this account owns, each with its status and a link to its details', async () => {
    answerFetch(
      meServer({
        submissions: [
          aMySubmission({ review: 'reviewing', verdicts: null }),
          aMySubmission({
            trackingNumber: 'EV12NT34',
            kind: 'event',
            eventSlug: 'sm-aura',
            status: 'Completed',
            city: 'Taguig',
            review: 'done',
            verdicts: { taken: 2, refused: 1 },
          }),
        ],
      }),
    );
    renderAt('/dashboard', routes);
    await userEvent.click(screen.getByRole('tab', { name: 'My Submissions' }));
    expect(where()).toBe('/dashboard?tab=submissions');

    const regular = (await screen.findByRole('link', { name: 'View Details AB12CD34' })).closest('li')!;
    expect(within(regular).getByText('Processing')).toBeTruthy();
    expect(within(regular).getByText('Pasig')).toBeTruthy();
    expect(within(regular).getByText('Nov 20, 2026, 10:30 AM')).toBeTruthy();
    expect(within(regular).getByRole('link').getAttribute('href')).toBe(trackingResultPath('AB12CD34'));
    // Issue 27: the verdicts in short, or that the team is reviewing.
    expect(within(regular).getByText('Our team is reviewing your items')).toBeTruthy();
    const reviewed = screen.getByRole('link', { name: 'View Details EV12NT34' }).closest('li')!;
    expect(within(reviewed).getByText("Items: 2 we'll take, 1 we can't take")).toBeTruthy();
    expect(within(reviewed).queryByText('Our team is reviewing your items')).toBeNull();
    // An event request's details are on its event's tracking page.
    expect(screen.getByRole('link', { name: 'View Details EV12NT34' }).getAttribute('href')).toBe(
      trackingResultPath('EV12NT34', 'sm-aura'),
    );
  });

  it('says when there are no requests yet, and when they do not load', async () => {
    let fail = false;
    answerFetch(
      meServer({ submissions: [] }, (request) =>
        fail && request.url === '/api/me/submissions' ? json(500, { error: 'INTERNAL', message: 'down' }) : undefined,
      ),
    );
    const first = renderAt('/dashboard?tab=submissions', routes);
    expect(await screen.findByText(/No requests yet/)).toBeTruthy();
    first.unmount();

    fail = true;
    renderAt('/dashboard?tab=submissions', routes);
    expect(await screen.findByText(accountNotices.submissionsLoadFailed.description)).toBeTruthy();
  });

  it('opens the tab named in the address, and moves between tabs with the arrow keys', async () => {
    answerFetch(meServer({}));
    renderAt('/dashboard?tab=claim', routes);
    expect(screen.getByRole('tab', { name: 'Claim Tracking', selected: true })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    screen.getByRole('tab', { name: 'Claim Tracking' }).focus();
    await userEvent.keyboard('{Home}');
    expect(where()).toBe('/dashboard?tab=numbers');
    expect(screen.getByRole('tab', { name: 'My Tracking Numbers', selected: true })).toBeTruthy();
  });

  it('says when a confirmation link did not work, and takes the error out of the address', async () => {
    answerFetch(meServer({}));
    renderAt('/dashboard?error=INVALID_TOKEN', routes);
    await expectToast(accountNotices.verificationLinkInvalid.title, accountNotices.verificationLinkInvalid.description);
    await waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it('sends staff to the admin dashboard', async () => {
    setSessionUser(staffUser);
    answerFetch(meServer({}));
    renderAt('/dashboard', routes);
    await waitFor(() => expect(where()).toBe('/admin-dashboard'));
  });
});
