import type { Auth } from './auth.ts';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged';

export interface EnsureAdminInput {
  email: string;
  password: string;
  /** Set the password of an existing account too (the CLI: "make this login work"); the boot path leaves it alone. */
  resetPassword?: boolean;
}

/**
 * Makes sure an admin account exists for this e-mail (DESIGN §6.4: the first admin comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`). Goes through Better Auth's own password
 * hashing and adapter so the account signs in like any other. Idempotent: an existing customer
 * is promoted, an existing admin is left as is.
 */
export async function ensureAdminUser(auth: Auth, input: EnsureAdminInput): Promise<EnsureAdminOutcome> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
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
  let outcome: EnsureAdminOutcome = 'unchanged';
  if ((user as { role?: string }).role !== 'admin') {
    await ctx.internalAdapter.updateUser(user.id, { role: 'admin' });
    outcome = 'promoted';
  }
  const credential = accounts.find((a) => a.providerId === 'credential');
  if (!credential) {
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(input.password),
    });
  } else if (input.resetPassword) {
    await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(input.password));
  }
  return outcome;
}

type AuthContext = Awaited<Auth['$context']>;

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
