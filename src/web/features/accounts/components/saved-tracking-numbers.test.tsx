import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { aSavedNumber, meServer } from '#src/web/features/accounts/test/account.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, expectToast, json, renderAt, writes } from '#src/web/test/http.ts';
import { SavedTrackingNumbers } from './saved-tracking-numbers.tsx';

// "My Tracking Numbers" (product.md §2; §5 "Profile tracking number add" and "Dashboard add"): the same
// list on the dashboard and on /profile, with each screen's own words.

const onDashboard = { '/dashboard': <SavedTrackingNumbers variant="dashboard" /> };
const onProfile = { '/profile': <SavedTrackingNumbers variant="profile" /> };
const numberInput = () => screen.getByLabelText('Tracking number') as HTMLInputElement;
const add = () => userEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('saved tracking numbers', () => {
  beforeEach(() => setSessionUser(customerUser));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the saved numbers, each with a link to its tracking page', async () => {
    answerFetch(meServer({ numbers: [aSavedNumber('ZZ99YY88'), aSavedNumber('AB12CD34')] }));
    renderAt('/dashboard', onDashboard);
    const track = await screen.findByRole('link', { name: 'Track ZZ99YY88' });
    expect(track.getAttribute('href')).toBe(trackingResultPath('ZZ99YY88'));
    const items = screen.getAllByRole('listitem').map((item) => within(item).getByText(/^[A-Z0-9]{8}$/).textContent);
    expect(items).toEqual(['ZZ99YY88', 'AB12CD34']);
    expect(screen.getAllByText('Nov 20, 2026, 10:30 AM')).toHaveLength(2);
  });

  it('says when there is nothing saved yet', async () => {
    answerFetch(meServer({ numbers: [] }));
    renderAt('/dashboard', onDashboard);
    expect(
      await screen.findByText('No tracking numbers yet. Add one above, or claim a request you made.'),
    ).toBeTruthy();
  });

  it('refuses a number that is not 8 letters or digits without asking the server', async () => {
    const seen = answerFetch(meServer({}));
    renderAt('/dashboard', onDashboard);
    await userEvent.type(numberInput(), 'AB12');
    await add();
    await expectToast(accountNotices.trackingNumberInvalid.title, accountNotices.trackingNumberInvalid.description);
    expect(numberInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(accountNotices.trackingNumberInvalid.description).length).toBeGreaterThan(0);
    expect(writes(seen)).toEqual([]);
  });

  it('adds a number upper-cased, lists it and empties the field', async () => {
    const seen = answerFetch(meServer({ numbers: [] }));
    renderAt('/dashboard', onDashboard);
    // The field takes at most 8 characters (product.md §5).
    await userEvent.type(numberInput(), 'ab12cd345');
    expect(numberInput().value).toBe('ab12cd34');
    await add();

    await expectToast(accountNotices.trackingNumberAdded.title, accountNotices.trackingNumberAdded.description);
    expect(writes(seen)).toEqual([
      { url: '/api/me/tracking-numbers', method: 'POST', body: { trackingNumber: 'AB12CD34', variant: 'dashboard' } },
    ]);
    expect(await screen.findByRole('link', { name: 'Track AB12CD34' })).toBeTruthy();
    expect(numberInput().value).toBe('');
  });

  it('calls a number already in the list "Already Added" on the dashboard', async () => {
    answerFetch(
      meServer({}, (request) =>
        request.method === 'POST'
          ? json(409, { error: 'DUPLICATE', message: accountNotices.trackingNumberAlreadyAdded.description })
          : undefined,
      ),
    );
    renderAt('/dashboard', onDashboard);
    await userEvent.type(numberInput(), 'AB12CD34');
    await add();
    await expectToast('Already Added', accountNotices.trackingNumberAlreadyAdded.description);
    expect(numberInput().value).toBe('AB12CD34');
  });

  it('calls it "Duplicate Tracking Number" on /profile, and names a number no request has', async () => {
    let answer = json(409, { error: 'DUPLICATE', message: accountNotices.trackingNumberDuplicate.description });
    const seen = answerFetch(meServer({}, (request) => (request.method === 'POST' ? answer : undefined)));
    renderAt('/profile', onProfile);
    await userEvent.type(numberInput(), 'AB12CD34');
    await add();
    await expectToast('Duplicate Tracking Number', accountNotices.trackingNumberDuplicate.description);
    expect(writes(seen)[0]?.body).toEqual({ trackingNumber: 'AB12CD34', variant: 'profile' });

    answer = json(404, { error: 'NOT_FOUND', message: accountNotices.trackingNumberUnknown.description });
    await add();
    await expectToast(accountNotices.trackingNumberUnknown.title, accountNotices.trackingNumberUnknown.description);
    expect(screen.getAllByText(accountNotices.trackingNumberUnknown.description).length).toBeGreaterThan(0);
  });

  it('deletes a number from the dashboard and lists the rest', async () => {
    const seen = answerFetch(meServer({ numbers: [aSavedNumber('ZZ99YY88'), aSavedNumber('AB12CD34')] }));
    renderAt('/dashboard', onDashboard);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ZZ99YY88' }));
    await expectToast(accountNotices.trackingNumberRemoved.title, accountNotices.trackingNumberRemoved.description);
    expect(writes(seen)).toEqual([{ url: '/api/me/tracking-numbers/ZZ99YY88', method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('ZZ99YY88')).toBeNull());
    expect(screen.getByText('AB12CD34')).toBeTruthy();
  });

  it('offers View and Remove on /profile, with its own toast', async () => {
    answerFetch(meServer({ numbers: [aSavedNumber('AB12CD34')] }));
    renderAt('/profile', onProfile);
    expect((await screen.findByRole('link', { name: 'View AB12CD34' })).getAttribute('href')).toBe(
      trackingResultPath('AB12CD34'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove AB12CD34' }));
    await expectToast('Tracking Number Removed', accountNotices.profileTrackingNumberRemoved.description);
  });

  it('says when a delete failed and keeps the number', async () => {
    answerFetch(
      meServer({ numbers: [aSavedNumber('AB12CD34')] }, (request) =>
        request.method === 'DELETE' ? json(500, { error: 'INTERNAL', message: 'down' }) : undefined,
      ),
    );
    renderAt('/dashboard', onDashboard);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete AB12CD34' }));
    await expectToast(
      accountNotices.trackingNumberRemoveFailed.title,
      accountNotices.trackingNumberRemoveFailed.description,
    );
    expect(screen.getByText('AB12CD34')).toBeTruthy();
  });

  it('offers to try again when the list does not load', async () => {
    let fail = true;
    answerFetch(
      meServer({ numbers: [aSavedNumber('AB12CD34')] }, (request) =>
        fail && request.method === 'GET' ? json(500, { error: 'INTERNAL', message: 'down' }) : undefined,
      ),
    );
    renderAt('/dashboard', onDashboard);
    expect(await screen.findByText(accountNotices.trackingNumbersLoadFailed.description)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('AB12CD34')).toBeTruthy();
  });
});
