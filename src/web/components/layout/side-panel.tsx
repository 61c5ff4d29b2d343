import { FileText, LayoutDashboard, LogIn, LogOut, PackageSearch, RefreshCw, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { accountPages, forceLogoutPath } from '#src/shared/accounts/paths.ts';
import { crewPages } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { trackingPages } from '#src/shared/tracking/paths.ts';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { signOutEverywhere } from '#src/web/lib/auth-client.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';
import { LanguageChoice } from './language-switch.tsx';

function PanelLink({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      className="flex items-center gap-3 rounded-xl px-3 py-3 font-medium text-ink hover:bg-brand-50 [&_svg]:size-5 [&_svg]:text-brand-600"
    >
      {icon}
      {children}
    </Link>
  );
}

/** product.md §2 "Shared header and side panel". */
export function SidePanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useCurrentUser();
  const close = () => onOpenChange(false);

  async function signOut() {
    notify.info({ title: m['accounts.signingOutTitle'](), description: m['accounts.signingOut']() });
    try {
      await signOutEverywhere();
    } catch {
      notify.error({ title: m['accounts.signOutFailedTitle'](), description: m['accounts.signOutFailed']() });
    }
  }

  function clearCache() {
    notify.info({
      title: m['accounts.cacheClearTitle'](),
      description: m['accounts.cacheClear'](),
    });
    window.setTimeout(() => window.location.assign(forceLogoutPath(Date.now())), 500);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m['core.menu']()} side="right">
      <nav className="flex h-full flex-col gap-1" aria-label={m['core.mainNav']()}>
        {user ? (
          <>
            <div className="mb-2 rounded-xl bg-brand-50 px-3 py-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{m['accounts.signedInAs']()}</p>
              <p className="truncate font-semibold text-brand-900">{user.email}</p>
            </div>
            <PanelLink
              to={
                user.role === 'admin'
                  ? submissionPages.adminDashboard
                  : user.role === 'crew'
                    ? crewPages.crewToday
                    : accountPages.dashboard
              }
              icon={<LayoutDashboard />}
              onNavigate={close}
            >
              {m['accounts.dashboard']()}
            </PanelLink>
            <PanelLink to={trackingPages.track} icon={<PackageSearch />} onNavigate={close}>
              {m['core.track']()}
            </PanelLink>
            <button
              type="button"
              onClick={signOut}
              className="flex items-center gap-3 rounded-xl px-3 py-3 text-left font-medium text-ink hover:bg-brand-50 [&_svg]:size-5 [&_svg]:text-brand-600"
            >
              <LogOut />
              {m['accounts.signOut']()}
            </button>
          </>
        ) : (
          <>
            <PanelLink to={accountPages.login} icon={<LogIn />} onNavigate={close}>
              {m['accounts.login']()}
            </PanelLink>
            <PanelLink to={accountPages.signup} icon={<UserPlus />} onNavigate={close}>
              {m['accounts.signUp']()}
            </PanelLink>
          </>
        )}
        <hr className="my-2 border-brand-100" />
        <PanelLink to={staticPages.whoWeAre} icon={<Users />} onNavigate={close}>
          {m['core.whoWeAre']()}
        </PanelLink>
        <PanelLink to={staticPages.terms} icon={<FileText />} onNavigate={close}>
          {m['core.terms']()}
        </PanelLink>
        <hr className="my-2 border-brand-100" />
        <LanguageChoice />
        {user && (
          <div className="mt-auto border-t border-brand-100 pt-3">
            <button
              type="button"
              onClick={clearCache}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-muted hover:bg-brand-50"
            >
              <RefreshCw className="size-4" />
              {m['accounts.clearCache']()}
            </button>
            <p className="px-3 text-xs text-muted">{m['accounts.clearCacheNote']()}</p>
          </div>
        )}
      </nav>
    </Dialog>
  );
}
