import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsPeer, type SmtpPeer, startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 3's journey at phone size: landing → camera (2 shots) → 1 uploaded file → each form error
// once, in product.md's order → submit → confirmation → 2 resends; then the e-mails and SMS at the
// local peers, and the submission with its 3 photos in the database.

const semaphoreKey = 'test';

/** A camera-like JPEG (12 MP would be slow to make here; the bench covers big photos). */
function makeJpeg(): Promise<Buffer> {
  const width = 1200;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) % 64) * 4;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function toast(page: Page, description: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: description });
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const found = toast(page, description);
  await found.first().waitFor();
  expect(await found.first().textContent()).toContain(title);
}

describe('guest pickup request at phone size', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;
  let sms: SmsPeer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-e2e-guest-'));

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

  it('keeps an upload going when the visitor goes back to the landing, which says "Uploading..."', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto('/no-login-upload');
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();

    // Hold the upload on its way to the server until the landing has been checked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/photos', async (route) => {
      await held;
      await route.continue();
    });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.locator('label', { hasText: /^Upload$/ }).click(),
    ]);
    await chooser.setFiles({ name: 'lamp.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });
    await page.getByText(/Uploading… \d+%/).waitFor();

    await page.getByRole('link', { name: 'Ligpit home' }).click();
    const start = page.getByRole('link', { name: 'Uploading...' });
    await start.waitFor();
    expect(await start.getAttribute('aria-disabled')).toBe('true');
    release();
    await page.getByRole('link', { name: 'Start Taking Photos' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Taking Photos' }).getAttribute('aria-disabled')).toBeNull();

    // The finished upload is in the list when the visitor comes back.
    await page.getByRole('link', { name: 'Start Taking Photos' }).click();
    await page.waitForURL('**/no-login-upload');
    await page.getByRole('dialog', { name: 'Camera' }).getByRole('button', { name: 'Close camera' }).click();
    await page.getByText('Photo 1', { exact: true }).waitFor();
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('ligpit_photo_state') ?? '{}').photos),
    ).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes photos, validates, submits, resends twice, and notifies by e-mail and SMS', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const submit = page.locator('form[aria-label="Owner Details"] button[type="submit"]');

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Taking Photos' }).click();
    await page.waitForURL('**/no-login-upload');
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    expect(await submit.isDisabled()).toBe(true); // no photos yet

    // The landing set autoOpenWebcam, so the camera opens by itself (and the flag is spent).
    const camera = page.getByRole('dialog', { name: 'Camera' });
    await camera.waitFor();
    const shutter = camera.getByRole('button', { name: 'Capture photo' });
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="Capture photo"]');
      return button !== null && !button.disabled;
    });
    expect(await page.evaluate(() => sessionStorage.getItem('autoOpenWebcam'))).toBeNull();
    await shutter.click();
    await camera.getByText('1 photo added').waitFor();
    await shutter.click();
    await camera.getByText('2 photos added').waitFor();
    await camera.getByRole('button', { name: 'Done' }).click();
    await camera.waitFor({ state: 'hidden' });

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.locator('label', { hasText: /^Upload$/ }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles({ name: 'rattan-chair.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });

    // Three photos, all uploaded: Submit comes alive once nothing is uploading.
    await page.getByRole('list', { name: 'All photos' }).getByRole('listitem').nth(2).waitFor();
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLButtonElement>('form[aria-label="Owner Details"] button[type="submit"]')?.disabled,
    );
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ligpit_photo_state') ?? '{}'));
    expect(saved.photos).toHaveLength(3);
    expect(await page.evaluate(() => document.cookie)).toMatch(/photoTimestamp=\d+/);

    // product.md §5: each problem once, in order, as an error toast with product.md's words.
    await page.getByLabel('Pickup date').fill('');
    await submit.click();
    await expectToast(page, 'Missing Information', 'Please enter your name');

    await page.getByLabel('Name').fill('Maria Clara Santos');
    await submit.click();
    await expectToast(page, 'Missing Information', 'Please enter your email');

    await page.getByLabel('Email').fill('maria@example.ph');
    await submit.click();
    await expectToast(page, 'Invalid Phone Number', 'Please enter a valid 10-digit phone number');

    const phone = page.getByLabel('Phone');
    await phone.click();
    await page.keyboard.type('917-123-4567 99');
    expect(await phone.inputValue()).toBe('+63 9171234567');
    await submit.click();
    await expectToast(page, 'Missing Information', 'Please select a location');

    // Picking "Others" says so at once (issue 23), and a submit with it says it again.
    await page.getByLabel('Location').selectOption('Others');
    const unavailable = page.getByRole('dialog', { name: 'Location Not Available' });
    for (let shown = 0; shown < 2; shown++) {
      if (shown === 1) await submit.click();
      await unavailable.getByText("Unfortunately, we currently don't service this location.").waitFor();
      await unavailable.getByRole('button', { name: 'OK' }).click();
      await unavailable.waitFor({ state: 'hidden' });
    }
    expect(page.url()).toContain('/no-login-upload');

    await page.getByLabel('Location').selectOption('Pasig');
    // The pickup address (issue 12): street with house number and barangay are required.
    await submit.click();
    await expectToast(page, 'Missing Information', 'Please enter your street address with house number');
    await page.getByLabel('Street address').fill('12 Shaw Blvd.');
    await page.getByLabel('Barangay').fill('Kapitolyo');
    await submit.click();
    await expectToast(page, 'Missing Information', 'Please select a pickup date');

    // The form survives a reload (sessionStorage), photos included. The page paints pre-rendered
    // (empty) first; the app puts the draft back once it runs.
    await page.reload();
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Maria Clara Santos');
    expect(await page.getByLabel('Location').inputValue()).toBe('Pasig');
    await page.getByRole('list', { name: 'All photos' }).getByRole('listitem').nth(2).waitFor();

    await page.getByLabel('Pickup date').fill(pickupWindow().min);
    await submit.click();
    await page.waitForURL('**/form-submitted');
    await expectToast(page, 'Success!', 'Your items have been submitted successfully!');

    await page.getByRole('heading', { name: 'Items Submitted!' }).waitFor();
    const trackingNumber = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
    expect(trackingNumber).toMatch(/^[A-Z0-9]{8}$/);
    await page.getByText('3 Item photos uploaded').waitFor();
    expect(await page.getByRole('link', { name: 'view tracking result' }).getAttribute('href')).toBe(
      `/tracking-result/${trackingNumber}`,
    );
    expect(await page.evaluate(() => sessionStorage.getItem('declutterTrackingNumber'))).toContain(trackingNumber);

    await page.getByRole('button', { name: 'Copy tracking number' }).click();
    await page.getByRole('button', { name: 'Tracking number copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingNumber);

    const resend = page.getByRole('button', { name: 'Resend Tracking Number' });
    await page.getByText('You can resend it 2 more times.').waitFor();
    await resend.click();
    await expectToast(page, 'Tracking number resent', "We've resent your tracking information to your email and phone");
    await page.getByText('You can resend it 1 more time.').waitFor();
    await resend.click();
    await page.getByText("You've used all resends for this request.").waitFor();
    expect(await resend.isDisabled()).toBe(true);

    // The submission and the two resends each queued one e-mail and one SMS; the worker sends them.
    const emails = await waitFor('3 e-mails', () =>
      smtp.received.filter((m) => m.raw.includes(trackingNumber)).length >= 3 ? smtp.received : undefined,
    );
    expect(emails.every((m) => m.to.includes('maria@example.ph'))).toBe(true);
    const texts = await waitFor('3 SMS', () =>
      sms.received.filter((r) => r.fields.message?.includes(trackingNumber)).length >= 3 ? sms.received : undefined,
    );
    expect(texts.every((r) => r.fields.number === '09171234567' && r.fields.apikey === semaphoreKey)).toBe(true);

    const tracked = await page.request.get(`/api/track/${trackingNumber}`);
    expect(tracked.status()).toBe(200);
    expect(((await tracked.json()) as { items: unknown[] }).items).toHaveLength(3);

    expect(errors).toEqual([]);
    await context.close();

    // Straight from the database, once the server has let go of its data directory.
    await server.stop();
    const db = new PGlite(path.join(dataDir, 'db'));
    try {
      const { rows } = await db.query<{ id: string; photo_count: number; status: string; city: string }>(
        'select id, photo_count, status, city from submissions where tracking_number = $1',
        [trackingNumber],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ photo_count: 3, status: 'Submitted', city: 'Pasig' });
      const photos = await db.query<{ n: number }>('select count(*)::int as n from photos where submission_id = $1', [
        rows[0]!.id,
      ]);
      expect(photos.rows[0]!.n).toBe(3);
    } finally {
      await db.close();
    }
  });
});
