import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localeVary, requestLocale } from '#src/server/http/locale.ts';
import { isApiPath } from '#src/shared/core/api-paths.ts';
import type { ApiErrorBody } from '#src/shared/core/app-error.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { baseLocale, isLocale, type Locale } from '#src/shared/i18n/paraglide/runtime.js';
import { pages as appPages, matchPath } from '#src/shared/paths.ts';

/**
 * Serves the built SPA: hashed assets are cached for a year, index.html never, and every
 * other GET that is not an API call falls back to index.html so client routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = path.join(webRoot, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes each asset's `.br` and `.gz` (scripts/precompress.mjs, decision 103).
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(webRoot, filePath);
        res.header(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const pages = hasBuild ? loadPages(webRoot, indexPath) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (wantsPage && !/\/assets\//.test(pathname)) {
      if (!pages) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
      }
      // The page in the request's language (the switch's cookie, else Accept-Language), if built in it.
      const locale = requestLocale(request);
      const inLocales = pages.byPath.get(pathname.replace(/(.)\/$/, '$1')) ?? pages.shell;
      const page = inLocales[locale] ?? inLocales[baseLocale];
      // The not-found handler is not a route, so @fastify/compress does not see it: the pages are
      // compressed once at start instead, and picked by the browser's Accept-Encoding.
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', `Accept-Encoding, ${localeVary}`);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      // Issue 40 item 16: a path that is no page of the app gets the shell (which shows "Page not
      // found") with 404, so crawlers, monitors and curl see the truth.
      if (!isAppPage(pathname)) reply.status(404);
      return reply.send(page[encoding]);
    }
    const params = { method: request.method, path: pathname };
    const body: ApiErrorBody = {
      error: 'NOT_FOUND',
      message: englishText('core.noSuchEndpoint', params),
      key: 'core.noSuchEndpoint',
      params,
    };
    return reply.status(404).send(body);
  });
}

const pagePatterns: readonly string[] = Object.values(appPages);

/** The path is one of the app's pages (src/shared/paths.ts, the table the router maps to screens). */
export function isAppPage(pathname: string): boolean {
  return pagePatterns.some((pattern) => matchPath(pattern, pathname) !== undefined);
}

/** The compressions the server sends pages in. */
export type Compressed = 'br' | 'gzip';
/** How a page's bytes go out: compressed as the browser accepts, or as they are. */
export type Encoding = Compressed | 'identity';
type Page = Record<Encoding, Buffer>;
/** A page in each language it was built in; English always. */
type PageInLocales = Partial<Record<Locale, Page>> & { en: Page };

function precompress(html: Buffer): Page {
  return {
    identity: html,
    gzip: zlib.gzipSync(html, { level: 9 }),
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** The compressions the header accepts, best first (a `;q=0` refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Compressed[] {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding));
}

/**
 * Gzip at `level` with memLevel 7. The server's malloc maps every block of 64 KB or more afresh
 * (scripts/server-runtime.mjs, decision 032), and memLevel 8's hash tables are 64 KB each: mapped,
 * zeroed and unmapped on every call. At 7 they are 32 KB. A 21 KB result page then took 0.13 ms
 * instead of 0.26 ms, to the same 6,757 bytes (decision 100).
 */
export const gzipOptions = (level: number): zlib.ZlibOptions => ({ level, memLevel: 7 });

/**
 * The encoding to compress in while a request waits (decision 098): gzip, which every browser takes,
 * costs a fifth of brotli's time in this server's process (its malloc settings map and clear brotli's
 * megabytes of tables on every call); brotli only for a client that takes nothing else. Bytes made
 * once and kept (the pre-rendered pages, a result page asked for again) are brotli at its best.
 */
export function encodingToCompressNow(accepted: readonly Compressed[]): Encoding {
  return accepted.includes('gzip') ? 'gzip' : (accepted[0] ?? 'identity');
}

/** The best encoding the header accepts. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  return acceptedEncodings(header)[0] ?? 'identity';
}

/**
 * The HTML each path starts with: a pre-rendered first view for the static pages (scripts/build.mjs),
 * the header-and-skeleton shell for the rest, or the bare index.html of a build without them.
 */
function loadPages(webRoot: string, indexPath: string): { byPath: Map<string, PageInLocales>; shell: PageInLocales } {
  const dir = path.join(webRoot, 'prerendered');
  const routesFile = path.join(dir, 'routes.json');
  if (!fs.existsSync(routesFile)) return { byPath: new Map(), shell: { en: precompress(fs.readFileSync(indexPath)) } };
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as Record<string, string>;
  // scripts/build.mjs writes `<name>.html` in English and `<name>.<locale>.html` in each other language.
  const localesFile = path.join(dir, 'locales.json');
  const built = fs.existsSync(localesFile) ? (JSON.parse(fs.readFileSync(localesFile, 'utf8')) as string[]) : [];
  const others = built.filter((locale): locale is Locale => isLocale(locale) && locale !== baseLocale);
  const load = (name: string): PageInLocales => {
    const page: PageInLocales = { en: precompress(fs.readFileSync(path.join(dir, `${name}.html`))) };
    for (const locale of others) {
      const file = path.join(dir, `${name}.${locale}.html`);
      if (fs.existsSync(file)) page[locale] = precompress(fs.readFileSync(file));
    }
    return page;
  };
  const byPath = new Map<string, PageInLocales>();
  for (const [url, name] of Object.entries(routes)) byPath.set(url, load(name));
  return { byPath, shell: load('shell') };
}
