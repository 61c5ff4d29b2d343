import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { said } from '#src/web/lib/said.ts';
import { refreshSession, takeSessionEnded, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

/**
 * /dashboard and /profile (issue 11): signed out → /login with "Authentication Required"; a staff
 * account → the admin dashboard (staff have no customer pages). The server checks the same on
 * every /api/me call; this only spares people a screen of errors.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  useEffect(() => {
    if (isPending) return;
    if (!user) {
      // A session that ended here (another device signed out) is no error (decision 064).
      if (takeSessionEnded()) notify.info(said(accountNotices.signedOut));
      else notify.error(said(accountNotices.authRequired));
      navigate(accountPages.login, { replace: true });
    } else if (user.role === 'admin') {
      navigate(submissionPages.adminDashboard, { replace: true });
    }
  }, [isPending, user, navigate]);
  if (isPending || user?.role !== 'customer') return <PageLoading />;
  return children;
}

/**
 * A session that ended while the page was open (signed out on another device, "sign out
 * everywhere") answers 401: ask again who is signed in, and RequireCustomer sends them to /login.
 */
export function useSessionLost(errors: readonly unknown[]): void {
  const lost = errors.some((error) => error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (lost) void refreshSession();
  }, [lost]);
}
