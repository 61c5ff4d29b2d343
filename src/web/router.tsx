import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { PageLoading } from './components/layout/page-loading.tsx';
import LandingPage from './features/static/landing-page.tsx';

type PageModule = { default: ComponentType };

interface LazyPage {
  element: React.ReactElement;
  preload: () => Promise<unknown>;
}

/**
 * Every screen but the landing is its own chunk, loaded with the TanStack Query provider
 * (query-boundary.tsx). `preload` lets main.tsx fetch the first page's chunk before React
 * renders, so a pre-rendered page is replaced by itself rather than by a loading skeleton.
 */
function page(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () =>
    Promise.all([load(), import('./components/layout/query-boundary.tsx')]).then(([pageModule, boundary]) => {
      const Loaded = pageModule.default;
      const QueryBoundary = boundary.default;
      loaded = {
        default: () => (
          <QueryBoundary>
            <Loaded />
          </QueryBoundary>
        ),
      };
      return loaded;
    });
  // A thenable that resolves synchronously once preloaded: React.lazy then renders without suspending.
  const Page = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (see above)
        ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>)
      : preload(),
  );
  return {
    preload,
    element: (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    ),
  };
}

const track = page(() => import('./features/tracking/track-page.tsx'));
const trackingResult = page(() => import('./features/tracking/tracking-result-page.tsx'));
const guestUpload = page(() => import('./features/upload/guest-upload-page.tsx'));
const adminLogin = page(() => import('./features/admin/admin-login-page.tsx'));

const pages: Record<string, LazyPage> = {
  'site-upgrading': page(() => import('./features/static/maintenance-page.tsx')),
  login: page(() => import('./features/account/login-page.tsx')),
  signup: page(() => import('./features/account/signup-page.tsx')),
  'forgot-password': page(() => import('./features/account/forgot-password-page.tsx')),
  'reset-password': page(() => import('./features/account/reset-password-page.tsx')),
  dashboard: page(() => import('./features/account/dashboard-page.tsx')),
  profile: page(() => import('./features/account/profile-page.tsx')),
  'force-logout': page(() => import('./features/account/force-logout-page.tsx')),
  track,
  'event/:venue/track': track,
  'tracking-result/:trackingId': trackingResult,
  'event/:venue/tracking-result/:trackingId': trackingResult,
  'no-login-upload': guestUpload,
  'event/:venue/upload': guestUpload,
  'login-upload': guestUpload,
  'form-submitted': page(() => import('./features/upload/form-submitted-page.tsx')),
  terms: page(() => import('./features/static/terms-page.tsx')),
  'who-we-are': page(() => import('./features/static/who-we-are-page.tsx')),
  'admin-access': adminLogin,
  adminaccess: adminLogin,
  'admin-dashboard': page(() => import('./features/admin/admin-dashboard-page.tsx')),
  'admin-to-review/:trackingId': page(() => import('./features/admin/admin-review-page.tsx')),
  'admin-database-gallery': page(() => import('./features/admin/admin-gallery-page.tsx')),
  '*': page(() => import('./features/static/not-found-page.tsx')),
};

type AppRoute = RouteObject & { preload?: () => Promise<unknown> };

function route(path: string): AppRoute {
  const found = pages[path]!;
  return { path, element: found.element, preload: found.preload };
}

/** spec §2 route table; event routes per DESIGN §6.3. The maintenance screen has no app chrome. */
export const routes: AppRoute[] = [
  route('site-upgrading'),
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      ...Object.keys(pages)
        .filter((path) => path !== 'site-upgrading')
        .map(route),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunk of the page at `pathname`, if it has one. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1)?.route as AppRoute | undefined;
  return leaf?.preload?.() ?? Promise.resolve();
}
