import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest } from './harness.ts';

// The server runs on a fresh PostgreSQL database so the journey can change a status the way the
// service layer does (the row and its status_changes entry), while the server keeps serving.
const adminUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('tracking journey at phone size', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: pg.Client;
  let db: pg.Client;
  const dbName = `ligpit_e2e_tracking_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    [server, browser] = await Promise.all([startServer({ DATABASE_URL: url.toString() }), launchBrowser()]);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
    await admin?.query(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
  });

  /** As the admin service does it: the status and its history entry together. */
  async function changeStatus(trackingNumber: string, to: string, extra: { pickupTime?: string } = {}) {
    await db.query('begin');
    const { rows } = await db.query<{ id: string; status: string }>(
      'select id, status from submissions where tracking_number = $1 for update',
      [trackingNumber],
    );
    await db.query('update submissions set status = $1, pickup_time = coalesce($2, pickup_time) where id = $3', [
      to,
      extra.pickupTime ?? null,
      rows[0]!.id,
    ]);
    await db.query('insert into status_changes (submission_id, from_status, to_status) values ($1, $2, $3)', [
      rows[0]!.id,
      rows[0]!.status,
      to,
    ]);
    await db.query('commit');
    // The server hears of a change by NOTIFY, a moment after the commit (decision 005), as another
    // instance's write would reach it; the journey reloads once the change has arrived.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.url}/api/track/${trackingNumber}`);
          return ((await res.json()) as { status?: string }).status;
        },
        { interval: 50, timeout: 5000 },
      )
      .toBe(to);
  }

  it('tracks a guest submission, follows its status, copies the link, shows a placeholder and tracks another', async () => {
    const { trackingNumber, photoIds } = await submitAsGuest(server.url, ['#e76f51', '#2a9d8f']);
    // The second photo's thumbnail goes missing from storage: its image must fall back to the placeholder.
    fs.rmSync(path.join(server.dataDir, 'photos', `${photoIds[1]}-thumb.jpg`));

    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await page.goto('/track');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByText('Please enter a valid tracking number.').first().waitFor();

    await page.getByLabel('Tracking number').fill(` ${trackingNumber.toLowerCase()} `);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.waitForURL(`**/tracking-result/${trackingNumber}`);

    await page.getByRole('heading', { name: trackingNumber }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    await page.getByText('Our team will review your submission soon').waitFor();
    expect(await page.locator('[data-tone]').first().textContent()).toBe('Submitted');
    const details = page.getByRole('region', { name: 'Pickup Information' });
    // A visitor with the number sees the first name only (issue 26) and contact details masked (design.md §6.7).
    await details.getByText('Maria', { exact: true }).waitFor();
    expect(await details.getByText('Santos').count()).toBe(0);
    await details.getByText('+63 9•• ••• 4567').waitFor();
    await details.getByText('m•••@gmail.com').waitFor();

    // Images: the first thumbnail loads; the missing one shows the placeholder.
    const items = page.getByRole('region', { name: /Your Decluttered Items/ });
    const images = items.getByRole('img');
    expect(await images.count()).toBe(2);
    await page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll('section img')] as HTMLImageElement[];
      return imgs.length === 2 && imgs.every((img) => img.complete);
    });
    expect(
      await images.nth(0).evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && !img.dataset.placeholder),
    ).toBe(true);
    await items.locator('img[data-placeholder="true"]').waitFor();
    expect(await images.nth(1).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

    // Staff move it on; a reload shows the new step and text.
    await changeStatus(trackingNumber, 'Processing');
    await page.reload();
    await page.getByText('Our team will review your submission and contact you soon').waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('2');
    expect(await page.locator('[data-tone="blue"]').first().textContent()).toBe('Processing');

    await changeStatus(trackingNumber, 'Pickup Scheduled', { pickupTime: '8:00–11:00' });
    await page.reload();
    await page.getByText('Our team will come to collect your items soon').waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('3');
    await details.getByText(/8:00–11:00/).waitFor();
    const history = page.getByRole('region', { name: 'Status History' });
    // Each line says what happened (issue 24), newest first.
    expect(await history.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/Pickup scheduled/i),
      expect.stringContaining('Being reviewed by our team'),
      expect.stringContaining('Request submitted'),
    ]);

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Tracking link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}/tracking-result/${trackingNumber}`,
    );

    await page.getByRole('link', { name: 'Track Another' }).click();
    await page.waitForURL('**/track');
    await page.getByLabel('Tracking number').fill('ZZZZ9999');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByText("We couldn't find a submission with this tracking number.").waitFor();
    await page.getByText('Tracking error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/track');

    // A shared link to a number that does not exist.
    await page.goto('/tracking-result/ZZZZ9999');
    await page.getByText('Could not find data for this tracking number').waitFor();
    await page.getByRole('link', { name: 'Back to Tracking' }).click();
    await page.waitForURL('**/track');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints a shared result link from the server and hydrates it, in any time zone, without errors', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#264653']);
    const url = `/tracking-result/${trackingNumber}`;

    // The HTML carries the whole page, to be hydrated (no data-shell) and revealed by no script.
    const html = await (await fetch(`${server.url}${url}`)).text();
    expect(html).toMatch(/<div id="root"><div/);
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html).toContain(`>${trackingNumber}</h1>`);
    // Its chunks are named in the HTML (the build's preloads.json), in the list of scripts the
    // page fetches once it has painted, with no module tag left to fetch them before.
    expect(html).toMatch(/<script type="application\/json" id="ligpit-scripts">\{[^<]*"tracking-result-page-[\w-]+"/);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const submitted = /Submitted [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/.exec(html)?.[0];
    expect(submitted).toBeDefined();

    // Browsers behind, at and ahead of Manila, up to a day apart: whatever the hour in Manila, one
    // of them is on another date. The dates each renders must be the server's.
    for (const timezoneId of ['America/Los_Angeles', 'UTC', 'Asia/Manila', 'Pacific/Kiritimati']) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        permissions: ['clipboard-read', 'clipboard-write'],
        locale: 'en-US',
        timezoneId,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      // Keep the heading React finds in the HTML, before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
        });
      });
      await page.goto(url);
      const copy = page.getByRole('button', { name: 'Copy Link' });
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Copy Link'));
        return button && !button.disabled;
      });
      // Hydrated: the painted heading is still the one on the page (rendering over would replace it).
      expect(
        await page.evaluate(() => {
          const painted = (window as unknown as { painted: Element | null }).painted;
          return painted !== null && painted === document.querySelector('h1');
        }),
        timezoneId,
      ).toBe(true);
      await page.getByText(submitted!).waitFor();

      await copy.click();
      await page.getByText('Tracking link copied to clipboard!').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${url}`);
      // The toast covers Back, and sonner keeps it while the pointer rests on it: move off and let
      // it go, as a person would, before reaching for Back.
      await page.mouse.move(1, 843);
      await page.getByText('Tracking link copied to clipboard!').waitFor({ state: 'hidden' });

      // Opened from a link, Back goes to the lookup; the browser's back button returns to the result.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/track');
      await page.goBack();
      await page.waitForURL(`**${url}`);
      await page.getByRole('heading', { name: trackingNumber }).waitFor();
      await page.getByRole('link', { name: 'Track Another' }).click();
      await page.waitForURL('**/track');

      expect(errors, timezoneId).toEqual([]);
      await context.close();
    }
  });

  it('says plainly that Ligpit could not be reached when a lookup is made with no network, and looks up once it is back', async () => {
    const { trackingNumber } = await submitAsGuest(server.url, ['#6c5ce7']);
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto('/track');
    await page.getByLabel('Tracking number').waitFor();
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );

    await context.setOffline(true);
    await page.getByLabel('Tracking number').fill(trackingNumber);
    await page.getByRole('button', { name: 'Track Order' }).click();
    // At once, not a spinner waiting for the network; and without the toaster's chunk, which did
    // not load either: the message is on the page as text.
    const notice = page.getByRole('alert').filter({ hasText: 'We could not reach Ligpit.' });
    await notice.getByText('We could not reach Ligpit. Check your connection and try again.').waitFor();
    await page.getByRole('heading', { name: 'Track your pickup' }).waitFor();
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByRole('heading', { name: trackingNumber }).waitFor();
    await context.close();
  });
});
