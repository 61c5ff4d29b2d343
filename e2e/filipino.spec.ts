import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsPeer, type SmtpPeer, startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';
import { findCrampedLabels } from './layout-checks.ts';

// Issue 16's journey in Filipino at phone size: the language switch on the landing → guest upload
// → submitted → tracking result, each screen's headings and buttons in Filipino and not in
// English; then the request's SMS and e-mail at the local peers, in Filipino too.

const semaphoreKey = 'test';

function makeJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: '#7a9a5c' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('a guest request in Filipino', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;
  let sms: SmsPeer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-e2e-fil-'));

  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpPeer(), startSemaphorePeer({ apiKey: semaphoreKey })]);
    [server, browser] = await Promise.all([
      startServer({
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        SMS_PROVIDER: 'semaphore',
        SEMAPHORE_API_KEY: semaphoreKey,
        SEMAPHORE_API_URL: sms.url,
      }),
      launchBrowser({ fakeCamera: true }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await Promise.all([smtp?.close(), sms?.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('switches to Filipino on the landing and keeps it through upload, submission and tracking', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const headings = async () => (await page.getByRole('heading').allTextContents()).map((t) => t.trim());
    const buttons = async () => (await page.getByRole('button').allTextContents()).map((t) => t.trim());

    // An en-PH browser gets English first.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Clear the clutter.' }).waitFor();
    await page.getByRole('link', { name: 'Language: Filipino' }).click();

    // The page reloads in Filipino, pre-rendered in it by the server.
    await page.getByRole('heading', { name: /Ligpitin ang kalat\./ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'ligpit_lang')).toMatchObject({ value: 'fil', sameSite: 'Lax' });
    expect(await headings()).toContain('Kunan ng litrato ang mga gamit mo');
    expect(await headings()).not.toContain('Photograph your items');
    expect(await page.getByRole('link', { name: 'Start Taking Photos' }).count()).toBe(0);
    const landing = await page.request.get('/');
    expect(landing.headers().vary).toContain('Cookie');
    expect(await landing.text()).toContain('<html lang="fil"');
    // The switch now offers English, named in English.
    await page.getByRole('link', { name: 'Wika: English' }).waitFor();

    // Upload: the camera opens by itself; close it and upload a photo from the gallery.
    await page.getByRole('link', { name: 'Magsimulang kumuha ng litrato' }).click();
    await page.waitForURL('**/no-login-upload');
    await page.getByRole('heading', { name: 'Heto ang gamit mo!' }).waitFor();
    await page.getByRole('button', { name: 'Isara ang camera' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.locator('label', { hasText: /^Mag-upload$/ }).click(),
    ]);
    await chooser.setFiles({ name: 'silya.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });
    const form = page.getByRole('form', { name: 'Detalye ng May-ari' });
    const submit = form.getByRole('button', { name: 'Ipadala' });
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLButtonElement>('form[aria-label="Detalye ng May-ari"] button[type="submit"]')
          ?.disabled,
    );
    expect(await headings()).not.toContain("Here's your item!");
    expect(await buttons()).not.toContain('Take Photo');

    // A rule's message in Filipino.
    await submit.click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Pakilagay ang iyong pangalan' }).first().waitFor();

    await page.getByLabel('Pangalan').fill('Maria Clara Santos');
    await page.getByLabel('E-mail').fill('maria@example.ph');
    const phone = page.getByLabel('Telepono');
    await phone.click();
    await page.keyboard.type('9171234567');
    await page.getByLabel('Lokasyon').selectOption('Pasig');
    await page.getByLabel('Kalye at numero ng bahay').fill('12 Shaw Blvd.');
    await page.getByLabel('Barangay', { exact: true }).fill('Kapitolyo');
    await page.getByLabel('Petsa ng pickup').fill(pickupWindow().min);
    await submit.click();

    // Submitted, in Filipino.
    await page.waitForURL('**/form-submitted');
    await page.getByRole('heading', { name: 'Na-submit na ang mga gamit!' }).waitFor();
    expect(await headings()).not.toContain('Items Submitted!');
    const trackingNumber = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
    expect(trackingNumber).toMatch(/^[A-Z0-9]{8}$/);
    await page.getByRole('button', { name: 'I-resend ang Tracking Number' }).waitFor();
    expect(await buttons()).not.toContain('Resend Tracking Number');
    // Issue 40 item 15: no Filipino label touches its button's border ("Kopyahin"), down to 320 px.
    const cramped = async () => {
      const found: string[] = [];
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        found.push(...(await findCrampedLabels(page)).map((f) => `${width} px: ${f}`));
      }
      await page.setViewportSize({ width: 390, height: 844 });
      return found;
    };
    expect(await cramped()).toEqual([]);
    await page.getByRole('button', { name: 'Kopyahin ang tracking number' }).click();
    await page.getByText('Nakopya na!').waitFor();
    expect(await cramped()).toEqual([]);

    // The tracking result, reached from the confirmation, then loaded fresh (rendered by the server).
    await page.getByRole('link', { name: 'tingnan ang tracking result' }).click();
    await page.waitForURL(`**/tracking-result/${trackingNumber}`);
    await page.getByText('Impormasyon ng Pickup').first().waitFor();
    await page.reload();
    await page.getByText('Impormasyon ng Pickup').first().waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    for (const english of [
      'Pickup Information',
      'Your Decluttered Items',
      'Status History',
      'Copy Link',
      'Track Another',
    ])
      expect(body, english).not.toContain(english);
    expect(body).toContain('Kasaysayan ng Status');
    // Issue 40 item 14: the phone that made the request reads its own details in full, even on
    // the page the server painted masked; no note says only the maker sees them.
    await page.getByText('maria@example.ph').waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toContain('m•••@example.ph');
    expect(await cramped()).toEqual([]);
    const served = await page.request.get(`/tracking-result/${trackingNumber}`);
    expect(await served.text()).toContain('Impormasyon ng Pickup');

    // The request's SMS and e-mail went out in Filipino.
    const text = await waitFor('the SMS', () => sms.received.find((r) => r.fields.message?.includes(trackingNumber)));
    expect(text.fields.message).toMatch(
      new RegExp(
        `^Salamat sa pagligpit kasama ang Ligpit! Ang tracking number mo ay ${trackingNumber}\\. May tanong\\? Sumulat sa `,
      ),
    );
    const mail = await waitFor('the e-mail', () => smtp.received.find((m) => m.raw.includes(trackingNumber)));
    expect(mail.subject).toBe(`Ang iyong Ligpit tracking number: ${trackingNumber}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language before the scripts have run: the switch is a link the server answers', async () => {
    // No JavaScript at all: what a tap on a slow phone meets before the app has loaded.
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/track');
    await page.getByRole('heading', { name: 'Track your pickup' }).waitFor();
    await page.getByRole('link', { name: 'Language: Filipino' }).click();
    await page.getByRole('heading', { name: 'I-track ang iyong pickup' }).waitFor();
    // The same page, without the language's parameter.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/track');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'ligpit_lang')).toMatchObject({ value: 'fil', sameSite: 'Lax' });
    await page.getByRole('link', { name: 'Wika: English' }).click();
    await page.getByRole('heading', { name: 'Track your pickup' }).waitFor();
    await context.close();
  });

  it('greets a browser set to Filipino in Filipino on the first visit, and hydrates without errors', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fil-PH', timezoneId: 'Asia/Manila' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/track');
    await page.getByRole('heading', { name: 'I-track ang iyong pickup' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(await page.title()).toBe('Ligpit · Pickup ng mga gamit na ayaw mo na sa Metro Manila');
    // Hydrated: the page answers input (the field is React's, not only painted markup).
    await page.getByLabel('Tracking number').fill('ab12cd34');
    await page.getByRole('button', { name: 'I-track', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
