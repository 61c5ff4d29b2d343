import { and, asc, eq } from 'drizzle-orm';
import type { Auth } from '#src/server/auth/auth.ts';
import type { Db } from '#src/server/db/client.ts';
import { crewAssignments, trucks, user } from '#src/server/db/schema.ts';
import { appError } from '#src/server/http/errors.ts';
import { canonicalEmail } from '#src/shared/core/email.ts';
import {
  type AssignCrew,
  type Assignment,
  type CreateCrew,
  type CrewMember,
  crewLoginLabel,
  crewSignInEmail,
} from '#src/shared/crew/crew.schema.ts';

// Issue 27: staff make crew accounts (Better Auth role `crew`) and say who drives which truck on a day.

/**
 * A crew account, made through Better Auth's own adapter and password hashing so it signs in like
 * any other. Its address counts as proven: staff made it, and a crew account receives no mail. A
 * mobile number becomes the account's sign-in name (decision 061).
 */
export async function createCrewAccount(deps: { auth: Auth }, input: CreateCrew): Promise<CrewMember> {
  const ctx = await deps.auth.$context;
  const email = input.login.includes('@') ? canonicalEmail(input.login) : crewSignInEmail(input.login);
  if (await ctx.internalAdapter.findUserByEmail(email)) throw appError('CONFLICT', 'crew.loginTaken');
  let created: { id: string };
  try {
    created = await ctx.internalAdapter.createUser(
      { email, name: input.name, emailVerified: true, role: 'crew' },
      { method: 'admin' },
    );
  } catch (error) {
    // Two staff creating the same login at once: the second finds the first.
    if (await ctx.internalAdapter.findUserByEmail(email)) throw appError('CONFLICT', 'crew.loginTaken');
    throw error;
  }
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  return { id: created.id, name: input.name, login: crewLoginLabel(email) };
}

export async function listCrew(deps: { db: Db }): Promise<CrewMember[]> {
  const rows = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.role, 'crew'))
    .orderBy(asc(user.name));
  return rows.map((r) => ({ id: r.id, name: r.name, login: crewLoginLabel(r.email) }));
}

export async function listAssignments(deps: { db: Db }, date: string): Promise<Assignment[]> {
  return deps.db
    .select({
      id: crewAssignments.id,
      userId: crewAssignments.userId,
      name: user.name,
      truckId: crewAssignments.truckId,
      truckName: trucks.name,
      date: crewAssignments.date,
    })
    .from(crewAssignments)
    .innerJoin(user, eq(user.id, crewAssignments.userId))
    .innerJoin(trucks, eq(trucks.id, crewAssignments.truckId))
    .where(eq(crewAssignments.date, date))
    .orderBy(asc(trucks.name), asc(user.name));
}

/** Assigns a truck to a crew member for a day; a second assignment for the same day replaces the first. */
export async function assignCrew(deps: { db: Db }, input: AssignCrew, by: { id: string }): Promise<Assignment> {
  const [member] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, input.userId), eq(user.role, 'crew')))
    .limit(1);
  if (!member) throw appError('NOT_FOUND', 'crew.crewNotFound');
  const [truck] = await deps.db
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(eq(trucks.id, input.truckId), eq(trucks.active, true)))
    .limit(1);
  if (!truck) throw appError('NOT_FOUND', 'submissions.truckNotFound');
  const [row] = await deps.db
    .insert(crewAssignments)
    .values({ userId: input.userId, truckId: input.truckId, date: input.date, createdBy: by.id })
    .onConflictDoUpdate({
      target: [crewAssignments.userId, crewAssignments.date],
      set: { truckId: input.truckId, createdBy: by.id },
    })
    .returning({ id: crewAssignments.id });
  const found = (await listAssignments(deps, input.date)).find((a) => a.id === row!.id);
  return found!;
}

export async function removeAssignment(deps: { db: Db }, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(crewAssignments)
    .where(eq(crewAssignments.id, id))
    .returning({ id: crewAssignments.id });
  if (deleted.length === 0) throw appError('NOT_FOUND', 'crew.assignmentNotFound');
}

/** The truck this crew member drives on `date`, or null. */
export async function truckOf(db: Db, userId: string, date: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: trucks.id, name: trucks.name })
    .from(crewAssignments)
    .innerJoin(trucks, eq(trucks.id, crewAssignments.truckId))
    .where(and(eq(crewAssignments.userId, userId), eq(crewAssignments.date, date)))
    .limit(1);
  return row ?? null;
}
