import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createLogEmailSender, createSmtpEmailSender } from '#src/server/adapters/email.ts';
import { createSemaphoreSmsSender } from '#src/server/adapters/sms.ts';
import { ownershipCodes, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { type OutboxDeps, runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import {
  decodeQuotedPrintable,
  type SmsPeer,
  type SmtpPeer,
  startSemaphorePeer,
  startSmtpPeer,
} from '#src/server/test/peers.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 15 (decision 044): a guest on another device proves ownership with a 6-digit code sent by
// SMS, then may cancel. The code arrives at the local Semaphore peer; it is in no log line.

describe('the one-time code for a guest on another device', () => {
  let t: TestApp;
  let semaphore: SmsPeer;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let outbox: OutboxDeps;
  const logs: string[] = [];

  beforeAll(async () => {
    [semaphore, dataDir] = await Promise.all([startSemaphorePeer(), makeTempDir()]);
    t = await createTestApp({
      // An SMS provider is configured here, so a code goes by SMS unless the e-mail is asked for.
      env: {
        DATA_DIR: dataDir.path,
        RATE_LIMIT_ALLOW: '127.0.0.1',
        LOG_LEVEL: 'info',
        SMS_PROVIDER: 'semaphore',
        SEMAPHORE_API_KEY: 'test-semaphore-key',
        SEMAPHORE_API_URL: semaphore.url,
      },
      deps: { logger: true, logStream: { write: (line) => void logs.push(line) } },
    });
    outbox = {
      db: t.database.db,
      sms: createSemaphoreSmsSender({
        provider: 'semaphore',
        apiKey: 'test-semaphore-key',
        senderName: 'LIGPIT',
        apiUrl: semaphore.url,
      }),
      email: createLogEmailSender(silentLog),
      log: silentLog,
    };
  });
  afterAll(async () => {
    await t.close();
    await semaphore.close();
    await dataDir.remove();
  });

  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  /** Asks for a code and reads it where the household would: the SMS the gateway received. */
  async function codeFor(trackingNumber: string): Promise<string> {
    const before = semaphore.received.length;
    const sent = await post(`/api/submissions/${trackingNumber}/owner-code`, {});
    expect(sent.statusCode).toBe(200);
    await runOutboxOnce(outbox);
    const message = semaphore.received.slice(before).find((r) => r.fields.message?.includes(trackingNumber));
    return /\b(\d{6})\b/.exec(message!.fields.message!)![1]!;
  }

  const draftCookie = (setCookie: string | string[] | undefined) =>
    String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

  it('sends a code to the masked phone on file; the right code lets this browser cancel', async () => {
    const s = await insertSubmission(t.database.db, {
      status: 'Submitted',
      phone: '+63 917 555 4567',
      pickupDate: addDays(manilaDate(), 10),
      pickupTime: '8:00–11:00',
    });
    const sent = await post(`/api/submissions/${s.trackingNumber}/owner-code`, {});
    expect(sent.json()).toMatchObject({ channel: 'sms', destination: '+63 9•• ••• 4567' });
    expect(JSON.stringify(sent.json())).not.toContain('917');
    await runOutboxOnce(outbox);
    const sms = semaphore.received.find((r) => r.fields.message?.includes(s.trackingNumber))!;
    expect(sms.fields.number).toBe('09175554567');
    const code = /\b(\d{6})\b/.exec(sms.fields.message!)![1]!;
    // Only a keyed hash is stored.
    const [stored] = await t.database.db.select().from(ownershipCodes).where(eq(ownershipCodes.submissionId, s.id));
    expect(stored!.codeHash).not.toContain(code);

    // Not the owner before: a wrong code does not change that.
    const wrong = await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'CODE_WRONG',
      message: 'That code is not right. Please check it and try again.',
    });
    const cookie = draftCookie(wrong.headers['set-cookie']);
    const manage = () =>
      t.app.inject({ method: 'GET', url: `/api/submissions/${s.trackingNumber}/manage`, headers: { cookie } });
    expect((await manage()).json()).toEqual({ options: null });

    const right = await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, { code }, cookie);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ trackingNumber: s.trackingNumber, canCancel: true, canReschedule: true });
    expect((await manage()).json().options).toMatchObject({ canCancel: true });

    const cancel = await post(`/api/submissions/${s.trackingNumber}/cancel`, {}, cookie);
    expect(cancel.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row!.status).toBe('Cancelled');
    const history = await t.database.db.select().from(statusChanges).where(eq(statusChanges.submissionId, s.id));
    expect(history.at(-1)).toMatchObject({ toStatus: 'Cancelled', reason: 'Cancelled online by the household' });

    // A used code does not work twice, and another browser is still a stranger.
    const again = await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, { code });
    expect(again.statusCode).toBe(410);
    const other = await t.app.inject({ method: 'GET', url: `/api/submissions/${s.trackingNumber}/manage` });
    expect(other.json()).toEqual({ options: null });

    // Neither the code nor the phone is in any log line.
    await runOutboxOnce(outbox);
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) {
      expect(line).not.toContain(code);
      expect(line).not.toContain('5554567');
    }
  });

  it('allows five tries per code, then asks for a new one; the new one works', async () => {
    const s = await insertSubmission(t.database.db, { status: 'Processing', phone: '+639175550001' });
    const code = await codeFor(s.trackingNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, { code: wrong })).statusCode).toBe(
        400,
      );
    }
    const sixth = await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, { code });
    expect(sixth.statusCode).toBe(410);
    expect(sixth.json().error).toBe('CODE_EXPIRED');

    const fresh = await codeFor(s.trackingNumber);
    expect((await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, { code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('expires a code after 10 minutes', async () => {
    let clock = new Date();
    const timed = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' },
      deps: { database: t.database, now: () => clock },
    });
    try {
      const s = await insertSubmission(t.database.db, { status: 'Submitted', phone: '+639175550002' });
      const sent = await timed.app.inject({
        method: 'POST',
        url: `/api/submissions/${s.trackingNumber}/owner-code`,
        payload: { channel: 'sms' },
      });
      expect(sent.statusCode).toBe(200);
      await runOutboxOnce(outbox);
      const message = semaphore.received.find((r) => r.fields.message?.includes(s.trackingNumber))!;
      const code = /\b(\d{6})\b/.exec(message.fields.message!)![1]!;
      clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
      const late = await timed.app.inject({
        method: 'POST',
        url: `/api/submissions/${s.trackingNumber}/owner-code/verify`,
        payload: { code },
      });
      expect(late.statusCode).toBe(410);
    } finally {
      await timed.app.close();
    }
  });

  it('sends at most three codes per request an hour, refuses bad input, and knows no unknown number', async () => {
    const s = await insertSubmission(t.database.db, { status: 'Submitted', phone: '+639175550003' });
    for (let i = 0; i < 3; i++) {
      expect((await post(`/api/submissions/${s.trackingNumber}/owner-code`, {})).statusCode).toBe(200);
    }
    const fourth = await post(`/api/submissions/${s.trackingNumber}/owner-code`, {});
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('RATE_LIMITED');

    const bad = await post(`/api/submissions/${s.trackingNumber}/owner-code/verify`, { code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].key).toBe('submissions.ownerCodeInvalid');
    expect((await post('/api/submissions/ZZZZ9999/owner-code', {})).statusCode).toBe(404);

    const email = await insertSubmission(t.database.db, { status: 'Submitted', email: 'maria.santos@example.ph' });
    const byEmail = await post(`/api/submissions/${email.trackingNumber}/owner-code`, { channel: 'email' });
    expect(byEmail.json()).toMatchObject({ channel: 'email', destination: 'm•••@example.ph' });
  });

  it('names each masked destination, the phone first when SMS can be sent', async () => {
    const s = await insertSubmission(t.database.db, {
      status: 'Submitted',
      phone: '+63 917 555 4567',
      email: 'maria.santos@example.ph',
    });
    const answer = await t.app.inject({ method: 'GET', url: `/api/submissions/${s.trackingNumber}/owner-code` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      destinations: [
        { channel: 'sms', destination: '+63 9•• ••• 4567' },
        { channel: 'email', destination: 'm•••@example.ph' },
      ],
      preferred: 'sms',
    });
    expect(answer.body).not.toContain('917');
    expect(answer.body).not.toContain('santos');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/submissions/ZZZZ9999/owner-code' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the one-time code with no SMS provider (the default set-up, issue 24)', () => {
  let t: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('prefers the e-mail, sends the code there by default, and the e-mailed code proves the owner', async () => {
    const s = await insertSubmission(t.database.db, {
      status: 'Submitted',
      phone: '+63 917 555 4567',
      email: 'maria.santos@example.ph',
      pickupDate: addDays(manilaDate(), 10),
      pickupTime: '8:00–11:00',
    });
    const where = await t.app.inject({ method: 'GET', url: `/api/submissions/${s.trackingNumber}/owner-code` });
    expect(where.json().preferred).toBe('email');
    expect(where.json().destinations).toHaveLength(2);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${s.trackingNumber}/owner-code`,
      payload: {},
    });
    expect(sent.json()).toMatchObject({ channel: 'email', destination: 'm•••@example.ph' });
    await runOutboxOnce({
      db: t.database.db,
      sms: createSemaphoreSmsSender({
        provider: 'semaphore',
        apiKey: 'k',
        senderName: 'LIGPIT',
        apiUrl: 'http://127.0.0.1:9',
      }),
      email: createSmtpEmailSender(smtp.url, { mailbox: 'Ligpit <noreply@ligpit.ph>', address: 'noreply@ligpit.ph' }),
      log: silentLog,
    });
    const mail = smtp.received.find((e) => e.to.includes('maria.santos@example.ph'));
    const code = /\b(\d{6})\b/.exec(
      decodeQuotedPrintable(mail!.raw)
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${s.trackingNumber}/owner-code/verify`,
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().canReschedule).toBe(true);

    // Asked for explicitly, the phone is still used.
    const bySms = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${s.trackingNumber}/owner-code`,
      payload: { channel: 'sms' },
    });
    expect(bySms.json().channel).toBe('sms');
  });
});
