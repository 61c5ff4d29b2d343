import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every response, built once at start. They are @fastify/helmet's
 * defaults with our content security policy; helmet rebuilt them on every request, which cost
 * about 60 µs of CPU a request here (bench/track-load.ts), for headers that never change.
 */
export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // sonner sets inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
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
    // The upload screen uses the camera; nothing else may.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
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

export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
