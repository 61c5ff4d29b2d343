import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest, waitFor } from './harness.ts';

// Issue 11's journey with real e-mail: sign up at phone size → the confirmation e-mail at a local
// SMTP server → its link → /dashboard signed in → claim a guest request (with the code e-mailed to it) made earlier with the same
// phone → its result shows full contact details to the owner and masked ones to a stranger →
// "Sign Out" on the phone ends the session of a second (desktop) browser too.

const customer = {
  name: 'Juan Dela Cruz',
  email: 'juan.delacruz@example.ph',
  password: 'pickup please 2026',
  localPhone: '9171234567',
};

/** With E2E_SCREENSHOTS=dir, a picture of each screen to look at (phone and desktop). */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const found = page.locator('[data-sonner-toast]').filter({ hasText: description });
  await found.first().waitFor();
  expect(await found.first().textContent()).toContain(title);
}

describe('customer accounts, end to end', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;
  let trackingNumber: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser()]);
    // The guest request (phone +63 917 123 4567, maria.santos@gmail.com) that will be claimed.
    ({ trackingNumber } = await submitAsGuest(server.url, ['#c0ffee']));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('signs up, confirms by e-mail, claims a guest request, sees it in full, and signs out everywhere', async () => {
    const { page, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });

    // ---- /signup: the first broken rule, in product.md's words, then a good form ----
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+63 ');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Missing Information', 'Please enter your name');
    await page.getByLabel('Full name').fill(customer.name);
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Phone number').pressSequentially(customer.localPhone);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirm password').fill('not the same');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Password Mismatch', 'Passwords do not match');
    await snap(page, 'signup-mismatch');
    await page.getByLabel('Confirm password').fill(customer.password);
    await page.getByLabel('City').selectOption('Makati');
    await page.getByLabel('Address', { exact: true }).fill('12 Jupiter St., Bel-Air');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(
      page,
      'Account Created!',
      'Check your e-mail: open the link we sent to confirm your address, then sign in.',
    );
    await page.waitForURL('**/login');
    await page.getByText('We sent you a link to confirm your e-mail address').waitFor();

    // ---- /login before confirming: a clear screen, and a new link on request ----
    expect(await page.getByLabel('E-mail').inputValue()).toBe(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Please confirm your e-mail address' }).waitFor();
    await snap(page, 'login-unconfirmed');
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expectToast(page, 'Check your e-mail', 'We sent you a link to confirm your e-mail address.');

    // ---- the e-mail, through the outbox to a real SMTP server; its link signs in on /dashboard ----
    const mail = await waitFor('the confirmation e-mail', () =>
      smtp.received.find((m) => m.to.includes(customer.email) && linkIn(m, 'verify-email')),
    );
    const link = linkIn(mail, 'verify-email')!;
    expect(new URL(link).origin).toBe(server.url);
    await page.goto(link);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Juan!' }).waitFor();
    await snap(page, 'dashboard-numbers');

    // ---- Claim Tracking: the number cleaned as typed, then proof by phone ----
    await page.getByRole('tab', { name: 'Claim Tracking' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Claim Failed', 'Please enter a tracking number');
    const spaced = `${trackingNumber.slice(0, 4)} ${trackingNumber.slice(4)}`.toLowerCase();
    await page.getByLabel('Tracking number').fill(spaced);
    expect(await page.getByLabel('Tracking number').inputValue()).toBe(trackingNumber);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Claim' }).click();
    await expectToast(
      page,
      'Verification Required',
      'Please provide either the email or phone number used during submission',
    );
    await page.getByLabel('E-mail used at submission').fill('someone.else@gmail.com');
    await page.getByRole('button', { name: 'Claim' }).click();
    await expectToast(
      page,
      'Claim Failed',
      'The verification information does not match our records for this tracking number',
    );
    // Issue 26: the right e-mail only sends a code to that address; the code claims.
    await page.getByLabel('E-mail used at submission').fill('maria.santos@gmail.com');
    await snap(page, 'dashboard-claim-verify');
    await page.getByRole('button', { name: 'Claim' }).click();
    await page.getByLabel('Code from the message').waitFor();
    const codeMail = await waitFor('the claim code', () =>
      smtp.received.find(
        (m) => m.to.includes('maria.santos@gmail.com') && /^Your Ligpit code: \d{6}, to add request /.test(m.subject),
      ),
    );
    const code = /\d{6}/.exec(codeMail.subject)![0];
    await page.getByLabel('Code from the message').fill(code);
    await page.getByRole('button', { name: 'Claim' }).click();
    await expectToast(page, 'Success!', 'Tracking number successfully claimed and added to your account');
    // The request's e-mail hears which account claimed it, with a "this was not me" link.
    await waitFor('the claimed-by e-mail', () =>
      smtp.received.find((m) => m.to.includes('maria.santos@gmail.com') && linkIn(m, '/not-me/')),
    );

    // ---- My Submissions: the claimed request; its result shows the owner everything ----
    await page.getByRole('tab', { name: 'My Submissions' }).click();
    const card = page.getByRole('listitem').filter({ hasText: trackingNumber });
    await card.getByText('Maria Santos').waitFor();
    await card.getByText('Makati').waitFor();
    await snap(page, 'dashboard-submissions');
    await card.getByRole('link', { name: `View Details ${trackingNumber}` }).click();
    await page.waitForURL(`**/tracking-result/${trackingNumber}`);
    const details = page.getByRole('region', { name: 'Pickup Information' });
    await details.getByText('maria.santos@gmail.com').waitFor();

    // ---- a stranger with the number sees the same request masked ----
    const stranger = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await stranger.page.goto(`/tracking-result/${trackingNumber}`);
    const masked = stranger.page.getByRole('region', { name: 'Pickup Information' });
    await masked.getByText('m•••@gmail.com').waitFor();
    expect(await masked.textContent()).not.toContain('maria.santos@gmail.com');
    await stranger.context.close();

    // ---- a second browser (desktop) signs in; signing out on the phone ends it too ----
    const laptop = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await laptop.page.goto('/login');
    await laptop.page.getByLabel('E-mail').fill(customer.email);
    await laptop.page.getByLabel('Password', { exact: true }).fill(customer.password);
    await laptop.page.getByRole('button', { name: 'Sign in' }).click();
    await laptop.page.waitForURL('**/dashboard');
    await laptop.page.getByRole('tab', { name: 'My Tracking Numbers' }).waitFor();
    await laptop.page.getByRole('link', { name: `Track ${trackingNumber}` }).waitFor();
    await snap(laptop.page, 'dashboard-desktop');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Signed in as').waitFor();
    await page.getByText(customer.email).waitFor();
    await snap(page, 'side-panel');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);

    await laptop.page.reload();
    await laptop.page.waitForURL('**/login');
    await expectToast(laptop.page, 'Authentication Required', 'Please sign in to access this page');
    await laptop.context.close();

    expect(errors).toEqual([]);
  });

  it('keeps /dashboard and /profile for signed-in customers, and edits the profile', async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password. Please try again.');
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/profile');
    expect(await page.getByLabel('Full name').inputValue()).toBe(customer.name);
    expect(await page.getByLabel('Phone number').inputValue()).toBe(`+63 ${customer.localPhone}`);
    await page.getByLabel('Postal code (optional)').fill('12');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Invalid Postal Code', 'Please enter a 4-digit postal code');
    await page.getByLabel('Postal code (optional)').fill('1209');
    await page.getByLabel('Barangay').fill('Bel-Air');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Success', 'Your profile has been updated successfully');

    // The profile's add: the format first, then "not found in our system".
    await page.getByRole('textbox', { name: 'Tracking number' }).fill('ABC');
    await page.getByRole('button', { name: 'Add' }).click();
    await expectToast(
      page,
      'Invalid Tracking Number',
      'Please enter a valid tracking number (8 alphanumeric characters)',
    );
    await page.getByRole('textbox', { name: 'Tracking number' }).fill('zzzz9999');
    await page.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Error', 'This tracking number was not found in our system');

    await page.reload();
    expect(await page.getByLabel('Postal code (optional)').inputValue()).toBe('1209');
    await snap(page, 'profile');

    // product.md §4 "Upload flow guards": signed in, the guest upload hands over to /login-upload.
    await page.goto('/no-login-upload');
    await page.waitForURL('**/login-upload');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('sends a signed-out visitor from /login-upload to the guest upload with "Authentication Required"', async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await page.goto('/login-upload');
    await expectToast(page, 'Authentication Required', 'Please sign in to access this page');
    await page.waitForURL('**/no-login-upload');
    await context.close();
  });
});
