import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import {
  answerFetch,
  customerUser,
  expectToast,
  json,
  renderAt,
  type SeenRequest,
  staffUser,
  writes,
} from '#src/web/test/http.ts';
import LoginPage from './login-page.tsx';

// /login (product.md §2 "/login", §5 "Login", §8; design.md §6.11: an unconfirmed address cannot sign in)
// against Better Auth's endpoints at the HTTP boundary.

const routes = { '/login': <LoginPage /> };
const where = () => screen.getByTestId('where').textContent;

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Better Auth: sign-in answers `signIn`, and the session is then `user`. */
function authApi(signIn: () => Response, user = customerUser) {
  return answerFetch((request: SeenRequest) => {
    if (request.url === '/api/auth/sign-in/email') return signIn();
    if (request.url === '/api/auth/get-session') return json(200, { user });
    return json(200, { status: true });
  });
}

describe('/login', () => {
  beforeEach(() => setSessionUser(null));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both the e-mail and the password in one toast, and sends nothing', async () => {
    const seen = authApi(() => json(200, { user: customerUser }));
    renderAt('/login', routes);
    await signIn('juan@example.ph', '');
    await expectToast(accountNotices.loginMissing.title, accountNotices.loginMissing.description);
    expect(seen).toEqual([]);
  });

  it('says the e-mail or password is wrong without saying which', async () => {
    authApi(() => json(401, { error: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    renderAt('/login', routes);
    await signIn('juan@example.ph', 'wrong password');
    await expectToast(accountNotices.loginFailed.title, accountNotices.loginFailed.description);
    expect(where()).toBe('/login');
  });

  it('signs a customer in and goes to /dashboard', async () => {
    const seen = authApi(() => json(200, { user: customerUser }));
    renderAt('/login', routes);
    await signIn(' juan@example.ph ', 'pickup please');
    expect(
      await screen.findByText(accountNotices.loginSuccess.title, { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(writes(seen)[0]).toEqual({
      url: '/api/auth/sign-in/email',
      method: 'POST',
      body: { email: 'juan@example.ph', password: 'pickup please', rememberMe: true },
    });
  });

  it('sends staff to the admin dashboard after signing in', async () => {
    authApi(() => json(200, { user: staffUser }), staffUser);
    renderAt('/login', routes);
    await signIn('staff@ligpit.ph', 'pickup please');
    await waitFor(() => expect(where()).toBe('/admin-dashboard'));
  });

  it('asks to confirm the address first, sends a new link, and goes back to the form', async () => {
    const seen = authApi(() => json(403, { error: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }));
    renderAt('/login', routes);
    await signIn('juan@example.ph', 'pickup please');
    expect(await screen.findByRole('heading', { name: accountNotices.emailNotVerified.title })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await expectToast(accountNotices.verificationSent.title, accountNotices.verificationSent.description);
    expect(writes(seen).at(-1)).toMatchObject({
      url: '/api/auth/send-verification-email',
      body: { email: 'juan@example.ph' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends someone already signed in on to the dashboard', async () => {
    setSessionUser(customerUser);
    answerFetch(() => json(200, {}));
    renderAt('/login', routes);
    await waitFor(() => expect(where()).toBe('/dashboard'));
  });
});
