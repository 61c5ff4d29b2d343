import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { adminMessages } from '../../../../shared/admin.schema.ts';
import { ApiError } from '../../../lib/api.ts';
import { refreshSession, useCurrentUser } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * Staff pages render only for an admin session (spec §2: "Authentication required" → /admin-access).
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
    notify.error(adminMessages.authRequired);
    navigate('/admin-access', { replace: true });
  }, [isPending, allowed, navigate]);

  return allowed ? children : fallback;
}

/** A 401/403 from an admin call mid-session (signed out elsewhere, role removed): back to the login. */
export function useSessionLossRedirect(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void refreshSession();
      notify.error(adminMessages.authRequired);
      navigate('/admin-access', { replace: true });
    }
  }, [error, navigate]);
}
