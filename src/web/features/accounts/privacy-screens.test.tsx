import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyDataCard } from '#src/web/features/accounts/components/my-data-card.tsx';
import { json, renderAt } from '#src/web/test/render-at.tsx';
import NotMePage from './not-me-page.tsx';

// Issue 26: the "this was not me" page and the profile's "Your data" card, at the HTTP boundary.
describe('privacy screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/not-me/:token changes nothing until the button, then undoes the claim', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { trackingNumber: 'AB12CD34', message: 'done' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/not-me/tok_abcdefghijklmnopqrstuvwxyz012345', { '/not-me/:token': <NotMePage /> });
    expect(screen.getByRole('heading', { name: 'Was this you?' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'This was not me' }));
    expect(
      await screen.findByText('The request is no longer linked to that account, and our team has been told.'),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/claims/not-me');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok_abcdefghijklmnopqrstuvwxyz012345' });
  });

  it('says when the link is not valid any more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: 'NOT_FOUND', message: 'nope' })),
    );
    renderAt('/not-me/tok_abcdefghijklmnopqrstuvwxyz012345', { '/not-me/:token': <NotMePage /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'This was not me' }));
    expect(await screen.findByText('This link is not valid any more')).toBeTruthy();
  });

  it('offers the download, and asks for the password before deleting the account', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(403, { error: 'FORBIDDEN', message: 'wrong' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/profile', { '/profile': <MyDataCard /> });
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/me/data');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account for good' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByLabelText('Your password, to confirm'), 'not my password');
    await user.click(confirm);
    expect(await screen.findByText('That password is not right. Your account was not deleted.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/me/delete-account');
  });
});
