import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { encodePage, ResultPageCache } from './result-pages.ts';

// index.html as scripts/build.mjs leaves it: a marker for the page's part of the stylesheet, the
// whole stylesheet linked at the end of the body.
const template =
  '<html><head><!--critical-css--></head><body><div id="root"><!--app-html--></div>' +
  '<script type="application/json" id="ligpit-scripts">{"entry":"index-T3st","preload":[]}</script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-C55.css"></body></html>';

// A stand-in SSR bundle that counts its renders and echoes the status and language it was given,
// padded so the page is big enough for compression to matter.
function makeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-result-pages-'));
  fs.mkdirSync(path.join(dist, 'web', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'web', 'index.html'), template);
  fs.writeFileSync(path.join(dist, 'web', 'assets', 'index-C55.css'), '.used{color:green}.unused{color:red}');
  fs.writeFileSync(
    path.join(dist, 'ssr', 'entry-server.js'),
    `export async function renderTrackingResult(url, trackingNumber, data, locale) {
      globalThis.resultRenders = (globalThis.resultRenders ?? 0) + 1;
      const html = '<main class="used" data-render="' + globalThis.resultRenders + '" data-locale="' + locale + '">' +
        data.status + ' for ' + data.details.name + '</main>' + '<p>padding</p>'.repeat(200);
      return { html, key: ['tracking', trackingNumber] };
    }
    export async function renderEventUpload() { throw new Error('not in this test'); }
    export async function renderPage(url, locale) { return '<main data-url="' + url + '" data-locale="' + locale + '">track page</main>'; }`,
  );
  return dist;
}

const renderOf = (body: string) => /data-render="(\d+)"/.exec(body)?.[1];

describe('kept, compressed tracking result pages', () => {
  let t: TestApp;
  let ana: { trackingNumber: string };
  let lito: { trackingNumber: string };
  const dist = makeBuild();
  beforeAll(async () => {
    // The requests exist before the app listens for changes: on PostgreSQL an insert's own
    // notification arrives a moment after its commit and would drop the first kept page.
    const database = await createTestDatabase();
    ana = await insertSubmission(database.db, { name: 'Ana Reyes', status: 'Processing' });
    lito = await insertSubmission(database.db, { name: 'Lito Cruz', status: 'Processing' });
    t = await createTestApp({ deps: { database, webRoot: path.join(dist, 'web') } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders a page once and sends its stored bytes in the encoding the browser takes', async () => {
    const url = `/tracking-result/${ana.trackingNumber}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers.vary).toContain('Cookie');
    expect(plain.body).toContain('Processing for Ana');
    // The head holds the part of the stylesheet this page uses, the body links the whole of it.
    expect(plain.body).toContain('<head><style>.used{color:green}</style></head>');
    expect(plain.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C55.css">');

    // The page made, compressed in gzip (decision 098); asked for again, it is made brotli too, at its
    // best, off the request's path, and a browser that takes brotli gets that from then on.
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    let br = gz;
    for (let tries = 0; tries < 100 && br.headers['content-encoding'] !== 'br'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    // One render for every answer, the same bytes each time.
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(renderOf(zlib.brotliDecompressSync(again.rawPayload).toString())).toBe(renderOf(plain.body));

    const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps a page per language', async () => {
    const url = `/tracking-result/${lito.trackingNumber}`;
    const english = await t.app.inject({ method: 'GET', url });
    const filipino = await t.app.inject({ method: 'GET', url, headers: { cookie: 'ligpit_lang=fil' } });
    expect(filipino.body).toContain('data-locale="fil"');
    expect(renderOf(filipino.body)).not.toBe(renderOf(english.body));
    expect(renderOf((await t.app.inject({ method: 'GET', url })).body)).toBe(renderOf(english.body));
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie: 'ligpit_lang=fil' } });
    expect(renderOf(again.body)).toBe(renderOf(filipino.body));
  });

  it('makes a new page when the status changes, never sending the old one', async () => {
    const row = await insertSubmission(t.database.db, { name: 'Rosa Santos', status: 'Processing' });
    const url = `/tracking-result/${row.trackingNumber}`;
    const before = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(before.rawPayload).toString()).toContain('Processing for Rosa');
    await t.database.db.update(submissions).set({ status: 'Pickup Scheduled' }).where(eq(submissions.id, row.id));
    // The database's notification drops the lookup and its pages (it arrives just after the commit).
    await expect
      .poll(async () => {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        return zlib.brotliDecompressSync(res.rawPayload).toString().includes('Pickup Scheduled for Rosa');
      })
      .toBe(true);
  });
});

describe('the track form without the app (GET /track?trackingNumber=…)', () => {
  let t: TestApp;
  const dist = makeBuild();
  beforeAll(async () => {
    t = await createTestApp({ deps: { webRoot: path.join(dist, 'web') } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a known number, however typed, to its result page', async () => {
    const row = await insertSubmission(t.database.db, { name: 'Ana Reyes' });
    const typed = ` ${row.trackingNumber.toLowerCase()} `;
    const res = await t.app.inject({ method: 'GET', url: `/track?trackingNumber=${encodeURIComponent(typed)}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/tracking-result/${row.trackingNumber}`);
  });

  it('sends an event request to its event result page, from either track page', async () => {
    const [event] = await t.database.db
      .insert(events)
      .values({ slug: 'bgc-fair', venue: 'BGC', city: 'Taguig' })
      .returning();
    const row = await insertSubmission(t.database.db, { eventId: event!.id });
    for (const page of ['/track', '/event/bgc-fair/track']) {
      const res = await t.app.inject({ method: 'GET', url: `${page}?trackingNumber=${row.trackingNumber}` });
      expect(res.statusCode, page).toBe(303);
      expect(res.headers.location, page).toBe(`/event/bgc-fair/tracking-result/${row.trackingNumber}`);
    }
  });

  it('answers an unknown or malformed number with the track page, rendered from its address', async () => {
    for (const number of ['ZZZZ9999', 'nope', '']) {
      const url = `/track?trackingNumber=${number}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'ligpit_lang=fil' } });
      expect(res.statusCode, number).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<main data-url="${url}" data-locale="fil">track page</main>`);
      expect(res.body).not.toContain('<!--critical-css-->');
    }
  });

  it('leaves the track page without a number to the pre-rendered page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/track' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('track page</main>');
  });
});

describe('ResultPageCache', () => {
  const make = (html: string) => () => Promise.resolve(html);

  it('gives a kept page only for the record it was made from', async () => {
    const cache = new ResultPageCache({ maxNumbers: 10, maxPagesPerNumber: 4, maxBytes: 1 << 20 });
    const first = {};
    const page = await cache.page('LGP1', first, 'en', make('<p>one</p>'));
    expect(await cache.page('LGP1', first, 'en', make('<p>other</p>'))).toBe(page);
    const changed = await cache.page('LGP1', {}, 'en', make('<p>two</p>'));
    expect(changed.identity.toString()).toBe('<p>two</p>');
    expect(zlib.gunzipSync(changed.in('gzip')).toString()).toBe('<p>two</p>');
    expect(zlib.brotliDecompressSync(changed.in('br')).toString()).toBe('<p>two</p>');
  });

  it('drops a number on its notification and everything on "*"', async () => {
    const cache = new ResultPageCache({ maxNumbers: 10, maxPagesPerNumber: 4, maxBytes: 1 << 20 });
    const a = {};
    const b = {};
    await cache.page('LGPA', a, 'en', make('a'));
    await cache.page('LGPA', a, 'fil', make('a fil'));
    await cache.page('LGPB', b, 'en', make('b'));
    expect(cache.size).toBe(3);
    cache.changed('LGPA');
    expect(cache.size).toBe(1);
    expect((await cache.page('LGPA', a, 'en', make('a again'))).identity.toString()).toBe('a again');
    cache.changed('*');
    expect(cache.size).toBe(0);
  });

  it('holds at most maxNumbers numbers and maxPagesPerNumber pages, and keeps no failed render', async () => {
    const cache = new ResultPageCache({ maxNumbers: 2, maxPagesPerNumber: 2, maxBytes: 1 << 20 });
    const record = {};
    await cache.page('N1', record, 'en', make('1'));
    await cache.page('N2', {}, 'en', make('2'));
    await cache.page('N1', record, 'en', make('1 again')); // N1 used last: N2 goes first
    await cache.page('N3', {}, 'en', make('3'));
    expect((await cache.page('N1', record, 'en', make('1 new'))).identity.toString()).toBe('1');
    await cache.page('N1', record, 'fil', make('fil'));
    await cache.page('N1', record, 'x', make('x'));
    expect(cache.size).toBeLessThanOrEqual(3);
    await expect(cache.page('N9', {}, 'en', () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    const retry = await cache.page('N9', {}, 'en', make('ok'));
    expect(retry.identity.toString()).toBe('ok');
  });

  it('holds at most maxBytes of compressed pages, dropping the numbers used longest ago', async () => {
    // Pages that do not compress (random text), so each weighs about as much as its text.
    const page = (n: number) => make(randomBytes(3000).toString('base64') + n);
    // What the cache holds of a page made once: its gzip bytes (decision 098).
    const one = (await encodePage((await page(0)())!, 'first', ['gzip'])).held;
    const cache = new ResultPageCache({ maxNumbers: 100, maxPagesPerNumber: 4, maxBytes: one * 3 });
    const records = Array.from({ length: 6 }, () => ({}));
    for (const [n, record] of records.entries()) await cache.page(`N${n}`, record, 'en', page(n));
    // Counted once made: let the last page's bookkeeping run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.bytes).toBeLessThanOrEqual(one * 3);
    expect(cache.size).toBeGreaterThanOrEqual(2);
    expect(cache.size).toBeLessThanOrEqual(3);
    // The newest is still kept; the oldest was made again.
    const newest = await cache.page('N5', records[5]!, 'en', make('other'));
    expect(newest.identity.toString()).not.toBe('other');
    expect((await cache.page('N0', records[0]!, 'en', make('made again'))).identity.toString()).toBe('made again');
    cache.changed('*');
    expect(cache.bytes).toBe(0);
  });

  it('keeps each encoding in a buffer of its own size', async () => {
    // ~8 KB compressed: more than Node's small-buffer pool, less than zlib's 16 KB working buffer.
    const page = await encodePage(`<p>${randomBytes(6000).toString('base64')}</p>`);
    expect(page.in('br').length).toBeGreaterThan(4096);
    expect(page.in('br').buffer.byteLength).toBe(page.in('br').length);
    expect(page.in('gzip').buffer.byteLength).toBe(page.in('gzip').length);
    expect(page.identity.toString()).toBe(zlib.brotliDecompressSync(page.in('br')).toString());
  });
});
