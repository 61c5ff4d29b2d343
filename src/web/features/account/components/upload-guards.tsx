import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { said } from '#src/web/lib/said.ts';
import { takeSessionEnded, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// spec §4 "Upload flow guards". The server decides ownership on its own (a submission made with a
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
    if (takeSessionEnded()) notify.info(said(accountNotices.signedOut));
    else notify.error(said(accountNotices.authRequired));
    navigate(`${submissionPages.guestUpload}${search}`, { replace: true });
  }, [isPending, user, navigate, search]);
  return isPending || !user ? <PageLoading /> : children;
}
