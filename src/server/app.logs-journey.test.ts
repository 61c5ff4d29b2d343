import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmailSender } from '#src/server/adapters/email.ts';
import { createSmsSender } from '#src/server/adapters/sms.ts';
import { runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 13 acceptance: no phone number or e-mail address of the fixtures reaches the logs. The real
// app logs at its most verbose level while a visitor, a customer and staff go through every flow
// that handles contact details (submit, track, resend, message budgets, sign-up, sign-in, password
// reset, a status change, the outbox sending through the log providers); everything written to the
// log stream, stdout, stderr and the console meanwhile is captured and searched.

const visitor = {
  name: 'Journeylog Evangelista',
  email: 'Journeylog.Visitor@Example.ph',
  phone: '+63 917 555 0111',
  address: '7 Kalye Journeylog',
  barangay: 'Barangay Kapitolyo',
};
const customer = {
  name: 'Journeylog Macaraeg',
  email: 'journeylog.customer@example.ph',
  phone: '0918 555 0222',
  address: '9 Daang Journeylog, Barangay Ugong',
};

/** Every way the app might store or print these contacts. */
function spellings(person: { email: string; phone: string }): string[] {
  const local = person.phone.replace(/\D/g, '').replace(/^(63|0)/, '');
  return [
    person.email,
    person.email.toLowerCase(),
    local,
    `0${local}`,
    `+63${local}`,
    `63${local}`,
    `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
  ];
}

describe('logs of a full journey', () => {
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
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        captured.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      });
      restore.push(() => spy.mockRestore());
    }
  });
  afterAll(async () => {
    for (const undo of restore) undo();
    await t.close();
  });

  it('carries no fixture phone number, e-mail address, name or street address', async () => {
    const origin = { origin: t.config.publicUrl };

    // A visitor submits, looks the number up (and mistypes it), reads the receipt and resends.
    const { photo, cookie } = await uploadDraft(t.app);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { ...visitor, city: 'Pasig', pickupDate: addDays(manilaDate(), 9), photoIds: [photo.id] },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { trackingNumber } = submitted.json() as { trackingNumber: string };
    expect((await t.app.inject({ method: 'GET', url: `/api/track/${trackingNumber}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/track/ZZZZ0000' })).statusCode).toBe(404);
    const receipt = `/api/submissions/${trackingNumber}/receipt`;
    expect((await t.app.inject({ method: 'GET', url: receipt, headers: { cookie } })).statusCode).toBe(200);
    const resend = `/api/submissions/${trackingNumber}/resend`;
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: resend, headers: { cookie } })).statusCode).toBe(200);
    }
    // More requests for the same phone, past its message budget (suppressed rows, refused resends).
    for (let i = 0; i < 4; i++) {
      const more = await uploadDraft(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { cookie: more.cookie, 'idempotency-key': randomUUID() },
        payload: { ...visitor, city: 'Pasig', pickupDate: addDays(manilaDate(), 9), photoIds: [more.photo.id] },
      });
      const tn = (res.json() as { trackingNumber: string }).trackingNumber;
      await t.app.inject({ method: 'POST', url: `/api/submissions/${tn}/resend`, headers: { cookie: more.cookie } });
    }
    // Invalid input that carries the contacts: the refusal is logged, its body is not.
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { ...visitor, email: `not-an-address ${visitor.email}`, city: 'Nowhere', photoIds: [] },
    });
    expect(invalid.statusCode).toBe(400);

    // A customer signs up, asks for the confirmation again, fails to sign in, and resets the password.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      headers: origin,
      payload: {
        ...customer,
        city: 'Makati',
        password: 'a long journeylog password',
        confirmPassword: 'a long journeylog password',
        trackingNumbers: [''],
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: origin,
      payload: { email: customer.email, callbackURL: '/dashboard' },
    });
    for (const password of ['wrong password!', 'a long journeylog password']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin,
        payload: { email: customer.email, password },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: visitor.email, password: 'no account here' },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email: customer.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.passwordResets.idle();

    // Staff open the request (full contacts in the answer) and schedule its next step.
    const staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const staffHeaders = { cookie: staff.cookie, ...origin };
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/submissions/${trackingNumber}`,
      headers: staffHeaders,
    });
    expect(detail.body).toMatch(/917\D?555\D?0111/);
    const status = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${trackingNumber}/status`,
      headers: staffHeaders,
      payload: { to: 'Processing', expectedStatus: 'Submitted' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const staffTrack = await t.app.inject({
      method: 'GET',
      url: `/api/track/${trackingNumber}`,
      headers: staffHeaders,
    });
    expect(staffTrack.body).toMatch(/917\D?555\D?0111/);

    // The outbox sends everything through the providers a default install uses: the log ones.
    const sent = await runOutboxOnce({
      db: t.database.db,
      sms: createSmsSender(t.config, t.app.log),
      email: createEmailSender(t.config, t.app.log),
      log: t.app.log,
    });
    expect(sent.sent).toBeGreaterThanOrEqual(10);

    const all = captured.join('\n');
    // The run did log: request lines, the log providers, the budget's exempt line.
    expect(all).toContain('request completed');
    expect(all).toContain('SMS not sent (SMS_PROVIDER=log)');
    expect(all).toContain('sent outside the message budget');
    for (const person of [visitor, customer]) {
      for (const secret of [...spellings(person), person.name, person.address]) {
        expect(all.toLowerCase().includes(secret.toLowerCase()), `the logs carry ${secret}`).toBe(false);
      }
    }
  });
});
