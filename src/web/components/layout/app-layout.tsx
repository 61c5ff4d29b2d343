import { Menu, PackageSearch } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { trackingPages } from '#src/shared/tracking/paths.ts';
import { buttonClass } from '#src/web/components/ui/button.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { useKioskFrame } from '#src/web/lib/kiosk-frame.ts';
import { notify, toasterState } from '#src/web/lib/toast.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { LanguageToggle } from './language-switch.tsx';
import { Logo } from './logo.tsx';

// The side panel and the toaster are loaded when first needed.
const SidePanel = lazy(() => import('./side-panel.tsx').then((m) => ({ default: m.SidePanel })));
const Toaster = lazy(() => import('./toaster.tsx'));

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // A kiosk keeps its visitors on the booth: the language stays, the ways elsewhere go.
  const kiosk = useKioskFrame();
  // Issue 24: staff pages are wider (max-w-7xl); the header lines up with them.
  const staff = useLocation().pathname.startsWith('/admin');
  return (
    <header className="site-header backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <div className={`container-page flex h-16 items-center justify-between gap-3${staff ? ' max-w-7xl' : ''}`}>
        {kiosk ? (
          <span className="rounded-lg">
            <Logo />
          </span>
        ) : (
          <Link to={staticPages.home} aria-label={m['core.homeLabel']()} className="rounded-lg">
            <Logo />
          </Link>
        )}
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageToggle />
          {!kiosk && (
            <>
              <Link to={trackingPages.track} className={buttonClass('outline', 'sm', 'whitespace-nowrap')}>
                <PackageSearch />
                {m['core.track']()}
              </Link>
              <button
                type="button"
                className={buttonClass('ghost', 'icon')}
                aria-label={m['core.openMenu']()}
                aria-haspopup="dialog"
                // Before the app runs, the platform opens the menu in the markup (issue 25).
                popoverTarget={plainMenuId}
                onPointerEnter={() => setMenuLoaded(true)}
                onClick={(event) => {
                  // The app's side panel takes over: the platform's menu stays closed.
                  event.preventDefault();
                  setMenuLoaded(true);
                  setMenuOpen(true);
                }}
              >
                <Menu />
              </button>
            </>
          )}
        </div>
      </div>
      {!kiosk && <PlainMenu />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <SidePanel open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}

const plainMenuId = 'site-menu';

/**
 * The menu as the server sends it (issue 25): a `popover` the menu button opens with no script,
 * so a tap before the app has loaded (or without it) still shows Login and Sign Up. Once the app
 * runs, the button opens the side panel instead, which knows who is signed in.
 */
function PlainMenu() {
  const close = () => document.getElementById(plainMenuId)?.hidePopover?.();
  const link = 'menu-link';
  return (
    <div id={plainMenuId} popover="auto" className="site-menu">
      {/* Closed by a tap outside it or Escape (the platform's light dismiss), or by the button again. */}
      <p className="mb-2 px-3 text-lg font-bold text-brand-900">{m['core.menu']()}</p>
      <nav className="flex flex-col gap-1" aria-label={m['core.mainNav']()}>
        <Link to={accountPages.login} className={link} onClick={close}>
          {m['accounts.login']()}
        </Link>
        <Link to={accountPages.signup} className={link} onClick={close}>
          {m['accounts.signUp']()}
        </Link>
        <hr className="my-2 border-brand-100" />
        <Link to={staticPages.whoWeAre} className={link} onClick={close}>
          {m['core.whoWeAre']()}
        </Link>
        <Link to={staticPages.terms} className={link} onClick={close}>
          {m['core.terms']()}
        </Link>
      </nav>
    </div>
  );
}

export function Footer() {
  const kiosk = useKioskFrame();
  return (
    <footer className="site-footer">
      <div className="container-page">
        {/* Pages pre-rendered at build time may be hydrated in a later year: keep their text then. */}
        <p suppressHydrationWarning>{`© ${manilaDate().slice(0, 4)} Ligpit · ${m['core.footerTagline']()}`}</p>
        {!kiosk && (
          <nav className="flex gap-4" aria-label={m['core.footerNav']()}>
            <Link to={staticPages.whoWeAre}>{m['core.whoWeAre']()}</Link>
            <Link to={staticPages.terms}>{m['core.terms']()}</Link>
            <Link to={staticPages.privacy}>{m['core.privacy']()}</Link>
            <Link to={trackingPages.track}>{m['core.trackPickup']()}</Link>
          </nav>
        )}
      </div>
    </footer>
  );
}

/**
 * The toast on screen, without sonner: what the layout shows when the toaster's chunk did not load
 * (no network), so the message is still on the page. Where the toaster sits, until closed or replaced.
 */
function PlainNotice() {
  const notice = useSyncExternalStore(toasterState.subscribe, toasterState.shown, toasterState.shownOnServer);
  if (!notice) return null;
  return (
    <div
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className="fixed inset-x-4 top-[72px] z-50 mx-auto flex max-w-sm items-start gap-3 rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-lg"
    >
      <div className="flex-1">
        <p className="font-semibold text-brand-900">{notice.title}</p>
        {notice.description && <p className="mt-1 text-muted">{notice.description}</p>}
      </div>
      <button type="button" className="text-muted hover:text-brand-700" onClick={notify.dismiss}>
        {m['core.close']()}
      </button>
    </div>
  );
}

/**
 * Header, page, footer. The toaster (and sonner) is loaded when the first toast is asked for: it
 * is in neither the server's markup nor the render that hydrates it, and a page that shows no
 * toast never runs it.
 */
export function AppLayout() {
  const toasterWanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted, toasterState.wantedOnServer);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {toasterWanted && (
        <ErrorBoundary fallback={() => <PlainNotice />}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
