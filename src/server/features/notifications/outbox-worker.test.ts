import { randomInt, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createSmtpEmailSender, type EmailSender } from '#src/server/adapters/email.ts';
import { createSemaphoreSmsSender, type SmsSender } from '#src/server/adapters/sms.ts';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { type SmsPeer, type SmtpPeer, startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { enqueueNotifications } from './outbox.ts';
import { interruptedNote, type OutboxDeps, retryDelayMs, runOutboxOnce, unconfirmedNote } from './outbox-worker.ts';

const seconds = (n: number) => n * 1000;

describe('outbox worker against a local SMTP server and a local Semaphore', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let semaphore: SmsPeer;
  let email: EmailSender;
  let sms: SmsSender;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let deps: OutboxDeps;
  let clock = Date.now();
  const at = (ms: number) => ({ ...deps, now: () => new Date(ms) });

  beforeAll(async () => {
    [smtp, semaphore, dataDir] = await Promise.all([startSmtpPeer(), startSemaphorePeer(), makeTempDir()]);
    email = createSmtpEmailSender(smtp.url, { mailbox: 'Ligpit <hello@ligpit.ph>', address: 'hello@ligpit.ph' });
    sms = createSemaphoreSmsSender({
      provider: 'semaphore',
      apiKey: 'test-semaphore-key',
      senderName: 'LIGPIT',
      apiUrl: semaphore.url,
    });
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://ligpit.example' },
      deps: { email, sms },
    });
    deps = { db: t.database.db, email, sms, log: silentLog };
  });
  beforeEach(() => {
    // Rows are stamped with the database's clock; the test clock starts just after it.
    clock = Math.max(clock, Date.now()) + seconds(1);
  });
  afterEach(async () => {
    // Each test starts from an empty outbox with healthy peers.
    clock += 24 * 3600_000;
    await runOutboxOnce(at(clock));
    await t.database.db.delete(notifications);
    smtp.failing = false;
    semaphore.failing = false;
    smtp.received.length = 0;
    semaphore.received.length = 0;
    semaphore.requests.length = 0;
  });
  afterAll(async () => {
    email.close?.();
    await t.close();
    await Promise.all([smtp.close(), semaphore.close(), dataDir.remove()]);
  });

  // A phone of its own per request: one phone has a budget of a few messages an hour (decision 033).
  const randomMobileDigits = () => `9${randomInt(100_000_000, 999_999_999)}`;
  async function submitRequest(phone = `+63 ${randomMobileDigits()}`): Promise<string> {
    const { photo, cookie } = await uploadDraft(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Maria Santos',
        email: `maria-${randomUUID().slice(0, 8)}@example.ph`,
        phone,
        city: 'Pasig',
        address: '3 Shaw Blvd.',
        barangay: 'Kapitolyo',
        pickupDate: addDays(manilaDate(), 8),
        photoIds: [photo.id],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().trackingNumber;
  }

  const rows = () => t.database.db.select().from(notifications);

  it('retries while the providers are down and sends each message exactly once after recovery', async () => {
    const phone = '+63 917 123 4567';
    const numbers = [await submitRequest(phone), await submitRequest(phone), await submitRequest(phone)];
    smtp.failing = true;
    semaphore.failing = true;

    // Three requests can take more than the second beforeEach allowed on a busy machine (two test
    // files at once, other work): the test clock starts after the last row was stamped.
    clock = Math.max(clock, Date.now()) + seconds(1);
    const t0 = clock;
    expect(await runOutboxOnce(at(t0))).toEqual({ sent: 0, skipped: 0, retried: 6, failed: 0, interrupted: 0 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(row.nextAttemptAt.getTime()).toBe(t0 + seconds(30));
      expect(row.lastError).toMatch(row.channel === 'sms' ? /Semaphore answered HTTP 503/ : /^SMTP: .*451/);
    }
    // Not due yet: nothing is tried.
    expect(await runOutboxOnce(at(t0 + seconds(20)))).toEqual({
      sent: 0,
      skipped: 0,
      retried: 0,
      failed: 0,
      interrupted: 0,
    });
    // Due, still down: the delay doubles.
    expect((await runOutboxOnce(at(t0 + seconds(31)))).retried).toBe(6);
    for (const row of await rows()) expect(row.nextAttemptAt.getTime()).toBe(t0 + seconds(31) + seconds(60));

    smtp.failing = false;
    semaphore.failing = false;
    expect(await runOutboxOnce(at(t0 + seconds(95)))).toEqual({
      sent: 6,
      skipped: 0,
      retried: 0,
      failed: 0,
      interrupted: 0,
    });
    // Later passes find nothing more to send.
    expect((await runOutboxOnce(at(t0 + 3 * 3600_000))).sent).toBe(0);

    expect(smtp.received).toHaveLength(3);
    expect(semaphore.received).toHaveLength(3);
    for (const tn of numbers) {
      expect(smtp.received.filter((m) => m.subject === `Your Ligpit tracking number: ${tn}`)).toHaveLength(1);
      expect(semaphore.received.filter((r) => r.fields.message?.includes(tn))).toHaveLength(1);
    }
    const sent = smtp.received[0]!;
    expect(sent.from).toBe('hello@ligpit.ph');
    expect(sent.raw).toContain('text/plain');
    expect(sent.raw).toContain('text/html');
    expect(semaphore.received[0]!.fields).toMatchObject({
      apikey: 'test-semaphore-key',
      number: '09171234567',
      sendername: 'LIGPIT',
    });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, lockedUntil: null });
      expect(row.sentAt).not.toBeNull();
      expect(row.providerMessageId).toBeTruthy();
    }
  });

  it('gives up after 8 attempts and keeps the last error', async () => {
    await submitRequest();
    semaphore.failing = true;
    smtp.failing = true;
    let now = clock;
    for (let attempt = 1; attempt <= 8; attempt++) {
      const result = await runOutboxOnce(at(now));
      expect(result.retried + result.failed).toBe(2);
      now += 2 * 3600_000;
    }
    for (const row of await rows()) {
      expect(row.status).toBe('failed');
      expect(row.attempts).toBe(8);
      expect(row.lastError).toBeTruthy();
    }
    semaphore.failing = false;
    smtp.failing = false;
    expect((await runOutboxOnce(at(now))).sent).toBe(0);
    expect(semaphore.received).toHaveLength(0);
  });

  /** A log that keeps its warnings, to check the line a cut-off send leaves. */
  function recordingLog() {
    const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
    return {
      warnings,
      log: {
        info() {},
        warn: (obj: object, msg: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }),
      },
    };
  }

  it('marks a row sending, with the time, before the provider is called', async () => {
    await submitRequest();
    const seen: (typeof notifications.$inferSelect)[] = [];
    const t0 = clock;
    const watchingSms: SmsSender = {
      provider: 'watching',
      async send(message) {
        const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, message.reference));
        seen.push(row!);
        return sms.send(message);
      },
    };
    expect(await runOutboxOnce({ ...at(t0), sms: watchingSms })).toMatchObject({ sent: 2 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(seen[0]!.sendingAt?.getTime()).toBe(t0);
    expect(seen[0]!.lockedUntil?.getTime()).toBe(t0 + seconds(120));
  });

  it('sends a message cut off mid-send once more when the lease has run out, with a warning', async () => {
    const phoneDigits = randomMobileDigits();
    const tn = await submitRequest(`+63 ${phoneDigits}`);
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
    const t0 = clock;
    // What a worker killed between claiming and marking leaves behind (a real kill -9 is in
    // outbox-worker.crash.test.ts).
    await t.database.db
      .update(notifications)
      .set({ status: 'sending', attempts: 1, sendingAt: new Date(t0), lockedUntil: new Date(t0 + seconds(120)) })
      .where(eq(notifications.submissionId, sub!.id));
    const { log, warnings } = recordingLog();
    expect(await runOutboxOnce({ ...at(t0 + seconds(60)), log })).toMatchObject({ sent: 0, interrupted: 0 });
    expect(warnings).toEqual([]);
    expect(await runOutboxOnce({ ...at(t0 + seconds(121)), log })).toMatchObject({ sent: 2, interrupted: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(semaphore.received).toHaveLength(1);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, interruptions: 1, lastError: interruptedNote });
    }
    expect(warnings.map((w) => w.msg)).toEqual([
      expect.stringMatching(/cut off mid-send .* sending it again/),
      expect.stringMatching(/cut off mid-send .* sending it again/),
    ]);
    expect(warnings.map((w) => w.obj.channel).sort()).toEqual(['email', 'sms']);
    // The log names the row, never the person. Whole values only: a bare "917" also turns up in
    // a timestamp's milliseconds (a CI run failed on "…19.917Z").
    expect(JSON.stringify(warnings)).not.toMatch(
      new RegExp(`maria|santos|shaw|kapitolyo|example\\.ph|${phoneDigits}`, 'i'),
    );
    // Nothing is sent again later.
    expect((await runOutboxOnce(at(t0 + 3 * 3600_000))).sent).toBe(0);
    expect(semaphore.received).toHaveLength(1);
  });

  it('does not send a message cut off twice a third time: it is left unconfirmed, with a warning', async () => {
    const tn = await submitRequest();
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
    const t0 = clock;
    await t.database.db
      .update(notifications)
      .set({
        status: 'sending',
        attempts: 2,
        interruptions: 1,
        sendingAt: new Date(t0),
        lockedUntil: new Date(t0 + seconds(120)),
      })
      .where(eq(notifications.submissionId, sub!.id));
    const { log, warnings } = recordingLog();
    expect(await runOutboxOnce({ ...at(t0 + seconds(121)), log })).toMatchObject({ sent: 0, interrupted: 2 });
    expect(await runOutboxOnce({ ...at(t0 + 24 * 3600_000), log })).toMatchObject({ sent: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(semaphore.requests).toHaveLength(0);
    for (const row of await rows()) {
      expect(row).toMatchObject({
        status: 'unconfirmed',
        interruptions: 2,
        lastError: unconfirmedNote,
        lockedUntil: null,
      });
    }
    expect(warnings.map((w) => w.msg)).toEqual([
      expect.stringMatching(/not sending it a third time/),
      expect.stringMatching(/not sending it a third time/),
    ]);
  });

  it('lets several workers run at once without sending anything twice', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 8; i++) numbers.push(await submitRequest());
    const results = await Promise.all([1, 2, 3].map(() => runOutboxOnce(at(clock), { batchSize: 3 })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(16);
    expect(smtp.received).toHaveLength(8);
    expect(semaphore.received).toHaveLength(8);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(8);
    expect(new Set(semaphore.received.map((r) => r.fields.message)).size).toBe(8);
  });

  it('skips an SMS to a number that cannot be a Philippine mobile, and logs why', async () => {
    await enqueueNotifications(t.database.db, [
      {
        channel: 'sms',
        recipient: '+63 0000',
        template: 'test',
        body: 'hello',
        idempotencyKey: `test:${randomUUID()}`,
      },
    ]);
    expect(await runOutboxOnce(at(clock))).toMatchObject({ skipped: 1, sent: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'skipped', lastError: 'Not a valid Philippine mobile number' });
    expect(semaphore.requests).toHaveLength(0);
  });

  it('queues a message once per idempotency key', async () => {
    const key = `test:${randomUUID()}`;
    const message = { channel: 'email' as const, recipient: 'a@example.ph', template: 't', subject: 'Hi', body: 'x' };
    await enqueueNotifications(t.database.db, [{ ...message, idempotencyKey: key }]);
    await enqueueNotifications(t.database.db, [{ ...message, idempotencyKey: key }]);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(inArray(notifications.idempotencyKey, [key])),
    ).toHaveLength(1);
    expect((await runOutboxOnce(at(clock))).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('retry delays', () => {
  it('doubles from 30 s and stops growing at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
