import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { mapConfigApi, openStreetMapTiles, tileImageSource } from '#src/shared/core/map-config.ts';

// Issue 37 (decision 091): the tile setting, how the browser learns it, and the CSP that lets the
// tiles in. No test here fetches a tile: the URLs are only read and compared.

describe('MAP_TILE_URL', () => {
  it("defaults to OpenStreetMap's tiles with their credit line", () => {
    expect(loadConfig({}).map).toEqual({ tileUrl: openStreetMapTiles, attribution: '© OpenStreetMap contributors' });
  });

  it('empty means no tiles', () => {
    expect(loadConfig({ MAP_TILE_URL: '' }).map).toEqual({ tileUrl: null, attribution: '' });
    expect(loadConfig({ MAP_TILE_URL: '  ' }).map.tileUrl).toBeNull();
  });

  it('takes our own tile server and its credit', () => {
    const map = loadConfig({
      MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Ligpit',
    }).map;
    expect(map).toEqual({ tileUrl: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', attribution: 'Ligpit' });
  });

  it.each([
    'tile.openstreetmap.org/{z}/{x}/{y}.png',
    'ftp://tiles.example.ph/{z}/{x}/{y}.png',
    'https://tiles.example.ph/{z}/{x}.png',
    'https://{q}.tiles.example.ph/{z}/{x}/{y}.png',
  ])('refuses %s with one line naming the variable', (url) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(/^Invalid MAP_TILE_URL/);
  });

  it("the CSP image source is the template's origin, a {s} subdomain as a wildcard", () => {
    expect(tileImageSource(openStreetMapTiles)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.ph/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ph');
    expect(tileImageSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=1')).toBe('http://127.0.0.1:8080');
  });
});

describe('GET /api/map-config and the pages’ img-src', () => {
  let t: TestApp | undefined;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>> | undefined;
  afterEach(async () => {
    await t?.close();
    await dataDir?.remove();
  });

  const imgSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'img-src')
      ?.slice(1);

  it('tells the browser the tiles and lets their origin in as images', async () => {
    dataDir = await makeTempDir('ligpit-map-');
    const tileUrl = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: 'Tiles' } });
    const res = await t.app.inject({ method: 'GET', url: mapConfigApi });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl, attribution: 'Tiles' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const page = await t.app.inject({ method: 'GET', url: '/crew' });
    expect(imgSrc(String(page.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:9',
    ]);
  });

  it('with no tiles, says so and lets no other image origin in', async () => {
    dataDir = await makeTempDir('ligpit-map-');
    t = await createTestApp({ env: { DATA_DIR: dataDir.path } });
    const res = await t.app.inject({ method: 'GET', url: mapConfigApi });
    expect(res.json()).toEqual({ tileUrl: null, attribution: '' });
    const page = await t.app.inject({ method: 'GET', url: '/crew' });
    expect(imgSrc(String(page.headers['content-security-policy']))).toEqual(["'self'", 'data:', 'blob:']);
  });
});
