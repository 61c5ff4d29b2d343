import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createSmtpEmailSender, type EmailSender } from '#src/server/adapters/email.ts';
import { createLogSmsSender, createSemaphoreSmsSender, createTwilioSmsSender } from '#src/server/adapters/sms.ts';
import type { Database } from '#src/server/db/client.ts';
import { notifications } from '#src/server/db/schema.ts';
import {
  type SmsPeer,
  type SmtpPeer,
  startSemaphorePeer,
  startSmtpPeer,
  startTwilioPeer,
} from '#src/server/test/peers.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { runOutboxOnce } from './outbox-worker.ts';

// Issue 35 (decision 080): the outbox keeps to each provider's limits. A "slow down" delays a
// message without counting an attempt; one text for many households is one Semaphore call.

const semaphoreConfig = (apiUrl: string, more: { callsPerMinute?: number; priorityTemplates?: string[] } = {}) => ({
  provider: 'semaphore' as const,
  apiKey: 'test-semaphore-key',
  senderName: 'LIGPIT',
  apiUrl,
  ...more,
});

/** A distinct valid PH mobile number per index: +639170000000 + i. */
const mobile = (i: number) => `+63917${String(i).padStart(7, '0')}`;

describe('outbox at the provider’s pace', () => {
  let database: Database;
  let semaphore: SmsPeer & { priorityUrl: string };
  let smtp: SmtpPeer;
  let email: EmailSender;
  let clock = Date.now() + 1000;

  beforeAll(async () => {
    [database, semaphore, smtp] = await Promise.all([createTestDatabase(), startSemaphorePeer(), startSmtpPeer()]);
    email = createSmtpEmailSender(smtp.url, { mailbox: 'Ligpit <hello@ligpit.ph>', address: 'hello@ligpit.ph' });
  });
  afterEach(async () => {
    await database.db.delete(notifications);
    semaphore.received.length = 0;
    semaphore.requests.length = 0;
    semaphore.rateLimited = 0;
    semaphore.rateLimit = { calls: 120, windowMs: 60_000 };
    smtp.received.length = 0;
    clock += 24 * 3600_000;
  });
  afterAll(async () => {
    email.close?.();
    await Promise.all([database.close(), semaphore.close(), smtp.close()]);
  });

  async function queueSms(count: number, body: (i: number) => string, template = 'status-day-suspended') {
    const rows = Array.from({ length: count }, (_, i) => ({
      channel: 'sms',
      recipient: mobile(i),
      template,
      body: body(i),
      idempotencyKey: `test:${randomUUID()}`,
      nextAttemptAt: new Date(clock - 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(notifications).values(rows.slice(i, i + 500));
  }
  const rows = () => database.db.select().from(notifications);

  it('delays a message the fake Semaphore answers 429 with Retry-After, without counting an attempt', async () => {
    // The account allows one call a minute, fewer than the sender believes: the provider refuses.
    semaphore.rateLimit = { calls: 1, windowMs: 60_000 };
    const sms = createSemaphoreSmsSender(semaphoreConfig(semaphore.url, { callsPerMinute: 6000 }));
    await fetch(semaphore.url, {
      method: 'POST',
      body: new URLSearchParams({ apikey: 'test-semaphore-key', number: '09170000999', message: 'x', sendername: 'L' }),
    });
    await queueSms(1, () => 'Ligpit: No pickups on Dec 5 (Signal No. 3). Sorry! Please pick a new window.');

    const t0 = clock;
    const deps = { db: database.db, sms, email, log: silentLog, now: () => new Date(t0) };
    expect(await runOutboxOnce(deps)).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0, interrupted: 0 });
    expect(semaphore.rateLimited).toBe(1);
    const refused = semaphore.requests.at(-1)!;
    expect(refused.fields.number).toBe('09170000000');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(row!.lastError).toMatch(/Semaphore asked to slow down \(HTTP 429\)/);
    // Retry-After counts from the peer's window; the message waits at least most of it.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t0 + 50_000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(t0 + 60_000);

    // Not due before then: nothing is called.
    const before = semaphore.requests.length;
    expect((await runOutboxOnce({ ...deps, now: () => new Date(t0 + 30_000) })).sent).toBe(0);
    expect(semaphore.requests.length).toBe(before);

    // The window has passed (a new process: its pacer starts afresh): sent, as the first attempt.
    semaphore.rateLimit = null;
    const later = createSemaphoreSmsSender(semaphoreConfig(semaphore.url));
    expect((await runOutboxOnce({ ...deps, sms: later, now: () => new Date(t0 + 61_000) })).sent).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends one text for 1,000 households in one call, each row with its own message id', async () => {
    const sms = createSemaphoreSmsSender(semaphoreConfig(semaphore.url));
    const text = 'Ligpit: No pickups on Dec 5 (Signal No. 3). Sorry! Please pick a new window: https://ligpit.ph/track';
    await queueSms(1000, () => text);

    const result = await runOutboxOnce({ db: database.db, sms, email, log: silentLog, now: () => new Date(clock) });
    expect(result).toMatchObject({ sent: 1000, failed: 0, retried: 0 });
    expect(semaphore.received).toHaveLength(1);
    const numbers = semaphore.received[0]!.fields.number!.split(',');
    expect(new Set(numbers).size).toBe(1000);
    expect(numbers).toContain('09170000000');
    expect(numbers).toContain('09170000999');
    const sent = await rows();
    expect(sent.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(new Set(sent.map((r) => r.providerMessageId)).size).toBe(1000);
  });

  it('never names a number twice in one call: a resend of the same text goes in a call of its own', async () => {
    const sms = createSemaphoreSmsSender(semaphoreConfig(semaphore.url));
    const text = 'Ligpit: your tracking number is AB12CD34.';
    await queueSms(2, () => text, 'thank-you');
    // The first household's two resends: the same number, the same text, queued beside the first.
    await database.db.insert(notifications).values(
      [1, 2].map(() => ({
        channel: 'sms',
        recipient: mobile(0),
        template: 'thank-you',
        body: text,
        idempotencyKey: `test:${randomUUID()}`,
        nextAttemptAt: new Date(clock - 1000),
      })),
    );
    const result = await runOutboxOnce({ db: database.db, sms, email, log: silentLog, now: () => new Date(clock) });
    expect(result).toMatchObject({ sent: 4, failed: 0 });
    const calls = semaphore.received.map((r) => r.fields.number!.split(','));
    expect(calls).toHaveLength(3);
    for (const numbers of calls) expect(new Set(numbers).size).toBe(numbers.length);
    expect(calls.flat().filter((n) => n === '09170000000')).toHaveLength(3);
  });

  it('splits 1,001 households into two calls, and different texts into calls of their own', async () => {
    const sms = createSemaphoreSmsSender(semaphoreConfig(semaphore.url));
    await queueSms(1001, () => 'Ligpit: the same notice for everyone.');
    await database.db.insert(notifications).values({
      channel: 'sms',
      recipient: mobile(5000),
      template: 'status-scheduled',
      body: 'Ligpit: a text of its own.',
      idempotencyKey: `test:${randomUUID()}`,
      nextAttemptAt: new Date(clock - 1000),
    });
    const result = await runOutboxOnce({ db: database.db, sms, email, log: silentLog, now: () => new Date(clock) });
    expect(result).toMatchObject({ sent: 1002, failed: 0 });
    expect(semaphore.received.map((r) => r.fields.number!.split(',').length).sort((a, b) => a - b)).toEqual([
      1, 1, 1000,
    ]);
  });

  it('keeps to the pace it knows: no call beyond it, the rest waits pending with no attempt', async () => {
    const twilio = await startTwilioPeer({
      accountSid: 'AC123',
      authToken: 'secret',
      rateLimit: { calls: 2, windowMs: 60_000 },
    });
    try {
      const sms = createTwilioSmsSender({
        provider: 'twilio',
        accountSid: 'AC123',
        authToken: 'secret',
        from: '+15005550006',
        apiUrl: twilio.url,
        callsPerMinute: 2,
      });
      await queueSms(5, (i) => `Ligpit: message ${i}`);
      const result = await runOutboxOnce({ db: database.db, sms, email, log: silentLog, now: () => new Date(clock) });
      expect(result).toMatchObject({ sent: 1, failed: 0, retried: 0 });
      expect(twilio.rateLimited).toBe(0);
      const left = (await rows()).filter((r) => r.status === 'pending');
      expect(left).toHaveLength(4);
      expect(left.every((r) => r.attempts === 0)).toBe(true);
    } finally {
      await twilio.close();
    }
  });

  it('sends the templates an operator chose by Semaphore’s priority route, past the rate limit', async () => {
    semaphore.rateLimit = { calls: 0, windowMs: 60_000 };
    const sms = createSemaphoreSmsSender(
      semaphoreConfig(semaphore.url, { priorityTemplates: ['status-day-suspended'] }),
    );
    await queueSms(3, () => 'Ligpit: urgent.');
    const result = await runOutboxOnce({ db: database.db, sms, email, log: silentLog, now: () => new Date(clock) });
    expect(result).toMatchObject({ sent: 3 });
    expect(semaphore.received.map((r) => r.url)).toEqual(['/api/v4/priority']);
    expect(semaphore.rateLimited).toBe(0);
  });

  it('hands the SMTP server no more e-mails than SMTP_MESSAGES_PER_MINUTE allows', async () => {
    const paced = createSmtpEmailSender(
      smtp.url,
      { mailbox: 'Ligpit <hello@ligpit.ph>', address: 'hello@ligpit.ph' },
      { messagesPerMinute: 2 },
    );
    try {
      await database.db.insert(notifications).values(
        Array.from({ length: 4 }, (_, i) => ({
          channel: 'email',
          recipient: `household-${i}@example.ph`,
          template: 'status-day-suspended',
          subject: 'Ligpit',
          body: `Message ${i}`,
          idempotencyKey: `test:${randomUUID()}`,
          nextAttemptAt: new Date(clock - 1000),
        })),
      );
      const deps = { db: database.db, sms: createLogSmsSender(silentLog), email: paced, log: silentLog };
      expect(await runOutboxOnce({ ...deps, now: () => new Date(clock) })).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
      const waiting = await database.db.select().from(notifications).where(eq(notifications.status, 'pending'));
      expect(waiting).toHaveLength(3);
    } finally {
      paced.close?.();
    }
  });
});
