import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { adminMessages } from '#src/shared/submissions/review.schema.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { refreshSession, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// The staff gate of the admin pages (features/admin's RequireAdmin), for the Events page: features
// do not import each other. The server refuses every admin call anyway; this keeps a customer from
// seeing an empty shell, and sends staff whose session ended to the admin login.

export function StaffOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const sent = useRef(false);
  const allowed = !isPending && user?.role === 'admin';

  useEffect(() => {
    if (isPending || allowed || sent.current) return;
    sent.current = true;
    notify.error(adminMessages.authRequired);
    navigate(accountPages.adminLogin, { replace: true });
  }, [isPending, allowed, navigate]);

  return allowed ? children : fallback;
}

/** A 401/403 from an admin call mid-session: back to the login. */
export function useStaffSessionLoss(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void refreshSession();
      notify.error(adminMessages.authRequired);
      navigate(accountPages.adminLogin, { replace: true });
    }
  }, [error, navigate]);
}
