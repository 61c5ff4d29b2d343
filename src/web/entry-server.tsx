import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  baseLocale,
  getLocale,
  isLocale,
  type Locale,
  locales,
  overwriteServerAsyncLocalStorage,
} from '#src/shared/i18n/paraglide/runtime.js';
import { staticPages } from '#src/shared/static/paths.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { trackingAnswerHeldMs } from '#src/shared/tracking/held-in-memory.ts';
import { trackingPages } from '#src/shared/tracking/paths.ts';
import { Footer, Header } from '#src/web/components/layout/app-layout.tsx';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { eventKeys } from '#src/web/features/events/api/events-api.ts';
import { privacySettingsKey } from '#src/web/features/static/api/site-contacts-api.ts';
import { trackingKeys } from '#src/web/features/tracking/api/get-tracking.ts';
import { App } from './app.tsx';
import {
  cutTemplate,
  fillTemplate,
  type ResultShape,
  type ResultTemplate,
  resultShape,
} from './lib/result-template.ts';
import { preloadRoute } from './router.tsx';

/**
 * Pages whose first view is the same for everyone, pre-rendered into the HTML at build time
 * (scripts/build.mjs writes each to dist/web/prerendered/<name>.html; src/server/http/spa.ts serves them).
 */
export const prerenderedPages: Record<string, string> = {
  [staticPages.home]: 'index',
  [staticPages.whoWeAre]: 'who-we-are',
  [staticPages.terms]: 'terms',
  // Issue 26: the privacy notice paints from the server too (PRIVACY_CONTACT is filled in after load).
  [staticPages.privacy]: 'privacy',
  [trackingPages.track]: 'track',
  [staticPages.maintenance]: 'site-upgrading',
  // Issue 25: the screens behind the landing paint from the server too; their scripts load behind.
  [submissionPages.guestUpload]: 'no-login-upload',
  [accountPages.login]: 'login',
  [accountPages.signup]: 'signup',
};

/** Each page's part of the stylesheet (scripts/build.mjs, src/server/http/page-renderer.ts; decision 062). */
export { withPreloads } from '#src/shared/core/script-list.ts';
export { boothLazyModules, prerenderedPageModules, serverRenderedPageModules } from './page-modules.ts';
export { locales };

// Every render runs in its request's language: the bundle's own Paraglide runtime reads it from
// this store (getLocale), so concurrent requests in different languages do not mix.
const localeStore = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(localeStore as unknown as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/** The app's HTML template in `locale`: `<html lang>`, the title and the description. */
export function localizeDocument(template: string, locale?: string): string {
  return localeStore.run({ locale: locale && isLocale(locale) ? locale : baseLocale }, () => {
    const lang = getLocale();
    const attribute = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    // Replaced by functions: a string replacement would read `$&`… in a text as patterns.
    return template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(m['static.documentTitle']())}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${attribute(m['static.documentDescription']())}"`,
      );
  });
}

function inLocale<T>(locale: string | undefined, render: () => Promise<T>): Promise<T> {
  return localeStore.run({ locale: locale && isLocale(locale) ? locale : baseLocale }, render);
}

async function toHtml(element: React.ReactElement): Promise<string> {
  // Every boundary inline, however large: by default React moves a completed boundary over
  // ~12.8 KB (the result page) out of line, into a hidden segment revealed by an inline script,
  // which the CSP (script-src 'self') blocks, and which cannot be hydrated without it.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The markup of a page at `url`, lazy chunks included (prerender waits for Suspense). */
export function renderPage(url: string, locale?: string): Promise<string> {
  return inLocale(locale, () => renderPageNow(url));
}

async function renderPageNow(url: string): Promise<string> {
  // A page whose chunk is loaded renders without suspending; otherwise React would stream it as a
  // hidden segment revealed by an inline script, which the CSP (script-src 'self') blocks.
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  return toHtml(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
}

/** Header, loading skeleton and footer: the first paint of pages that are not pre-rendered. */
export function renderShell(locale?: string): Promise<string> {
  return inLocale(locale, () => renderShellNow());
}

function renderShellNow(): Promise<string> {
  return toHtml(
    <StaticRouter location="/">
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main className="flex-1">
          <PageLoading />
        </main>
        <Footer />
      </div>
    </StaticRouter>,
  );
}

/** The route chunks loaded, by address with its id left out (`/tracking-result/:id`). */
const preloaded = new Map<string, Promise<unknown>>();

/**
 * Loads the chunk of the page at `pathname` once per kind of page: every tracking number's page is
 * the same route, and matching the address against every route took ~1 ms of each fresh result
 * page (issue 35, decision 082). A failed load is tried again on the next render.
 */
function preloadOnce(pathname: string, id: string): Promise<unknown> {
  const kind = id ? pathname.split(encodeURIComponent(id)).join('\u0000') : pathname;
  const known = preloaded.get(kind);
  if (known) return known;
  const loading = preloadRoute(pathname);
  preloaded.set(kind, loading);
  loading.catch(() => preloaded.delete(kind));
  // Addresses with an event's name in them are as many as the events: the oldest goes.
  if (preloaded.size > 256) preloaded.delete(preloaded.keys().next().value as string);
  return loading;
}

/**
 * A page with one query's answer already in a per-request query cache, so the markup shows the
 * page, not a skeleton. Returns the markup; the client seeds its own cache under the same key
 * from the JSON the server embeds beside it (src/web/lib/ssr-data.ts).
 */
async function renderWithData(url: string, id: string, key: readonly unknown[], data: unknown): Promise<string> {
  rendersByReact += 1;
  await preloadOnce(new URL(url, 'http://localhost').pathname, id);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(key, data);
  const html = await toHtml(
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </QueryClientProvider>,
  );
  client.clear();
  return html;
}

/**
 * A tracking result page with its (anonymous, masked) answer: React renders each page shape once, and
 * each request's page is that shape's markup with the request's values put in (lib/result-template.ts,
 * issue 35, decision 083). `shape` names the shape (its critical CSS is the same for every page of it);
 * a page that is not templated is rendered by React, and has none.
 */
export async function renderTrackingResult(
  url: string,
  trackingNumber: string,
  data: unknown,
  locale?: string,
): Promise<{ html: string; key: readonly unknown[]; shape?: string }> {
  const key = trackingKeys.detail(trackingNumber);
  return inLocale(locale, async () => {
    const shape = resultShape(url, trackingNumber, data, getLocale());
    // A shape seen for the first time is rendered as it is, and that markup is kept a while: at its
    // second sighting it becomes the template once one render with stand-ins confirms it (most pages
    // of a wave share a few dozen shapes; a shape seen once costs no more than its own render).
    const template = shape && seenBefore(shape.key) && (await templateOf(shape));
    if (shape && template) return { html: fillTemplate(template, shape.texts('request')), key, shape: shape.key };
    const html = await renderWithData(url, trackingNumber, key, data);
    if (shape && !templates.has(shape.key)) keepFirstPage(shape.key, { html, texts: shape.texts('request') });
    return { html, key };
  });
}

/** The same page rendered by React alone, never from a template: what a template must give (result-template.test.tsx). */
export function renderTrackingResultWithReact(
  url: string,
  trackingNumber: string,
  data: unknown,
  locale?: string,
): Promise<string> {
  return inLocale(locale, () => renderWithData(url, trackingNumber, trackingKeys.detail(trackingNumber), data));
}

/** Shapes React renders per request, for tests: a shape the template cannot hold. */
export async function templatedShapes(): Promise<{ templated: number; byReact: number }> {
  const made = await Promise.all(templates.values());
  return { templated: made.filter(Boolean).length, byReact: made.filter((template) => !template).length };
}

let rendersByReact = 0;

/** Pages React has rendered in this process, for tests: what a template saves. */
export function reactRenders(): number {
  return rendersByReact;
}

/** Shapes seen once, without a template yet. */
const seen = new Set<string>();

function seenBefore(key: string): boolean {
  if (templates.has(key)) return true;
  if (seen.delete(key)) return true;
  seen.add(key);
  if (seen.size > templatesKept * 4) seen.delete(seen.keys().next().value as string);
  return false;
}

/** A shape's first page as React rendered it for its own request, and the texts that request shows. */
interface FirstPage {
  html: string;
  texts: string[][];
  at: number;
}

/**
 * The first pages of the shapes seen once most lately, only to confirm a template with: never served.
 * Each is ~10 KB, so a few (the RSS budget, §9), and a household's masked page is held about as long
 * as its lookup is (trackingAnswerHeldMs, and up to a minute's sweep).
 */
const firstPages = new Map<string, FirstPage>();
const firstPagesKept = 128;

/** For tests: as if every first page had been pushed out by newer shapes. */
export function forgetFirstPages(): void {
  firstPages.clear();
}

function keepFirstPage(key: string, page: Omit<FirstPage, 'at'>): void {
  dropFirstPages(firstPagesKept - 1);
  firstPages.set(key, { ...page, at: Date.now() });
  // Past their time they go even when no other page comes: looked at every minute while any is held.
  firstPagesSweep ??= setInterval(() => {
    dropFirstPages(firstPagesKept);
    if (firstPages.size > 0) return;
    clearInterval(firstPagesSweep);
    firstPagesSweep = undefined;
  }, 60_000).unref();
}
let firstPagesSweep: NodeJS.Timeout | undefined;

/** Drops the oldest first pages past `trackingAnswerHeldMs`, and as many more as leave at most `most`. */
function dropFirstPages(most: number): void {
  const now = Date.now();
  for (const [oldest, { at }] of firstPages) {
    if (firstPages.size <= most && now - at < trackingAnswerHeldMs) break;
    firstPages.delete(oldest);
  }
}

/** The templates made, by shape; null for a shape React renders per request. */
const templates = new Map<string, Promise<ResultTemplate | null>>();

/** Shapes kept: statuses × languages × photo counts × booths × submission days of a busy wave. */
const templatesKept = 1024;

function templateOf(shape: ResultShape): Promise<ResultTemplate | null> {
  const known = templates.get(shape.key);
  if (known) {
    // Used again: to the back, so the shape used longest ago is the one left out.
    templates.delete(shape.key);
    templates.set(shape.key, known);
    return known;
  }
  const first = firstPages.get(shape.key);
  firstPages.delete(shape.key);
  const making = makeTemplate(shape, first);
  templates.set(shape.key, making);
  making.catch(() => templates.delete(shape.key));
  if (templates.size > templatesKept) templates.delete(templates.keys().next().value as string);
  return making;
}

/**
 * Renders the shape with the stand-ins of variant b, whose values can be told apart, and cuts that
 * page where they are. The cut is trusted only when, filled with another set of values, it gives
 * React's render of them byte for byte: the shape's first page, with its own request's values, when
 * it was kept; else a render with the stand-ins of variant a. So a template holds no household's
 * values, and a value shown in a way the cut does not expect (changed, cut short, counted) makes the
 * two differ, and the shape is rendered by React per request.
 */
async function makeTemplate(shape: ResultShape, first?: FirstPage): Promise<ResultTemplate | null> {
  const render = (variant: 'a' | 'b') => {
    const { url, data } = shape.standIn(variant);
    return renderWithData(url, data.trackingNumber, trackingKeys.detail(data.trackingNumber), data);
  };
  const template = cutTemplate(await render('b'), shape.texts('b'));
  if (!template) return null;
  if (first && fillTemplate(template, first.texts) === first.html) return template;
  return fillTemplate(template, shape.texts('a')) === (await render('a')) ? template : null;
}

/** The privacy notice with the settings the server runs with (issue 36: RETENTION_DAYS, PRIVACY_CONTACT). */
export async function renderPrivacyNotice(
  url: string,
  id: string,
  data: unknown,
  locale?: string,
): Promise<{ html: string; key: readonly unknown[] }> {
  return {
    html: await inLocale(locale, () => renderWithData(url, id, privacySettingsKey, data)),
    key: privacySettingsKey,
  };
}

/** An event booth's upload page with its event check answered (issue 14): it paints the booth at once. */
export async function renderEventUpload(
  url: string,
  slug: string,
  data: unknown,
  locale?: string,
): Promise<{ html: string; key: readonly unknown[] }> {
  const key = eventKeys.public(slug);
  return { html: await inLocale(locale, () => renderWithData(url, slug, key, data)), key };
}
