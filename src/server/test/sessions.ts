import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';

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

/** Signs up through Better Auth (as a customer would), sets the role, and returns a signed-in cookie. */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Db,
  opts: { role: Role; email?: string; password?: string; name?: string },
): Promise<TestUser> {
  const email = opts.email ?? `${opts.role}-${Math.random().toString(36).slice(2, 10)}@example.ph`;
  const password = opts.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: opts.name ?? (opts.role === 'admin' ? 'Staff Member' : 'Juan Dela Cruz') },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { user: { id: string } }).user.id;
  if (opts.role === 'admin') await db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
  const cookie = cookiesFrom(res) || (await signIn(app, email, password)).cookie;
  return { id, email, password, cookie };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: { rememberMe?: boolean; headers?: Record<string, string> } = {},
): Promise<{ res: LightMyRequestResponse; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: extra.headers,
    payload: { email, password, ...(extra.rememberMe === undefined ? {} : { rememberMe: extra.rememberMe }) },
  });
  return { res, cookie: cookiesFrom(res) };
}
