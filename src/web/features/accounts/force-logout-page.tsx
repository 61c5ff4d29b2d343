import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { revokeSessions, signOut } from '#src/web/lib/auth-client.ts';
import { setSessionUser } from '#src/web/lib/session.ts';

// product.md §2 "Force-logout screen": clear all browser storage and cookies, sign out everywhere, home after 1.5 s.
const redirectDelayMs = 1500;

export default function ForceLogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    async function clearEverything() {
      try {
        await revokeSessions();
      } catch {
        // Not signed in, or offline: clearing local data still helps.
      }
      try {
        await signOut();
      } catch {
        // as above
      }
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // storage disabled
      }
      for (const cookie of document.cookie.split(';')) {
        const name = cookie.split('=')[0]?.trim();
        // biome-ignore lint/suspicious/noDocumentCookie: expiring every script-visible cookie is the point of this screen
        if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
      }
      if ('caches' in window) {
        const keys = await caches.keys();
        await Promise.all(keys.map((key) => caches.delete(key)));
      }
      queryClient.clear();
      setSessionUser(null);
      window.setTimeout(() => {
        if (!cancelled) navigate(staticPages.home, { replace: true });
      }, redirectDelayMs);
    }
    void clearEverything();
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);

  return (
    <div className="container-page flex flex-col items-center py-24 text-center" role="status">
      <Loader2 className="size-10 animate-spin text-brand-600" />
      <h1 className="mt-6 text-2xl font-bold">{m['accounts.clearingAllData']()}</h1>
      <p className="mt-2 text-muted">{m['accounts.clearingAllDataDetail']()}</p>
    </div>
  );
}
