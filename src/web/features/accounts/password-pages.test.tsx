import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { passwordMessages } from '#src/shared/accounts/account.schema.ts';
import { renderAt, seenRequests } from '#src/web/test/http.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

// The auth API is the shared handlers' (test/handlers/accounts.ts); the tests read what the page sent.

const routes = { '/forgot-password': <ForgotPasswordPage />, '/reset-password': <ResetPasswordPage /> };

describe('forgot password', () => {
  it('checks the address, asks for the link, and says the same whether or not it has an account', async () => {
    const seen = seenRequests();
    renderAt('/forgot-password', routes);
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(passwordMessages.emailInvalid)).toBeTruthy();
    expect(seen).toEqual([]);

    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'staff@ligpit.ph');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText(/If an account uses staff@ligpit\.ph, we sent it a link/)).toBeTruthy();
    expect(seen).toEqual([
      {
        url: '/api/auth/request-password-reset',
        method: 'POST',
        body: { email: 'staff@ligpit.ph', redirectTo: '/reset-password' },
      },
    ]);
  });
});

describe('reset password', () => {
  it('refuses a link without a token and offers a new one', () => {
    renderAt('/reset-password?error=INVALID_TOKEN', routes);
    expect(screen.getByText('This reset link is not valid any more')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('checks that both passwords match, saves, and then offers sign-in', async () => {
    const seen = seenRequests();
    renderAt('/reset-password?token=abc123', routes);
    await userEvent.type(screen.getByLabelText('New password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'correct hose');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(passwordMessages.mismatch)).toBeTruthy();
    expect(seen).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Staff sign-in' }).getAttribute('href')).toBe('/admin-access');
    expect(seen).toEqual([
      {
        url: '/api/auth/reset-password',
        method: 'POST',
        body: { newPassword: 'correct horse', token: 'abc123' },
      },
    ]);
  });
});
