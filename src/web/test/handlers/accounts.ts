import { HttpResponse, http } from 'msw';
import { authApi, claimsApi } from '#src/shared/accounts/paths.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';

// Accounts (issues 11 and 26) as the server answers when all goes well: Better Auth's password and
// sign-out endpoints, the "this was not me" undo, and leaving for good. A test of a refusal puts
// its own answer in front (`server.use`).

export const accountHandlers = [
  // Better Auth says the same whether or not the address has an account.
  http.post(authApi.requestPasswordReset, () => HttpResponse.json({ status: true })),
  http.post(authApi.resetPassword, () => HttpResponse.json({ status: true })),
  http.post(authApi.revokeSessions, () => HttpResponse.json({ status: true })),
  http.post(authApi.signOut, () => HttpResponse.json({ success: true })),
  http.post(claimsApi.notMe, () =>
    HttpResponse.json({
      trackingNumber: 'AB12CD34',
      message: 'The request is no longer linked to that account, and our team has been told.',
    }),
  ),
  http.post(privacyApi.deleteAccount, () => new HttpResponse(null, { status: 204 })),
];

/** An error answer in the server's shape (`{ error, message }`). */
export const refusal = (status: number, error: string, message: string) =>
  HttpResponse.json({ error, message }, { status });
