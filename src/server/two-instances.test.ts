import { randomBytes, randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#src/server/db/client.ts';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { interruptedNote } from '#src/server/features/notifications/outbox-worker.ts';
import { cookiesOf, submitOver, uploadOver } from '#src/server/test/http-client.ts';
import {
  decodeQuotedPrintable,
  type SmsPeer,
  type SmtpPeer,
  startSemaphorePeer,
  startSmtpPeer,
} from '#src/server/test/peers.ts';
import { freePort, type ServerProcess, startServer, waitHealthy, waitUntil } from '#src/server/test/server-process.ts';
import { createScratchPostgres } from '#src/server/test/test-db.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';

// Issue 28: the scale-out story (design.md §1) proven. Two real server processes share one PostgreSQL,
// one S3-compatible bucket (s3rver) and Redis, with a real SMTP server and an SMS provider peer per
// instance on 127.0.0.1 (one each, so a test can stall one instance's sends). A change that keeps
// state in one process's memory (the lookup cache, sessions, rate limits, the outbox) fails here.
// Needs TEST_DATABASE_URL (a PostgreSQL admin URL) and TEST_REDIS_URL; .ci/run sets both for this
// file in a step of its own, and the whole-suite runs skip it.

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const admin = { email: 'ops-admin@example.ph', password: 'two-instances-admin-pw' };

interface Instance {
  name: string;
  base: string;
  server: ServerProcess;
  sms: SmsPeer;
}

/** A client address of its own (TRUST_PROXY is on), so Redis counters from an earlier run never meet this one. */
const someClient = () => `203.0.113.${randomInt(1, 255)}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.runIf(adminUrl && redisUrl)('two instances on one PostgreSQL, one bucket and Redis', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let s3: S3rver;
  let s3Dir: { path: string; remove(): Promise<void> };
  let smtp: SmtpPeer;
  let a: Instance;
  let b: Instance;
  const instances: Instance[] = [];

  async function startInstance(name: string, env: Record<string, string>, sms?: SmsPeer): Promise<Instance> {
    const peer = sms ?? (await startSemaphorePeer());
    const port = await freePort();
    const dataDir = await makeTempDir(`ligpit-${name}-`);
    const server = startServer({
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir.path,
      SEMAPHORE_API_URL: peer.url,
    });
    const instance = { name, base: `http://127.0.0.1:${port}`, server, sms: peer };
    instances.push(instance);
    await waitHealthy(instance.base, server);
    return instance;
  }

  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl!, 'ligpit_two');
    s3Dir = await makeTempDir('ligpit-s3-');
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir.path,
      configureBuckets: [{ name: 'photos' }],
    });
    const { port: s3Port } = await s3.run();
    smtp = await startSmtpPeer();
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl!,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: 'test-semaphore-key',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '1',
      // A claim cut off by SIGKILL is taken over after 5 s instead of 2 minutes.
      OUTBOX_LEASE_SECONDS: '5',
    };
    // One after the other: the first applies the migrations.
    a = await startInstance('a', env);
    b = await startInstance('b', env);
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.server.child.exitCode === null && instance.server.child.signalCode === null) {
        instance.server.child.kill('SIGTERM');
        await instance.server.exited;
      }
      await instance.sms.close();
    }
    await smtp?.close();
    await s3?.close();
    await s3Dir?.remove();
    await scratch?.drop();
  });

  it('serves a photo uploaded through A from B', async () => {
    const { photo, cookie } = await uploadOver(a.base);
    const res = await fetch(`${b.base}${photo.url}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/jpeg');
  });

  it('tracks on A a request made on B', async () => {
    const { trackingNumber } = await submitOver(b.base);
    const res = await fetch(`${a.base}/api/track/${trackingNumber}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { trackingNumber: string }).trackingNumber).toBe(trackingNumber);
  });

  it('accepts on B a staff session made on A, and B’s cached lookup sees A’s status change', async () => {
    const signIn = await fetch(`${a.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.base },
      body: JSON.stringify(admin),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const staff = cookiesOf(signIn);
    expect((await fetch(`${b.base}/api/admin/submissions`)).status).toBe(401);
    expect((await fetch(`${b.base}/api/admin/submissions`, { headers: { cookie: staff } })).status).toBe(200);

    const { trackingNumber } = await submitOver(a.base);
    const track = async () =>
      ((await (await fetch(`${b.base}/api/track/${trackingNumber}`)).json()) as { status: string }).status;
    expect(await track()).toBe('Submitted');
    expect(await track()).toBe('Submitted'); // answered from B's cache now

    const change = await fetch(`${a.base}/api/admin/submissions/${trackingNumber}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff, origin: a.base },
      body: JSON.stringify({ to: 'Processing', expectedStatus: 'Submitted' }),
    });
    expect(change.status).toBe(200);
    // The cache holds answers for 5 minutes; only the database's notification can clear it in time.
    let seen = 'Submitted';
    const deadline = Date.now() + 10_000;
    while (seen !== 'Processing' && Date.now() < deadline) {
      seen = await track();
      if (seen !== 'Processing') await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe('Processing');
  });

  it('counts tracking misses alternated between A and B against one limit of 30', async () => {
    const client = someClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await fetch(`${instance.base}/api/track/ZZ${String(i).padStart(6, '0')}`, { headers: from(client) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });

  it('sends each outbox message exactly once with both workers running', async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await submitOver(i % 2 ? b.base : a.base));
    const numbers = made.map((m) => m.trackingNumber);
    const smsFor = (tn: string) =>
      [...a.sms.received, ...b.sms.received].filter((m) => m.fields.message?.includes(tn)).length;
    const mailFor = (tn: string) => smtp.received.filter((m) => decodeQuotedPrintable(m.raw).includes(tn)).length;
    await waitUntil(() => numbers.every((tn) => smsFor(tn) >= 1 && mailFor(tn) >= 1), 30_000);
    // A moment for a second worker to send anything twice, were it to.
    await new Promise((r) => setTimeout(r, 1500));
    for (const tn of numbers) {
      expect(smsFor(tn), `SMS for ${tn}`).toBe(1);
      expect(mailFor(tn), `e-mail for ${tn}`).toBe(1);
    }
  });

  it('loses no message when an instance is SIGKILLed mid-send: the other takes its claims over', async () => {
    // A's SMS provider takes messages and never answers: A's worker hangs mid-send on whatever it claims.
    a.sms.stalled = true;
    const stalledBefore = a.sms.received.length;
    const made = [];
    for (let i = 0; i < 8 && a.sms.received.length === stalledBefore; i++) {
      made.push(await submitOver(b.base));
      await waitUntil(() => a.sms.received.length > stalledBefore, 1500);
    }
    await waitUntil(() => a.sms.received.length > stalledBefore, 10_000);
    expect(a.sms.received.length).toBeGreaterThan(stalledBefore);

    a.server.child.kill('SIGKILL');
    expect(await a.server.exited).toBe('SIGKILL');
    // What A's provider took before A died: sent or not, A never learnt the answer.
    const cutOff = a.sms.received.slice(stalledBefore).map((m) => m.fields.message ?? '');

    const numbers = made.map((m) => m.trackingNumber);
    const onB = (tn: string) => b.sms.received.filter((m) => m.fields.message?.includes(tn)).length;
    await waitUntil(() => numbers.every((tn) => onB(tn) >= 1), 40_000);

    const database = await openPostgres(scratch.url);
    try {
      const ids = await database.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(inArray(submissions.trackingNumber, numbers));
      const rowsNow = () =>
        database.db
          .select()
          .from(notifications)
          .where(
            inArray(
              notifications.submissionId,
              ids.map((r) => r.id),
            ),
          );
      // B takes A's claims over once their lease ends: an e-mail A held may still be on its way
      // when the last SMS has arrived. Every row ends sent; none is lost.
      const deadline = Date.now() + 40_000;
      let rows = await rowsNow();
      while (rows.some((r) => r.status !== 'sent') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        rows = await rowsNow();
      }
      expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      // Every SMS reached the provider on B (the ones A had claimed were taken over after its lease).
      for (const tn of numbers) expect(onB(tn), `SMS for ${tn} on B`).toBe(1);
      // Each message A's provider took is among the rows A held when it died, and those (and only
      // those) carry the "may arrive twice" note (decision 007). A row A had claimed but not yet
      // handed to its provider is one of them too: A cannot have recorded which it was.
      const interrupted = rows.filter((r) => r.interruptions > 0);
      const interruptedBodies = new Set(interrupted.map((r) => r.body));
      expect(cutOff.every((body) => interruptedBodies.has(body))).toBe(true);
      expect(interrupted.every((r) => r.lastError === interruptedNote)).toBe(true);
      expect(rows.filter((r) => r.interruptions === 0).every((r) => r.lastError === null)).toBe(true);
      const waiting = await database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.status, ['pending', 'sending']));
      expect(waiting).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('reports an empty outbox on B’s metrics once everything is sent', async () => {
    const text = await (await fetch(`${b.base}/metrics`)).text();
    expect(text).toContain('ligpit_outbox_pending{channel="sms"} 0\n');
    expect(text).toContain('ligpit_outbox_pending{channel="email"} 0\n');
    expect(text).toMatch(/ligpit_messages_total\{channel="sms",result="sent"\} [1-9]/);
  });
});
