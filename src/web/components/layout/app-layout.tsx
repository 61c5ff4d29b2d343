import { Menu, PackageSearch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

// The side panel and the toaster are not needed for the first paint.
const SidePanel = lazy(() => import('./side-panel.tsx').then((m) => ({ default: m.SidePanel })));
const Toaster = lazy(() => import('./toaster.tsx'));

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className="sticky top-0 z-20 border-b border-brand-100/80 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link to="/" aria-label="Ligpit home" className="rounded-lg">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <Link to="/track" className={buttonClass('outline', 'sm')}>
            <PackageSearch />
            Track
          </Link>
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            aria-label="Open menu"
            aria-haspopup="dialog"
            onPointerEnter={() => setMenuLoaded(true)}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu />
          </button>
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <SidePanel open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t border-brand-100 bg-white/60">
      <div className="container-page flex flex-col gap-3 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Ligpit · Decluttering pickups across Metro Manila</p>
        <nav className="flex gap-4" aria-label="Footer">
          <Link to="/who-we-are" className="hover:text-brand-700">
            Who We Are
          </Link>
          <Link to="/terms" className="hover:text-brand-700">
            Terms
          </Link>
          <Link to="/track" className="hover:text-brand-700">
            Track a pickup
          </Link>
        </nav>
      </div>
    </footer>
  );
}

/** Header, page, footer; the toaster mounts after the first paint. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
