import { randomBytes, randomInt } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftCookieName, hashDraftKey } from '#src/server/auth/draft-key.ts';
import type { Db } from '#src/server/db/client.ts';
import { events, statusChanges } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { formatDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { nextStepKey, statusStep, submissionStatuses } from '#src/shared/submissions/status.ts';
import { type TrackingResult, trackingResultSchema } from '#src/shared/tracking/tracking.schema.ts';

const notFoundBody = {
  error: 'TRACKING_NOT_FOUND',
  message: "We couldn't find a submission with this tracking number.",
  key: 'tracking.notFound',
};

/** A client address of its own per test, so one test's lookups never count against another's limit. */
const someAddress = () => `10.${randomInt(1, 254)}.${randomInt(1, 254)}.${randomInt(1, 254)}`;

describe('GET /api/track/:trackingNumber', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const track = (number: string, opts: { cookie?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/track/${encodeURIComponent(number)}`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      remoteAddress: opts.remoteAddress ?? someAddress(),
    });

  it('finds a submission and answers with its status, step, items and history', async () => {
    const sub = await insertSubmission(db, {
      name: 'Maria Santos',
      email: 'maria.santos@gmail.com',
      phone: '+639171234567',
      city: 'Makati',
      address: '12 Mabini St., Brgy. Poblacion',
      pickupDate: '2026-11-28',
      pickupTime: 'All Day',
    });
    const [fan, chair] = await insertPhotos(db, sub, [
      { label: 'Electric Fan', condition: 'Working' },
      { label: 'Office Chair', condition: 'Worn seat' },
    ]);
    await db.insert(statusChanges).values({ submissionId: sub.id, fromStatus: null, toStatus: 'Submitted' });

    const res = await track(sub.trackingNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // Written with JSON.stringify, so the declared schema is checked here instead.
    const body = trackingResultSchema.parse(res.json());
    expect(body).toMatchObject({
      trackingNumber: sub.trackingNumber,
      kind: 'regular',
      status: 'Submitted',
      step: 1,
      nextStep: 'tracking.nextStepReview',
      nextStepText: 'Our team will review your submission soon',
      submittedAt: sub.createdAt.toISOString(),
      details: {
        name: 'Maria', // the first name only to an anonymous caller (issue 26)
        pickup: `${formatDate('2026-11-28')} · All Day`,
        schedule: { date: '2026-11-28', time: 'All Day', slot: null },
      },
      masked: true,
    });
    expect(body).not.toHaveProperty('eventSlug');
    expect(body.items).toEqual([
      {
        id: fan!.id,
        name: 'Electric Fan',
        condition: 'Working',
        thumbUrl: `/api/photos/${fan!.id}/thumb`,
        url: `/api/photos/${fan!.id}/file`,
      },
      {
        id: chair!.id,
        name: 'Office Chair',
        condition: 'Worn seat',
        thumbUrl: `/api/photos/${chair!.id}/thumb`,
        url: `/api/photos/${chair!.id}/file`,
      },
    ]);
    expect(body.history).toHaveLength(1);
    expect(body.history[0]!.status).toBe('Submitted');
  });

  it('accepts lower case and spaces the way people type them', async () => {
    const sub = await insertSubmission(db);
    const typed = ` ${sub.trackingNumber.slice(0, 4).toLowerCase()} ${sub.trackingNumber.slice(4).toLowerCase()} `;
    const res = await track(typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().trackingNumber).toBe(sub.trackingNumber);
  });

  it('sends the anonymous answer compressed once, in the encoding asked for, the same JSON each way', async () => {
    const sub = await insertSubmission(db, { name: 'Compressed Answer', city: 'Pasig' });
    await insertPhotos(
      db,
      sub,
      Array.from({ length: 5 }, (_, i) => ({ label: `Electric Fan ${i}`, condition: 'Working' })),
    );
    const url = `/api/track/${sub.trackingNumber}`;
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers, remoteAddress: someAddress() });
    const plain = await ask({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Over @fastify/compress's threshold, or the plugin would not have compressed it either.
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    // gzip wherever it is taken (decision 098: brotli costs this process ~2 ms a call); brotli for a
    // client that takes nothing else.
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br', 'br'],
    ] as const) {
      const [first, again] = [await ask({ 'accept-encoding': header }), await ask({ 'accept-encoding': header })];
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toBe('accept-encoding');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(decode[encoding](first.rawPayload).toString()).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      // Stored bytes, sent whole: the plugin's stream would have sent them chunked, without a length.
      expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    }
    // What the plugin compressed before still goes through it; a refusal of compression is honoured.
    const deflated = await ask({ 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflated.rawPayload).toString()).toBe(plain.body);
    const refused = await ask({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('answers an unknown number with product.md’s not-found message', async () => {
    const res = await track('ZZZZ9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['too short', 'ABC'],
    ['punctuation', 'ABCD-12!'],
    ['too long', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'],
    ['only spaces', '   '],
    ['quote', 'A\'B"C;--'],
    ['very long', 'X'.repeat(300)],
    ['with a slash', 'ABCD/1234'],
  ])('answers a malformed number (%s) exactly like an unknown one', async (_what, input) => {
    const res = await track(input);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it('shows a legacy row without status changes as submitted at its creation', async () => {
    const sub = await insertSubmission(db, { status: 'Processing' });
    const body = (await track(sub.trackingNumber)).json() as TrackingResult;
    expect(body.history).toEqual([
      { status: 'Submitted', at: sub.createdAt.toISOString(), note: 'submitted', params: {} },
    ]);
  });

  it('lists the dated status changes oldest first', async () => {
    const sub = await insertSubmission(db, {
      status: 'Pickup Scheduled',
      pickupDate: '2026-12-01',
      pickupTime: '8:00–11:00',
    });
    await db.insert(statusChanges).values([
      {
        submissionId: sub.id,
        fromStatus: 'Processing',
        toStatus: 'Pickup Scheduled',
        at: new Date('2026-11-20T02:00:00Z'),
      },
      { submissionId: sub.id, fromStatus: null, toStatus: 'Submitted', at: new Date('2026-11-18T01:00:00Z') },
      { submissionId: sub.id, fromStatus: 'Submitted', toStatus: 'Processing', at: new Date('2026-11-19T01:30:00Z') },
    ]);
    const body = (await track(sub.trackingNumber)).json() as TrackingResult;
    expect(body.history).toEqual([
      { status: 'Submitted', at: '2026-11-18T01:00:00.000Z', note: 'submitted', params: {} },
      { status: 'Processing', at: '2026-11-19T01:30:00.000Z', note: null, params: {} },
      { status: 'Pickup Scheduled', at: '2026-11-20T02:00:00.000Z', note: null, params: {} },
    ]);
    expect(body).toMatchObject({
      step: 3,
      nextStep: 'tracking.nextStepCollect',
      nextStepText: 'Our team will come to collect your items soon',
      details: { pickup: `${formatDate('2026-12-01')} · 8:00–11:00` },
    });
  });

  it('says "To be scheduled" when no pickup time is set', async () => {
    const noDate = await insertSubmission(db, { pickupDate: null, pickupTime: null });
    expect((await track(noDate.trackingNumber)).json().details.pickup).toBe('To be scheduled');
    const noTime = await insertSubmission(db, { pickupDate: '2026-11-28', pickupTime: null });
    expect((await track(noTime.trackingNumber)).json().details.pickup).toBe(
      `${formatDate('2026-11-28')} · To be scheduled`,
    );
  });

  it.each(submissionStatuses.map((status) => [status] as const))(
    'maps the status %s to its step and next-step key, with its English',
    async (status) => {
      const sub = await insertSubmission(db, { status });
      const body = (await track(sub.trackingNumber)).json() as TrackingResult;
      expect(body.status).toBe(status);
      expect(body.step).toBe(statusStep(status));
      expect(body.nextStep).toBe(nextStepKey(status));
      expect(body.nextStepText).toBe(m[nextStepKey(status)]());
    },
  );

  it('marks an event submission with its event slug, and shows its venue and slot', async () => {
    const [event] = await db
      .insert(events)
      .values({ slug: 'bgc-weekend-market', venue: 'BGC Weekend Market', city: 'Taguig' })
      .returning();
    const sub = await insertSubmission(db, { eventId: event!.id, eventSlot: 'Sat 10:00–12:00', pickupDate: null });
    const body = (await track(sub.trackingNumber)).json() as TrackingResult;
    expect(body).toMatchObject({
      kind: 'event',
      eventSlug: 'bgc-weekend-market',
      details: { pickup: 'Sat 10:00–12:00', venue: 'BGC Weekend Market' },
    });
  });

  describe('contact privacy (design.md §6.7)', () => {
    const contact = {
      name: 'Juan Dela Cruz',
      email: 'juan.delacruz@gmail.com',
      phone: '+639181234567',
      city: 'Pasig',
      address: '45 Kalayaan Ave., Brgy. San Antonio',
      barangay: 'San Antonio',
      landmark: 'beside the chapel',
      postalCode: '1600',
    };
    // Issue 26: the first name only.
    const masked = {
      name: 'Juan',
      contact: '+63 9•• ••• 4567',
      email: 'j•••@gmail.com',
      location: '•••, Pasig',
    };
    const full = {
      name: 'Juan Dela Cruz',
      contact: '+63 918 123 4567',
      email: 'juan.delacruz@gmail.com',
      location: '45 Kalayaan Ave., Brgy. San Antonio, Pasig 1600 (beside the chapel)',
    };

    it('masks e-mail, phone and street for an anonymous caller', async () => {
      const sub = await insertSubmission(db, contact);
      const res = await track(sub.trackingNumber);
      expect(res.json().details).toMatchObject(masked);
      expect(res.json().masked).toBe(true);
      expect(res.body).not.toContain('delacruz');
      expect(res.body).not.toContain('Dela Cruz');
      expect(res.body).not.toContain('Kalayaan');
      expect(res.body).not.toContain('chapel');
      expect(res.body).not.toContain('1600');
      expect(res.body).not.toContain('9181234567');
    });

    it('shows everything to the owner', async () => {
      const owner = await createSignedInUser(t.app, db, { role: 'customer' });
      const sub = await insertSubmission(db, { ...contact, ownerUserId: owner.id });
      const res = await track(sub.trackingNumber, { cookie: owner.cookie });
      expect(res.json().details).toMatchObject(full);
      expect(res.json().masked).toBe(false);
    });

    it('masks for a signed-in customer who is not the owner', async () => {
      const owner = await createSignedInUser(t.app, db, { role: 'customer' });
      const stranger = await createSignedInUser(t.app, db, { role: 'customer' });
      const sub = await insertSubmission(db, { ...contact, ownerUserId: owner.id });
      const res = await track(sub.trackingNumber, { cookie: stranger.cookie });
      expect(res.json().details).toMatchObject(masked);
    });

    it('masks a guest submission (no owner) for a signed-in customer', async () => {
      const someone = await createSignedInUser(t.app, db, { role: 'customer' });
      const sub = await insertSubmission(db, { ...contact, ownerUserId: null });
      const res = await track(sub.trackingNumber, { cookie: someone.cookie });
      expect(res.json().details).toMatchObject(masked);
    });

    it('shows everything to an admin', async () => {
      const admin = await createSignedInUser(t.app, db, { role: 'admin' });
      const sub = await insertSubmission(db, contact);
      const res = await track(sub.trackingNumber, { cookie: admin.cookie });
      expect(res.json().details).toMatchObject(full);
    });

    it('shows everything to the browser that made a guest request, and masks for any other device (issue 40 item 14)', async () => {
      const draftKey = () => randomBytes(32).toString('base64url');
      const maker = draftKey();
      // The browser that submits starts the idempotency key with its draft key's hash (decision 018).
      const sub = await insertSubmission(db, {
        ...contact,
        idempotencyKey: `${hashDraftKey(maker)}:${randomInt(1e9)}`,
      });
      const mine = await track(sub.trackingNumber, { cookie: `${draftCookieName}=${maker}` });
      expect(mine.json().details).toMatchObject(full);
      expect(mine.json().masked).toBe(false);
      for (const cookie of [`${draftCookieName}=${draftKey()}`, undefined]) {
        const other = await track(sub.trackingNumber, cookie ? { cookie } : {});
        expect(other.json().details).toMatchObject(masked);
        expect(other.body).not.toContain('Kalayaan');
      }
    });

    it('masks again once the owner’s session is gone', async () => {
      const owner = await createSignedInUser(t.app, db, { role: 'customer' });
      const sub = await insertSubmission(db, { ...contact, ownerUserId: owner.id });
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: owner.cookie, origin: t.config.publicUrl },
        payload: {},
      });
      const res = await track(sub.trackingNumber, { cookie: owner.cookie });
      expect(res.json().details).toMatchObject(masked);
    });
  });

  describe('rate limit', () => {
    it('answers after 30 unknown numbers in ten minutes with 429, Retry-After and a friendly message', async () => {
      const sub = await insertSubmission(db);
      const remoteAddress = someAddress();
      for (let i = 0; i < 30; i++) {
        const res = await track(`NOPE${String(i).padStart(4, '0')}`, { remoteAddress });
        expect(res.statusCode).toBe(404);
      }
      // Past the miss limit a known number is refused as well: a 429 for misses only would tell them apart.
      const limited = await track(sub.trackingNumber, { remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(limited.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
      expect(limited.body).not.toContain(sub.name);

      // Another address is not affected.
      expect((await track(sub.trackingNumber)).statusCode).toBe(200);
    });
  });
});

describe('rate limit allow list (RATE_LIMIT_ALLOW)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '10.9.9.9' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never limits an allowed address and still limits others', async () => {
    const lookup = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/track/ABCD1234', remoteAddress });
    for (let i = 0; i < 40; i++) expect((await lookup('10.9.9.9')).statusCode).toBe(404);
    for (let i = 0; i < 30; i++) await lookup('10.8.8.8');
    expect((await lookup('10.8.8.8')).statusCode).toBe(429);
  });
});

// Two app instances on one Redis share one count per client (design.md §1: N stateless instances).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const { Redis } = await import('ioredis');
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe('rate limit shared through Redis', () => {
  it.runIf(redisUp)('counts lookups on two instances against one limit', async () => {
    const { Redis } = await import('ioredis');
    const clients = [new Redis(redisUrl), new Redis(redisUrl)];
    // Both connected before the first request: until a client is ready, its app counts in memory
    // (rate-limit-fallback.ts), and with a database that opens in milliseconds (a pooled PGlite,
    // test-db.ts) the first lookups came before the connection.
    await Promise.all(clients.map((client) => client.ping()));
    // Two instances on one database, as behind a load balancer.
    const database = await createTestDatabase();
    const env = { REDIS_URL: redisUrl };
    const first = await createTestApp({ env, deps: { database, redis: clients[0] } });
    const second = await createTestApp({ env, deps: { database, redis: clients[1] } });
    try {
      const remoteAddress = someAddress();
      const lookup = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/track/ABCD1234', remoteAddress });
      for (let i = 0; i < 20; i++) expect((await lookup(first)).statusCode).toBe(404);
      for (let i = 0; i < 10; i++) expect((await lookup(second)).statusCode).toBe(404);
      const limited = await lookup(second);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeTruthy();
      expect((await lookup(first)).statusCode).toBe(429);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
      for (const client of clients) client.disconnect();
    }
  });
});

describe('result pages name their lookup for the browser to preload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/tracking-result/ab12cd34', '/api/track/AB12CD34'],
    ['/tracking-result/AB12CD34/', '/api/track/AB12CD34'],
    ['/event/bgc-weekend-market/tracking-result/AB12CD34?from=sms', '/api/track/AB12CD34'],
  ])('%s preloads %s', async (url, lookup) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers.link).toBe(`<${lookup}>; rel=preload; as=fetch; crossorigin`);
  });

  it.each(['/tracking-result/nope', '/track', '/api/track/AB12CD34', '/tracking-result/AB12CD34/extra'])(
    'adds nothing to %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers.link).toBeUndefined();
    },
  );
});
