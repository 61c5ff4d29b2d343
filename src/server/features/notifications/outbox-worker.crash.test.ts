import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { notifications } from '#src/server/db/schema.ts';
import { makeJpeg } from '#src/server/test/images.ts';
import { multipartFile } from '#src/server/test/multipart.ts';
import { type SmsPeer, type SmtpPeer, startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { freePort, type ServerProcess, startServer, waitHealthy, waitUntil } from '#src/server/test/server-process.ts';
import { createScratchPostgres } from '#src/server/test/test-db.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { interruptedNote, outboxDefaults } from './outbox-worker.ts';

// Decision 007, with a real crash: the server in a child process sends a submission's SMS to a
// local Semaphore that takes the message and never answers, and is killed with SIGKILL right then,
// between the provider taking the message and the row being marked sent. After a restart the SMS
// must go out again (at-least-once: exactly two copies in all, never none), with a warning in the
// log; the e-mail, which was answered before the kill, must not be sent again.

describe('the outbox when the server is killed mid-send', () => {
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let smtp: SmtpPeer;
  let semaphore: SmsPeer;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    [dataDir, smtp, semaphore] = await Promise.all([
      makeTempDir('ligpit-outbox-crash-'),
      startSmtpPeer(),
      startSemaphorePeer(),
    ]);
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const scratch = await createScratchPostgres(adminUrl, 'ligpit_outbox_crash');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all([smtp.close(), semaphore.close()]);
    await dropDatabase?.();
    await dataDir.remove();
  });

  const openDb = (): Promise<Database> =>
    databaseUrl ? openPostgres(databaseUrl) : openPglite(path.join(dataDir.path, 'db'));

  async function submitOne(base: string): Promise<string> {
    const { payload, headers } = multipartFile(await makeJpeg(320, 240));
    const upload = await fetch(`${base}/api/photos`, { method: 'POST', headers, body: new Uint8Array(payload) });
    expect(upload.status).toBe(201);
    const cookie = (upload.headers.get('set-cookie') ?? '').split(';')[0]!;
    const photo = (await upload.json()) as { id: string };
    const res = await fetch(`${base}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        name: 'Crash Mid Send',
        email: 'crash-mid-send@example.ph',
        phone: '+63 917 555 0199',
        // design.md §4 says city, the form says location: the schema keeps the one it knows.
        location: 'Manila',
        city: 'Manila',
        address: '5 Taft Ave.',
        barangay: 'Barangay 659',
        pickupDate: addDays(manilaDate(), 9),
        photoIds: [photo.id],
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { trackingNumber: string }).trackingNumber;
  }

  it('sends the SMS the provider took before the kill once more after the restart, and logs it', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir.path,
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: 'test-semaphore-key',
      SEMAPHORE_API_URL: semaphore.url,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };

    semaphore.stalled = true;
    const first = startServer(env);
    running.push(first);
    await waitHealthy(base, first);
    const trackingNumber = await submitOne(base);
    const smsFor = () => semaphore.received.filter((r) => r.fields.message?.includes(trackingNumber));
    const emailFor = () => smtp.received.filter((m) => m.subject.endsWith(trackingNumber));

    // The provider has the SMS and the SMTP server has the e-mail; the SMS answer never comes. Kill now.
    await waitUntil(() => smsFor().length === 1 && emailFor().length === 1);
    expect(smsFor()).toHaveLength(1);
    expect(emailFor()).toHaveLength(1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    // The SMS row was committed as `sending`, with its time, before the provider was called.
    let emailCutOff = false;
    const afterCrash = await openDb();
    try {
      const rows = await afterCrash.db.select().from(notifications);
      const sms = rows.find((r) => r.channel === 'sms')!;
      expect(sms).toMatchObject({ status: 'sending', attempts: 1, interruptions: 0 });
      expect(sms.sendingAt).toBeInstanceOf(Date);
      const rowsToAge = [sms.id];
      // The e-mail was delivered, but the kill may have come before its row was marked: then it
      // was cut off mid-send as well, and goes out again too.
      const email = rows.find((r) => r.channel === 'email')!;
      expect(['sent', 'sending']).toContain(email.status);
      emailCutOff = email.status === 'sending';
      if (emailCutOff) rowsToAge.push(email.id);
      // Time passes: the lease (2 minutes from the claim) runs out before the restart.
      await afterCrash.db
        .update(notifications)
        .set({
          sendingAt: sql`${notifications.sendingAt} - make_interval(secs => ${outboxDefaults.leaseMs / 1000 + 1})`,
          lockedUntil: sql`now() - interval '1 second'`,
        })
        .where(inArray(notifications.id, rowsToAge));
    } finally {
      await afterCrash.close();
    }

    semaphore.stalled = false;
    const second = startServer(env);
    running.push(second);
    await waitHealthy(base, second);
    const emailsExpected = emailCutOff ? 2 : 1;
    await waitUntil(
      () => smsFor().length >= 2 && emailFor().length >= emailsExpected && second.output().includes('cut off mid-send'),
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Exactly the number decision 007 promises: a message cut off mid-send twice (at-least-once),
    // one whose answer was recorded once.
    expect(smsFor()).toHaveLength(2);
    expect(emailFor()).toHaveLength(emailsExpected);
    expect(second.output()).toMatch(/cut off mid-send .* sending it again/);
    // The warning names the row, not the person.
    expect(second.output()).not.toContain('555 0199');
    expect(second.output()).not.toContain('crash-mid-send@example.ph');

    const final = await openDb();
    try {
      const rows = await final.db.select().from(notifications);
      expect(rows.find((r) => r.channel === 'sms')).toMatchObject({
        status: 'sent',
        attempts: 2,
        interruptions: 1,
        lastError: interruptedNote,
      });
      expect(rows.find((r) => r.channel === 'email')).toMatchObject(
        emailCutOff
          ? { status: 'sent', attempts: 2, interruptions: 1 }
          : { status: 'sent', attempts: 1, interruptions: 0 },
      );
    } finally {
      await final.close();
    }
  });
});
