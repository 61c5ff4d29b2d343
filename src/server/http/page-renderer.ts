import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { criticalCssFor } from '#src/server/http/critical-css.ts';
import { withHtmlLang } from '#src/server/http/locale.ts';
import { scriptSafeJson, withPreloads } from '#src/shared/core/script-list.ts';
import type { Locale } from '#src/shared/i18n/paraglide/runtime.js';

/**
 * Renders pages whose first view depends on data (the tracking result) on the server, from the
 * build's SSR bundle (dist/ssr/entry-server.js, made by scripts/build.mjs), so they paint before
 * the JavaScript runs (design.md §9). Without a build there is no renderer and the SPA shell is
 * served instead.
 */
export interface PageRenderer {
  /** The page in `locale` (the request's, src/server/http/locale.ts). */
  trackingResult(url: string, trackingNumber: string, data: unknown, locale: Locale): Promise<string>;
  /** An event booth's upload page with its public event (issue 14). */
  eventUpload(url: string, slug: string, data: unknown, locale: Locale): Promise<string>;
  /** The privacy notice with the settings the server runs with (issue 36). */
  privacyNotice(
    url: string,
    data: { contact: string; retentionDays: number; contactEmail: string },
    locale: Locale,
  ): Promise<string>;
  /** A page whose first view depends on its address alone (issue 25: the track page answering its form). */
  plain(url: string, locale: Locale): Promise<string>;
}

type RenderWithData = (
  url: string,
  id: string,
  data: unknown,
  locale: Locale,
) => Promise<{ html: string; key: readonly unknown[]; shape?: string }>;

interface SsrBundle {
  renderTrackingResult: RenderWithData;
  renderEventUpload: RenderWithData;
  /** Missing in a build from before issue 36. */
  renderPrivacyNotice?: RenderWithData;
  renderPage: (url: string, locale: Locale) => Promise<string>;
  /** The template's `<html lang>`, title and description in a language (issue 16). */
  localizeDocument?: (template: string, locale: Locale) => string;
}

// Must match scripts/build.mjs: the head's place for the page's part of the stylesheet.
const criticalCssMarker = '<!--critical-css-->';
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;

/**
 * The part of the stylesheet a page's markup uses (decision 062); without the stylesheet or the
 * marker (an older build), none.
 */
function loadCriticalCss(webRoot: string, template: string): (html: string) => string {
  const file = stylesheetLink.exec(template)?.[1];
  if (!file || !template.includes(criticalCssMarker)) return () => '';
  return criticalCssFor(fs.readFileSync(path.join(webRoot, file), 'utf8'));
}

// Must match src/web/lib/ssr-data.ts (the server never imports web code).
const ssrDataElementId = 'ligpit-ssr-data';

/** True when React's markup holds a pending (`<!--$?-->`) or client-rendered (`<!--$!-->`) boundary. */
export function hasUnfinishedBoundary(html: string): boolean {
  return html.includes('<!--$?-->') || html.includes('<!--$!-->');
}

type Preloads = Partial<Record<'trackingResult' | 'eventUpload', string[]>>;

/** The chunk lists the build wrote; none (an older build) only costs the early fetches. */
function readPreloads(file: string): Preloads {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Preloads;
  } catch {
    return {};
  }
}

export async function loadPageRenderer(
  webRoot: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<PageRenderer | undefined> {
  const bundlePath = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  const templatePath = path.join(webRoot, 'index.html');
  if (!fs.existsSync(bundlePath) || !fs.existsSync(templatePath)) return undefined;
  const template = fs.readFileSync(templatePath, 'utf8');
  let bundle: SsrBundle;
  try {
    bundle = (await import(pathToFileURL(bundlePath).href)) as SsrBundle;
  } catch (error) {
    // A broken SSR bundle costs the fast first paint, not the site: pages fall back to the shell.
    log.error({ err: error }, 'server rendering is off: the SSR bundle does not load (rebuild with npm run build)');
    return undefined;
  }
  const preloads = readPreloads(path.join(webRoot, 'prerendered', 'preloads.json'));
  const criticalCss = loadCriticalCss(webRoot, template);
  // A result page made from its shape's template (decision 083) has its shape's classes and elements:
  // its part of the stylesheet is looked up by the shape's name, without reading the page again.
  const cssOfShape = new Map<string, string>();
  const cssFor = (html: string, shape: string | undefined) => {
    if (shape === undefined) return criticalCss(html);
    let css = cssOfShape.get(shape);
    if (css === undefined) {
      css = criticalCss(html);
      cssOfShape.set(shape, css);
      if (cssOfShape.size > shapesKept) cssOfShape.delete(cssOfShape.keys().next().value as string);
    }
    return css;
  };
  // The document in each language, made once per page template (its scripts differ by page).
  const documents = new Map<string, string>();
  const localize = (template: string, locale: Locale) => {
    const key = `${locale}\n${template}`;
    let localized = documents.get(key);
    if (localized === undefined) {
      localized = bundle.localizeDocument?.(template, locale) ?? withHtmlLang(template, locale);
      documents.set(key, localized);
    }
    return localized;
  };
  /** Each page's template: index.html with the page's chunks in its list of scripts (scripts/build.mjs). */
  const templates = {
    trackingResult: withPreloads(template, preloads.trackingResult),
    eventUpload: withPreloads(template, preloads.eventUpload),
  };
  /** The page's markup in the app's HTML, with its data beside it for the client's cache. */
  const page = async (
    template: string,
    render: RenderWithData,
    url: string,
    id: string,
    data: unknown,
    locale: Locale,
  ) => {
    const { html, key, shape } = await render(url, id, data, locale);
    // A JSON script is data, not code: the CSP's script-src 'self' does not apply to it.
    const embedded = `<script type="application/json" id="${ssrDataElementId}">${scriptSafeJson({ key, data })}</script>`;
    // The client hydrates complete markup (src/web/main.tsx). Markup with a boundary React left
    // pending or gave up on (revealed by an inline script the CSP blocks) cannot be hydrated: it
    // is marked data-shell, a placeholder the client renders over. See docs/decisions/049.
    const complete = !hasUnfinishedBoundary(html);
    // Replaced by functions: a string replacement would read `$'`, `$&`… in the data as patterns.
    return localize(template, locale)
      .replace(criticalCssMarker, () => `<style>${cssFor(html, shape)}</style>`)
      .replace('<div id="root"><!--app-html-->', () => `<div id="root"${complete ? '' : ' data-shell'}>${html}`)
      .replace('</body>', () => `${embedded}</body>`);
  };
  const boothPages = rememberedPages(eventPagesKept);
  const plain = async (url: string, locale: Locale) => {
    const html = await bundle.renderPage(url, locale);
    const localized = bundle.localizeDocument?.(template, locale) ?? withHtmlLang(template, locale);
    return localized
      .replace(criticalCssMarker, () => `<style>${criticalCss(html)}</style>`)
      .replace('<!--app-html-->', () => html);
  };
  // Issue 36: the same for every visitor while the server runs: made once per language and kept.
  const privacyPages = rememberedPages(4);
  const renderPrivacyNotice = bundle.renderPrivacyNotice;
  return {
    plain,
    privacyNotice: (url, data, locale) =>
      renderPrivacyNotice
        ? privacyPages(`${locale}\n${url}\n${JSON.stringify(data)}`, () =>
            page(template, renderPrivacyNotice, url, '', data, locale),
          )
        : plain(url, locale),
    trackingResult: (url, trackingNumber, data, locale) =>
      page(templates.trackingResult, bundle.renderTrackingResult, url, trackingNumber, data, locale),
    // A booth page is the same for every visitor of an event: its markup is made once per address,
    // event answer and language, and kept (issue 14: the render was most of its time to first byte).
    eventUpload: (url, slug, data, locale) =>
      boothPages(`${locale}\n${url}\n${JSON.stringify(data)}`, () =>
        page(templates.eventUpload, bundle.renderEventUpload, url, slug, data, locale),
      ),
  };
}

/** Result page shapes whose part of the stylesheet is kept (as many as the SSR bundle keeps templates). */
const shapesKept = 1024;

/** Booth pages kept at once: every open event in both languages, with and without ?kiosk=1. */
const eventPagesKept = 200;

/**
 * Keeps what `make` gives for a key, the oldest left out past `limit`. The key holds everything the
 * page is made from, the event's answer too: a change staff make is a new key, never a stale page.
 * A failed render is not kept.
 */
export function rememberedPages(limit: number) {
  const kept = new Map<string, Promise<string>>();
  return (key: string, make: () => Promise<string>): Promise<string> => {
    const known = kept.get(key);
    if (known) return known;
    const made = make();
    kept.set(key, made);
    made.catch(() => kept.delete(key));
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return made;
  };
}
