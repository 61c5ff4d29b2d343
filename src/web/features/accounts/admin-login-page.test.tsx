import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, json, renderAt, staffUser } from '#src/web/test/http.ts';
import AdminLoginPage from './admin-login-page.tsx';

const routes = { '/admin-access': <AdminLoginPage />, '/admin-dashboard': <p>dashboard</p> };

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin login (product.md §2 "Admin login")', () => {
  beforeEach(() => setSessionUser(null));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before calling the server', async () => {
    const seen = answerFetch(() => json(200, null));
    renderAt('/admin-access', routes);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email and password')).toBeTruthy();
    expect(seen.filter((r) => r.url.includes('sign-in'))).toHaveLength(0);
  });

  it('signs in for a browser session when "Remember me" is unchecked, then opens the dashboard', async () => {
    let signedIn = false;
    const seen = answerFetch((r) => {
      if (r.url.endsWith('/sign-in/email')) {
        signedIn = true;
        return json(200, { user: staffUser });
      }
      return json(200, signedIn ? { user: staffUser } : null);
    });
    renderAt('/admin-access', routes);
    await userEvent.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit('staff@ligpit.ph', 'staff password');
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(seen.find((r) => r.url.endsWith('/sign-in/email'))?.body).toEqual({
      email: 'staff@ligpit.ph',
      password: 'staff password',
      rememberMe: false,
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard'));
  });

  it('says "Login failed" with product.md text on wrong credentials', async () => {
    answerFetch((r) =>
      r.url.endsWith('/sign-in/email')
        ? json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })
        : json(200, null),
    );
    renderAt('/admin-access', routes);
    await fillAndSubmit('staff@ligpit.ph', 'wrong password');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin-access');
  });

  it('shows the server message when sign-in is rate limited', async () => {
    answerFetch((r) =>
      r.url.endsWith('/sign-in/email')
        ? json(429, {
            error: 'RATE_LIMITED',
            message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
          })
        : json(200, null),
    );
    renderAt('/admin-access', routes);
    await fillAndSubmit('staff@ligpit.ph', 'some password');
    expect(await screen.findByText('Too many sign-in attempts. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('refuses a customer account and does not leave it signed in', async () => {
    let signedIn = false;
    const seen = answerFetch((r) => {
      if (r.url.endsWith('/sign-in/email')) {
        signedIn = true;
        return json(200, { user: customerUser });
      }
      if (r.url.endsWith('/sign-out')) {
        signedIn = false;
        return json(200, { success: true });
      }
      return json(200, signedIn ? { user: customerUser } : null);
    });
    renderAt('/admin-access', routes);
    await fillAndSubmit('juan@example.ph', 'customer password');
    expect(await screen.findByText('This account does not have staff access.')).toBeTruthy();
    expect(seen.some((r) => r.url.endsWith('/sign-out'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/admin-access');
  });

  it('goes straight to the dashboard with an existing staff session', async () => {
    answerFetch(() => json(200, { user: staffUser }));
    setSessionUser(staffUser);
    renderAt('/admin-access', routes);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard'));
  });

  it('"Forgot password?" starts the e-mailed reset for the typed address', async () => {
    const seen = answerFetch(() => json(200, { status: true }));
    renderAt('/admin-access', routes);
    await userEvent.type(screen.getByLabelText('E-mail'), 'staff@ligpit.ph');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(seen.find((r) => r.url.endsWith('/request-password-reset'))?.body).toEqual({
      email: 'staff@ligpit.ph',
      redirectTo: '/reset-password',
    });
  });
});
