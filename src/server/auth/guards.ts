import type { FastifyRequest } from 'fastify';
import { appError } from '#src/server/http/errors.ts';
import type { Auth, Role } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The address was proven (design.md §6.11); an unproven account owns nothing and sees nothing private. */
  emailVerified: boolean;
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

/** Whether the request carries a session cookie at all: without one there is nobody to look up. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('session_token') ?? false;
}

/** The signed-in user of this request, or null. Memoised per request. */
export async function getSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const cached = sessionCache.get(request);
  if (cached !== undefined) return cached;
  let result: SessionUser | null = null;
  if (hasSessionCookie(request)) {
    const found = await auth.api.getSession({ headers: toHeaders(request) });
    if (found && !found.user.banned) {
      result = {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        role: found.user.role === 'admin' ? 'admin' : found.user.role === 'crew' ? 'crew' : 'customer',
        emailVerified: found.user.emailVerified === true,
      };
    }
  }
  sessionCache.set(request, result);
  return result;
}

const sessionCache = new WeakMap<FastifyRequest, SessionUser | null>();

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const found = await getSessionUser(auth, request);
  if (!found) throw appError('UNAUTHENTICATED', 'accounts.authRequired');
  return found;
}

/** Admin is a role checked on every admin endpoint (design.md §6.4): none → 401, customer → 403. */
export async function requireAdmin(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const found = await requireUser(auth, request);
  if (found.role !== 'admin') throw appError('FORBIDDEN', 'core.adminRequired');
  return found;
}

/**
 * The customer audience (/api/me/*): none → 401; a staff account → 403 (staff see every contact
 * detail, so a staff "claim" would prove nothing, decision 012); an unconfirmed address → 403
 * EMAIL_NOT_VERIFIED.
 */
export async function requireVerifiedCustomer(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const found = await requireUser(auth, request);
  if (found.role !== 'customer') throw appError('FORBIDDEN', 'accounts.staffAccount');
  if (!found.emailVerified) throw appError('EMAIL_NOT_VERIFIED', 'accounts.emailNotVerified');
  return found;
}

/**
 * Signed-in helpers that staff use too (issue 12, POST /api/analyze-image): none → 401; a customer
 * whose address is unconfirmed → 403 EMAIL_NOT_VERIFIED (an unproven account owns nothing); a
 * customer with a confirmed address or staff → through. Each route still checks what the person
 * may touch.
 */
export async function requireVerifiedUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const found = await requireUser(auth, request);
  // Issue 27: a crew account runs its truck's day and nothing else.
  if (found.role === 'crew') throw appError('FORBIDDEN', 'core.adminRequired');
  if (found.role !== 'admin' && !found.emailVerified) {
    throw appError('EMAIL_NOT_VERIFIED', 'accounts.emailNotVerified');
  }
  return found;
}

/** The crew audience (/api/crew/*, issue 27): none → 401; anyone but a crew account → 403. */
export async function requireCrew(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const found = await requireUser(auth, request);
  if (found.role !== 'crew') throw appError('FORBIDDEN', 'crew.crewOnly');
  return found;
}
