import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { isSecretSegment, redactPath } from './log-redaction.ts';

// Issue 26 (M3): no token, code, tracking number or share token in the logs.

describe('redactPath', () => {
  it.each([
    [
      '/api/auth/reset-password/AbCdEfGhIjKlMnOpQrStUvWx?callbackURL=%2Freset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=[redacted]',
    ],
    [
      '/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.x.y&callbackURL=%2Fdashboard',
      '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    ],
    ['/tracking-result/AB12CD34', '/tracking-result/[redacted]'],
    ['/event/sm-megamall/tracking-result/QWERTYUI', '/event/sm-megamall/tracking-result/[redacted]'],
    ['/impact/hX3k9_Qz2LmN8pRt4VwY6b', '/impact/[redacted]'],
    ['/api/submissions/AB12CD34/owner-code/verify', '/api/submissions/[redacted]/owner-code/verify'],
    ['/dashboard', '/dashboard'],
    ['/api/auth/sign-in/email', '/api/auth/sign-in/email'],
    ['/event/bonifacio-global-city-2026/upload', '/event/bonifacio-global-city-2026/upload'],
  ])('%s → %s', (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });

  it('keeps ordinary words, redacts codes and numbers', () => {
    for (const word of ['tracking', 'password', 'sign-out', 'dashboard', 'receipt']) {
      expect(isSecretSegment(word)).toBe(false);
    }
    for (const secret of ['123456', 'AB12CD34', 'ab12cd34', 'ZXCVBNMA']) expect(isSecretSegment(secret)).toBe(true);
  });
});

describe('the logs of a reset, a verification, a lookup and a share link', () => {
  let t: TestApp;
  const captured: string[] = [];
  const restore: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace', RATE_LIMIT_ALLOW: '127.0.0.1' },
      deps: { logger: true, logStream: { write: (line) => void captured.push(line) } },
    });
    for (const stream of [process.stdout, process.stderr]) {
      const spy = vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        captured.push(String(chunk));
        return true;
      });
      restore.push(() => spy.mockRestore());
    }
  });
  afterAll(async () => {
    for (const undo of restore) undo();
    await t.close();
  });

  it('contains neither token after both are used through the app, nor a tracking number or share token', async () => {
    const origin = { origin: t.config.publicUrl };
    const email = `logcheck-${randomUUID().slice(0, 8)}@example.ph`;
    const password = 'a long enough password';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      headers: origin,
      payload: {
        name: 'Log Check',
        email,
        password,
        confirmPassword: password,
        phone: '+63 917 555 0707',
        city: 'Pasig',
        address: '3 Shaw Blvd.',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);

    // The verification: the e-mailed link, followed.
    const [verifyMail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, email), eq(notifications.template, 'verify-email')));
    const verifyLink = new URL(verifyMail!.body.match(/https?:\/\/\S+/)![0]!);
    const verificationToken = verifyLink.searchParams.get('token')!;
    expect(verificationToken.length).toBeGreaterThan(20);
    const verified = await t.app.inject({ method: 'GET', url: verifyLink.pathname + verifyLink.search });
    expect(verified.statusCode).toBe(302);

    // The reset: asked, the e-mailed link followed, the new password set with the token.
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    await t.app.passwordResets.idle();
    const [resetMail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, email), eq(notifications.template, 'reset-password')));
    const resetLink = new URL(resetMail!.body.match(/https?:\/\/\S+/)![0]!);
    const landing = await t.app.inject({ method: 'GET', url: resetLink.pathname + resetLink.search });
    expect(landing.statusCode).toBe(302);
    const resetToken = new URL(landing.headers.location as string, 'http://x').searchParams.get('token')!;
    expect(resetLink.pathname).toContain(resetToken);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { token: resetToken, newPassword: 'another long password' },
    });
    expect(reset.statusCode).toBe(200);

    // A lookup, its page, a share link and an owner code, each with its secret in the path.
    const sub = await insertSubmission(t.database.db, { status: 'Completed' });
    const shareToken = randomBytes(18).toString('base64url');
    await t.database.db.update(submissions).set({ impactToken: shareToken }).where(eq(submissions.id, sub.id));
    for (const url of [
      `/api/track/${sub.trackingNumber}`,
      `/tracking-result/${sub.trackingNumber}`,
      `/api/impact/${shareToken}`,
      `/impact/${shareToken}`,
      `/api/submissions/${sub.trackingNumber}/manage`,
      `/api/track/${sub.trackingNumber.toLowerCase()}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${sub.trackingNumber}/owner-code/verify`,
      headers: origin,
      payload: { code: '123456' },
    });

    const all = captured.join('\n');
    expect(all).toContain('request completed');
    expect(all).toContain('/api/auth/reset-password/[redacted]');
    for (const secret of [verificationToken, resetToken, shareToken, sub.trackingNumber]) {
      expect(all.toLowerCase().includes(secret.toLowerCase()), `the logs carry ${secret}`).toBe(false);
    }
  });
});
