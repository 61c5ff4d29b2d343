import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, createEmailVerificationToken } from 'better-auth/api';
import { admin, openAPI } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Config } from '#src/server/config.ts';
import type { Db } from '#src/server/db/client.ts';
import { logBetterAuth } from '#src/server/db/loggable-error.ts';
import { account, session, user, verification } from '#src/server/db/schema.ts';
import { authApi, verificationCallbackPath } from '#src/shared/accounts/paths.ts';

/** Issue 27: `crew` runs the truck's day at /crew and nothing else (src/server/features/crew). */
export type Role = 'customer' | 'admin' | 'crew';

/** How auth e-mails leave the building; the outbox implements it (design.md §6.9). */
export interface AuthMailer {
  sendVerification(input: { to: string; url: string }): Promise<void>;
  sendPasswordReset(input: { to: string; url: string }): Promise<void>;
}

// Only tests build an app without a secret; main.ts always resolves one (auth-secret.ts).
const testSecret = 'ligpit-test-secret-only-used-by-the-test-suite';

/** How long an e-mailed confirmation link works; also how long a sign-up holds an unconfirmed address (decision 012). */
export const verificationLinkLifetimeSeconds = 60 * 60;

/**
 * Every confirmation link lands on /dashboard (design.md §6.11), whatever callbackURL a caller of
 * /api/auth/send-verification-email asked for.
 */
function withDashboardCallback(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', verificationCallbackPath);
  return link.toString();
}

export function createAuth(opts: { db: Db; config: Config; mailer?: AuthMailer }) {
  const { db, config, mailer } = opts;
  return betterAuth({
    appName: 'Ligpit',
    baseURL: config.publicUrl,
    basePath: authApi.base,
    secret: config.authSecret ?? testSecret,
    // The same list our CSRF check uses (src/server/http/csrf.ts).
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by POST /api/accounts/sign-up (the user, profile and saved numbers in one
      // transaction, role always customer) or by the operator (admin-bootstrap.ts); Better Auth's
      // own /sign-up/email stays closed (decision 012).
      disableSignUp: true,
      // design.md §6.11: a customer proves the address before signing in; sign-in says EMAIL_NOT_VERIFIED.
      requireEmailVerification: true,
      minPasswordLength: 8, // product.md §9
      maxPasswordLength: 128,
      // A reset ends every session, so whoever held the old password is out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer?.sendPasswordReset({ to: u.email, url });
      },
      // The reset link reached the address, which proves it as well as a confirmation link does.
      onPasswordReset: async ({ user: u }) => {
        if (!u.emailVerified) await db.update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      expiresIn: verificationLinkLifetimeSeconds,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer?.sendVerification({ to: u.email, url: withDashboardCallback(url) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    hooks: {
      // product.md §4: "Sign-out is global scope": signing out ends every session of the account.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-out') return;
        const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        if (!token) return;
        const current = await ctx.context.internalAdapter.findSession(token);
        if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
      }),
    },
    advanced: {
      // Better Auth turns its origin check off when NODE_ENV is "test"; keep it on, so the tests
      // exercise the check that production runs (issue 11: "Invalid origin" off localhost).
      disableOriginCheck: false,
      // Secure cookies wherever the site is served over HTTPS.
      useSecureCookies: config.publicUrl.startsWith('https:'),
      database: { generateId: () => crypto.randomUUID() },
    },
    // Login attempts are limited by our own per-account and per-address limiter in front of this.
    rateLimit: { enabled: false },
    // Its default logger prints failed queries with their params (names, e-mails): issue 13.
    logger: { level: 'warn', log: logBetterAuth },
    // A failure that is not an API answer (a failed query) is thrown to our error handler, which
    // logs it without params; left to Better Auth, its router prints it whole with console.error.
    onAPIError: { throw: true },
    // openAPI: Better Auth describes its own endpoints, which /api/openapi.json merges in
    // (src/server/http/openapi.ts calls auth.api.generateOpenAPISchema on the server). Its HTTP
    // endpoints stay off: the reference page loads a script from a CDN, and one document is enough.
    // The admin plugin's role field is not accepted from any request body (it marks it input: false).
    plugins: [admin({ defaultRole: 'customer', adminRoles: ['admin'] }), openAPI({ disableDefaultReference: true })],
    disabledPaths: ['/open-api/generate-schema', '/reference'],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The confirmation link of a new account, made the way Better Auth makes it (a signed token bound
 * to the user's id, so a link of a replaced account stops working), landing on /dashboard.
 */
export async function makeVerificationUrl(auth: Auth, target: { id: string; email: string }): Promise<string> {
  const ctx = await auth.$context;
  const token = await createEmailVerificationToken(
    ctx.secret,
    target.email,
    undefined,
    verificationLinkLifetimeSeconds,
    {
      userId: target.id,
    },
  );
  return `${ctx.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(verificationCallbackPath)}`;
}
