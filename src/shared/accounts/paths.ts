import { buildPath, withQuery } from '#src/shared/core/path-pattern.ts';

// Sign-in, sign-up and password screens (product.md §2), and Better Auth's endpoints under /api/auth.

export const accountPages = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** Where the e-mailed reset link lands (Better Auth adds ?token=…). */
  resetPassword: '/reset-password',
  /** Also where the sign-up confirmation link lands (design.md §6.11). */
  dashboard: '/dashboard',
  profile: '/profile',
  forceLogout: '/force-logout',
  adminLogin: '/admin-access',
  /** product.md §2: "also seen as /adminaccess". */
  adminLoginAlias: '/adminaccess',
  /** Issue 26: the "this was not me" link in the e-mail that tells a request's contact of a claim. */
  notMe: '/not-me/:token',
} as const;

/** The public "this was not me" API (issue 26): undoes a claim by its e-mailed token. */
export const claimsApi = {
  notMe: '/api/claims/not-me',
} as const;

export function notMePath(token: string): string {
  return buildPath(accountPages.notMe, { token });
}

export const authApi = {
  /** Better Auth's basePath; every route below it is Better Auth's own. */
  base: '/api/auth',
  all: '/api/auth/*',
  session: '/api/auth/get-session',
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  revokeSessions: '/api/auth/revoke-sessions',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  sendVerificationEmail: '/api/auth/send-verification-email',
} as const;

/** product.md §2: /force-logout with query clear={timestamp}. */
export function forceLogoutPath(clear: number): string {
  return withQuery(accountPages.forceLogout, { clear });
}

/** The signed-in customer's API (issue 11), and registration on our own server (decision 012). */
export const meApi = {
  /** Better Auth's own /api/auth/sign-up/email is closed; this one registers in one transaction. */
  signUp: '/api/accounts/sign-up',
  profile: '/api/me/profile',
  trackingNumbers: '/api/me/tracking-numbers',
  trackingNumber: '/api/me/tracking-numbers/:trackingNumber',
  submissions: '/api/me/submissions',
  claims: '/api/me/claims',
} as const;

export function savedTrackingNumberPath(trackingNumber: string): string {
  return buildPath(meApi.trackingNumber, { trackingNumber });
}

/** The page a confirmation link lands on, signed in (design.md §6.11); errors arrive as ?error=CODE. */
export const verificationCallbackPath = accountPages.dashboard;
