import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { claimsApi } from '#src/shared/accounts/paths.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import { MyDataCard } from '#src/web/features/accounts/components/my-data-card.tsx';
import { refusal } from '#src/web/test/handlers/accounts.ts';
import { renderAt, seenRequests, server } from '#src/web/test/http.ts';
import NotMePage from './not-me-page.tsx';

// Issue 26: the "this was not me" page and the profile's "Your data" card, at the HTTP boundary.
describe('privacy screens', () => {
  it('/not-me/:token changes nothing until the button, then undoes the claim', async () => {
    const seen = seenRequests();
    renderAt('/not-me/tok_abcdefghijklmnopqrstuvwxyz012345', { '/not-me/:token': <NotMePage /> });
    expect(screen.getByRole('heading', { name: 'Was this you?' })).toBeTruthy();
    expect(seen).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'This was not me' }));
    expect(
      await screen.findByText('The request is no longer linked to that account, and our team has been told.'),
    ).toBeTruthy();
    expect(seen).toEqual([
      { url: '/api/claims/not-me', method: 'POST', body: { token: 'tok_abcdefghijklmnopqrstuvwxyz012345' } },
    ]);
  });

  it('says when the link is not valid any more', async () => {
    server.use(http.post(claimsApi.notMe, () => refusal(404, 'NOT_FOUND', 'nope')));
    renderAt('/not-me/tok_abcdefghijklmnopqrstuvwxyz012345', { '/not-me/:token': <NotMePage /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'This was not me' }));
    expect(await screen.findByText('This link is not valid any more')).toBeTruthy();
  });

  it('offers the download, and asks for the password before deleting the account', async () => {
    server.use(http.post(privacyApi.deleteAccount, () => refusal(403, 'FORBIDDEN', 'wrong')));
    const seen = seenRequests();
    renderAt('/profile', { '/profile': <MyDataCard /> });
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/me/data');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account for good' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByLabelText('Your password, to confirm'), 'not my password');
    await user.click(confirm);
    expect(await screen.findByText('That password is not right. Your account was not deleted.')).toBeTruthy();
    expect(seen).toEqual([{ url: '/api/me/delete-account', method: 'POST', body: { password: 'not my password' } }]);
  });
});
