import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The draft key: who may see, edit, delete and submit draft photos before any account or
// submission exists. A random 32-byte value in an HTTP-only cookie; the database keeps only
// its hash, so a leaked database does not hand out other visitors' drafts.

export const draftCookieName = 'ligpit_draft';
const maxAgeSeconds = 7 * 24 * 60 * 60;
const valuePattern = /^[A-Za-z0-9_-]{43}$/;

/** The raw draft key from the request's cookie, or null if there is none (or it is malformed). */
export function readDraftKey(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== draftCookieName) continue;
    const value = part.slice(eq + 1).trim();
    return valuePattern.test(value) ? value : null;
  }
  return null;
}

export function hashDraftKey(raw: string): string {
  return createHash('sha256').update(raw).digest('base64url');
}

/** The hashed draft key of this request, or null. */
export function draftKeyHashOf(request: FastifyRequest): string | null {
  const raw = readDraftKey(request);
  return raw ? hashDraftKey(raw) : null;
}

/** Returns this browser's draft key hash, issuing the cookie on first use (and refreshing its 7 days). */
export function ensureDraftKey(request: FastifyRequest, reply: FastifyReply, opts: { secure: boolean }): string {
  const raw = readDraftKey(request) ?? randomBytes(32).toString('base64url');
  const attributes = [
    `Max-Age=${maxAgeSeconds}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', `${draftCookieName}=${raw}; ${attributes.join('; ')}`);
  return hashDraftKey(raw);
}
