import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSender } from '#src/server/adapters/email.ts';
import type { SmsSender } from '#src/server/adapters/sms.ts';
import { notifications } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import { runOutboxOnce } from '#src/server/features/notifications/outbox-worker.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

const token = 'metrics-token-for-tests-0123456789';
// Providers that take every message (the outbox worker is run by hand here).
const sms: SmsSender = { provider: 'test', send: async () => ({ status: 'sent', providerMessageId: 'sms-1' }) };
const email: EmailSender = { transport: 'log', send: async () => ({ status: 'sent', providerMessageId: 'mail-1' }) };
const log = { info: () => {}, warn: () => {} };

/** The value of one series in a Prometheus text answer, e.g. `ligpit_outbox_pending{channel="sms"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token }, deps: { sms, email } });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a request without the token, or with a wrong one, with 401 even from loopback', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-000' }, { authorization: token }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED', key: 'core.operatorTokenRequired' });
    }
  });

  it('lists the metrics of issue 28 in the Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/track/ZZZZ9999' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toContain('text/plain');
    for (const name of [
      'http_request_duration_seconds',
      'ligpit_outbox_pending',
      'ligpit_outbox_oldest_pending_seconds',
      'ligpit_messages_total',
      'ligpit_rate_limit_refusals_total',
      'ligpit_db_pool_connections',
      'ligpit_db_pool_max',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    // By route pattern, never the raw path: a tracking number never becomes a label.
    expect(res.body).toContain('route="/api/track/*",status_class="4xx"');
    expect(res.body).not.toContain('ZZZZ9999');
  });

  it('shows a submission’s messages as pending until the worker sends them, then 0 and counted as sent', async () => {
    const before = await scrape();
    const sentBefore = seriesValue(before, 'ligpit_messages_total{channel="sms",result="sent"}') ?? 0;
    expect(seriesValue(before, 'ligpit_outbox_pending{channel="sms"}')).toBe(0);

    const { photo, cookie } = await uploadDraft(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Maria Santos',
        email: 'maria.metrics@example.ph',
        phone: '+63 918 555 0101',
        city: 'Makati',
        address: '12 Mabini St.',
        barangay: 'Poblacion',
        pickupDate: addDays(manilaDate(), 10),
        photoIds: [photo.id],
      },
    });
    expect(res.statusCode).toBe(201);

    const queued = await scrape();
    expect(seriesValue(queued, 'ligpit_outbox_pending{channel="sms"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(queued, 'ligpit_outbox_oldest_pending_seconds{channel="sms"}')).toBeGreaterThanOrEqual(0);

    const run = await runOutboxOnce({ db: t.database.db, sms, email, log });
    expect(run.sent).toBeGreaterThanOrEqual(1);

    const drained = await scrape();
    expect(seriesValue(drained, 'ligpit_outbox_pending{channel="sms"}')).toBe(0);
    expect(seriesValue(drained, 'ligpit_outbox_pending{channel="email"}')).toBe(0);
    expect(seriesValue(drained, 'ligpit_outbox_oldest_pending_seconds{channel="sms"}')).toBe(0);
    expect(seriesValue(drained, 'ligpit_messages_total{channel="sms",result="sent"}')).toBe(sentBefore + 1);
  });

  it('counts a message over its recipient’s budget as suppressed', async () => {
    const series = 'ligpit_messages_total{channel="sms",result="suppressed"}';
    const before = seriesValue(await scrape(), series) ?? 0;
    const messages = Array.from({ length: 7 }, (_, i) => ({
      channel: 'sms' as const,
      recipient: '+639185550177',
      template: 'confirmation',
      body: `message ${i}`,
      idempotencyKey: `budget-metric-${randomUUID()}`,
    }));
    const outcomes = await enqueueNotifications(t.database.db, messages);
    // decision 033: 5 an hour for the `messages` budget.
    expect(outcomes.filter((o) => o === 'suppressed')).toHaveLength(2);
    expect(seriesValue(await scrape(), series)).toBe(before + 2);
    await t.database.db.delete(notifications).where(eq(notifications.recipient, '+639185550177'));
  });

  it('counts rate-limit refusals by limiter', async () => {
    const series = 'ligpit_rate_limit_refusals_total{limiter="track-miss"}';
    const before = seriesValue(await scrape(), series) ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/track/ZZZZ9999', remoteAddress: '198.51.100.7' });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(seriesValue(await scrape(), series)).toBe(before + 2);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a request from loopback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE ligpit_outbox_pending gauge');
  });

  it('refuses any other address, and a request a proxy forwarded from loopback', async () => {
    const far = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(401);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(401);
  });
});

describe('request metrics by route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (series: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    return seriesValue(res.body, `http_request_duration_seconds_count{${series}}`) ?? 0;
  };

  it('counts each answer once under its route pattern, its method and its status class', async () => {
    const lookup = 'method="GET",route="/api/track/*",status_class="4xx"';
    const head = 'method="HEAD",route="/api/track/*",status_class="4xx"';
    const health = 'method="GET",route="/api/health",status_class="2xx"';
    const [lookups, heads, healths] = [await count(lookup), await count(head), await count(health)];
    await t.app.inject({ method: 'GET', url: '/api/track/ZZZZ9998' });
    await t.app.inject({ method: 'GET', url: '/api/track/ZZZZ9998' });
    await t.app.inject({ method: 'HEAD', url: '/api/track/ZZZZ9998' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(await count(lookup)).toBe(lookups + 2);
    expect(await count(head)).toBe(heads + 1);
    expect(await count(health)).toBe(healths + 1);
  });

  it('counts what no route answers, and what a route hands to the not-found handler, as unmatched', async () => {
    const api = 'method="DELETE",route="unmatched",status_class="4xx"';
    const apis = await count(api);
    await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(await count(api)).toBe(apis + 1);

    // A result page of an unknown number: its route hands it to the not-found handler (the shell,
    // or 503 when the app is not built), which answers and is counted, the route not.
    const classOf = (status: number) => `${Math.floor(status / 100)}xx`;
    const probe = await t.app.inject({ method: 'GET', url: '/tracking-result/ZZZZ9997' });
    const page = `method="GET",route="unmatched",status_class="${classOf(probe.statusCode)}"`;
    const route = `method="GET",route="/tracking-result/:trackingId",status_class="${classOf(probe.statusCode)}"`;
    const [pages, routes] = [await count(page), await count(route)];
    await t.app.inject({ method: 'GET', url: '/tracking-result/ZZZZ9997' });
    expect(await count(page)).toBe(pages + 1);
    expect(await count(route)).toBe(routes);
  });
});
