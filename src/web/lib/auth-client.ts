import { accountPages, authApi, verificationCallbackPath } from '#src/shared/accounts/paths.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { api } from './api.ts';
import { clearPersonalData } from './personal-data.ts';

// Better Auth's endpoints as the web calls them (staff and customers sign in the same way).

export interface SignInAnswer {
  user: { id: string; email: string; name: string; role?: string };
}

export function signInWithPassword(input: { email: string; password: string; rememberMe: boolean }) {
  return api<SignInAnswer>(authApi.signIn, { method: 'POST', body: input });
}

/** Ends every session of the account (product.md §4: "Sign-out is global scope"; the server revokes them all). */
export function signOut(): Promise<unknown> {
  return api(authApi.signOut, { method: 'POST', body: {} });
}

/**
 * The Sign Out button (decision 064): every session of the account ends, nothing of the person
 * stays in this browser, and a fresh load of the landing follows. A full load rather than a route
 * change: the guards of the page being left (/dashboard, /login-upload) never see "signed out" and
 * say "Authentication Required", and no screen's memory (a photo list, a form) outlives the person.
 */
export async function signOutEverywhere(leave: (path: string) => void = (path) => window.location.replace(path)) {
  await signOut();
  await clearPersonalData();
  leave(staticPages.home);
}

/** product.md §2 "Force-logout screen": every other session of the account ends too. */
export function revokeSessions(): Promise<unknown> {
  return api(authApi.revokeSessions, { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api(authApi.requestPasswordReset, {
    method: 'POST',
    body: { email, redirectTo: accountPages.resetPassword },
  });
}

/** The new password, with the token of the e-mailed link. */
export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return api(authApi.resetPassword, { method: 'POST', body: input });
}

/** A new confirmation link; it lands on /dashboard signed in (design.md §6.11). */
export function resendVerificationEmail(email: string): Promise<unknown> {
  return api(authApi.sendVerificationEmail, {
    method: 'POST',
    body: { email, callbackURL: verificationCallbackPath },
  });
}
