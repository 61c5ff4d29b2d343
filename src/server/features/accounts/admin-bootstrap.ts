import type { Auth } from '#src/server/auth/auth.ts';
import { canonicalEmail } from '#src/shared/core/email.ts';

/**
 * created: a new staff account. promoted: an existing account became staff (operator only).
 * unchanged: it was staff already. refused: the address belongs to a customer and the caller may
 * not take it over (the start-up path; decision 013).
 */
export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged' | 'refused';

export interface EnsureAdminInput {
  email: string;
  password: string;
  /**
   * The operator's own command (`npm run admin:create`): set this password on an existing account,
   * promote a customer, mark the address verified and end its other sessions. Start-up
   * (ADMIN_EMAIL/ADMIN_PASSWORD) leaves it off and never promotes an account whose password it did
   * not set.
   */
  resetPassword?: boolean;
}

/** What the operator reads when start-up refuses: how to make that address a staff account anyway. */
export const refusedAdminMessage =
  'ADMIN_EMAIL names an existing customer account, which start-up does not turn into a staff account ' +
  '(its password was not set by ADMIN_PASSWORD). If that address is yours, run ' +
  '`npm run admin:create -- --email <ADMIN_EMAIL> --password <a new password>` to make it a staff account with ' +
  'a password you choose; otherwise set ADMIN_EMAIL to another address.';

/**
 * Makes sure an admin account exists for this e-mail (design.md §6.4: the first admin comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`). Goes through Better Auth's own password
 * hashing and adapter so the account signs in like any other. Idempotent: an existing admin is
 * left as is at start-up.
 */
export async function ensureAdminUser(auth: Auth, input: EnsureAdminInput): Promise<EnsureAdminOutcome> {
  const ctx = await auth.$context;
  // Issue 26: the canonical spelling, as every account is stored.
  const email = canonicalEmail(input.email);
  const { minPasswordLength, maxPasswordLength } = ctx.password.config;
  if (input.password.length < minPasswordLength || input.password.length > maxPasswordLength) {
    throw new Error(`The admin password must be ${minPasswordLength} to ${maxPasswordLength} characters long`);
  }

  const found = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!found) {
    try {
      await createAdminAccount(ctx, email, input.password);
      return 'created';
    } catch (error) {
      // Several instances starting at once on one PostgreSQL: another one created it first.
      if (!(await ctx.internalAdapter.findUserByEmail(email))) throw error;
      return ensureAdminUser(auth, input);
    }
  }

  const { user, accounts } = found;
  const isAdmin = (user as { role?: string }).role === 'admin';
  const credential = accounts.find((a) => a.providerId === 'credential');

  if (!input.resetPassword) {
    // Anyone can register an address before the server first starts: promoting that account would
    // hand staff rights to whoever chose its password (decision 013).
    if (!isAdmin) return 'refused';
    if (!credential) await linkPassword(ctx, user.id, input.password);
    return 'unchanged';
  }

  // The operator's command: this password, a proven address, and nobody else still signed in.
  if (credential) await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(input.password));
  else await linkPassword(ctx, user.id, input.password);
  await ctx.internalAdapter.updateUser(user.id, { role: 'admin', emailVerified: true });
  await ctx.internalAdapter.deleteUserSessions(user.id);
  return isAdmin ? 'unchanged' : 'promoted';
}

type AuthContext = Awaited<Auth['$context']>;

async function linkPassword(ctx: AuthContext, userId: string, password: string): Promise<void> {
  await ctx.internalAdapter.linkAccount({
    userId,
    providerId: 'credential',
    accountId: userId,
    password: await ctx.password.hash(password),
  });
}

async function createAdminAccount(ctx: AuthContext, email: string, password: string): Promise<void> {
  const hash = await ctx.password.hash(password);
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: 'Ligpit Admin',
      // Staff accounts are made by an operator, not by a stranger typing an address.
      emailVerified: true,
      role: 'admin',
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
}
