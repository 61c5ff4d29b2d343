import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, notifications, profiles, savedTrackingNumbers, user } from '#src/server/db/schema.ts';
import { cookiesFrom, signIn } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import type { SignUpRequest } from '#src/shared/accounts/sign-up.schema.ts';
import { unconfirmedHoldMs } from './registration.service.ts';
import { signUpBody, verificationLink } from './test-sign-up.ts';

describe('sign-up: POST /api/accounts/sign-up', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-23T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, deps: { now: () => new Date(clock) } });
  });
  afterAll(async () => {
    await t.close();
  });
  const signUp = (body: Partial<SignUpRequest> | Record<string, unknown>, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('creates a customer, its profile and saved numbers, and queues the confirmation e-mail; nobody is signed in', async () => {
    const body = signUpBody({
      email: 'Juana.Reyes@Example.PH',
      trackingNumbers: [' ab12cd34 ', '', 'zz99yy88', 'AB12CD34'],
    });
    const res = await signUp({ ...body, role: 'admin' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ email: 'juana.reyes@example.ph', verificationSent: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();

    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'juana.reyes@example.ph'));
    // Staff accounts can never come from sign-up: an extra "role" is not even read.
    expect(row).toMatchObject({ role: 'customer', emailVerified: false, name: 'Maria Clara Santos' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toMatchObject({
      firstName: 'Maria',
      lastName: 'Clara Santos',
      phone: '+639171234567',
      city: 'Makati',
      streetAddress: '12 Mabini St., Brgy. Poblacion',
    });
    const saved = await t.database.db
      .select()
      .from(savedTrackingNumbers)
      .where(eq(savedTrackingNumbers.userId, row!.id));
    expect(saved.map((s) => s.trackingNumber).sort()).toEqual(['AB12CD34', 'ZZ99YY88']);
    const [credential] = await t.database.db.select().from(account).where(eq(account.userId, row!.id));
    expect(credential).toMatchObject({ providerId: 'credential', accountId: row!.id });
    expect(credential!.password).not.toContain('pickup please');
    const link = await verificationLink(t, 'juana.reyes@example.ph');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/dashboard');
  });

  it('answers the first broken rule in product.md order, with its words, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please enter your name'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'maria@example' }, 'Please enter a valid email address'],
      [{ password: '', confirmPassword: '' }, 'Please enter a password'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
      [{ confirmPassword: 'pickup pleas' }, 'Passwords do not match'],
      [{ phone: '+63 917' }, 'Please enter a valid 10-digit phone number'],
      [{ city: '', address: '' }, 'Please fill in both city and address fields'],
      [{ address: '' }, 'Please fill in both city and address fields'],
      [{ trackingNumbers: ['AB12'] }, 'Please enter a valid tracking number (8 alphanumeric characters)'],
    ];
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(user);
    for (const [change, message] of cases) {
      const res = await signUp(signUpBody(change as Partial<SignUpRequest>));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', message });
    }
    // Two broken rules: the earlier one in product.md's order is the message; both are listed.
    const both = await signUp(signUpBody({ phone: '', email: 'nope' }));
    expect(both.json().message).toBe('Please enter a valid email address');
    expect(both.json().issues.map((i: { path: string }) => i.path)).toEqual(['email', 'phone']);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(user)).toEqual(before);
  });

  it('refuses a confirmed address with "Email Already Registered" (409 EMAIL_TAKEN)', async () => {
    const body = signUpBody();
    expect((await signUp(body)).statusCode).toBe(201);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, body.email!));
    const again = await signUp({
      ...body,
      email: body.email!.toUpperCase(),
      password: 'another one!',
      confirmPassword: 'another one!',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'EMAIL_TAKEN',
      message: 'This email is already in use. Please use a different email or sign in.',
      key: 'accounts.emailTaken',
    });
  });

  it('lets the owner of an address replace a stranger’s unconfirmed sign-up once its link has expired (no squatting)', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.ph`;
    const squat = await signUp(
      signUpBody({ email, name: 'Squatter', password: 'squatters pass', confirmPassword: 'squatters pass' }),
    );
    expect(squat.statusCode).toBe(201);
    const squatterLink = await verificationLink(t, email);
    const [squatter] = await t.database.db.select().from(user).where(eq(user.email, email));

    // While the stranger's link still works, the address is held: the same answer as a confirmed one.
    const early = await signUp(signUpBody({ email }));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('EMAIL_TAKEN');

    clock += unconfirmedHoldMs + 1000;
    const owner = await signUp(signUpBody({ email, name: 'Rightful Owner', trackingNumbers: ['OWNR1234'] }));
    expect(owner.statusCode, owner.body).toBe(201);
    const rows = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Rightful Owner', emailVerified: false });
    expect(rows[0]!.id).not.toBe(squatter!.id);
    // The stranger's account is gone with everything it had, and its link confirms nothing.
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, squatter!.id))).toEqual([]);
    const stale = await t.app.inject({ method: 'GET', url: squatterLink.pathname + squatterLink.search });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toMatch(/^\/dashboard\?error=/);
    expect(cookiesFrom(stale)).not.toContain('session_token');

    // The owner's own link confirms the address and signs the owner in.
    const link = await verificationLink(t, email);
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/dashboard');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: { cookie: cookiesFrom(confirmed) },
    });
    expect(me.json()).toMatchObject({ name: 'Rightful Owner', trackingNumbers: ['OWNR1234'] });
    // The stranger's password never opens it.
    expect((await signIn(t.app, email, 'squatters pass')).res.statusCode).toBe(401);
  });

  it('is all or nothing: a failure part-way leaves no user, credential, profile, saved number or e-mail', async () => {
    // A real database failure on the last insert of the transaction (the saved numbers).
    await t.database.db.execute(sql`
      create function ligpit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`);
    await t.database.db.execute(sql`
      create trigger ligpit_test_refuse before insert on saved_tracking_numbers
      for each row when (new.tracking_number = 'FAIL0000') execute function ligpit_test_refuse()`);
    try {
      const body = signUpBody({ trackingNumbers: ['GOOD1234', 'FAIL0000'] });
      const res = await signUp(body);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        error: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(await t.database.db.select().from(user).where(eq(user.email, body.email!))).toEqual([]);
      expect(await t.database.db.select().from(profiles).where(eq(profiles.email, body.email!))).toEqual([]);
      expect(
        await t.database.db
          .select()
          .from(savedTrackingNumbers)
          .where(eq(savedTrackingNumbers.trackingNumber, 'GOOD1234')),
      ).toEqual([]);
      expect(await t.database.db.select().from(notifications).where(eq(notifications.recipient, body.email!))).toEqual(
        [],
      );
      // No credential without its user either.
      const credentials = await t.database.db.select({ userId: account.userId }).from(account);
      const users = new Set((await t.database.db.select({ id: user.id }).from(user)).map((u) => u.id));
      expect(credentials.filter((c) => !users.has(c.userId))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger ligpit_test_refuse on saved_tracking_numbers`);
      await t.database.db.execute(sql`drop function ligpit_test_refuse()`);
    }
  });

  it('gives one account to two sign-ups of the same address at once', async () => {
    const email = `twins-${randomUUID().slice(0, 8)}@example.ph`;
    const results = await Promise.all([signUp(signUpBody({ email })), signUp(signUpBody({ email }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it('keeps Better Auth’s own sign-up closed, so no account skips these rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'raw@example.ph', password: 'long enough pass', name: 'Raw', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
      message: 'Accounts are created on the sign-up page.',
    });
    expect(await t.database.db.select().from(user).where(eq(user.email, 'raw@example.ph'))).toEqual([]);
  });

  it('limits sign-ups per client address', async () => {
    const remoteAddress = '10.20.30.40';
    for (let i = 0; i < 10; i++) expect((await signUp(signUpBody({ name: '' }), remoteAddress)).statusCode).toBe(400);
    const blocked = await signUp(signUpBody(), remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('RATE_LIMITED');
  });
});
