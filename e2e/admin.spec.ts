import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { type SmsPeer, startSemaphorePeer } from '#src/server/test/peers.ts';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 5's journey at desktop size: a guest request exists → staff sign in → find it by name →
// notes and Save Draft → Schedule Pickup → the customer's tracking page says "Pickup Scheduled"
// and the SMS reached the local SMS peer → gallery: edit the photo's details, then delete it.

const admin = { email: 'staff@ligpit.ph', password: 'correct horse staff' };
const semaphoreKey = 'e2e-admin';
const customer = { name: 'Rosario Villanueva', phone: '+63 917 555 0101', digits: '9175550101' };

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

describe('staff journey at desktop size', () => {
  let server: RunningServer;
  let browser: Browser;
  let sms: SmsPeer;
  let trackingNumber: string;

  beforeAll(async () => {
    sms = await startSemaphorePeer({ apiKey: semaphoreKey });
    [server, browser] = await Promise.all([
      startServer({
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SMS_PROVIDER: 'semaphore',
        SEMAPHORE_API_KEY: semaphoreKey,
        SEMAPHORE_API_URL: sms.url,
      }),
      launchBrowser(),
    ]);

    // The guest's request, made the way the upload screen makes it (its own journey tests the UI).
    const guest = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const upload = await guest.context.request.post('/api/photos', {
      multipart: { photo: { name: 'fan.jpg', mimeType: 'image/jpeg', buffer: await makeDemoJpeg(7) } },
    });
    expect(upload.status()).toBe(201);
    const photo = (await upload.json()) as { id: string };
    const submit = await guest.context.request.post('/api/submissions', {
      headers: { 'Idempotency-Key': 'e2e-admin-journey-1' },
      data: {
        name: customer.name,
        email: 'rosario.villanueva@example.ph',
        phone: customer.phone,
        city: 'Makati',
        address: '88 Kalayaan Ave.',
        barangay: 'Brgy. Poblacion',
        // Issue 37: the household's pin ("Use my location"), which staff see on the review page.
        pin: { lat: 14.5663, lng: 121.0315 },
        pickupDate: pickupWindow().min,
        photoIds: [photo.id],
      },
    });
    expect(submit.status()).toBe(201);
    trackingNumber = ((await submit.json()) as { trackingNumber: string }).trackingNumber;
    await guest.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sms?.close();
  });

  it('keeps a signed-out visitor out of the staff pages', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await page.goto('/admin-database-gallery');
    await expectToast(page, 'Authentication required');
    await page.waitForURL('**/admin-access');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in, finds the request by name, takes notes, schedules, and manages its photo', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'desktop' });

    // Sign in ("Remember me" unchecked: a browser-session cookie).
    await page.goto('/admin-access');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Please enter your email and password');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Invalid email or password. Please try again.');
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login successful');
    await page.waitForURL('**/admin-dashboard');
    const session = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
    expect(session?.expires).toBe(-1); // no Expires/Max-Age: ends with the browser

    // Find the request by part of the name.
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByLabel('Search by tracking # or name').fill('villanue');
    await page.waitForURL('**/admin-dashboard?q=villanue');
    await page.getByText('All Applications (1)').waitFor();
    await page
      .getByRole('link', { name: `View Details of ${trackingNumber}` })
      .last()
      .click();
    await page.waitForURL(`**/admin-to-review/${trackingNumber}`);
    await page.getByRole('heading', { name: `Review ${trackingNumber}` }).waitFor();
    await page.getByText('rosario.villanueva@example.ph').waitFor(); // full contact for staff
    // Issue 37: the Map link opens the household's pin, the same URL as the crew's stop.
    expect(await page.getByRole('link', { name: 'Open the household’s pin' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=14.5663,121.0315',
    );

    // Notes + Save Draft.
    await page.getByLabel('Notes').fill('Stand fan, works. Bring a small box for the remote.');
    await page.getByLabel('Item count').fill('2');
    await page.getByLabel('Possible profit (₱)').fill('450.50');
    await page.getByLabel('Resellable').check();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Your review has been saved as a draft');

    // Schedule Pickup: staff may book sooner than the customer's 7-day minimum, never the past.
    const pickupDate = addDays(manilaDate(), 2);
    await page.getByRole('button', { name: 'Schedule Pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Pickup' });
    await dialog.getByLabel('Pickup date').fill(pickupDate);
    // Issue 15: each window with the room left that day in the household's city.
    await dialog.getByLabel('Pickup window').selectOption({ label: '8:00–11:00 · 10 of 10 left' });
    await dialog.getByRole('button', { name: 'Schedule and send SMS' }).click();
    await expectToast(page, 'Pickup scheduled');
    // Scheduling moves on to the next application when there is one (product.md §4); come back to this one.
    await page.goto(`/admin-to-review/${trackingNumber}`);
    await page.getByText(`${formatDate(pickupDate)} · 8:00–11:00`).waitFor();
    await page.getByRole('heading', { name: 'Status history' }).waitFor();
    await page.getByText('Submitted → Pickup Scheduled').waitFor();

    // The SMS reached the local Semaphore peer, with the date and the window.
    const message = await waitFor('the pickup SMS', () =>
      sms.received.find(
        (m) => m.fields.message?.includes('Cancel or move it') && m.fields.message.includes(trackingNumber),
      ),
    );
    expect(message.fields.number?.replace(/\D/g, '')).toContain(customer.digits);
    expect(message.fields.message).toContain(formatDate(pickupDate));
    expect(message.fields.message).toContain('8:00-11:00');

    // The customer's tracking page shows the new status.
    const visitor = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await visitor.page.goto(`/tracking-result/${trackingNumber}`);
    await visitor.page.getByText('Pickup Scheduled').first().waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // Gallery: find the photo by tracking number, edit brand and condition, then delete it.
    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name: 'Photo Gallery' }).click();
    await page.getByRole('heading', { name: 'Photo Database Gallery' }).waitFor();
    await page.getByLabel('Search photos').fill(trackingNumber.slice(0, 6));
    await page.getByText('All Photos (1)').waitFor();
    await page.getByRole('button', { name: new RegExp(trackingNumber) }).click();
    await page.getByLabel('Brand').fill('Asahi');
    await page.getByLabel('Condition').fill('Working, minor scratches');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expectToast(page, 'The metadata has been saved');
    await page.getByText('Working, minor scratches ·').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^ligpit-${trackingNumber}-.+\\.jpg$`));

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this photo?' })
      .getByRole('button', { name: 'Delete photo' })
      .click();
    await expectToast(page, 'Photo deleted');
    await page.getByText('All Photos (0)').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
