import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routedPath } from './input-hygiene.ts';

interface PageHeaderOptions {
  https: boolean;
  /** CSP sources (`'sha256-…'`) of the inline scripts the pages carry: see inlineScriptHashes. */
  scriptHashes?: readonly string[];
  /** Issue 37: where the maps' tiles come from (MAP_TILE_URL's origin), allowed as images. */
  imageSources?: readonly string[];
}

/**
 * The CSP hashes of a page template's inline scripts (scripts/scripts-after-paint.mjs puts one in
 * index.html, so in every page made from it). Data elements (`type="application/json"`) and
 * scripts with a `src` need none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The security headers of every response, built once at start. They are @fastify/helmet's
 * defaults with our content security policy; helmet rebuilt them on every request, which cost
 * about 60 µs of CPU a request here (bench/track-load.ts), for headers that never change.
 */
export function securityHeaders(opts: PageHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // The build's own inline scripts, each by its hash: never 'unsafe-inline'.
    ["script-src 'self'", ...(opts.scriptHashes ?? [])].join(' '),
    // sonner sets inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // Leaflet's tiles are plain <img> elements from the configured tile server (decision 091).
    ["img-src 'self' data: blob:", ...(opts.imageSources ?? [])].join(' '),
    "media-src 'self' blob: mediastream:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // The upload screen uses the camera, and the address forms' "Use my location" (issue 37) the
    // phone's location: this site only, never a framed one; nothing else may.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(self), payment=()',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * What the API answers carry: OWASP's set for REST APIs. They are JSON or images, never a page, so
 * nothing may run or frame them and the page-only headers above would be weight on every call.
 * Each route sets its own cache-control.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Answers that must never sit in a cache, shared or the browser's own: staff data, a customer's own
 * data and everything Better Auth says (sessions, tokens). An escaped or dotted URL that reaches
 * these routes is covered too (see routedPath).
 */
const noStorePrefixes = ['/api/admin', '/api/me', '/api/auth'];

export function isNoStorePath(path: string): boolean {
  return noStorePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Every response gets its request id and the header set for its kind (page or API). */
export function registerSecurityHeaders(app: FastifyInstance, opts: PageHeaderOptions): void {
  const headers = { page: securityHeaders(opts), api: apiSecurityHeaders() };
  responseHeaders.set(app, headers);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply, headers);
    done();
  });
}

type HeaderSets = { page: Record<string, string>; api: Record<string, string> };
const responseHeaders = new WeakMap<FastifyInstance, HeaderSets>();

/**
 * The same headers for an answer made before the hooks run (the router's own refusals, see
 * error-handler.ts handleFrameworkError). Those are made on the root instance, the one registered.
 */
export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const headers = responseHeaders.get(request.server);
  if (headers) setHeaders(request, reply, headers);
}

function setHeaders(request: FastifyRequest, reply: FastifyReply, headers: HeaderSets): void {
  const isApi = request.url.startsWith('/api/');
  reply.headers(isApi ? headers.api : headers.page);
  reply.header('x-request-id', request.id);
  if (isApi && isNoStorePath(routedPath(request))) {
    reply.header('cache-control', 'no-store');
  }
}
