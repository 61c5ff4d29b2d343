import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryResult } from '#src/server/adapters/delivery.ts';
import type { EmailMessage, EmailSender } from '#src/server/adapters/email.ts';
import type { SmsMessage, SmsSender } from '#src/server/adapters/sms.ts';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { budgetOf, recipientBudgets, recipientKeyOf } from './message-budgets.ts';
import { enqueueNotifications } from './outbox.ts';
import { runOutboxOnce } from './outbox-worker.ts';

describe('recipient keys', () => {
  it('fold the spellings of one phone into one key', () => {
    for (const phone of ['+63 917 555 0101', '+639175550101', '09175550101', '917-555-0101', '63 917 555 0101']) {
      expect(recipientKeyOf('sms', phone)).toBe('sms:+639175550101');
    }
  });

  it('fold the spellings of one inbox into one key', () => {
    for (const email of ['Juan.Dela.Cruz@Gmail.com', 'juandelacruz+ligpit@gmail.com', 'j.uandelacruz@googlemail.com']) {
      expect(recipientKeyOf('email', email)).toBe('email:juandelacruz@gmail.com');
    }
    // Other providers may treat dots as letters: only the case and a +tag are folded there.
    expect(recipientKeyOf('email', ' Ana.Reyes+x@Example.PH ')).toBe('email:ana.reyes@example.ph');
    expect(recipientKeyOf('email', 'ana.reyes@example.ph')).not.toBe(recipientKeyOf('email', 'anareyes@example.ph'));
  });

  it('put staff status messages outside every budget and unknown templates inside the general one', () => {
    expect(budgetOf('status-pickup-scheduled')).toBe('exempt');
    expect(budgetOf('verify-email')).toBe('verification');
    expect(budgetOf('reset-password')).toBe('reset');
    expect(budgetOf('submission-sms-resend')).toBe('messages');
    expect(budgetOf('some-new-template')).toBe('messages');
  });
});

/** The SMS and e-mail providers, as far as this machine can see them: what was handed over. */
function capturingSenders(): { sms: SmsSender; email: EmailSender; texts: SmsMessage[]; mails: EmailMessage[] } {
  const texts: SmsMessage[] = [];
  const mails: EmailMessage[] = [];
  const sent = async (): Promise<DeliveryResult> => ({ status: 'sent', providerMessageId: randomUUID() });
  return {
    texts,
    mails,
    sms: {
      provider: 'test',
      send: (m) => {
        texts.push(m);
        return sent();
      },
    },
    email: {
      transport: 'log',
      send: (m) => {
        mails.push(m);
        return sent();
      },
    },
  };
}

const logLines: { obj: object; msg: string }[] = [];
const log = { info: (obj: object, msg: string) => void logLines.push({ obj, msg }), warn: () => {} };

describe('message budgets', () => {
  let t: TestApp;
  const senders = capturingSenders();
  const runWorker = () => runOutboxOnce({ db: t.database.db, sms: senders.sms, email: senders.email, log });

  beforeAll(async () => {
    // 127.0.0.1 uploads the photos without limit; the submissions come from addresses of their own.
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsFor = (recipientKey: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.recipientKey, recipientKey));

  it('lets 100 submissions and resends aimed at one phone and one inbox in 10 minutes send only the budget', async () => {
    const phoneSpellings = ['+63 917 555 0101', '09175550101', '+639175550101', '917 555 0101'];
    const mailSpellings = ['victim@example.ph', 'Victim@Example.ph', 'victim+1@example.ph', 'VICTIM+x@example.ph'];
    const browsers: { cookie: string; trackingNumber: string; client: string }[] = [];
    const submitted: number[] = [];
    // 34 submissions from 34 addresses (no per-client cap helps here), in parallel groups of 6.
    for (let group = 0; group < 34; group += 6) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(6, 34 - group) }, async (_, j) => {
          const i = group + j;
          const { photo, cookie } = await uploadDraft(t.app);
          const client = `10.60.${i}.1`;
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/submissions',
            remoteAddress: client,
            headers: { cookie, 'idempotency-key': randomUUID() },
            payload: {
              name: 'Flood Test',
              email: mailSpellings[i % mailSpellings.length],
              phone: phoneSpellings[i % phoneSpellings.length],
              city: 'Pasig',
              address: '3 Shaw Blvd.',
              barangay: 'Kapitolyo',
              // Spread over days: each day's pickup windows have room for 30 per city (decision 038).
              pickupDate: addDays(manilaDate(), 7 + (i % 10)),
              photoIds: [photo.id],
            },
          });
          return { res, cookie, client };
        }),
      );
      for (const { res, cookie, client } of batch) {
        // The request itself is made: only its messages are held back.
        submitted.push(res.statusCode);
        browsers.push({ cookie, client, trackingNumber: res.json().trackingNumber });
      }
    }
    expect(submitted.every((s) => s === 201)).toBe(true);

    // Then each browser asks for both of its resends: 68 more, 102 in all.
    const resendAnswers: { status: number; body: unknown }[] = [];
    for (const _round of [1, 2]) {
      const answers = await Promise.all(
        browsers.map((b) =>
          t.app.inject({
            method: 'POST',
            url: `/api/submissions/${b.trackingNumber}/resend`,
            remoteAddress: b.client,
            headers: { cookie: b.cookie },
          }),
        ),
      );
      for (const a of answers) resendAnswers.push({ status: a.statusCode, body: a.json() });
    }
    expect(resendAnswers).toHaveLength(68);
    // Every resend found the budgets spent: product.md's "maximum resends" text, never a false "resent".
    for (const a of resendAnswers) {
      expect(a.status).toBe(429);
      expect(a.body).toEqual({
        error: 'RESEND_LIMIT',
        message: "You've reached the maximum number of resend attempts.",
        key: 'submissions.resendMaxed',
      });
    }

    await runWorker();
    const budget = recipientBudgets.messages.perHour;
    expect(senders.texts.filter((m) => m.to === '+639175550101')).toHaveLength(budget);
    expect(senders.texts).toHaveLength(budget);
    expect(senders.mails).toHaveLength(budget);

    // The submissions' other messages are on record as suppressed, never queued and never sent. The
    // resends, which would have sent nothing, were refused whole: no round used, no row written.
    const sms = await rowsFor('sms:+639175550101');
    expect(sms).toHaveLength(34);
    expect(sms.filter((r) => r.status === 'sent')).toHaveLength(budget);
    expect(sms.filter((r) => r.status === 'suppressed')).toHaveLength(34 - budget);
    expect(sms.filter((r) => r.status === 'suppressed').every((r) => r.sentAt === null && r.attempts === 0)).toBe(true);
    const mails = await rowsFor('email:victim@example.ph');
    expect(mails.filter((r) => r.status === 'sent')).toHaveLength(budget);
    expect(mails.filter((r) => r.status === 'suppressed')).toHaveLength(34 - budget);
    const resent = await t.database.db.select().from(submissions).where(gt(submissions.resendCount, 0));
    expect(resent).toEqual([]);
    // A later pass finds nothing to send.
    expect((await runWorker()).sent).toBe(0);
  });

  it('never overruns a budget under parallel queuing', async () => {
    const phone = '+63 917 555 0202';
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        enqueueNotifications(t.database.db, [
          {
            channel: 'sms',
            recipient: phone,
            template: 'submission-sms',
            body: `message ${i}`,
            idempotencyKey: `parallel:${randomUUID()}`,
          },
        ]),
      ),
    );
    expect(outcomes.flat().filter((o) => o === 'queued')).toHaveLength(recipientBudgets.messages.perHour);
    const rows = await rowsFor('sms:+639175550202');
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(recipientBudgets.messages.perHour);
  });

  it('still sends staff status messages to a recipient over budget, and logs each', async () => {
    const staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const sub = await insertSubmission(t.database.db, { phone: '+639175550101', status: 'Submitted' });
    logLines.length = 0;
    senders.texts.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${sub.trackingNumber}/status`,
      headers: { cookie: staff.cookie, origin: t.config.publicUrl },
      payload: { to: 'Processing', expectedStatus: 'Submitted' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, sub.id), eq(notifications.template, 'status-processing')));
    expect(row).toMatchObject({ status: 'pending', budget: 'exempt' });
    await runWorker();
    expect(senders.texts.filter((m) => m.to === '+639175550101')).toHaveLength(1);
    const line = logLines.find((l) => l.msg === 'sent outside the message budget (staff-triggered status message)');
    expect(line?.obj).toMatchObject({ notification: row!.id, template: 'status-processing' });
    expect(JSON.stringify(line)).not.toContain('9175550101');
  });

  it('caps password-reset e-mails to one address on their own budget', async () => {
    const user = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `10.61.${i}.1`,
        headers: { origin: t.config.publicUrl },
        payload: { email: user.email, redirectTo: '/reset-password' },
      });
      answers.push(res.statusCode);
    }
    // The answer never changes (it must not tell whether the address has an account).
    expect(new Set(answers)).toEqual(new Set([200]));
    await t.app.passwordResets.idle();
    const rows = await rowsFor(recipientKeyOf('email', user.email));
    const resets = rows.filter((r) => r.template === 'reset-password');
    expect(resets).toHaveLength(10);
    expect(resets.filter((r) => r.status === 'pending')).toHaveLength(recipientBudgets.reset.perHour);
    expect(resets.filter((r) => r.status === 'suppressed')).toHaveLength(10 - recipientBudgets.reset.perHour);
  });
});
