import { accountPages } from '#src/shared/accounts/paths.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { trackingPages } from '#src/shared/tracking/paths.ts';

// The modules each painted page loads as the app takes it over, named once for the build
// (scripts/build.mjs: each page's list of scripts, the booth's precache), the client bundler
// (vite.config.ts: the startup chunks, decision 104) and the tests. Paths are from src/web.
// No React and no browser code here: vite.config.ts imports this file.

/**
 * The modules the router loads for each page the server renders with data (router.tsx's lazy
 * imports of those routes). scripts/build.mjs turns them into the page's chunk list, which the
 * server adds to the scripts the page fetches once it has painted (scripts/scripts-after-paint.mjs),
 * so they arrive with the entry instead of one by one as the router asks for them. The build
 * fails if one of these is not in the client build.
 */
export const serverRenderedPageModules = {
  trackingResult: ['features/tracking/tracking-result-page.tsx', 'components/layout/query-boundary.tsx'],
  eventUpload: [
    'features/events/event-upload-page.tsx',
    'features/upload/guest-upload-page.tsx',
    'features/upload/lib/photo-store.ts',
    // Issue 36: the query provider every lazy page renders in, and the form the page hydrates in its
    // own task: fetched with the entry, not asked for once it has run (a second round of ~15 chunks).
    // The form last (decision 103): the page and its provider arrive first and hydrate while the
    // form's chunks still come, instead of all of them waiting for the last one.
    'components/layout/query-boundary.tsx',
    'features/upload/components/booth-details-form.tsx',
  ],
} as const;

/**
 * The same for the pre-rendered pages whose page is a lazy route (router.tsx): their chunks join the
 * page's list of scripts, so they come with the entry instead of after it (issue 25: the guest upload
 * waited for ~50 chunks asked for one after another once the entry had run). The landing is in the entry.
 */
export const prerenderedPageModules: Record<string, readonly string[]> = {
  [staticPages.whoWeAre]: ['features/static/who-we-are-page.tsx', 'components/layout/query-boundary.tsx'],
  [staticPages.terms]: ['features/static/terms-page.tsx', 'components/layout/query-boundary.tsx'],
  [staticPages.privacy]: ['features/static/privacy-page.tsx', 'components/layout/query-boundary.tsx'],
  [trackingPages.track]: ['features/tracking/track-page.tsx', 'components/layout/query-boundary.tsx'],
  [staticPages.maintenance]: ['features/static/maintenance-page.tsx', 'components/layout/query-boundary.tsx'],
  [submissionPages.guestUpload]: [
    'features/upload/guest-upload-page.tsx',
    'features/accounts/components/upload-guards.tsx',
    'components/layout/query-boundary.tsx',
    // Issue 36: the owner form, hydrated in its own task, comes with the page's chunks, last (see eventUpload).
    'features/upload/components/owner-details-form.tsx',
  ],
  [accountPages.login]: ['features/accounts/login-page.tsx', 'components/layout/query-boundary.tsx'],
  [accountPages.signup]: ['features/accounts/signup-page.tsx', 'components/layout/query-boundary.tsx'],
};

/** Lazy modules of the booth, beyond its page's, that its service worker keeps (scripts/build.mjs). */
export const boothLazyModules = ['components/layout/toaster.tsx'] as const;

/**
 * The painted pages grouped by what they load to take over (decision 104). A small module that pages
 * of one family alone load shares a chunk with the family's others (`startup-<family>`); one that
 * the families of a union alone load, `startup-<union>`; any other, `startup-shared`.
 */
export const startupFamilies: Record<string, readonly string[]> = {
  booth: serverRenderedPageModules.eventUpload,
  guest: prerenderedPageModules[submissionPages.guestUpload] ?? [],
  result: serverRenderedPageModules.trackingResult,
  track: prerenderedPageModules[trackingPages.track] ?? [],
  login: prerenderedPageModules[accountPages.login] ?? [],
  signup: prerenderedPageModules[accountPages.signup] ?? [],
  static: [staticPages.whoWeAre, staticPages.terms, staticPages.privacy, staticPages.maintenance].flatMap(
    (page) => prerenderedPageModules[page] ?? [],
  ),
};
/** The booth shows the guest upload screen: the two forms share most of their modules. */
export const startupUnions: Record<string, readonly string[]> = {
  upload: ['booth', 'guest'],
  account: ['login', 'signup'],
};

/** Modules scripts/build.mjs finds in the client build's manifest by name: each keeps its own chunk. */
export const namedInManifest: readonly string[] = [
  ...new Set([
    ...Object.values(serverRenderedPageModules).flat(),
    ...Object.values(prerenderedPageModules).flat(),
    ...boothLazyModules,
  ]),
];
