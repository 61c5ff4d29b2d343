import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { type PagePattern, pages } from '#src/shared/paths.ts';
import { AppLayout } from '#src/web/components/layout/app-layout.tsx';
import { ErrorBoundary, PageNotShown } from '#src/web/components/layout/error-boundary.tsx';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import LandingPage from '#src/web/features/static/landing-page.tsx';

type PageModule = { default: ComponentType };

interface LazyPage {
  element: React.ReactElement;
  preload: () => Promise<unknown>;
}

/** Numbers each page's error boundary (see `page`). */
let pageCount = 0;

/**
 * Every screen but the landing is its own chunk, loaded with the TanStack Query provider
 * (query-boundary.tsx). `preload` lets main.tsx fetch the first page's chunk before React
 * renders, so a pre-rendered page is replaced by itself rather than by a loading skeleton.
 */
function page(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () =>
    Promise.all([load(), import('#src/web/components/layout/query-boundary.tsx')]).then(([pageModule, boundary]) => {
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
    // Keyed per page: React would otherwise keep one page's error for the next page shown there.
    element: (
      <ErrorBoundary key={`page-${++pageCount}`} fallback={(error) => <PageNotShown error={error} />}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    ),
  };
}

type Guard = ComponentType<{ children: ReactNode }>;

/** A page inside a guard, both loaded in the page's chunk (the guards stay out of the landing's JS). */
function guarded(loadGuard: () => Promise<Guard>, load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () =>
    Promise.all([loadGuard(), load()]).then(([Guard, { default: Page }]) => ({
      default: () => (
        <Guard>
          <Page />
        </Guard>
      ),
    }));
}
const uploadGuards = () => import('#src/web/features/accounts/components/upload-guards.tsx');
const loadUpload = () => import('#src/web/features/upload/guest-upload-page.tsx');

const track = page(() => import('#src/web/features/tracking/track-page.tsx'));
const trackingResult = page(() => import('#src/web/features/tracking/tracking-result-page.tsx'));
const adminLogin = page(() => import('#src/web/features/accounts/admin-login-page.tsx'));
// An event booth (issue 14) is the guest upload screen inside the events feature's booth: the two
// features meet here, as features do not import each other.
const eventUpload = page(() =>
  Promise.all([
    import('#src/web/features/events/event-upload-page.tsx'),
    loadUpload(),
    import('#src/web/features/upload/lib/photo-store.ts'),
  ]).then(([booth, upload, photoStore]) => ({
    default: () => <booth.default UploadScreen={upload.default} photos={photoStore} />,
  })),
);

// The staff review screen (submissions) shows outcomes' panel, where a pickup is completed: a
// subject imports only the subjects before it (photos < scheduling < submissions < upload <
// outcomes < tracking < events < account < static), so the two meet here.
const adminReview = page(() =>
  Promise.all([
    import('#src/web/features/submissions/admin-review-page.tsx'),
    import('#src/web/features/outcomes/components/outcomes-panel.tsx'),
  ]).then(([review, outcomes]) => ({
    default: () => <review.default completion={outcomes.outcomesCompletionPanel} />,
  })),
);

// Every page of the route table (src/shared/paths.ts) has its screen: a page added there and not
// here is a type error. The landing ('/') is the layout's index route, outside the lazy pages.
const screens: Record<Exclude<PagePattern, typeof pages.home>, LazyPage> = {
  [pages.maintenance]: page(() => import('#src/web/features/static/maintenance-page.tsx')),
  [pages.login]: page(() => import('#src/web/features/accounts/login-page.tsx')),
  [pages.signup]: page(() => import('#src/web/features/accounts/signup-page.tsx')),
  [pages.forgotPassword]: page(() => import('#src/web/features/accounts/forgot-password-page.tsx')),
  [pages.resetPassword]: page(() => import('#src/web/features/accounts/reset-password-page.tsx')),
  [pages.dashboard]: page(() => import('#src/web/features/accounts/dashboard-page.tsx')),
  [pages.profile]: page(() => import('#src/web/features/accounts/profile-page.tsx')),
  [pages.forceLogout]: page(() => import('#src/web/features/accounts/force-logout-page.tsx')),
  [pages.notMe]: page(() => import('#src/web/features/accounts/not-me-page.tsx')),
  [pages.track]: track,
  [pages.eventTrack]: track,
  [pages.result]: trackingResult,
  [pages.eventResult]: trackingResult,
  [pages.guestUpload]: page(guarded(() => uploadGuards().then((m) => m.GuestOnly), loadUpload)),
  [pages.eventUpload]: eventUpload,
  [pages.signedInUpload]: page(
    guarded(
      () => uploadGuards().then((m) => m.SignedInOnly),
      () => import('#src/web/features/upload/signed-in-upload-page.tsx'),
    ),
  ),
  [pages.submitted]: page(() => import('#src/web/features/upload/form-submitted-page.tsx')),
  [pages.terms]: page(() => import('#src/web/features/static/terms-page.tsx')),
  [pages.privacy]: page(() => import('#src/web/features/static/privacy-page.tsx')),
  [pages.whoWeAre]: page(() => import('#src/web/features/static/who-we-are-page.tsx')),
  [pages.adminLogin]: adminLogin,
  [pages.adminLoginAlias]: adminLogin,
  [pages.adminDashboard]: page(() => import('#src/web/features/submissions/admin-dashboard-page.tsx')),
  [pages.adminReview]: adminReview,
  [pages.adminGallery]: page(() => import('#src/web/features/photos/admin-gallery-page.tsx')),
  [pages.adminEvents]: page(() => import('#src/web/features/events/admin-events-page.tsx')),
  [pages.adminPickupWindows]: page(() => import('#src/web/features/scheduling/pickup-windows-page.tsx')),
  [pages.adminPartners]: page(() => import('#src/web/features/outcomes/partners-page.tsx')),
  [pages.adminReports]: page(() => import('#src/web/features/outcomes/reports-page.tsx')),
  [pages.impact]: page(() => import('#src/web/features/outcomes/impact-page.tsx')),
  [pages.crewToday]: page(() => import('#src/web/features/crew/crew-page.tsx')),
  [pages.adminCrew]: page(() => import('#src/web/features/crew/admin-crew-page.tsx')),
  [pages.adminCrewDay]: page(() => import('#src/web/features/crew/crew-day-page.tsx')),
};
const notFound = page(() => import('#src/web/features/static/not-found-page.tsx'));

type AppRoute = RouteObject & { preload?: () => Promise<unknown> };

function route(path: string, screen: LazyPage): AppRoute {
  return { path, element: screen.element, preload: screen.preload };
}

/** product.md §2 route table; event routes per design.md §6.3. The maintenance screen has no app chrome. */
export const routes: AppRoute[] = [
  route(pages.maintenance, screens[pages.maintenance]),
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      ...Object.entries(screens)
        .filter(([path]) => path !== pages.maintenance)
        .map(([path, screen]) => route(path, screen)),
      route('*', notFound),
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
