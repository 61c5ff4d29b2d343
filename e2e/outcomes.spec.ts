import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest } from './harness.ts';

// Issue 16's journey, staff on a phone: add a partner → schedule the pickup → record what became
// of each item and complete the request in one pass → the household's tracking result shows the
// receipt with its totals → the share link shows the same, without the household's name.

const admin = { email: 'staff@ligpit.ph', password: 'correct horse staff' };

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

describe('what became of my things', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('staff record outcomes on a phone, and the tracking result and share link show the receipt', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#c0392b', '#2980b9']);
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });

    await page.goto('/admin-access');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin-dashboard');

    // A charity to donate to.
    await page.goto('/admin-partners');
    await page.getByLabel('Name').fill('Bahay Kalinga Foundation');
    await page.getByLabel('City').selectOption('Quezon City');
    await page.getByRole('button', { name: 'Add partner' }).last().click();
    await expectToast(page, 'Partner added.');

    // The pickup is scheduled.
    await page.goto(`/admin-to-review/${trackingNumber}`);
    await page.getByRole('button', { name: 'Schedule Pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Pickup' });
    await dialog.getByLabel('Pickup date').fill(addDays(manilaDate(), 2));
    await dialog.getByRole('button', { name: 'Schedule and send SMS' }).click();
    await expectToast(page, 'Pickup scheduled');
    await page.goto(`/admin-to-review/${trackingNumber}`);

    // One pass: the first item is donated (the default, to the only charity), the second recycled.
    const panel = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save and mark Completed' }) });
    await panel.getByText('Filled in from the review verdicts.').waitFor();
    const rows = panel.getByRole('listitem');
    await rows.nth(0).getByLabel('Weight (kg)').fill('6.5');
    await rows.nth(1).getByLabel('Outcome').selectOption('recycled');
    await rows.nth(1).getByLabel('Material').selectOption('metal');
    await rows.nth(1).getByLabel('Weight (kg)').fill('3');
    await panel.getByRole('button', { name: 'Save and mark Completed' }).click();
    await expectToast(page, 'Outcomes saved and the request is Completed.');
    expect(errors).toEqual([]);
    await context.close();

    // The household's tracking result.
    const visitor = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await visitor.page.goto(`/tracking-result/${trackingNumber}`);
    const receipt = visitor.page.getByRole('region', { name: 'What became of your things' });
    await receipt.waitFor();
    await receipt.getByText('Donated to Bahay Kalinga Foundation').waitFor();
    await receipt.getByText('Recycled as Metal').waitFor();
    expect(await receipt.getByText('kg kept out of landfill').locator('..').textContent()).toContain('9.5');

    // The share link: the same receipt, and nothing of the household.
    const tracked = await visitor.context.request.get(`/api/track/${trackingNumber}`);
    const { receipt: data } = (await tracked.json()) as { receipt: { sharePath: string } };
    const stranger = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await stranger.page.goto(data.sharePath);
    await stranger.page.getByRole('region', { name: 'What became of these things' }).waitFor();
    await stranger.page.getByText('Donated to Bahay Kalinga Foundation').waitFor();
    const text = (await stranger.page.locator('main').textContent()) ?? '';
    for (const personal of ['Maria', 'Santos', 'Mabini', 'Poblacion', '4567', trackingNumber]) {
      expect(text).not.toContain(personal);
    }
    expect([...visitor.errors, ...stranger.errors]).toEqual([]);
    await visitor.context.close();
    await stranger.context.close();
  });
});
