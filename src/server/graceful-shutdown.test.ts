import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#src/server/db/client.ts';
import { notifications } from '#src/server/db/schema.ts';
import { smallJpeg, submitOver } from '#src/server/test/http-client.ts';
import { multipartFile } from '#src/server/test/multipart.ts';
import {
  decodeQuotedPrintable,
  type SmsPeer,
  type SmtpPeer,
  startSemaphorePeer,
  startSmtpPeer,
} from '#src/server/test/peers.ts';
import { freePort, type ServerProcess, startServer, waitHealthy, waitUntil } from '#src/server/test/server-process.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';

// Issue 28: SIGTERM, as a deploy sends it, while 20 uploads are half-way through their bodies and
// the outbox worker waits on a slow SMS provider. Every upload must get its answer (no 5xx), the
// process must exit 0, and after a restart every message must have gone out exactly once.
// The real server in a child process (PGlite in a temp DATA_DIR), a real SMTP server and an HTTP
// peer speaking Semaphore's API, all on 127.0.0.1. Process-level and PGlite-only, like main.test.ts.

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  cookie: string;
}

/** An upload whose body is sent in two halves: `finish()` sends the rest; `answer` is the response. */
function startSlowUpload(port: number, jpeg: Buffer): { finish(): void; answer: Promise<Answer> } {
  const { payload, headers } = multipartFile(jpeg);
  const half = Math.floor(payload.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/photos',
    agent: false,
    headers: { ...headers, 'content-length': String(payload.length) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        const setCookie = res.headers['set-cookie'] ?? [];
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body,
          cookie: setCookie.map((c) => c.split(';')[0]).join('; '),
        });
      });
    });
    req.on('error', reject);
  });
  // Settled by the test; a failure before it looks must not surface as an unhandled rejection.
  answer.catch(() => {});
  req.flushHeaders();
  req.write(payload.subarray(0, half));
  return { finish: () => req.end(payload.subarray(half)), answer };
}

/** Upload requests the server has logged as arriving (Fastify logs each at its headers, before the body). */
const uploadsArrived = (output: string) =>
  output.split('\n').filter((l) => l.includes('"msg":"incoming request"') && l.includes('"url":"/api/photos"')).length;

describe.runIf(!process.env.TEST_DATABASE_URL)('graceful shutdown on SIGTERM', () => {
  let dataDir: { path: string; remove(): Promise<void> };
  let smtp: SmtpPeer;
  let sms: SmsPeer;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-shutdown-');
    smtp = await startSmtpPeer();
    sms = await startSemaphorePeer();
    env = {
      DATA_DIR: dataDir.path,
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: 'test-semaphore-key',
      SEMAPHORE_API_URL: sms.url,
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      LOG_LEVEL: 'info',
    };
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await smtp.close();
    await sms.close();
    await dataDir.remove();
  });

  it('answers all 20 uploads in flight, exits 0, and sends every message exactly once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer({ ...env, PORT: String(port) });
    await waitHealthy(base, server);

    // A slow provider: each SMS is answered 3 s after it arrives, so sends are in flight at SIGTERM.
    sms.delayMs = 3000;
    const requests = [];
    for (let i = 0; i < 4; i++) requests.push(await submitOver(base));

    const jpeg = await smallJpeg();
    const uploads = Array.from({ length: 20 }, () => startSlowUpload(port, jpeg));
    const running = server;
    // Every upload has reached the server (its request line is logged), and a send is in flight.
    await waitUntil(() => uploadsArrived(running.output()) >= 4 + 20);
    await waitUntil(() => sms.requests.length > 0);
    expect(uploadsArrived(running.output())).toBe(24);
    expect(sms.requests.length).toBeGreaterThan(0);
    const smsAtSigterm = sms.requests.length;

    running.child.kill('SIGTERM');
    await waitUntil(() => running.output().includes('"msg":"shutting down"'));
    // The uploads already in flight send the rest of their bodies.
    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((u) => u.answer));
    expect(await running.exited).toBe(0);

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(answers.every((a) => a.connection === 'close')).toBe(true);
    expect(smsAtSigterm).toBeGreaterThan(0);

    // Restart on the same data: the uploads are there, and the outbox finishes what it did not send.
    sms.delayMs = 0;
    server = startServer({ ...env, PORT: String(port) });
    await waitHealthy(base, server);
    for (const answer of answers) {
      const photo = JSON.parse(answer.body) as { url: string };
      const file = await fetch(`${base}${photo.url}`, { headers: { cookie: answer.cookie } });
      expect(file.status).toBe(200);
    }
    const metrics = async () => (await fetch(`${base}/metrics`)).text();
    let text = '';
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      text = await metrics();
      if (
        /ligpit_outbox_pending\{channel="sms"\} 0\n/.test(text) &&
        /ligpit_outbox_pending\{channel="email"\} 0\n/.test(text)
      ) {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(text).toContain('ligpit_outbox_pending{channel="sms"} 0\n');
    expect(text).toContain('ligpit_outbox_pending{channel="email"} 0\n');
    const stopping = server;
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);

    // Each request's SMS and e-mail reached its provider exactly once: none lost, none twice.
    for (const { trackingNumber } of requests) {
      expect(sms.received.filter((m) => m.fields.message?.includes(trackingNumber))).toHaveLength(1);
      expect(smtp.received.filter((m) => decodeQuotedPrintable(m.raw).includes(trackingNumber))).toHaveLength(1);
    }
    const database = await openPglite(path.join(dataDir.path, 'db'));
    try {
      const rows = await database.db.select().from(notifications);
      expect(rows.length).toBe(requests.length * 2);
      expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      expect(rows.every((r) => r.interruptions === 0)).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
