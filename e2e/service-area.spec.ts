import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { linkIn, type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 23's journeys in Chromium at phone size: a guest in Quezon City books and gets a tracking
// number; staff pause Valenzuela and a guest sees it "not yet served" with "Location Not
// Available"; a signed-in Quezon City customer's /login-upload is prefilled from the profile,
// shows the day with its windows, and submits without a change.

const admin = { email: 'staff@ligpit.ph', password: 'correct horse staff' };
const notAvailable = "Unfortunately, we currently don't service this location. We'll be expanding soon!";

async function addPhoto(page: Page, seed: number): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator('label', { hasText: /^Upload$/ }).click(),
  ]);
  await chooser.setFiles({ name: `item-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeDemoJpeg(seed) });
}

describe('every Metro Manila household can book', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: smtp.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('a guest in Quezon City submits and gets a tracking number', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto('/no-login-upload');
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    await addPhoto(page, 21);
    await page.getByText('Photo 1', { exact: true }).waitFor();
    await page.getByLabel('Name').fill('Rosa Dimaculangan');
    await page.getByLabel('Email').fill('rosa.qc@example.ph');
    await page.getByLabel('Phone').fill('9171239876');
    await page.getByLabel('Location').selectOption('Quezon City');
    await page.getByLabel('Street address').fill('12 Mapagmahal St.');
    await page.getByLabel('Barangay').fill('Pinyahan');
    await page.getByRole('group', { name: 'Preferred pickup window' }).getByRole('radio').first().waitFor();
    const submit = page.locator('form[aria-label="Owner Details"] button[type="submit"]');
    await expect.poll(() => submit.isDisabled(), { timeout: 30_000 }).toBe(false);
    await submit.click();
    await page.waitForURL('**/form-submitted');
    const trackingNumber = (await page.evaluate(() => sessionStorage.getItem('declutterTrackingNumber')))!.replaceAll(
      '"',
      '',
    );
    expect(trackingNumber).toMatch(/^[A-Z0-9]{8}$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff pause Valenzuela: the guest form marks it "not yet served" and opens "Location Not Available"', async () => {
    const staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await staff.page.goto('/admin-access');
    await staff.page.getByLabel('E-mail').fill(admin.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.waitForURL('**/admin-dashboard');
    await staff.page.goto('/admin-pickup-windows');
    const pause = staff.page.getByRole('button', { name: 'Pause Valenzuela' });
    await expect.poll(() => pause.isEnabled(), { timeout: 30_000 }).toBe(true);
    await pause.click();
    await staff.page.getByRole('button', { name: 'Resume Valenzuela' }).waitFor();
    expect(staff.errors).toEqual([]);

    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto('/no-login-upload');
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    await page.getByRole('option', { name: 'Valenzuela (not yet served)' }).waitFor({ state: 'attached' });
    await page.getByLabel('Location').selectOption('Valenzuela');
    const dialog = page.getByRole('dialog', { name: 'Location Not Available' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(notAvailable);
    // The API says the same to a client that sends it anyway, with a photo of its own.
    await page.getByRole('button', { name: 'OK' }).click();
    await addPhoto(page, 23);
    await page.getByText('Photo 1', { exact: true }).waitFor();
    const readPhotoId = () =>
      page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('ligpit_photo_state') ?? '{}') as { photos?: { id?: string }[] })
            .photos?.[0]?.id ?? '',
      );
    await expect.poll(readPhotoId, { timeout: 30_000 }).toMatch(/^[0-9a-f-]{36}$/);
    const photoId = await readPhotoId();
    const refused = await page.request.post('/api/submissions', {
      headers: { origin: server.url, 'idempotency-key': 'e2e-valenzuela-1' },
      data: {
        name: 'Ben Cruz',
        email: 'ben@example.ph',
        phone: '+63 917 555 0101',
        city: 'Valenzuela',
        address: '4 McArthur Hwy.',
        barangay: 'Malinta',
        pickupDate: pickupWindow().default,
        photoIds: [photoId],
      },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe(notAvailable);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), staff.context.close()]);
  });

  it('a signed-in Quezon City customer finds /login-upload prefilled with the day and its windows, and submits unchanged', async () => {
    const { page, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const email = 'lorna.qc@example.ph';
    const signUp = await page.request.post('/api/accounts/sign-up', {
      headers: { origin: server.url },
      data: {
        name: 'Lorna Reyes',
        email,
        password: 'declutter me 2026',
        confirmPassword: 'declutter me 2026',
        phone: '+63 917 246 8101',
        city: 'Quezon City',
        address: '12 Mapagmahal St.',
        trackingNumbers: [''],
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const mail = await waitFor('the confirmation e-mail', () =>
      smtp.received.find((m) => m.to.includes(email) && linkIn(m, 'verify-email')),
    );
    await page.goto(linkIn(mail, 'verify-email')!);
    await page.waitForURL('**/dashboard');

    // The profile: one address block; the barangay is added there once.
    await page.goto('/profile');
    expect(await page.getByLabel('Street address').inputValue()).toBe('12 Mapagmahal St.');
    await page.getByLabel('Barangay').fill('Pinyahan');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Your profile has been updated successfully' })
      .first()
      .waitFor();

    await page.goto('/login-upload');
    await page.getByRole('heading', { name: 'Ready to declutter?' }).waitFor();
    expect(await page.getByLabel('Location').inputValue()).toBe('Quezon City');
    expect(await page.getByLabel('Street address').inputValue()).toBe('12 Mapagmahal St.');
    expect(await page.getByLabel('Barangay').inputValue()).toBe('Pinyahan');
    expect(await page.getByLabel('Pickup date').inputValue()).toBe(pickupWindow().default);
    const windows = page.getByRole('group', { name: 'Preferred pickup window' }).getByRole('radio');
    await windows.first().waitFor();
    expect(await windows.count()).toBeGreaterThan(0);

    await addPhoto(page, 22);
    await page.getByText('Uploading Photo').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Declutter For Me' }).click();
    await page.waitForURL('**/form-submitted');
    await page.getByRole('heading', { name: 'Items Submitted!' }).waitFor();
    expect(errors).toEqual([]);
  });
});
