import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultFront, startFaultFront } from '#src/server/test/fault-front.ts';
import { cookiesOf, guestSubmission, smallJpeg } from '#src/server/test/http-client.ts';
import {
  missingFaultPrograms,
  type OwnPostgres,
  type OwnRedis,
  type OwnS3,
  startOwnPostgres,
  startOwnRedis,
  startOwnS3,
} from '#src/server/test/own-services.ts';
import {
  decodeQuotedPrintable,
  type SmsPeer,
  type SmtpPeer,
  startSemaphorePeer,
  startSmtpPeer,
} from '#src/server/test/peers.ts';
import { freePort, type ServerProcess, startServer, waitHealthy } from '#src/server/test/server-process.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';

// Issue 39, "faults are untested": the real server under traffic while what it depends on goes away
// and comes back: its PostgreSQL restarted, Redis stopped and started, the bucket (s3rver) stopped and
// started, the SMTP server and the SMS provider refusing, timing out and answering 5xx. Each of them
// is this suite's own throw-away instance (own-services.ts, fault-front.ts), never the machine's
// shared PostgreSQL or Redis. For each fault: no 500 and no hang (a 503 with Retry-After instead),
// readiness red then green, nothing acknowledged lost, no stale lookup, recovery without a restart;
// the figures are printed. `npm run test:faults`; .ci/run runs it in a step of its own (LIGPIT_FAULTS=1).

const enabled = process.env.LIGPIT_FAULTS === '1';
const missing = enabled ? missingFaultPrograms() : [];
if (enabled && missing.length > 0) {
  console.warn(`fault suite skipped: this machine lacks ${missing.join(', ')} (.ci/run installs them)`);
}

const admin = { email: 'faults-admin@example.ph', password: 'fault-suite-admin-pw' };
/** A request that has not answered in this long hangs, as far as a person is concerned. */
const hangMs = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Kind = 'track' | 'upload' | 'submit' | 'status' | 'photo';
interface Sent {
  kind: Kind;
  status: number | 'hang' | 'error';
  retryAfter: string | null;
}

describe.runIf(enabled && missing.length === 0)('faults under traffic', { timeout: 300_000 }, () => {
  let pg: OwnPostgres;
  let redis: OwnRedis;
  let s3: OwnS3;
  let smtp: SmtpPeer;
  let sms: SmsPeer;
  let smtpFront: FaultFront;
  let smsFront: FaultFront;
  let server: ServerProcess;
  let base = '';
  let staff = '';
  /** Every acknowledged submission (201), photo (201) and status change (200), checked at the end. */
  const accepted = { submissions: [] as string[], photos: [] as { url: string; cookie: string }[] };
  const statusChanged = new Map<string, string>();
  const report: string[] = [];

  async function send(kind: Kind, url: string, init: RequestInit = {}): Promise<{ sent: Sent; res?: Response }> {
    try {
      const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(hangMs) });
      return { sent: { kind, status: res.status, retryAfter: res.headers.get('retry-after') }, res };
    } catch (error) {
      const name = (error as Error).name;
      return { sent: { kind, status: name === 'TimeoutError' ? 'hang' : 'error', retryAfter: null } };
    }
  }

  async function upload(log: Sent[]): Promise<{ id: string; url: string; cookie: string } | undefined> {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
    const { sent, res } = await send('upload', '/api/photos', { method: 'POST', body: form });
    log.push(sent);
    if (!res || res.status !== 201) return undefined;
    const photo = (await res.json()) as { id: string; url: string };
    const cookie = cookiesOf(res);
    accepted.photos.push({ url: photo.url, cookie });
    return { ...photo, cookie };
  }

  async function submit(log: Sent[]): Promise<string | undefined> {
    const photo = await upload(log);
    if (!photo) return undefined;
    const { sent, res } = await send('submit', '/api/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), cookie: photo.cookie },
      body: JSON.stringify(guestSubmission([photo.id])),
    });
    log.push(sent);
    if (!res || res.status !== 201) return undefined;
    const { trackingNumber } = (await res.json()) as { trackingNumber: string };
    accepted.submissions.push(trackingNumber);
    return trackingNumber;
  }

  async function changeStatus(log: Sent[], trackingNumber: string): Promise<void> {
    const { sent, res } = await send('status', `/api/admin/submissions/${trackingNumber}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff, origin: base },
      body: JSON.stringify({ to: 'Processing', expectedStatus: 'Submitted' }),
    });
    log.push(sent);
    if (res?.status === 200) statusChanged.set(trackingNumber, 'Processing');
  }

  /** Four clients making requests, uploads and status changes until stopped; what each got. */
  function startTraffic(): { stop: () => Promise<Sent[]> } {
    const log: Sent[] = [];
    let running = true;
    const waiting: string[] = [...accepted.submissions].filter((tn) => !statusChanged.has(tn));
    const clients = [
      async () => {
        while (running) {
          const tn = accepted.submissions[Math.floor(Math.random() * accepted.submissions.length)];
          if (tn) log.push((await send('track', `/api/track/${tn}`)).sent);
          await sleep(100);
        }
      },
      async () => {
        while (running) {
          await upload(log);
          await sleep(150);
        }
      },
      async () => {
        while (running) {
          await submit(log);
          await sleep(150);
        }
      },
      async () => {
        while (running) {
          const tn = waiting.shift();
          if (tn) await changeStatus(log, tn);
          await sleep(200);
        }
      },
    ].map((client) => client());
    return {
      stop: async () => {
        running = false;
        await Promise.all(clients);
        return log;
      },
    };
  }

  async function ready(): Promise<number> {
    try {
      return (await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5000) })).status;
    } catch {
      return 0;
    }
  }

  /**
   * Traffic, then `fault` for `holdMs` with readiness polled, then `restore`; waits until the app is
   * ready and takes a request again (no restart) and prints the figures. Answers what was sent.
   */
  async function underFault(
    name: string,
    fault: () => Promise<void>,
    restore: () => Promise<void>,
    opts: { holdMs: number; readinessRed: boolean; afterRestore?: () => Promise<void> },
  ): Promise<Sent[]> {
    const traffic = startTraffic();
    await sleep(1000);
    await fault();
    const readiness: number[] = [];
    const holdUntil = Date.now() + opts.holdMs;
    while (Date.now() < holdUntil) {
      readiness.push(await ready());
      await sleep(250);
    }
    await restore();
    const restoredAt = Date.now();
    await opts.afterRestore?.();
    // Recovered: ready, and a whole request (an upload and a submission) goes through.
    let recovered = false;
    while (!recovered && Date.now() - restoredAt < 90_000) {
      if ((await ready()) === 200) recovered = (await submit([])) !== undefined;
      if (!recovered) await sleep(100);
    }
    const recoverMs = Date.now() - restoredAt;
    await sleep(1000);
    const sent = await traffic.stop();
    const counts = new Map<string, number>();
    for (const s of sent) counts.set(String(s.status), (counts.get(String(s.status)) ?? 0) + 1);
    const statuses = [...counts].map(([status, n]) => `${status}×${n}`).join(' ');
    const red = readiness.includes(503) ? 'red then green' : 'stayed green';
    const line = `${name}: ${sent.length} requests during it (${statuses}); readiness ${red}; recovered ${(recoverMs / 1000).toFixed(1)} s after it came back`;
    report.push(line);
    console.log(`fault: ${line}`);
    expect(recovered, `${name}: the app did not recover`).toBe(true);
    expect(await ready()).toBe(200);
    if (opts.readinessRed) expect(readiness, `${name}: readiness never went red`).toContain(503);
    const bad = sent.filter((s) => s.status === 'hang' || s.status === 'error' || (s.status as number) >= 500);
    expect(
      bad.filter((s) => s.status !== 503),
      `${name}: a 500 or a hang`,
    ).toEqual([]);
    expect(
      sent.filter((s) => s.status === 503 && !s.retryAfter),
      `${name}: a 503 without Retry-After`,
    ).toEqual([]);
    return sent;
  }

  beforeAll(async () => {
    [pg, redis, s3, smtp, sms] = await Promise.all([
      startOwnPostgres(),
      startOwnRedis(),
      startOwnS3('photos'),
      startSmtpPeer(),
      startSemaphorePeer(),
    ]);
    smtpFront = await startFaultFront(Number(new URL(smtp.url).port));
    smsFront = await startFaultFront(Number(new URL(sms.url).port));
    const dataDir = await makeTempDir('ligpit-faults-');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const smsUrl = new URL(sms.url);
    smsUrl.port = String(smsFront.port);
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir.path,
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      SMTP_URL: `smtp://127.0.0.1:${smtpFront.port}`,
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_URL: smsUrl.toString(),
      SEMAPHORE_API_KEY: 'test-semaphore-key',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
    });
    await waitHealthy(base, server);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    staff = cookiesOf(signIn);
    for (let i = 0; i < 6; i++) expect(await submit([])).toBeDefined();
  }, 180_000);

  afterAll(async () => {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) {
      console.error(
        `the server exited during the suite (${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-4000)}`,
      );
    } else if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await Promise.allSettled([smtpFront?.close(), smsFront?.close(), smtp?.close(), sms?.close()]);
    await Promise.allSettled([s3?.remove(), redis?.stop(), pg?.remove()]);
    if (report.length > 0)
      console.log(
        `\nfault suite (uptime: ${(await import('node:os'))
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}):\n${report.join('\n')}`,
      );
  });

  it('PostgreSQL restarted under requests, uploads and status changes: 503s, then back with no stale lookup', async () => {
    // A number looked up (and so cached) before the restart, changed behind the app's back the moment
    // the database is back, before its LISTEN connection can be: the lookup must show the change.
    const watched = await submit([]);
    expect(watched).toBeDefined();
    // Not for the traffic's status changes: this one is changed below, behind the app's back.
    statusChanged.set(watched!, 'Processing');
    const track = async () =>
      ((await (await fetch(`${base}/api/track/${watched}`)).json()) as { status: string }).status;
    expect(await track()).toBe('Submitted');
    expect(await track()).toBe('Submitted');
    await underFault('PostgreSQL restarted', pg.stop, pg.start, {
      holdMs: 4000,
      readinessRed: true,
      afterRestore: async () => {
        const { default: pgLib } = await import('pg');
        const client = new pgLib.Client({ connectionString: pg.url });
        await client.connect();
        await client.query(`update submissions set status = 'Processing' where tracking_number = $1`, [watched]);
        await client.end();
      },
    });
    expect(await track()).toBe('Processing');
  });

  it('Redis stopped, then started: limits fall back to this instance (said once in the log), never to none', async () => {
    const sent = await underFault(
      'Redis stopped',
      async () => {
        await redis.stop();
        // Tracking misses from one client while Redis is away: the 31st is refused by this instance's own count.
        const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
        const statuses: number[] = [];
        for (let i = 0; i < 31; i++) {
          const res = await fetch(`${base}/api/track/ZZ${String(i).padStart(6, '0')}`, {
            headers: { 'x-forwarded-for': client },
          });
          statuses.push(res.status);
        }
        expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
        expect(statuses[30]).toBe(429);
      },
      redis.start,
      { holdMs: 3000, readinessRed: false },
    );
    expect(sent.length).toBeGreaterThan(0);
    const said = server
      .output()
      .split('\n')
      .filter((line) => line.includes('rate limits are counted per instance'));
    expect(said).toHaveLength(1);
  });

  it('s3rver stopped, then started: uploads answer 503, then every acknowledged photo is there', async () => {
    await underFault('s3rver stopped', s3.stop, s3.start, { holdMs: 4000, readinessRed: true });
  });

  it('the SMTP server and the SMS provider refusing, timing out and answering 5xx: every message sent once', async () => {
    const both = async (mode: 'pass' | 'refuse' | 'timeout') => {
      await Promise.all([smtpFront.setMode(mode), smsFront.setMode(mode)]);
    };
    await underFault(
      'SMTP and SMS refusing',
      () => both('refuse'),
      () => both('pass'),
      {
        holdMs: 6000,
        readinessRed: false,
      },
    );
    const failing = (on: boolean) => {
      smtp.failing = on;
      smtp.failCode = 554;
      sms.failing = on;
      sms.failStatus = 500;
    };
    await underFault(
      'SMTP and SMS answering 5xx',
      async () => failing(true),
      async () => failing(false),
      { holdMs: 6000, readinessRed: false },
    );
    await underFault(
      'SMTP and SMS timing out',
      () => both('timeout'),
      () => both('pass'),
      {
        holdMs: 6000,
        readinessRed: false,
      },
    );
  });

  it('lost: 0: each acknowledged request, photo and status change is there, each message sent exactly once', async () => {
    for (const tn of accepted.submissions) {
      const res = await fetch(`${base}/api/track/${tn}`);
      expect(res.status, `request ${tn}`).toBe(200);
      const { status } = (await res.json()) as { status: string };
      expect(status, `status of ${tn}`).toBe(statusChanged.get(tn) ?? status);
    }
    for (const photo of accepted.photos) {
      const res = await fetch(`${base}${photo.url}`, { headers: { cookie: photo.cookie } });
      expect(res.status, `photo ${photo.url}`).toBe(200);
    }
    // Every queued message settles: sent, none failed, none left unconfirmed or waiting.
    const { default: pgLib } = await import('pg');
    const client = new pgLib.Client({ connectionString: pg.url });
    await client.connect();
    const rows = async () =>
      (
        await client.query<{ channel: string; status: string; n: number }>(
          'select channel, status, count(*)::int as n from notifications group by channel, status',
        )
      ).rows;
    // A message can fail in each of the three provider faults in turn: the third try is due 30 s +
    // 1 min + 2 min after the first (retryDelayMs), with up to 30 s of provider timeout on each.
    // CI's run of 2026-12-01 took 138 s to settle against the 150 s this once allowed.
    const deadline = Date.now() + 330_000;
    while (Date.now() < deadline && (await rows()).some((r) => r.status === 'pending' || r.status === 'sending')) {
      await sleep(1000);
    }
    await sleep(1500);
    const settled = await rows();
    await client.end();
    const sentRows = (channel: string) => settled.find((r) => r.channel === channel && r.status === 'sent')?.n ?? 0;
    // The fake Semaphore keeps one entry per call; a call carries up to 1,000 numbers of one text
    // (decision 080). Each (number, text) is one message.
    const smsSent = sms.received.flatMap((m) =>
      (m.fields.number ?? '').split(',').map((number) => ({ number: number.trim(), text: m.fields.message ?? '' })),
    );
    const smsFor = (tn: string) => smsSent.filter((m) => m.text.includes(tn)).length;
    const mailFor = (tn: string) => smtp.received.filter((m) => decodeQuotedPrintable(m.raw).includes(tn)).length;
    const lost = accepted.submissions.filter((tn) => smsFor(tn) === 0 || mailFor(tn) === 0);
    // The same message twice: an SMS text, or an e-mail's Message-ID (one per outbox row), seen again.
    const repeatedKeys = (keys: string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);
    const messageIds = smtp.received.map((m) => /^Message-ID: *(.*)$/im.exec(m.raw)?.[1] ?? m.raw);
    const smsTwice = repeatedKeys(smsSent.map((m) => `${m.number}\u0000${m.text}`));
    const mailTwice = repeatedKeys(messageIds);
    const twice = smsTwice.length + mailTwice.length;
    // Which ones, so a failure says where to look (an SMS's text, an e-mail's Message-ID).
    if (twice > 0)
      console.log('fault: sent twice:', { sms: smsTwice.map((k) => k.split('\u0000')[1]), email: mailTwice });
    const line =
      `${accepted.submissions.length} requests, ${accepted.photos.length} photos, ${statusChanged.size} status changes acknowledged; ` +
      `${sentRows('sms')} SMS and ${sentRows('email')} e-mails queued and sent; lost: ${lost.length}; sent twice: ${twice}`;
    report.push(line);
    console.log(`fault: ${line}`);
    expect(settled.filter((r) => r.status !== 'sent' && r.status !== 'skipped')).toEqual([]);
    expect(lost).toEqual([]);
    expect(twice).toBe(0);
    expect(smsSent.length).toBe(sentRows('sms'));
    expect(smtp.received.length).toBe(sentRows('email'));
  }, 400_000);
});
