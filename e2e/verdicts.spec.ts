import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 27's journey: a household's request of three items waits for review (its page says so);
// staff judge them Accept, Recycle and Can't take (Hazardous, with a note for the household) and
// schedule the pickup; the household's result page and the scheduled e-mail list the three
// verdicts with the reason, for a request made in English and one made in Filipino.

const admin = { email: 'staff@ligpit.ph', password: 'correct horse staff' };

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/**
 * A guest's request of three photos, made in `locale`. Through `browser` (a page's context), that
 * browser is the request's owner (its draft-key cookie), as if it had used the upload screen.
 */
async function submitThree(baseUrl: string, locale: 'en' | 'fil', browser?: APIRequestContext): Promise<string> {
  let cookie = '';
  const photoIds: string[] = [];
  for (const background of ['#8e44ad', '#16a085', '#d35400']) {
    const jpeg = await sharp({ create: { width: 640, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
    if (browser) {
      const res = await browser.post('/api/photos', {
        multipart: { photo: { name: 'item.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(201);
      photoIds.push(((await res.json()) as { id: string }).id);
      continue;
    }
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'item.jpg');
    const res = await fetch(`${baseUrl}/api/photos`, {
      method: 'POST',
      body: form,
      headers: cookie ? { cookie, origin: baseUrl } : { origin: baseUrl },
    });
    expect(res.status).toBe(201);
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    photoIds.push(((await res.json()) as { id: string }).id);
  }
  const body = {
    name: 'Maria Santos',
    email: `maria.${locale}@example.ph`,
    phone: '+63 917 123 4567',
    city: 'Makati',
    address: '12 Mabini St.',
    barangay: 'Poblacion',
    pickupDate: pickupWindow().default,
    photoIds,
    locale,
  };
  const idempotencyKey = `verdicts-${randomBytes(6).toString('hex')}`;
  if (browser) {
    const res = await browser.post('/api/submissions', {
      data: body,
      headers: { origin: baseUrl, 'idempotency-key': idempotencyKey },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { trackingNumber: string }).trackingNumber;
  }
  const res = await fetch(`${baseUrl}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { trackingNumber: string }).trackingNumber;
}

/** Staff judge the three photos on the review page, give the refusal its reason, and schedule. */
async function reviewAndSchedule(page: Page, trackingNumber: string): Promise<void> {
  await page.goto(`/admin-to-review/${trackingNumber}`);
  const verdict = page.getByRole('group', { name: 'Verdict' });
  await verdict.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Verdict saved');
  await page.getByRole('button', { name: /^Photo 2\b/ }).click();
  await verdict.getByRole('button', { name: 'Recycle' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent === 'Recycle'),
  );
  await page.getByRole('button', { name: /^Photo 3\b/ }).click();
  await verdict.getByRole('button', { name: "Can't take" }).click();

  const refusal = page.getByRole('form', { name: "Why we can't take it" });
  await refusal.getByText('The household reads this note on its tracking page and in its e-mail.').waitFor();
  await refusal.getByLabel('Reason').selectOption({ label: 'Hazardous' });
  await refusal.getByLabel('Note for the household').fill('Paint cans need a hazardous waste drop-off.');
  await refusal.getByRole('button', { name: 'Save reason' }).click();
  await expectToast(page, 'Reason saved');

  await page.getByRole('button', { name: 'Schedule Pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Pickup' });
  await dialog.getByLabel('Pickup date').fill(addDays(manilaDate(), 3));
  await dialog.getByRole('button', { name: 'Schedule and send SMS' }).click();
  await expectToast(page, 'Pickup scheduled');
}

describe('verdicts the household can see', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [server, browser] = await Promise.all([
      startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SMTP_URL: smtp.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('review under way, then each verdict with its reason on the result page and in the e-mail, en and fil', async () => {
    // The English request is made by the household's phone, which may then manage it.
    const household = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const english = await submitThree(server.url, 'en', household.context.request);
    const filipino = await submitThree(server.url, 'fil');

    // Before the review the household's page (rendered by the server, then live) says so.
    await household.page.goto(`/tracking-result/${english}`);
    const items = household.page.getByRole('region', { name: /Your Decluttered Items/ });
    await items.getByText('Our team is reviewing your items').waitFor();
    expect(await items.getByText("We'll take it").count()).toBe(0);

    const staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await staff.page.goto('/admin-access');
    await staff.page.getByLabel('E-mail').fill(admin.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.waitForURL('**/admin-dashboard');
    await reviewAndSchedule(staff.page, english);
    await reviewAndSchedule(staff.page, filipino);
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // The household's result page: three verdicts, the reason and the note; no "reviewing" any more.
    await household.page.reload();
    await items.getByText("We'll take it for recycling").waitFor();
    const rows = items.getByRole('listitem');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain("We'll take it");
    expect(await rows.nth(1).textContent()).toContain("We'll take it for recycling");
    const refused = (await rows.nth(2).textContent()) ?? '';
    expect(refused).toContain("We can't take it");
    expect(refused).toContain('Reason: Hazardous');
    expect(refused).toContain('Paint cans need a hazardous waste drop-off.');
    expect(await items.getByText('Our team is reviewing your items').count()).toBe(0);

    // More than 24 hours before the pickup, the household takes the refused item off its request.
    // The button comes with the owner's options, which load after the page.
    const removeButton = items.getByRole('button', { name: /^Remove .* from my request$/ });
    await removeButton.waitFor();
    expect(await removeButton.count()).toBe(1);
    expect(await rows.nth(2).getByRole('button').count()).toBe(1);
    await removeButton.click();
    await expectToast(household.page, 'Item removed');
    await household.page.waitForFunction(
      () => document.querySelectorAll('section[aria-labelledby="items-title"] li').length === 2,
    );
    expect(await items.getByText("We can't take it").count()).toBe(0);
    expect(household.errors).toEqual([]);
    await household.context.close();

    // In Filipino: the page of the request made in Filipino, for a browser set to Filipino.
    const pinoy = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await pinoy.context.addCookies([{ name: 'ligpit_lang', value: 'fil', url: server.url }]);
    await pinoy.page.goto(`/tracking-result/${filipino}`);
    const mgaGamit = pinoy.page.getByRole('listitem').filter({ hasText: 'Dahilan: Delikado (hazardous)' });
    await mgaGamit.waitFor();
    expect(await mgaGamit.textContent()).toContain('Hindi namin ito makukuha');
    const body = (await pinoy.page.locator('main').textContent()) ?? '';
    expect(body).toContain('Kukunin namin para i-recycle');
    expect(body).not.toContain("We'll take it");
    expect(pinoy.errors).toEqual([]);
    await pinoy.context.close();

    // The scheduled e-mails: the full list with the reason, each in its request's language.
    const mailOf = async (trackingNumber: string, subject: string) => {
      const mail = await waitFor(`the verdicts e-mail of ${trackingNumber}`, () =>
        smtp.received.find((m) => m.subject.includes(subject) && m.raw.includes(trackingNumber)),
      );
      return decodeQuotedPrintable(mail.raw);
    };
    const en = await mailOf(english, 'What we can take for');
    expect(en).toMatch(/: We'll take it\r?\n/);
    expect(en).toContain(": We'll take it for recycling");
    expect(en).toContain(": We can't take it");
    expect(en).toContain('Reason: Hazardous');
    expect(en).toContain('Paint cans need a hazardous waste drop-off.');
    const fil = await mailOf(filipino, 'Ang kaya naming kunin para sa');
    expect(fil).toMatch(/: Kukunin namin\r?\n/);
    expect(fil).toContain(': Kukunin namin para i-recycle');
    expect(fil).toContain(': Hindi namin ito makukuha');
    expect(fil).toContain('Dahilan: Delikado (hazardous)');
  });
});
