import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness.ts';

// Issue 40 item 9: a booth tablet outside kiosk mode serves one visitor after another. After a
// visitor's submit, opening the booth link again on the same tablet shows an empty form: the next
// visitor never sees the last one's name, e-mail or phone.

const admin = { email: 'booth-next@ligpit.ph', password: 'correct horse next visitor' };
const today = manilaDate();
const tomorrow = addDays(today, 1);

async function addPhoto(page: Page): Promise<void> {
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2980b9' } })
    .jpeg()
    .toBuffer();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator('label', { hasText: /^Upload$/ }).click(),
  ]);
  await chooser.setFiles({ name: 'item.jpg', mimeType: 'image/jpeg', buffer });
  await page.getByText('Photo 1', { exact: true }).waitFor();
}

describe('the booth outside kiosk mode (issue 40 item 9)', () => {
  let server: RunningServer;
  let browser: Browser;
  let event: AdminEvent;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      launchBrowser(),
    ]);
    const staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const signIn = await staff.context.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { origin: server.url },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const made = await staff.context.request.post('/api/admin/events', {
      data: {
        venue: 'Ayala Malls Feliz',
        city: 'Pasig',
        address: 'Activity center',
        startsOn: today,
        endsOn: tomorrow,
        handoverSlots: [{ date: tomorrow, start: '13:00', end: '15:00' }],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    event = (await made.json()) as AdminEvent;
    await staff.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opening the booth link again after a submit shows an empty form, not the last visitor’s details', async () => {
    const { context, page, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto(`/event/${event.slug}/upload`);
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    await addPhoto(page);
    await page.getByLabel('Name').fill('Divina Aquino');
    await page.getByLabel('Email').fill('divina.aquino@example.ph');
    await page.getByLabel('Phone').click();
    await page.keyboard.type('9173334455');
    await page
      .getByLabel('Time slot', { exact: true })
      .selectOption({ label: `${formatDate(tomorrow)} · 13:00–15:00` });
    await page.locator('form[aria-label="Owner Details"] button[type="submit"]').click();
    await page.waitForURL('**/form-submitted');

    // The next visitor on the same tablet opens the booth link.
    await page.goto(`/event/${event.slug}/upload`);
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    // A photo in the list: the app has taken over, so the fields hold what the app put there.
    await addPhoto(page);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel('Phone').inputValue()).not.toContain('917');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain('Divina');
    expect(errors).toEqual([]);
    await context.close();
  });
});
