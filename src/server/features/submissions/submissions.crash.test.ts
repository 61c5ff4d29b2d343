import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { notifications, photos, statusChanges, submissions } from '#src/server/db/schema.ts';
import { makeJpeg } from '#src/server/test/images.ts';
import { multipartFile } from '#src/server/test/multipart.ts';
import { startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { freePort, type ServerProcess, startServer, waitHealthy } from '#src/server/test/server-process.ts';
import { createScratchPostgres } from '#src/server/test/test-db.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// The real server in a child process, SIGKILLed while submissions are in flight. Afterwards every
// submission in the database must be whole (photos, first status, both messages), every number the
// server acknowledged must be there, and retries after a restart must complete the rest exactly once.

const browsers = 40;
const photosEach = 2;

interface Browser {
  cookie: string;
  photoIds: string[];
  key: string;
}

async function prepareBrowser(base: string, jpeg: Buffer): Promise<Browser> {
  let cookie = '';
  const photoIds: string[] = [];
  for (let i = 0; i < photosEach; i++) {
    const { payload, headers } = multipartFile(jpeg);
    const res = await fetch(`${base}/api/photos`, {
      method: 'POST',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      body: new Uint8Array(payload),
    });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    photoIds.push(((await res.json()) as { id: string }).id);
  }
  return { cookie, photoIds, key: randomUUID() };
}

function submit(base: string, b: Browser, i: number): Promise<Response> {
  return fetch(`${base}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: b.cookie, 'idempotency-key': b.key },
    body: JSON.stringify({
      name: `Crash Test ${i}`,
      email: `crash-${i}@example.ph`,
      // A phone of its own: one phone has a budget of 5 messages an hour (decision 033).
      phone: `+63 917 555 ${String(1000 + i)}`,
      city: 'Manila',
      address: '5 Taft Ave.',
      barangay: 'Barangay 659',
      // Spread over days: each day's pickup windows have room for 30 per city (decision 038).
      pickupDate: addDays(manilaDate(), 7 + (i % 10)),
      photoIds: b.photoIds,
    }),
  });
}

/** Every submission has all its photos, its first status change and its two messages. */
async function assertWhole(database: Database): Promise<string[]> {
  const { db } = database;
  const subs = await db.select().from(submissions);
  for (const sub of subs) {
    const [attached] = await db.select({ n: count() }).from(photos).where(eq(photos.submissionId, sub.id));
    expect(attached!.n, `photos of ${sub.trackingNumber}`).toBe(sub.photoCount);
    expect(sub.photoCount).toBe(photosEach);
    const [changes] = await db.select({ n: count() }).from(statusChanges).where(eq(statusChanges.submissionId, sub.id));
    expect(changes!.n, `status changes of ${sub.trackingNumber}`).toBe(1);
    const queued = await db
      .select({ channel: notifications.channel })
      .from(notifications)
      .where(eq(notifications.submissionId, sub.id));
    expect(queued.map((q) => q.channel).sort(), `messages of ${sub.trackingNumber}`).toEqual(['email', 'sms']);
  }
  return subs.map((s) => s.trackingNumber);
}

describe('a server killed with SIGKILL while submissions are in flight', () => {
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-crash-');
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const scratch = await createScratchPostgres(adminUrl, 'ligpit_crash');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await dropDatabase?.();
    await dataDir.remove();
  });

  const openDb = () => (databaseUrl ? openPostgres(databaseUrl) : openPglite(path.join(dataDir.path, 'db')));

  it('leaves every submission whole, and retries after a restart complete the rest once', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir.path,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };

    const first = startServer(env);
    running.push(first);
    await waitHealthy(base, first);
    const jpeg = await makeJpeg(640, 480);
    const prepared: Browser[] = [];
    for (let i = 0; i < browsers; i++) prepared.push(await prepareBrowser(base, jpeg));

    // Fire everything at once; kill the server when a quarter of the answers are back.
    const acknowledged: string[] = [];
    let quarterBack: () => void = () => {};
    const quarter = new Promise<void>((resolve) => {
      quarterBack = resolve;
    });
    const inFlight = prepared.map((b, i) =>
      submit(base, b, i).then(
        async (res) => {
          if (res.status === 201) {
            acknowledged.push(((await res.json()) as { trackingNumber: string }).trackingNumber);
            if (acknowledged.length >= browsers / 4) quarterBack();
          }
          return res.status;
        },
        () => 'connection lost' as const,
      ),
    );
    await Promise.race([quarter, Promise.all(inFlight)]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const outcomes = await Promise.all(inFlight);
    const lost = outcomes.filter((o) => o === 'connection lost').length;
    expect(lost, 'requests still in flight at the kill').toBeGreaterThan(0);
    expect(outcomes.every((o) => o === 'connection lost' || o === 201)).toBe(true);

    const afterCrash = await openDb();
    try {
      const stored = await assertWhole(afterCrash);
      for (const tn of acknowledged) expect(stored, `acknowledged ${tn} survived`).toContain(tn);
      expect(stored.length).toBeLessThan(browsers);
    } finally {
      await afterCrash.close();
    }

    // Restart on the same data (the dead process's PGlite lock is taken over), now with real
    // providers on loopback: the in-process outbox worker must deliver what the retries create.
    const [smtp, semaphore] = await Promise.all([startSmtpPeer(), startSemaphorePeer()]);
    const second = startServer({
      ...env,
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: 'test-semaphore-key',
      SEMAPHORE_API_URL: semaphore.url,
    });
    running.push(second);
    await waitHealthy(base, second);
    const retried = await Promise.all(prepared.map((b, i) => submit(base, b, i)));
    expect(retried.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const numbers = await Promise.all(
      retried.map(async (r) => ((await r.json()) as { trackingNumber: string }).trackingNumber),
    );
    for (const tn of acknowledged) expect(numbers).toContain(tn);
    const createdNow = numbers.filter((_, i) => retried[i]!.status === 201);
    expect(createdNow.length).toBeGreaterThan(0);
    const delivered = (tn: string) =>
      smtp.received.some((m) => m.subject.endsWith(tn)) &&
      semaphore.received.some((r) => r.fields.message?.includes(tn));
    const deadline = Date.now() + 30_000;
    while (!createdNow.every(delivered) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(createdNow.filter((tn) => !delivered(tn))).toEqual([]);
    // Exactly once each: no subject or text twice.
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(smtp.received.length);
    expect(new Set(semaphore.received.map((r) => r.fields.message)).size).toBe(semaphore.received.length);
    await Promise.all([smtp.close(), semaphore.close()]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const final = await openDb();
    try {
      const stored = await assertWhole(final);
      expect(stored.sort()).toEqual([...numbers].sort());
      expect(new Set(stored).size).toBe(browsers);
    } finally {
      await final.close();
    }
  });
});
