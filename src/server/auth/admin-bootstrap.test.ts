import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, user } from '../db/schema.ts';
import { createSignedInUser, signIn } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { ensureAdminUser } from './admin-bootstrap.ts';
import { createAuth } from './auth.ts';

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

describe('ensureAdminUser', () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { database } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('promotes an existing customer, and resets the password only when asked', async () => {
    const customer = await createSignedInUser(t.app, database.db, { role: 'customer' });
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: customer.cookie } });
    expect(before.statusCode).toBe(403);

    const auth = createAuth({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    expect(await ensureAdminUser(auth, { email: customer.email, password: 'a brand new pass' })).toBe('promoted');
    // The customer's existing session is now an admin session: the role is read on every request.
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: customer.cookie } });
    expect(after.statusCode).toBe(200);
    expect((await signIn(t.app, customer.email, customer.password)).res.statusCode).toBe(200);

    await ensureAdminUser(auth, { email: customer.email, password: 'a brand new pass', resetPassword: true });
    expect((await signIn(t.app, customer.email, customer.password)).res.statusCode).toBe(401);
    expect((await signIn(t.app, customer.email, 'a brand new pass')).res.statusCode).toBe(200);
  });

  it('refuses a password shorter than the sign-up minimum', async () => {
    const auth = createAuth({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    await expect(ensureAdminUser(auth, { email: 'short@ligpit.ph', password: 'short' })).rejects.toThrow(
      'The admin password must be 8 to 128 characters long',
    );
  });
});
