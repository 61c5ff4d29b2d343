import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 40 item 16: `curl -o /dev/null -w '%{http_code}' /no-such-page` printed 200. A path that is
// no page of the app still gets the shell (the app shows "Page not found" in the visitor's
// language), but with 404; every page of the route table keeps 200.

function makeWebRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-web-'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'index.html'), '<div id="root">landing</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'shell.html'), '<div id="root">shell</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'routes.json'), JSON.stringify({ '/': 'index' }));
  fs.writeFileSync(path.join(dir, 'prerendered', 'locales.json'), JSON.stringify(['en']));
  return dir;
}

describe('a page that does not exist', () => {
  let t: TestApp;
  const webRoot = makeWebRoot();
  beforeAll(async () => {
    t = await createTestApp({ deps: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers 404 with the app shell, which shows "Page not found"', async () => {
    for (const url of ['/no-such-page', '/tracking-result', '/event/x/nowhere', '/admin-to-review/ABC/extra?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('shell');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('keeps 200 for every page of the route table, with or without a trailing slash', async () => {
    for (const url of [
      '/',
      '/track',
      '/track/',
      '/tracking-result/ABCD1234',
      '/event/sm-north/upload',
      '/who-we-are',
      '/terms',
      '/admin-dashboard',
      '/crew',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
