import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '#src/server/auth/auth.ts';
import { loadConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { account, notifications, user } from '#src/server/db/schema.ts';
import { cookiesFrom, createSignedInUser, signIn } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { ensureAdminUser, refusedAdminMessage } from './admin-bootstrap.ts';

const dataDir = path.join(os.tmpdir(), `ligpit-bootstrap-${process.pid}`);

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: dataDir, ADMIN_EMAIL: 'Boss@Ligpit.ph', ADMIN_PASSWORD: 'first admin pass' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('exists at start, signs in with that password and reaches the admin API', async () => {
    const { res, cookie } = await signIn(t.app, 'boss@ligpit.ph', 'first admin pass');
    expect(res.statusCode).toBe(200);
    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(stats.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'boss@ligpit.ph'));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });
    // Hashed Better Auth's way, never stored as typed.
    const [credential] = await t.database.db.select().from(account).where(eq(account.userId, row!.id));
    expect(credential!.password).not.toContain('first admin pass');
  });

  it('is idempotent across restarts and leaves a changed password alone', async () => {
    const auth = createAuth({ db: t.database.db, config: t.config });
    expect(await ensureAdminUser(auth, { email: 'boss@ligpit.ph', password: 'first admin pass' })).toBe('unchanged');
    expect(await ensureAdminUser(auth, { email: 'boss@ligpit.ph', password: 'some other pass' })).toBe('unchanged');
    expect((await signIn(t.app, 'boss@ligpit.ph', 'first admin pass')).res.statusCode).toBe(200);
    expect(await t.database.db.select().from(user).where(eq(user.email, 'boss@ligpit.ph'))).toHaveLength(1);
  });
});

describe('the start-up admin never takes over an account whose password it did not set', () => {
  for (const confirmed of [false, true]) {
    it(`leaves a customer who registered ADMIN_EMAIL first (${confirmed ? 'confirmed' : 'unconfirmed'}) without staff rights`, async () => {
      const database = await createTestDatabase();
      // Before the operator sets ADMIN_EMAIL, a stranger signs up with that address and a password of their own.
      const before = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { database } });
      const squatter = { email: 'boss@ligpit.ph', password: 'the squatters choice' };
      const signUp = await before.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-up',
        payload: {
          name: 'Not The Boss',
          ...squatter,
          confirmPassword: squatter.password,
          phone: '+63 9171234567',
          city: 'Makati',
          address: '1 Ayala Ave.',
        },
      });
      expect(signUp.statusCode, signUp.body).toBe(201);
      let squatterCookie = '';
      if (confirmed) {
        const [mail] = await database.db
          .select()
          .from(notifications)
          .where(eq(notifications.recipient, squatter.email));
        const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]!);
        squatterCookie = cookiesFrom(await before.app.inject({ method: 'GET', url: link.pathname + link.search }));
        expect(squatterCookie).toContain('session_token');
      }
      await before.app.close();

      const t = await createTestApp({
        env: { DATA_DIR: dataDir, ADMIN_EMAIL: 'Boss@Ligpit.ph', ADMIN_PASSWORD: 'the operators password' },
        deps: { database },
      });
      try {
        const [row] = await database.db.select().from(user).where(eq(user.email, squatter.email));
        expect(row).toMatchObject({ role: 'customer', emailVerified: confirmed });
        // Neither the squatter's password nor ADMIN_PASSWORD gives a staff session.
        expect((await signIn(t.app, squatter.email, 'the operators password')).res.statusCode).toBe(401);
        const asSquatter = await signIn(t.app, squatter.email, squatter.password);
        if (confirmed) {
          expect(asSquatter.res.statusCode).toBe(200);
          for (const cookie of [asSquatter.cookie, squatterCookie]) {
            const stats = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
            expect(stats.statusCode).toBe(403);
          }
        } else {
          expect(asSquatter.res.statusCode).toBe(403);
          expect(asSquatter.res.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });
        }
        const auth = createAuth({ db: database.db, config: t.config });
        expect(await ensureAdminUser(auth, { email: squatter.email, password: 'the operators password' })).toBe(
          'refused',
        );
      } finally {
        await t.close();
      }
    });
  }

  it('tells the operator what to do', () => {
    expect(refusedAdminMessage).toContain('npm run admin:create');
  });
});

describe('ensureAdminUser from npm run admin:create', () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { database } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('promotes an existing customer with the given password, confirms the address and ends its sessions', async () => {
    const customer = await createSignedInUser(t.app, database.db, { role: 'customer', emailVerified: false });
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: customer.cookie } });
    expect(before.statusCode).toBe(403);

    const auth = createAuth({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    expect(
      await ensureAdminUser(auth, { email: customer.email, password: 'a brand new pass', resetPassword: true }),
    ).toBe('promoted');
    const [row] = await database.db.select().from(user).where(eq(user.id, customer.id));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });
    // Whoever was signed in with the old password is out, and the old password no longer works.
    const stale = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: customer.cookie } });
    expect(stale.statusCode).toBe(401);
    expect((await signIn(t.app, customer.email, customer.password)).res.statusCode).toBe(401);
    const { res, cookie } = await signIn(t.app, customer.email, 'a brand new pass');
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses a password shorter than the sign-up minimum', async () => {
    const auth = createAuth({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    await expect(ensureAdminUser(auth, { email: 'short@ligpit.ph', password: 'short' })).rejects.toThrow(
      'The admin password must be 8 to 128 characters long',
    );
  });
});
