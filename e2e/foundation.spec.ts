import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileHint } from '../scripts/compile-hint.mjs';
import { launchBrowser, newPage, type RunningServer, startServer, takenOver } from './harness.ts';

describe('foundation journey at phone size', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('walks landing → How it works → Terms → Who We Are → 404', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Clear the clutter');
    await page.getByText('No Account Required!').waitFor();
    await page.getByText('Camera access required.').waitFor();

    await page.getByRole('button', { name: 'How it works' }).click();
    const how = page.getByRole('dialog', { name: 'How it works' });
    await how.waitFor();
    expect(await how.getByRole('listitem').count()).toBe(4);
    await how.getByRole('button', { name: 'Got it' }).click();
    await how.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Terms and Conditions Apply' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions Apply' });
    await terms.getByText('7. Cancellations').waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Login' }).waitFor();
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    await menu.getByRole('link', { name: 'Who We Are' }).click();
    await page.waitForURL('**/who-we-are');
    await page.getByRole('heading', { name: 'Who We Are' }).waitFor();
    for (const city of ['Quezon City', 'Las Piñas', 'Valenzuela'])
      await page.getByText(city, { exact: true }).waitFor();

    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(7);

    await page.goto('/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to home' }).click();
    await page.waitForURL(`${server.url}/`);

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Taking Photos' }).click();
    await page.waitForURL('**/no-login-upload');
    // The camera opening by itself (the auto-open flag) is covered by guest-request.spec.ts.
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
  it('says so when a page does not load on a dropped connection, and loads it when the network is back', async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The app runs (its links navigate in the page, not by loading a new one).
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Track', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This page did not load' }).waitFor();
    await alert.getByText('We could not reach Ligpit. Check your connection and try again.').waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    // The frame stays, so there is a way on: not a blank screen.
    await page.getByRole('link', { name: 'Ligpit home' }).waitFor();

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Track your pickup' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/track');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });

  // Decision 103: what a painted page loads to take itself over comes compressed at brotli's best,
  // made at build, and marked for V8 to compile while it streams in; a chunk only staff screens
  // load is not marked.
  it('sends the scripts a painted page starts with as the build compressed them, each with the compile hint first', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    const scripts: { url: string; encoding: string | undefined; text: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (!/\/assets\/[\w.-]+\.js$/.test(response.url())) return;
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], text: response.text() });
    });
    await page.goto('/no-login-upload');
    // The menu button is painted before the app runs: a tap then opens the plain menu, not the app's.
    await takenOver(page);
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
    // Decision 104: the small modules painted pages share come in a few startup chunks, not one
    // request of a few hundred bytes each (32 scripts before, 15 after).
    expect(named.length).toBeLessThanOrEqual(20);
    expect(named.some((name) => name.startsWith('startup-upload-'))).toBe(true);
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

describe('maintenance mode', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MAINTENANCE_MODE: '1' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the maintenance screen for every page and 503 for the API', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    for (const path of ['/', '/track', '/admin-dashboard']) {
      await page.goto(path);
      await page.waitForURL('**/site-upgrading');
      await page.getByRole('heading', { name: 'Site Under Maintenance' }).waitFor();
    }
    const api = await page.request.get('/api/track/ABCD1234');
    expect(api.status()).toBe(503);
    expect(api.headers()['retry-after']).toBeTruthy();
    const health = await page.request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
