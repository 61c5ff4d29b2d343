import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { refreshSession, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// The staff gate of every admin page (dashboard, review, gallery, Events, …): one place, so each
// staff page sends a customer or an ended session to the admin login the same way.

/**
 * Staff pages render only for an admin session (product.md §2: "Authentication required" → /admin-access).
 * The server refuses every admin call anyway; this keeps a customer from seeing an empty shell.
 */
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const sent = useRef(false);
  const allowed = !isPending && user?.role === 'admin';

  useEffect(() => {
    if (isPending || allowed || sent.current) return;
    sent.current = true;
    notify.error(m['submissions.authRequired']());
    navigate(accountPages.adminLogin, { replace: true });
  }, [isPending, allowed, navigate]);

  return allowed ? children : fallback;
}

/** A 401/403 from an admin call mid-session (signed out elsewhere, role removed): back to the login. */
export function useSessionLossRedirect(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void refreshSession();
      notify.error(m['submissions.authRequired']());
      navigate(accountPages.adminLogin, { replace: true });
    }
  }, [error, navigate]);
}
