import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { linkIn, type SmtpPeer, startSmtpPeer, startVisionPeer, type VisionPeer } from '#src/server/test/peers.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 12's journey: a confirmed customer (signed up, link from a real SMTP server) → /login-upload
// → two photos → each photo's panel shows the item name from the local vision peer → the address
// from the profile, completed for this request → "Declutter For Me" → /form-submitted → the
// dashboard lists it → staff see the item names and the full address in review. Also: a profile
// without a phone is sent to /profile.

const admin = { email: 'staff@ligpit.ph', password: 'correct horse staff' };
const customer = { name: 'Lorna Reyes', email: 'lorna.reyes@example.ph', password: 'declutter me 2026' };
const riceCooker = {
  item: 'Rice cooker',
  category: 'Appliance',
  description: 'A white rice cooker with its inner pot and lid.',
  condition: 'Clean, cord intact',
  acceptable: true,
  reason: null,
};
const chair = {
  item: 'Wooden dining chair',
  category: 'Furniture',
  description: 'A wooden dining chair with a woven rattan seat.',
  condition: 'Light scratches',
  acceptable: true,
  reason: null,
};

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const found = page.locator('[data-sonner-toast]').filter({ hasText: description ?? title });
  await found.first().waitFor();
  expect(await found.first().textContent()).toContain(title);
}

describe('signed-in upload with item recognition', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;
  let vision: VisionPeer;

  beforeAll(async () => {
    [smtp, vision] = await Promise.all([startSmtpPeer(), startVisionPeer({ model: 'e2e-vision' })]);
    vision.answerFor = (i) => (i % 2 === 0 ? chair : riceCooker);
    [server, browser] = await Promise.all([
      startServer({
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        VISION_API_URL: vision.url,
        VISION_API_KEY: vision.apiKey,
        VISION_MODEL: 'e2e-vision',
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await vision?.close();
  });

  /** Registers through the API and follows the e-mailed link: signed in, on /dashboard. */
  async function signUpAndConfirm(page: Page, who: { email: string; phone: string }): Promise<void> {
    const res = await page.request.post('/api/accounts/sign-up', {
      headers: { origin: server.url },
      data: {
        name: customer.name,
        email: who.email,
        password: customer.password,
        confirmPassword: customer.password,
        phone: who.phone,
        city: 'Makati',
        address: '12 Jupiter St.',
        trackingNumbers: [''],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const mail = await waitFor('the confirmation e-mail', () =>
      smtp.received.find((m) => m.to.includes(who.email) && linkIn(m, 'verify-email')),
    );
    await page.goto(linkIn(mail, 'verify-email')!);
    await page.waitForURL('**/dashboard');
  }

  it('submits two recognised items with the full address, listed on the dashboard and readable by staff', async () => {
    const { page, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await signUpAndConfirm(page, { email: customer.email, phone: '+63 917 246 8100' });

    await page.goto('/login-upload');
    await page.getByRole('heading', { name: 'Ready to declutter?' }).waitFor();
    await page.getByText("Just tell us what we're picking up!").waitFor();

    for (const seed of [11, 12]) {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.locator('label', { hasText: /^Upload$/ }).click(),
      ]);
      await chooser.setFiles({ name: `item-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeDemoJpeg(seed) });
      await page.getByText('Uploading Photo').waitFor({ state: 'hidden' });
    }

    // Each photo's panel fills in from the vision peer, as its analysis returns.
    const names = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const item = page.getByLabel('Item', { exact: true });
      await expect.poll(() => item.inputValue(), { timeout: 60_000, interval: 250 }).toMatch(/\S/);
      names.add(await item.inputValue());
      if (i === 0) await page.getByRole('button', { name: 'Next photo' }).click();
    }
    expect([...names].sort()).toEqual(['Rice cooker', 'Wooden dining chair']);
    await page.getByText('Debug').click();
    await page.getByText('Answered by: vision-api').waitFor();

    // The address comes from the profile; the barangay the profile lacks is added for this request.
    expect(await page.getByLabel('Street address').inputValue()).toBe('12 Jupiter St.');
    await page.getByRole('button', { name: 'Declutter For Me' }).click();
    await expectToast(page, 'Missing Information', 'Please enter your barangay');
    await page.getByLabel('Barangay').fill('Bel-Air');
    await page.getByLabel('Landmark or delivery notes (optional)').fill('Gray gate');
    // Issue 15: the pickup window, as on the guest form; the person takes the day's last one.
    const windows = page.getByRole('group', { name: 'Preferred pickup window' }).getByRole('radio');
    await windows.first().waitFor();
    const lastWindow = windows.last();
    await lastWindow.check();
    const windowLabel = (await lastWindow.locator('xpath=..').textContent())!.trim();
    expect(windowLabel).not.toBe('');
    await page.getByRole('button', { name: 'Declutter For Me' }).click();
    await page.waitForURL('**/form-submitted');
    await page.getByRole('heading', { name: 'Items Submitted!' }).waitFor();
    const trackingNumber = (await page.evaluate(() => sessionStorage.getItem('declutterTrackingNumber')))!.replaceAll(
      '"',
      '',
    );
    expect(trackingNumber).toMatch(/^[A-Z0-9]{8}$/);

    // Owned by the account: on the dashboard at once.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'My Submissions' }).click();
    await page.getByRole('listitem').filter({ hasText: trackingNumber }).waitFor();
    expect(errors).toEqual([]);

    // Staff: the item names and where to go.
    const staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await staff.page.goto('/admin-access');
    await staff.page.getByLabel('E-mail').fill(admin.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.waitForURL('**/admin-dashboard');
    await staff.page.goto(`/admin-to-review/${trackingNumber}`);
    // The postal code is the one the barangay list filled in (issue 37).
    await staff.page.getByText('12 Jupiter St., Bel-Air, Makati 1209 (Gray gate)').waitFor();
    // The window chosen is the one booked.
    await staff.page.getByText(` · ${windowLabel}`, { exact: false }).first().waitFor();
    const viewer = staff.page.getByRole('region', { name: 'Photos' });
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const text = await viewer.textContent();
      for (const n of ['Wooden dining chair', 'Rice cooker']) if (text?.includes(`Recognised as ${n}`)) seen.add(n);
      if (i === 0) await viewer.getByRole('button', { name: 'Next photo' }).click();
    }
    expect([...seen].sort()).toEqual(['Rice cooker', 'Wooden dining chair']);
    expect(staff.errors).toEqual([]);
  });

  it('sends a customer whose profile has no phone to /profile with "Missing Phone Number"', async () => {
    const { page } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    // The original specification's sign-up default phone: ten zeros, nobody's number.
    await signUpAndConfirm(page, { email: 'no.phone@example.ph', phone: '+63 0000000000' });
    await page.goto('/login-upload');
    await expectToast(
      page,
      'Missing Phone Number',
      'Please update your profile with a valid phone number for SMS notifications.',
    );
    await page.waitForURL('**/profile');
  });
});
