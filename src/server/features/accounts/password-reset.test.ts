import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/server/db/schema.ts';
import { createSignedInUser, signIn } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// The staff "Forgot password?" journey at the HTTP level: the e-mail goes through the outbox and
// its link leads to /reset-password with a token that sets the new password once.
describe('password reset by e-mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues the reset e-mail, lands on /reset-password, and accepts the new password once', async () => {
    const staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: staff.email, redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    // The answer only queued the ask (issue 26); Better Auth makes the link after it.
    await t.app.passwordResets.idle();

    const [mail] = await t.database.db.select().from(notifications).where(eq(notifications.template, 'reset-password'));
    expect(mail?.recipient).toBe(staff.email);
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    const landing = await t.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(landing.statusCode).toBe(302);
    const location = new URL(landing.headers.location as string, t.config.publicUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, staff.email, staff.password)).res.statusCode).toBe(401);
    expect((await signIn(t.app, staff.email, 'a brand new passphrase')).res.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'yet another passphrase' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an address without an account, and queues nothing', async () => {
    const before = await t.database.db.select().from(notifications);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.ph', redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.passwordResets.idle();
    expect(await t.database.db.select().from(notifications)).toHaveLength(before.length);
  });
});
