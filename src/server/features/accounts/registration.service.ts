import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Auth, makeVerificationUrl, verificationLinkLifetimeSeconds } from '#src/server/auth/auth.ts';
import type { Db } from '#src/server/db/client.ts';
import { account, profiles, savedTrackingNumbers, user } from '#src/server/db/schema.ts';
import { queueVerificationEmail } from '#src/server/features/notifications/auth-mailer.ts';
import { appError } from '#src/server/http/errors.ts';
import type { Registration } from '#src/shared/accounts/sign-up.schema.ts';

export interface RegistrationDeps {
  db: Db;
  auth: Auth;
  now: () => Date;
}

/** created: a new account. replaced: an unconfirmed, older sign-up of the address gave way (decision 012). */
export type RegistrationOutcome = 'created' | 'replaced';

/**
 * How long an unconfirmed sign-up holds its address: as long as its confirmation link works.
 * After that, registering the address again replaces it, so nobody can squat an address that is
 * not theirs (decision 012).
 */
export const unconfirmedHoldMs = verificationLinkLifetimeSeconds * 1000;

const emailTaken = () => appError('EMAIL_TAKEN', 'accounts.emailTaken');

/**
 * product.md §4 "Sign-up registration", in one transaction on our server (design.md §6.11): the Better Auth
 * user and its password, the profile, the saved tracking numbers and the confirmation e-mail in
 * the outbox commit together or not at all. The account is always a customer's and unconfirmed;
 * nobody is signed in (product.md §4: "Sign-up ends by signing the user out").
 */
export async function registerCustomer(
  deps: RegistrationDeps,
  input: Registration,
): Promise<{ userId: string; outcome: RegistrationOutcome }> {
  const ctx = await deps.auth.$context;
  // Hashed before anything is looked up: a taken address answers no faster than a free one.
  const passwordHash = await ctx.password.hash(input.password);
  const userId = randomUUID();
  const verificationUrl = await makeVerificationUrl(deps.auth, { id: userId, email: input.email });
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx) => {
    let outcome: RegistrationOutcome = 'created';
    const [existing] = await tx
      .select({ id: user.id, emailVerified: user.emailVerified, role: user.role, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.email, input.email))
      .for('update');
    if (existing) {
      const stillHeld = now.getTime() - existing.createdAt.getTime() < unconfirmedHoldMs;
      if (existing.emailVerified || existing.role !== 'customer' || stillHeld) throw emailTaken();
      // Nobody ever proved this address: that account has no session and owns nothing. Its
      // profile, saved numbers and credential go with it (foreign keys cascade), and its
      // confirmation links stop working (they name the old user id).
      await tx.delete(user).where(and(eq(user.id, existing.id), eq(user.emailVerified, false)));
      outcome = 'replaced';
    }

    // Better Auth's own rows, as its adapter writes them (src/server/db/schema.ts), inside our
    // transaction; its adapter cannot join a transaction it did not open (decision 012).
    const [created] = await tx
      .insert(user)
      .values({
        id: userId,
        name: input.name,
        email: input.email,
        emailVerified: false,
        role: 'customer',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    // A concurrent sign-up of the same address committed first.
    if (!created) throw emailTaken();
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(profiles).values({
      userId,
      email: input.email,
      name: input.name,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      city: input.city,
      // Sign-up's address line is the street with house number (issue 23: one pickup address).
      streetAddress: input.address || null,
      // Issue 37: the optional pin beside that address (checked inside Metro Manila by the schema).
      pinLat: input.pin?.lat ?? null,
      pinLng: input.pin?.lng ?? null,
    });
    if (input.trackingNumbers.length > 0) {
      await tx
        .insert(savedTrackingNumbers)
        .values(input.trackingNumbers.map((trackingNumber) => ({ userId, trackingNumber })))
        .onConflictDoNothing();
    }
    await queueVerificationEmail(tx, { to: input.email, url: verificationUrl });
    return outcome;
  });
  return { userId, outcome };
}
