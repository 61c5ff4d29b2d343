import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createSmtpEmailSender, type EmailSender } from '#src/server/adapters/email.ts';
import { createLogSmsSender } from '#src/server/adapters/sms.ts';
import { notifications, session, user } from '#src/server/db/schema.ts';
import { runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import { linkIn, type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { cookiesFrom, signIn } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import type { SignUpRequest } from '#src/shared/accounts/sign-up.schema.ts';
import { signUpBody, verificationLink } from './test-sign-up.ts';

describe('confirming the address, and signing in before it', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let email: EmailSender;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    email = createSmtpEmailSender(smtp.url, { mailbox: 'Ligpit <hello@ligpit.ph>', address: 'hello@ligpit.ph' });
    t = await createTestApp({ deps: { email } });
  });
  afterAll(async () => {
    email.close?.();
    await t.close();
    await smtp.close();
  });
  const register = async (body: SignUpRequest) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: body });
    expect(res.statusCode, res.body).toBe(201);
  };
  const deliver = () => runOutboxOnce({ db: t.database.db, email, sms: createLogSmsSender(silentLog), log: silentLog });

  it('sends the confirmation to a real SMTP server; its link confirms the address and lands on /dashboard signed in', async () => {
    const body = signUpBody();
    await register(body);
    expect((await deliver()).sent).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(body.email!));
    expect(mail?.subject).toBe('Confirm your Ligpit e-mail address');
    const href = linkIn(mail!, 'verify-email');
    expect(href).toBeDefined();
    const link = new URL(href!);

    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/dashboard');
    const cookie = cookiesFrom(landing);
    const me = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: body.email, name: 'Maria Clara Santos', city: 'Makati' });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, body.email!));
    expect(row!.emailVerified).toBe(true);
    // And from now on the password signs in.
    expect((await signIn(t.app, body.email!, body.password!)).res.statusCode).toBe(200);
  });

  it('refuses sign-in before confirmation with EMAIL_NOT_VERIFIED and a sentence; the wrong password still says only "invalid"', async () => {
    const body = signUpBody();
    await register(body);
    const early = await signIn(t.app, body.email!, body.password!);
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json()).toEqual({
      error: 'EMAIL_NOT_VERIFIED',
      message:
        'Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link.',
    });
    expect(early.cookie).not.toContain('session_token');
    const wrong = await signIn(t.app, body.email!, 'not the password');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual({
      error: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('resends the confirmation on request, landing on /dashboard whatever callback was asked, capped per address', async () => {
    const body = signUpBody();
    await register(body);
    // The sign-up's own e-mail is delivered and gone (a resend in the same second makes the same
    // link, which the outbox would rightly send only once).
    await t.database.db.delete(notifications).where(eq(notifications.recipient, body.email!));
    const resend = (callbackURL = '/somewhere-else') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: body.email, callbackURL },
      });
    // A callback on another site is refused outright, before anything is sent or counted.
    const offSite = await resend('https://evil.example/');
    expect(offSite.statusCode).toBe(403);
    expect(offSite.json().error).toBe('INVALID_CALLBACK_URL');
    const first = await resend();
    expect(first.statusCode, first.body).toBe(200);
    const after = await t.database.db.select().from(notifications).where(eq(notifications.recipient, body.email!));
    expect(after).toHaveLength(1);
    expect((await verificationLink(t, body.email!)).searchParams.get('callbackURL')).toBe('/dashboard');

    // Three links an hour per address (policy verification-email-address); the fourth ask waits.
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const capped = await resend();
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'We already sent you several links. Please wait an hour before asking for another one.',
      key: 'accounts.verificationTooMany',
    });
  });

  it('turns a bad confirmation link into /dashboard?error=… that the web can put in words', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=forged&callbackURL=%2Fdashboard',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?error=INVALID_TOKEN');
  });

  it('lets a customer reset the password by e-mail; the link also confirms the address and ends other sessions', async () => {
    const body = signUpBody();
    await register(body);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: body.email, redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    await t.app.passwordResets.idle();
    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, body.email!), eq(notifications.template, 'reset-password')));
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]!);
    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(landing.headers.location as string, 'http://x').searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'my own new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, body.email!, 'my own new password')).res.statusCode).toBe(200);

    // A used or made-up token: a code and a sentence for people, not "Invalid token".
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'yet another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'INVALID_TOKEN',
      message: 'Confirmation and reset links work once and for one hour. Ask for a new one.',
    });
  });

  it('signs out everywhere: one sign-out ends every session of the account', async () => {
    const body = signUpBody();
    await register(body);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, body.email!));
    const phone = await signIn(t.app, body.email!, body.password!);
    const laptop = await signIn(t.app, body.email!, body.password!);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, body.email!));
    expect(await t.database.db.select().from(session).where(eq(session.userId, row!.id))).toHaveLength(2);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: phone.cookie, origin: t.config.publicUrl },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await t.database.db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);
    const other = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: laptop.cookie } });
    expect(other.statusCode).toBe(401);
  });
});
