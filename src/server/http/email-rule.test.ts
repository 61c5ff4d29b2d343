import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, EmailSender } from '#src/server/adapters/email.ts';
import { loadConfig } from '#src/server/config.ts';
import { notifications, user } from '#src/server/db/schema.ts';
import { recipientBudgets } from '#src/server/features/notifications/message-budgets.ts';
import { runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 26 (M1): one e-mail rule in every form, the API and Better Auth's endpoints, and one
// canonical spelling for budgets, account uniqueness and the admin bootstrap.

const tricks = [
  '"victim8"@victim.test',
  '"v\\ictim8"@victim.test',
  '"vi\\ctim8"@victim.test',
  '"victim"8@victim.test',
  'victim8(comment)@victim.test',
  'victim8@[127.0.0.1]',
  'victim8@[IPv6:::1]',
];

const formText = 'Please enter a valid email address';

describe('one e-mail rule, one canonical spelling', () => {
  let t: TestApp;
  const mails: EmailMessage[] = [];
  const email: EmailSender = {
    transport: 'log',
    send: async (m) => {
      mails.push(m);
      return { status: 'sent', providerMessageId: randomUUID() };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async (address: string, i: number) => {
    const { photo, cookie } = await uploadDraft(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      remoteAddress: `10.70.${i}.1`,
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Budget Walker',
        email: address,
        phone: `+63 917 555 ${String(1000 + i)}`,
        city: 'Pasig',
        address: '3 Shaw Blvd.',
        barangay: 'Kapitolyo',
        pickupDate: addDays(manilaDate(), 7 + (i % 10)),
        photoIds: [photo.id],
      },
    });
  };

  it.each(tricks)('refuses %s on the guest form with a 400 and the form’s e-mail text', async (spelling) => {
    const res = await submit(spelling, 200);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message: formText });
  });

  it.each(tricks)('refuses %s at sign-up, sign-in, "forgot password" and "send the link again"', async (spelling) => {
    const origin = { origin: t.config.publicUrl };
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-up',
        headers: origin,
        payload: {
          name: 'Walker',
          email: spelling,
          password: 'a long enough password',
          confirmPassword: 'a long enough password',
          phone: '+63 917 555 0303',
          city: 'Pasig',
          address: '3 Shaw Blvd.',
        },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin,
        payload: { email: spelling, password: 'whatever it is' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: origin,
        payload: { email: spelling, redirectTo: '/reset-password' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: origin,
        payload: { email: spelling, callbackURL: '/dashboard' },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(formText);
    }
  });

  it('sends at most the budget to 20 submissions with mixed spellings of one address', async () => {
    const spellings = [
      'victim8@victim.test',
      'Victim8@Victim.test',
      ' VICTIM8@VICTIM.TEST ',
      'ｖｉｃｔｉｍ８@victim.test',
      'victim8+a@victim.test',
      ...tricks,
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await submit(spellings[i % spellings.length]!, i)).statusCode);
    // The ordinary spellings are taken, the tricks refused; none buys a fresh budget.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(recipientBudgets.messages.perHour);
    expect(statuses.every((s) => s === 201 || s === 400)).toBe(true);
    await runOutboxOnce({
      db: t.database.db,
      sms: { provider: 'test', send: async () => ({ status: 'sent', providerMessageId: randomUUID() }) },
      email,
      log: { info: () => {}, warn: () => {} },
    });
    const toVictim = mails.filter((m) => m.to.toLowerCase().includes('victim8'));
    expect(toVictim.length).toBeLessThanOrEqual(recipientBudgets.messages.perHour);
    // Every row is stored in the canonical spelling and counted under one key (a "+tag" folded).
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.channel, 'email'));
    const theirs = rows.filter((r) => r.recipient.includes('ictim8'));
    expect(new Set(theirs.map((r) => r.recipient))).toEqual(new Set(['victim8@victim.test', 'victim8+a@victim.test']));
    expect(new Set(theirs.map((r) => r.recipientKey))).toEqual(new Set(['email:victim8@victim.test']));
  });

  it('keeps one account per address whatever its spelling', async () => {
    const body = {
      name: 'Ana Reyes',
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
      phone: '+63 917 555 0404',
      city: 'Pasig',
      address: '3 Shaw Blvd.',
    };
    const origin = { origin: t.config.publicUrl };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      headers: origin,
      payload: { ...body, email: 'ana.reyes@example.ph' },
    });
    expect(first.statusCode, first.body).toBe(201);
    // Confirm it, so a second sign-up cannot replace it.
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'ana.reyes@example.ph'));
    for (const spelling of ['ANA.REYES@EXAMPLE.PH', ' Ana.Reyes@Example.ph ', 'ａｎａ.reyes@example.ph']) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-up',
        headers: origin,
        payload: { ...body, email: spelling },
      });
      expect(again.statusCode, spelling).toBe(409);
      expect(again.json().error).toBe('EMAIL_TAKEN');
    }
    expect(await t.database.db.select().from(user).where(eq(user.email, 'ana.reyes@example.ph'))).toHaveLength(1);
    // Sign-in with another spelling finds the one account.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: 'ＡＮＡ.Reyes@Example.PH', password: body.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('reads ADMIN_EMAIL in its canonical spelling, and refuses a quoted one', () => {
    const env = { NODE_ENV: 'test', ADMIN_PASSWORD: 'a long admin password' };
    expect(loadConfig({ ...env, ADMIN_EMAIL: ' Staff@Ligpit.PH ' }).admin?.email).toBe('staff@ligpit.ph');
    expect(() => loadConfig({ ...env, ADMIN_EMAIL: '"staff"@ligpit.ph' })).toThrow(/ADMIN_EMAIL/);
  });
});
