import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Auth, createAuth, makeVerificationUrl, type Role } from '#src/server/auth/auth.ts';
import { loadConfig } from '#src/server/config.ts';
import type { Db } from '#src/server/db/client.ts';
import { user } from '#src/server/db/schema.ts';

/** The Cookie header a browser would send back after this response. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

// A Better Auth instance on the test's database, for writing accounts as Better Auth would. Its
// secret is the one every test app uses (no test sets AUTH_SECRET), so the links it signs are
// the app's own.
const authByDb = new WeakMap<Db, Auth>();
function authFor(db: Db): Auth {
  let auth = authByDb.get(db);
  if (!auth) {
    auth = createAuth({ db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) });
    authByDb.set(db, auth);
  }
  return auth;
}

/**
 * An account with this role and a signed-in cookie. It is created through Better Auth's adapter and
 * signed in by following its own e-mail confirmation link through the app, as a new customer is
 * (the link signs in; no sign-in attempt is spent, so the sign-in limits of a test stay whole).
 * `emailVerified: false` turns the address back to unconfirmed afterwards: a session of an
 * unconfirmed account, which the normal flows never produce, for authorization tests.
 */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Db,
  opts: { role: Role; email?: string; password?: string; name?: string; emailVerified?: boolean },
): Promise<TestUser> {
  const email = (opts.email ?? `${opts.role}-${Math.random().toString(36).slice(2, 10)}@example.ph`).toLowerCase();
  const password = opts.password ?? 'correct horse battery';
  const auth = authFor(db);
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: opts.name ?? (opts.role === 'admin' ? 'Staff Member' : 'Juan Dela Cruz'),
      emailVerified: false,
      role: opts.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  const link = new URL(await makeVerificationUrl(auth, { id: created.id, email }));
  const res = await app.inject({ method: 'GET', url: link.pathname + link.search });
  const cookie = cookiesFrom(res);
  if (res.statusCode !== 302 || !cookie.includes('session_token')) {
    throw new Error(`confirming the test account failed: ${res.statusCode} ${res.body}`);
  }
  if (opts.emailVerified === false) await db.update(user).set({ emailVerified: false }).where(eq(user.id, created.id));
  return { id: created.id, email, password, cookie };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: { rememberMe?: boolean; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<{ res: LightMyRequestResponse; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: extra.headers,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    payload: { email, password, ...(extra.rememberMe === undefined ? {} : { rememberMe: extra.rememberMe }) },
  });
  return { res, cookie: cookiesFrom(res) };
}
