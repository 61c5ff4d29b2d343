import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileHint } from '../scripts/compile-hint.mjs';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness.ts';

// Decision 103: what a painted page loads to take itself over comes compressed at brotli's best,
// made at build, and marked for V8 to compile while it streams in; a chunk only staff screens
// load is not marked.
describe('the scripts a painted page starts with', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('arrive as the build compressed them, each with the compile hint first', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    const scripts: { url: string; encoding: string | undefined; text: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (!/\/assets\/[\w.-]+\.js$/.test(response.url())) return;
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], text: response.text() });
    });
    await page.goto('/no-login-upload');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();

    expect(scripts.length).toBeGreaterThan(5);
    const assets = path.resolve(import.meta.dirname, '..', 'dist', 'web', 'assets');
    for (const script of scripts) {
      const name = path.basename(new URL(script.url).pathname);
      expect({ name, encoding: script.encoding }).toEqual({ name, encoding: 'br' });
      expect(await script.text).toBe(fs.readFileSync(path.join(assets, name), 'utf8'));
    }
    // Every chunk the page's list names (scripts/scripts-after-paint.mjs) is marked.
    const list = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('ligpit-scripts')?.textContent ?? '{}') as {
          entry: string;
          preload: string[];
        },
    );
    const named = [list.entry, ...list.preload];
    expect(named.length).toBeGreaterThan(10);
    for (const name of named) {
      const script = scripts.find((s) => s.url.endsWith(`/assets/${name}.js`));
      expect(script, name).toBeDefined();
      expect((await script?.text)?.startsWith(compileHint), name).toBe(true);
    }
    const staffOnly = fs.readdirSync(assets).find((file) => /^leaflet-base-[\w-]+\.js$/.test(file));
    expect(staffOnly).toBeDefined();
    const map = await fetch(`${server.url}/assets/${staffOnly}`);
    expect((await map.text()).startsWith(compileHint)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
