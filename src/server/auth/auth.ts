import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema.ts';

export type Role = 'customer' | 'admin';

/** How auth e-mails leave the building; the outbox implements it (DESIGN §6.9). */
export interface AuthMailer {
  sendVerification(input: { to: string; url: string }): Promise<void>;
  sendPasswordReset(input: { to: string; url: string }): Promise<void>;
}

// Only tests build an app without a secret; main.ts always resolves one (auth-secret.ts).
const testSecret = 'ligpit-test-secret-only-used-by-the-test-suite';

export function createAuth(opts: { db: Db; config: Config; mailer?: AuthMailer }) {
  const { db, config, mailer } = opts;
  return betterAuth({
    appName: 'Ligpit',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret ?? testSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8, // spec §9
      maxPasswordLength: 128,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer?.sendPasswordReset({ to: u.email, url });
      },
    },
    emailVerification: {
      sendOnSignUp: Boolean(mailer),
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer?.sendVerification({ to: u.email, url });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // Secure cookies wherever the site is served over HTTPS.
      useSecureCookies: config.publicUrl.startsWith('https:'),
      database: { generateId: () => crypto.randomUUID() },
    },
    // Login attempts are limited by our own per-account and per-address limiter in front of this.
    rateLimit: { enabled: false },
    plugins: [admin({ defaultRole: 'customer', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
