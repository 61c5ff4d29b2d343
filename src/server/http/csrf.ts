import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '#src/shared/core/api-paths.ts';
import { appError } from './errors.ts';
import { routedPath } from './input-hygiene.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for our cookie-authenticated API. Session cookies are
 * SameSite=Lax, which already keeps them off cross-site POSTs in current browsers; this is the
 * second lock for older browsers and same-site subdomains. A browser always says where a
 * state-changing request comes from (Origin, Sec-Fetch-Site); we accept it only from our own
 * origins. Requests that carry neither header are not from a browser page (curl, server-to-server,
 * `inject` in tests) and cannot ride on a victim's cookies, so they pass.
 */
export function registerCsrfProtection(app: FastifyInstance, opts: { trustedOrigins: readonly string[] }): void {
  // The same list Better Auth trusts (config.trustedOrigins): PUBLIC_URL, localhost, 127.0.0.1, TRUSTED_ORIGINS.
  const trusted = new Set(opts.trustedOrigins);

  // A callback hook, not async: it runs on every request and a promise per request is measurable.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!stateChanging.has(request.method)) return done();
    // The path the router matched, not the raw URL: `/%61pi/…` routes to `/api/…` (issue 39).
    if (!isApiPath(routedPath(request))) return done();
    if (!isSameOriginRequest(request, trusted)) {
      return done(appError('FORBIDDEN', 'core.offSite'));
    }
    done();
  });
}

export function isSameOriginRequest(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  const site = header(request, 'sec-fetch-site');
  if (origin !== undefined) {
    // "null" is what sandboxed frames, data: URLs and some cross-origin redirects send.
    if (origin === 'null') return false;
    return trusted.has(origin) || isSameHost(origin, request);
  }
  // No Origin: old browsers on same-origin requests, or a non-browser client.
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The page is served by this very host (covers a dev proxy or a deployment without PUBLIC_URL). */
function isSameHost(origin: string, request: FastifyRequest): boolean {
  // Fastify's host honours X-Forwarded-Host only when TRUST_PROXY is on.
  const host = request.host;
  if (!host) return false;
  try {
    const from = new URL(origin);
    // Parsed with the origin's scheme so "localhost:80" and "http://localhost" compare equal.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
