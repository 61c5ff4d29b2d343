import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, linkIn, type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest, waitFor } from './harness.ts';

// Issue 24 in Chromium, with the default set-up (no SMS provider, e-mail through a local SMTP
// server): Sign Out leaves nothing of the household in the browser, ends every session of the
// account and lands without an error; a guest on a fresh browser gets the owner code by e-mail and
// moves the pickup.

const household = {
  name: 'Rosa Magsaysay',
  email: 'rosa.magsaysay@example.ph',
  password: 'walang iwanan 2026',
  phone: '+63 918 765 4321',
  street: '27 Sampaguita St.',
};

/** What the browser holds in every store a page can write to, as one string. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts = [JSON.stringify({ ...sessionStorage }), JSON.stringify({ ...localStorage })];
    for (const db of await indexedDB.databases()) parts.push(`idb:${db.name}`);
    return parts.join('\n');
  });
}

describe('the seams between screens (issue 24)', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('Sign Out clears every trace of the household, ends the other device’s session, and shows no error', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const signUp = await context.request.post('/api/accounts/sign-up', {
      headers: { origin: server.url },
      data: {
        name: household.name,
        email: household.email,
        password: household.password,
        confirmPassword: household.password,
        phone: household.phone,
        city: 'Makati',
        address: household.street,
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const mail = await waitFor('the confirmation e-mail', () =>
      smtp.received.find((m) => m.to.includes(household.email) && linkIn(m, 'verify-email')),
    );
    await page.goto(linkIn(mail, 'verify-email')!);
    await page.waitForURL('**/dashboard');

    // A second device of the same account.
    const laptop = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await laptop.page.goto('/login');
    await laptop.page.getByLabel('E-mail').fill(household.email);
    await laptop.page.getByLabel('Password', { exact: true }).fill(household.password);
    await laptop.page.getByRole('button', { name: 'Sign in' }).click();
    await laptop.page.waitForURL('**/dashboard');

    // The upload form keeps a draft of the household's details in this tab (typed before signing
    // in here; the signed-in form keeps its draft in the same place).
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'My Tracking Numbers' }).waitFor();
    await page.evaluate(
      (h) =>
        sessionStorage.setItem(
          'declutterFormData',
          JSON.stringify({ values: { name: h.name, email: h.email, phone: '+639187654321', address: h.street } }),
        ),
      household,
    );
    await page.evaluate(() => localStorage.setItem('ligpit_test_copy', 'Rosa Magsaysay'));
    expect(await everythingStored(page)).toContain(household.name);

    // Sign Out: the landing, no "Authentication Required", nothing left.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Signed in as').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Authentication Required' }).count()).toBe(0);
    const stored = await everythingStored(page);
    for (const personal of [household.name, household.email, '9187654321', household.street]) {
      expect(stored, `the browser still holds ${personal}`).not.toContain(personal);
    }
    await page.goto('/no-login-upload');
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('');

    // The other device's session ended too.
    const session = await laptop.context.request.get('/api/auth/get-session');
    expect(await session.text()).toMatch(/^(null)?$/);
    await laptop.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with no SMS provider, a guest on a fresh browser gets the code by e-mail and moves the pickup', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#7fb3d5']);
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto(`/tracking-result/${trackingNumber}`);
    // Both destinations, masked; e-mail is chosen, as no SMS could be sent. (The erase panel below
    // offers the same two once it has them.)
    const manage = page.getByRole('region', { name: 'Manage your pickup' });
    const byEmail = manage.getByRole('radio', { name: 'E-mail to m•••@gmail.com' });
    await byEmail.waitFor();
    expect(await byEmail.isChecked()).toBe(true);
    expect(await manage.getByRole('radio', { name: 'SMS to +63 9•• ••• 4567' }).isChecked()).toBe(false);
    await manage.getByRole('button', { name: 'Send me a code', exact: true }).click();
    await page.getByText('We sent a code to m•••@gmail.com. It works for 10 minutes.').waitFor();
    const mail = await waitFor('the code by e-mail', () =>
      smtp.received.find((m) => m.to.includes('maria.santos@gmail.com') && m.subject.includes('code')),
    );
    const code =
      /Your Ligpit code: (\d{6})/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(decodeQuotedPrintable(mail.raw))![1]!;
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'You can now manage this pickup.' }).first().waitFor();

    await page.getByRole('button', { name: 'Move pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move pickup' });
    const dates = dialog.getByLabel('New pickup date');
    await dates.waitFor();
    const options = await dates
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter(Boolean));
    const target = options.at(-1)!;
    await dates.selectOption(target);
    await dialog.getByRole('button', { name: 'Move my pickup' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'See you on' }).first().waitFor();
    // The history says what happened.
    await page
      .getByText(/^Pickup moved to /)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
