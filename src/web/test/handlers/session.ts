import { HttpResponse, http } from 'msw';
import { authApi } from '#src/shared/accounts/paths.ts';
import type { CurrentUser } from '#src/web/lib/session.ts';

// Better Auth's session, as the header and the guards ask for it.

export const staffUser: CurrentUser = { id: 'u1', email: 'staff@ligpit.ph', name: 'Liza Soriano', role: 'admin' };
export const customerUser: CurrentUser = {
  id: 'u2',
  email: 'juan@example.ph',
  name: 'Juan Dela Cruz',
  role: 'customer',
};

/** GET /api/auth/get-session: `user` signed in (null: nobody). */
export const signedInAs = (user: CurrentUser | null) =>
  http.get(authApi.session, () => HttpResponse.json(user ? { user } : null));

export const sessionHandlers = [signedInAs(null)];
