import type { FastifyRequest } from 'fastify';
import { appError } from '#src/server/http/errors.ts';
import { normalisedPath } from '#src/server/http/rate-limit.ts';
import { isCrewDomainEmail } from '#src/shared/accounts/crew-login.ts';
import { canonicalEmail, isOrdinaryEmail } from '#src/shared/core/email.ts';
import { personNameField } from '#src/shared/core/person-name.ts';

// Issue 26: Better Auth's own endpoints follow our rules before it sees a body. M1: every e-mail it
// is given is an ordinary address (src/shared/core/email.ts), in its canonical spelling, so sign-in,
// "forgot password" and "send the link again" find the account and count the budget by one key.
// Low finding: update-user stored `{}` as "[object Object]" and answered null with a 500.

const emailFields = ['email', 'newEmail'] as const;
const updateUserPath = /^\/api\/auth\/update-user\/?$/;
/** Where a person names the address of an account to be (issue 39: the crew domain is staff's). */
const newAddressPath = /^\/api\/auth\/(sign-up\/email|change-email)\/?$/;
/** What update-user may change; everything else of a user (role, ban, e-mail) has its own path. */
const updatableFields = new Set(['name', 'image']);
const nameRule = personNameField({ required: 'accounts.nameRequired', tooLong: 'accounts.tooLong' });

type Body = Record<string, unknown>;

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function checkAuthBody(request: FastifyRequest): Promise<void> {
  if (request.method !== 'POST' || !isBody(request.body)) return;
  const body = request.body;
  for (const field of emailFields) {
    const value = body[field];
    if (value === undefined) continue;
    // An empty address is Better Auth's to answer (the sign-in form's "enter your email and password").
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value !== 'string' || !isOrdinaryEmail(value)) throw appError('VALIDATION', 'accounts.emailInvalid');
    body[field] = canonicalEmail(value);
  }
  if (newAddressPath.test(normalisedPath(request.url))) {
    for (const field of emailFields) {
      const value = body[field];
      if (typeof value === 'string' && isCrewDomainEmail(value)) throw appError('VALIDATION', 'accounts.emailInvalid');
    }
  }
  if (updateUserPath.test(normalisedPath(request.url))) {
    if (Object.keys(body).some((k) => !updatableFields.has(k))) throw appError('BAD_REQUEST', 'core.badRequest');
    if ('name' in body) {
      const name = nameRule.safeParse(body.name);
      if (!name.success) {
        throw appError(
          'VALIDATION',
          body.name === '' || typeof body.name !== 'string' ? 'accounts.nameRequired' : 'accounts.tooLong',
        );
      }
      body.name = name.data;
    }
    if ('image' in body && body.image !== null && (typeof body.image !== 'string' || body.image.length > 2048)) {
      throw appError('BAD_REQUEST', 'core.badRequest');
    }
  }
}
