import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phone, type RunningServer, startServer, submitAsGuest } from './harness.ts';

// Issue 25: the primary controls of the server-made pages work before, and without, the app's
// JavaScript. Chromium with scripts off, at phone size.
describe('without JavaScript', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({
      baseURL: server.url,
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      locale: 'en-PH',
      timezoneId: 'Asia/Manila',
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('Start Taking Photos opens the upload screen, asking for the camera in its address', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Taking Photos' }).click();
    await page.waitForURL((url) => url.pathname === '/no-login-upload');
    expect(new URL(page.url()).searchParams.get('camera')).toBe('open');
    // The upload screen itself paints from the server (pre-rendered): its heading, the owner form,
    // and Take Photo and Upload as the phone's own file inputs (the camera for Take Photo).
    await page.getByRole('heading', { level: 1, name: "Here's your item!" }).waitFor();
    expect(await page.getByRole('heading', { name: 'Owner Details' }).isVisible()).toBe(true);
    expect(await page.locator('input[type="file"][capture]').count()).toBe(1);
    expect(await page.locator('input[type="file"]:not([capture])').count()).toBe(1);
    await page.close();
  });

  it('login and sign-up paint their forms, whose submit waits for the app (no password in an address)', async () => {
    for (const [path, submit] of [
      ['/login', 'Sign in'],
      ['/signup', 'Sign Up'],
    ] as const) {
      const page = await context.newPage();
      await page.goto(path);
      const button = page.locator('form').getByRole('button', { name: submit, exact: true });
      await button.waitFor();
      expect(await button.isDisabled(), path).toBe(true);
      await page.getByLabel('E-mail').fill('someone@example.ph');
      // Playwright's press returns only once any navigation the key started has committed (it
      // waits for the navigations an input requests), so the address read next is the settled one.
      await page.getByLabel('E-mail').press('Enter');
      expect(new URL(page.url()).search, path).toBe('');
      await page.close();
    }
  });

  it('the Track form opens the result page of a real number, and says when a number is unknown', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#7a8f9c']);
    const page = await context.newPage();
    await page.goto('/track');
    await page.getByLabel('Tracking number').fill(trackingNumber.toLowerCase());
    await page.getByLabel('Tracking number').press('Enter');
    await page.waitForURL(`**/tracking-result/${trackingNumber}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(trackingNumber);

    await page.goto('/track');
    await page.getByLabel('Tracking number').fill('ZZZZ9999');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.waitForURL('**/track?trackingNumber=ZZZZ9999');
    expect(await page.getByRole('alert').textContent()).toContain(
      "We couldn't find a submission with this tracking number.",
    );
    await page.close();
  });

  it('the header menu opens and shows Login and Sign Up', async () => {
    for (const path of ['/', '/track', '/who-we-are', '/terms', '/no-login-upload', '/login', '/signup']) {
      const page = await context.newPage();
      await page.goto(path);
      // The menu's own links: /login and /signup also link to each other in their forms.
      const menu = page.getByRole('navigation', { name: 'Main' });
      const login = menu.getByRole('link', { name: 'Login', exact: true });
      expect(await login.isVisible(), path).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await login.waitFor({ state: 'visible' });
      expect(await menu.getByRole('link', { name: 'Sign Up', exact: true }).isVisible(), path).toBe(true);
      await page.close();
    }
  });
});
