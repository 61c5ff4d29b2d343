// Issue 26 (M3): no secret reaches a log line. A request line names the route pattern
// (`/api/track/:trackingNumber`) instead of the path when there is one; under a wildcard (Better
// Auth's /api/auth/*, the pages) every segment that looks like a token, a code or a tracking number
// is replaced, and a query keeps its names with every value replaced.

import { isTrackingNumber, trackingNumberLength } from '#src/shared/core/tracking-number.ts';

const redacted = '[redacted]';

/** Segments that follow these carry a secret whatever it looks like (Better Auth's e-mailed links). */
const secretAfter = new Set(['reset-password', 'verify-email', 'impact', 'tracking-result', 'track', 'not-me']);

/** Slugs made of short lower-case words ("sm-megamall-2026"): an event's name, not a secret. */
const slug = /^[a-z0-9]{1,15}(?:-[a-z0-9]{1,15})+$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A tracking number (8 of A–Z, 0–9), a 6-digit code, or a long random token. */
export function isSecretSegment(raw: string): boolean {
  const segment = decoded(raw);
  if (/^\d{6}$/.test(segment)) return true;
  // Typed in any case; all lower-case letters alone is a word ("dispatch"), not a number.
  const typed = segment.length === trackingNumberLength && isTrackingNumber(segment.toUpperCase());
  if (typed && (/\d/.test(segment) || segment === segment.toUpperCase())) return true;
  return segment.length >= 16 && !slug.test(segment) && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment);
}

/** A path as it may be logged: secret-looking segments and every query value replaced. */
export function redactPath(url: string): string {
  const q = url.indexOf('?');
  const pathname = q >= 0 ? url.slice(0, q) : url;
  const segments = pathname.split('/');
  const path = segments
    .map((s, i) => (s !== '' && (isSecretSegment(s) || secretAfter.has(segments[i - 1] ?? '')) ? redacted : s))
    .join('/');
  if (q < 0) return path;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()].map((k) => `${k}=${redacted}`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

/** What a request line says of a request: its route pattern, or its redacted path under a wildcard. */
export function loggedUrl(req: { url: string; routeOptions?: { url?: string } }): string {
  const pattern = req.routeOptions?.url;
  if (pattern && !pattern.includes('*')) return pattern;
  return redactPath(String(req.url));
}
