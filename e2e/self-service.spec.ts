import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { linkIn, type SmsPeer, type SmtpPeer, startSemaphorePeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 15's self-service in Chromium: a guest on another device proves ownership with a code from
// the local SMS peer and cancels; nobody cancels within 24 hours of the pickup; a signed-in owner
// reschedules; a stranger can do neither. Then axe-core on the staff review screen.

const admin = { email: 'staff@ligpit.ph', password: 'correct horse staff' };
const semaphoreKey = 'e2e-self-service';

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** A request made from this context (its draft-key cookie, or its signed-in account). */
async function requestFrom(context: BrowserContext, who: { name: string; phone: string; key: string }) {
  const upload = await context.request.post('/api/photos', {
    multipart: { photo: { name: 'chair.jpg', mimeType: 'image/jpeg', buffer: await makeDemoJpeg(3) } },
  });
  expect(upload.status()).toBe(201);
  const submit = await context.request.post('/api/submissions', {
    headers: { 'Idempotency-Key': who.key },
    data: {
      name: who.name,
      email: `${who.key}@example.ph`,
      phone: who.phone,
      city: 'Makati',
      address: '88 Kalayaan Ave.',
      barangay: 'Poblacion',
      pickupDate: pickupWindow().default,
      photoIds: [((await upload.json()) as { id: string }).id],
    },
  });
  expect(submit.status(), await submit.text()).toBe(201);
  return ((await submit.json()) as { trackingNumber: string }).trackingNumber;
}

describe('self-service on the tracking page', () => {
  let server: RunningServer;
  let browser: Browser;
  let sms: SmsPeer;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    [sms, smtp] = await Promise.all([startSemaphorePeer({ apiKey: semaphoreKey }), startSmtpPeer()]);
    [server, browser] = await Promise.all([
      startServer({
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SMS_PROVIDER: 'semaphore',
        SEMAPHORE_API_KEY: semaphoreKey,
        SEMAPHORE_API_URL: sms.url,
        SMTP_URL: smtp.url,
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sms?.close();
    await smtp?.close();
  });

  async function staffPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await staff.page.goto('/admin-access');
    await staff.page.getByLabel('E-mail').fill(admin.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.waitForURL('**/admin-dashboard');
    return staff;
  }

  it('a guest on another device gets a code by SMS and cancels; a stranger can do neither', async () => {
    const laptop = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const trackingNumber = await requestFrom(laptop.context, {
      name: 'Maria Santos',
      phone: '+63 917 555 4567',
      key: 'e2e-guest-code',
    });
    await laptop.context.close();

    // A stranger (no cookie, no code): no controls, and the API refuses as for an unknown number.
    const stranger = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await stranger.page.goto(`/tracking-result/${trackingNumber}`);
    await stranger.page.getByRole('button', { name: 'Send me a code', exact: true }).waitFor();
    expect(await stranger.page.getByRole('button', { name: 'Cancel pickup' }).count()).toBe(0);
    expect((await stranger.context.request.post(`/api/submissions/${trackingNumber}/cancel`)).status()).toBe(404);
    const move = await stranger.context.request.post(`/api/submissions/${trackingNumber}/reschedule`, {
      data: { pickupDate: pickupWindow().max, pickupWindowId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(move.status()).toBe(404);
    await stranger.context.close();

    // The household, on its phone: asks for a code, reads the SMS, cancels.
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto(`/tracking-result/${trackingNumber}`);
    await page.getByRole('button', { name: 'Send me a code', exact: true }).click();
    await page.getByText('We sent a code to +63 9•• ••• 4567. It works for 10 minutes.').waitFor();
    const text = await waitFor('the code by SMS', () =>
      sms.received.find((r) => r.fields.number === '09175554567' && r.fields.message?.includes('Your code')),
    );
    const code = /\b(\d{6})\b/.exec(text.fields.message!)![1]!;
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'You can now manage this pickup.');
    await page.getByRole('button', { name: 'Cancel pickup' }).click();
    await page.getByRole('dialog', { name: 'Cancel pickup' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await expectToast(page, 'Your request is cancelled.');
    await page.getByText('Cancelled').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('nobody cancels online within 24 hours of the pickup', async () => {
    const household = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const trackingNumber = await requestFrom(household.context, {
      name: 'Jose Rizal',
      phone: '+63 917 555 1896',
      key: 'e2e-guest-late',
    });
    // Staff move the pickup to today (staff are not bound by the 7-day rule).
    const staff = await staffPage();
    const scheduled = await staff.context.request.post(`/api/admin/submissions/${trackingNumber}/status`, {
      headers: { origin: server.url },
      data: { to: 'Pickup Scheduled', expectedStatus: 'Submitted', pickupDate: manilaDate(), pickupTime: 'All Day' },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);
    await staff.context.close();

    await household.page.goto(`/tracking-result/${trackingNumber}`);
    await household.page.getByText(/Online changes closed on/).waitFor();
    expect(await household.page.getByRole('button', { name: 'Cancel pickup' }).count()).toBe(0);
    const refused = await household.context.request.post(`/api/submissions/${trackingNumber}/cancel`);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('CHANGE_CUTOFF_PASSED');
    expect(household.errors).toEqual([]);
    await household.context.close();
  });

  it('a signed-in owner moves the pickup to another window', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const email = 'ana.reyes@example.ph';
    const signUp = await page.request.post('/api/accounts/sign-up', {
      headers: { origin: server.url },
      data: {
        name: 'Ana Reyes',
        email,
        password: 'a long enough password',
        confirmPassword: 'a long enough password',
        phone: '+63 917 246 8100',
        city: 'Makati',
        address: '12 Jupiter St.',
        trackingNumbers: [''],
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const mail = await waitFor('the confirmation e-mail', () =>
      smtp.received.find((m) => m.to.includes(email) && linkIn(m, 'verify-email')),
    );
    await page.goto(linkIn(mail, 'verify-email')!);
    await page.waitForURL('**/dashboard');
    const trackingNumber = await requestFrom(context, {
      name: 'Ana Reyes',
      phone: '+63 917 246 8100',
      key: 'e2e-owner',
    });

    await page.goto(`/tracking-result/${trackingNumber}`);
    await page.getByRole('button', { name: 'Move pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move pickup' });
    await dialog.getByRole('button', { name: 'Move my pickup' }).click();
    await expectToast(page, 'See you on');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the staff review screen has no serious or critical axe-core violation', async () => {
    const laptop = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const trackingNumber = await requestFrom(laptop.context, {
      name: 'Liza Soriano',
      phone: '+63 917 555 2020',
      key: 'e2e-axe-review',
    });
    await laptop.context.close();
    const { page, context } = await staffPage();
    await page.goto(`/admin-to-review/${trackingNumber}`);
    await page.getByRole('heading', { name: `Review ${trackingNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Schedule Pickup' }).waitFor();
    const serious = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      // It looked: rules ran and passed on this page.
      expect(results.passes.length).toBeGreaterThan(10);
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious()).toEqual([]);
    // And with Schedule Pickup open: the window, its room, the truck.
    await page.getByRole('button', { name: 'Schedule Pickup' }).click();
    await page.getByRole('dialog', { name: 'Schedule Pickup' }).getByLabel('Truck (optional)').waitFor();
    expect(await serious()).toEqual([]);
    await context.close();
  });
});
