import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { takeSessionEnded, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// product.md §4 "Upload flow guards". The server decides ownership on its own (a submission made with a
// session is owned at once); these only put people on the screen that fits them.

/** /no-login-upload: someone signed in belongs on /login-upload (the query, e.g. ?camera, kept). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user } = useCurrentUser();
  useEffect(() => {
    if (user) navigate(`${submissionPages.signedInUpload}${search}`, { replace: true });
  }, [user, navigate, search]);
  // The guest screen paints at once; a session, if any, is known a moment later.
  return user ? <PageLoading /> : children;
}

/** /login-upload: signed out, it says "Authentication Required" and sends them to /no-login-upload. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user, isPending } = useCurrentUser();
  useEffect(() => {
    if (isPending || user) return;
    // Named as they are, not through said(): the guest upload would otherwise load the whole catalogue.
    if (takeSessionEnded())
      notify.info({ title: m['accounts.signedOutTitle'](), description: m['accounts.signedOut']() });
    else notify.error({ title: m['accounts.authRequiredTitle'](), description: m['accounts.authRequired']() });
    navigate(`${submissionPages.guestUpload}${search}`, { replace: true });
  }, [isPending, user, navigate, search]);
  return isPending || !user ? <PageLoading /> : children;
}
