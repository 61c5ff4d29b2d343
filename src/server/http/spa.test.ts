import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { languageLinkTarget } from './locale.ts';
import { pickEncoding } from './spa.ts';

const script = Array.from({ length: 300 }, (_, i) => `export function f${i}(a){return a*${i};}`).join('\n');

// A tiny fake build: what matters is how the server serves it, not what the bundle contains.
function makeWebRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // As the build leaves it (scripts/precompress.mjs, decision 103): a chunk with its brotli and gzip beside it.
  fs.writeFileSync(path.join(dir, 'assets', 'page-def456.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'page-def456.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'page-def456.js.gz'), zlib.gzipSync(script, { level: 9 }));
  fs.writeFileSync(path.join(dir, 'assets', 'late-ghi789.js'), script.replace('f0', 'g0'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'index.html'), '<div id="root">landing</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'shell.html'), '<div id="root">shell</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'index.fil.html'), '<div id="root">landing sa Filipino</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'shell.fil.html'), '<div id="root">shell sa Filipino</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'routes.json'), JSON.stringify({ '/': 'index' }));
  fs.writeFileSync(path.join(dir, 'prerendered', 'locales.json'), JSON.stringify(['en', 'fil']));
  return dir;
}

describe('serving the web app', () => {
  let t: TestApp;
  const webRoot = makeWebRoot();
  beforeAll(async () => {
    t = await createTestApp({ deps: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the pre-rendered landing at / and never caches the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('landing');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends pages compressed as the browser accepts: brotli, else gzip, else plain', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('landing');

    const gzip = await t.app.inject({ method: 'GET', url: '/track', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('shell');

    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('landing');
  });

  it('serves each page in the language of the switch cookie, else of Accept-Language, else English (issue 16)', async () => {
    const get = (headers: Record<string, string>, url = '/') => t.app.inject({ method: 'GET', url, headers });
    const english = await get({});
    expect(english.body).toBe('<div id="root">landing</div>');
    expect(english.headers.vary).toContain('Cookie, Accept-Language');

    expect((await get({ 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' })).body).toContain('landing sa Filipino');
    expect((await get({ 'accept-language': 'tl, en;q=0.5' })).body).toContain('landing sa Filipino');
    expect((await get({ 'accept-language': 'en-PH, fil;q=0.5' })).body).toBe('<div id="root">landing</div>');
    // The visitor's choice wins over the browser's language, both ways.
    expect((await get({ cookie: 'a=1; ligpit_lang=fil', 'accept-language': 'en' })).body).toContain('Filipino');
    expect((await get({ cookie: 'ligpit_lang=en', 'accept-language': 'fil' })).body).toBe(
      '<div id="root">landing</div>',
    );
    // An unknown value is ignored; pages not pre-rendered get the shell in the language.
    expect((await get({ cookie: 'ligpit_lang=xx' })).body).toBe('<div id="root">landing</div>');
    expect((await get({ cookie: 'ligpit_lang=fil' }, '/track')).body).toContain('shell sa Filipino');
  });

  it('reads Accept-Encoding with its refusals', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('gzip;q=0.5, br;q=1.0')).toBe('br');
    expect(pickEncoding('BR;Q=0, GZIP')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
  });

  it('falls back to the shell for client routes, so a reload of /tracking-result/X works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tracking-result/ABCD1234?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('shell');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the bytes the build compressed: brotli to a browser, gzip to a client that takes only that, else the file', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/page-def456.js',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const stored = (suffix: string) => fs.readFileSync(path.join(webRoot, 'assets', `page-def456.js${suffix}`));
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(stored('.br'))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(stored('.gz'))).toBe(true);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // An asset the build did not compress is still compressed on the way out.
    const late = await t.app.inject({
      method: 'GET',
      url: '/assets/late-ghi789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(late.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(late.rawPayload).toString()).toContain('g0');
  });

  it('answers a missing asset with 404, not the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown API paths with JSON, not the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
  it('answers the language link with its cookie and the same page without it, on this site only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?lang=fil' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toBe('ligpit_lang=fil; Path=/; Max-Age=31536000; SameSite=Lax');
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'ligpit_lang=fil' } });
    expect(page.body).toContain('landing sa Filipino');

    // The page's other parameters stay; a doubled slash does not become another site.
    const booth = await t.app.inject({ method: 'GET', url: '/event/sm-aura/upload?kiosk=1&lang=en' });
    expect(booth.headers.location).toBe('/event/sm-aura/upload?kiosk=1');
    const evil = await t.app.inject({ method: 'GET', url: '//evil.example/?lang=fil' });
    expect(evil.headers.location).toBe('/');
    // A path the URL parser leaves with two leading slashes keeps one.
    expect(languageLinkTarget('/.//evil.example/?lang=fil')).toEqual({ locale: 'fil', target: '/evil.example/' });

    // A language we do not have, or an API call, is not a language link.
    expect((await t.app.inject({ method: 'GET', url: '/?lang=xx' })).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/impact?lang=fil' });
    expect(api.statusCode).not.toBe(303);
    expect(api.headers['set-cookie']).toBeUndefined();
  });
});
