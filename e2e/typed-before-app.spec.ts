import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import {
  emulateSlowPhone,
  launchBrowser,
  newPage,
  type RunningServer,
  startServer,
  submitAsGuest,
  takenOver,
} from './harness.ts';

// Issue 36: what a person does on a server-painted page before the app takes it over survives the
// takeover, and a submit pressed then completes. On the phone profile of bench/first-tap.ts (390×844
// touch, 1.6 Mbps, 150 ms round trip, CPU 4×). So that "before the app" is not a race, the app's
// scripts are held back until the person has typed, chosen, picked a photo (and pressed submit),
// then let through; the journey then waits for the app to have taken the form over (the form's
// usePaintedForm marks it) and reads every field back by its label.

const admin = { email: 'typing@ligpit.ph', password: 'correct horse typing' };

interface Held {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Lets the app's scripts through. */
  release: () => void;
}

/** A phone on the slow profile whose app scripts wait for `release()`. */
async function slowPhone(browser: Browser, baseURL: string): Promise<Held> {
  const { context, page, errors } = await newPage(browser, { baseURL, size: 'phone' });
  await emulateSlowPhone(context, page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { context, page, errors, release };
}

async function jpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

describe('what a person does before the app takes over survives it (issue 36)', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;
  let event: AdminEvent;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: smtp.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      launchBrowser(),
    ]);
    const staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const signIn = await staff.context.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { origin: server.url },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const today = manilaDate();
    const made = await staff.context.request.post('/api/admin/events', {
      data: {
        venue: 'SM North EDSA',
        city: 'Quezon City',
        address: 'The Block, ground floor',
        startsOn: today,
        endsOn: addDays(today, 1),
        handoverSlots: [{ date: addDays(today, 1), start: '13:00', end: '15:00' }],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    event = (await made.json()) as AdminEvent;
    await staff.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('/track: a number typed before the app is the form’s; Track pressed before the app opens the result', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#c0392b']);
    const typed = await slowPhone(browser, server.url);
    await typed.page.goto('/track', { waitUntil: 'domcontentloaded' });
    await typed.page.getByLabel('Tracking number').fill(trackingNumber);
    typed.release();
    await takenOver(typed.page);
    expect(await typed.page.getByLabel('Tracking number').inputValue()).toBe(trackingNumber);
    await typed.page.getByRole('button', { name: 'Track' }).click();
    await typed.page.getByRole('heading', { name: trackingNumber }).waitFor();
    expect(typed.errors).toEqual([]);
    await typed.context.close();

    // Pressed before the app: the browser sends the form itself and the server answers with the result.
    const pressed = await slowPhone(browser, server.url);
    await pressed.page.goto('/track', { waitUntil: 'domcontentloaded' });
    await pressed.page.getByLabel('Tracking number').fill(trackingNumber);
    await pressed.page.getByRole('button', { name: 'Track' }).click();
    await pressed.page.getByRole('heading', { name: trackingNumber }).waitFor();
    pressed.release();
    await pressed.context.close();
  });

  it('the result page: Copy Link opened and “Send me a code to erase” pressed before the app are kept and done', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#8e44ad']);
    const { context, page, errors, release } = await slowPhone(browser, server.url);
    await page.goto(`/tracking-result/${trackingNumber}`, { waitUntil: 'domcontentloaded' });
    // Before the app, Copy Link opens the link itself, to select and copy.
    await page.getByText('Copy Link').click();
    const link = page.getByRole('link', { name: `/tracking-result/${trackingNumber}` });
    await link.waitFor();
    const erase = page.getByRole('region', { name: 'Erase my personal data' });
    await erase.getByRole('button', { name: 'Send me a code to erase' }).click();
    release();
    await takenOver(page);
    // The held press is sent by the app: the code is on its way, and the link is still shown.
    await erase.getByRole('status').waitFor({ timeout: 60_000 });
    expect(await erase.getByLabel('6-digit code').count()).toBe(1);
    expect(await link.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).focus();
    expect(await link.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/signup: every field typed and chosen before the app, and Sign Up pressed then, make the account', async () => {
    const { context, page, errors, release } = await slowPhone(browser, server.url);
    await page.goto('/signup', { waitUntil: 'domcontentloaded' });
    const person = { name: 'Rosa Villanueva', email: 'rosa.villanueva@example.ph', password: 'ligpit sa bahay 2026' };
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Phone number').fill('+63 9171234567');
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByLabel('City').selectOption('Makati');
    await page.getByLabel('Address', { exact: true }).fill('12 Jupiter Street, Bel-Air');
    await page.getByRole('textbox', { name: 'Tracking number 1' }).fill('AB12CD34');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    release();
    // The held Sign Up is sent by the app with what was typed: the account is made, /login says so.
    await page.getByText('Check your e-mail').first().waitFor({ timeout: 60_000 });
    expect(page.url()).toContain('/login');
    // The toast comes before /login's own chunk has rendered the address it names (CI-like load).
    await page.getByText(person.email).first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/signup: the values typed before the app are all still there once it runs', async () => {
    const { context, page, release } = await slowPhone(browser, server.url);
    await page.goto('/signup', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill('Ana Cruz');
    await page.getByLabel('E-mail').fill('ana.cruz@example.ph');
    await page.getByLabel('Phone number').fill('+63 9181234567');
    await page.getByLabel('City').selectOption('Pasig');
    await page.getByLabel('Address', { exact: true }).fill('3 Emerald Avenue');
    release();
    await takenOver(page);
    // Something that makes the app render the form again (a Controller's field updates on it).
    await page.getByLabel('Full name').focus();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Cruz');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('ana.cruz@example.ph');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+63 9181234567');
    expect(await page.getByLabel('City').inputValue()).toBe('Pasig');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('3 Emerald Avenue');
    await context.close();
  });

  it('/login: an e-mail and password typed, and Sign in pressed, before the app sign in', async () => {
    const { context, page, errors, release } = await slowPhone(browser, server.url);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    release();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/no-login-upload: name, e-mail, phone, city and a photo picked before the app are all kept', async () => {
    const { context, page, errors, release } = await slowPhone(browser, server.url);
    await page.goto('/no-login-upload', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Name').fill('Lorna Dizon');
    await page.getByLabel('Email').fill('lorna.dizon@example.ph');
    await page.getByLabel('Phone').fill('+63 9172220001');
    await page.getByLabel('Location').selectOption('Quezon City');
    await page
      .locator('label', { hasText: /^Upload$/ })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'item.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2980b9') });
    release();
    await takenOver(page);
    await page.getByText('Photo 1', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe('Lorna Dizon');
    expect(await page.getByLabel('Email').inputValue()).toBe('lorna.dizon@example.ph');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+63 9172220001');
    expect(await page.getByLabel('Location').inputValue()).toBe('Quezon City');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the booth: “Pick it up from my home” chosen before the app stays chosen, and its address fields appear', async () => {
    const { context, page, errors, release } = await slowPhone(browser, server.url);
    await page.goto(`/event/${event.slug}/upload`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Name').fill('Benjie Santos');
    await page.getByLabel('Phone').fill('+63 9173334444');
    await page.getByRole('radio', { name: /Pick it up from my home/ }).check();
    await page
      .locator('label', { hasText: /^Upload$/ })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'item.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#16a085') });
    release();
    await takenOver(page);
    await page.getByText('Photo 1', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('radio', { name: /Pick it up from my home/ }).isChecked()).toBe(true);
    await page.getByLabel('Street address', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe('Benjie Santos');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+63 9173334444');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Issue 40 item 5: the switch reloads the page in the other language; what the forms held is theirs again.
  it('switching language mid-form keeps the sign-up’s, the booth’s and the guest form’s values (issue 40 item 5)', async () => {
    const { context, page, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto('/signup');
    await takenOver(page);
    await page.getByLabel('Full name').fill('Carmela Reyes');
    await page.getByLabel('E-mail').fill('carmela.reyes@example.ph');
    await page.getByLabel('Phone number').fill('+63 9191234567');
    await page.getByLabel('City').selectOption('Taguig');
    await page.getByLabel('Address', { exact: true }).fill('5 Acacia Lane');
    await page.getByRole('link', { name: 'Language: Filipino' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    await takenOver(page);
    const fields = page.locator('form input:not([type="password"]), form select');
    const values = await fields.evaluateAll((all) => all.map((f) => (f as HTMLInputElement).value));
    for (const value of ['Carmela Reyes', 'carmela.reyes@example.ph', '+63 9191234567', 'Taguig', '5 Acacia Lane'])
      expect(values).toContain(value);

    await page.goto(`/event/${event.slug}/upload`);
    await takenOver(page);
    await page.getByLabel('Pangalan').first().fill('Dodong Abad');
    await page.getByRole('radio', { name: /Kunin sa bahay ko/ }).check();
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await takenOver(page);
    expect(await page.getByLabel('Name').inputValue()).toBe('Dodong Abad');
    expect(await page.getByRole('radio', { name: /Pick it up from my home/ }).isChecked()).toBe(true);

    // The guest form: the switch used to report a hydration error (#418) as its saved draft met the
    // empty painted form (decision 084: the draft now comes after the painted form is adopted).
    await page.goto('/no-login-upload');
    await takenOver(page);
    await page.getByLabel('Name').fill('Lorna Dizon');
    await page.getByLabel('Location').selectOption('Quezon City');
    await page.getByRole('link', { name: 'Language: Filipino' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    await takenOver(page);
    expect(await page.getByLabel('Pangalan').inputValue()).toBe('Lorna Dizon');
    expect(await page.getByLabel('Lokasyon').inputValue()).toBe('Quezon City');
    expect(errors).toEqual([]);
    await context.close();
  });
});
