import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsPeer, startSemaphorePeer } from '#src/server/test/peers.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { AdminEvent, AdminEventDetail } from '#src/shared/events/event.schema.ts';
import { launchBrowser, newPage, type RunningServer, startServer, waitFor } from './harness.ts';

// Issue 14's journeys: staff create an event → a kiosk serves two visitors in a row, the second
// seeing nothing of the first → both are under the event in admin; an unknown and a closed event
// show their screens before any camera; and the offline booth: two requests with photos saved
// while the network is off, a reload, the network back, and each arrives once with one SMS.

const admin = { email: 'booth-staff@ligpit.ph', password: 'correct horse booth staff' };
const semaphoreKey = 'e2e-events';
const today = manilaDate();

function jpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * Signs staff in through Better Auth's endpoint, then opens the dashboard. (The admin login page's own
 * journey is admin.spec.ts; its delayed redirect would race the first click here.)
 */
async function signInAsStaff(page: Page, baseUrl: string): Promise<void> {
  const res = await page.context().request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/admin-dashboard');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** An event made through the API with the staff's session (the UI is the first journey's). */
async function createEventVia(staff: BrowserContext, data: Record<string, unknown>): Promise<AdminEvent> {
  const res = await staff.request.post('/api/admin/events', { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AdminEvent;
}

async function addPhoto(page: Page, colour: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator('label', { hasText: /^Upload$/ }).click(),
  ]);
  await chooser.setFiles({ name: 'item.jpg', mimeType: 'image/jpeg', buffer: await jpeg(colour) });
}

async function fillOwner(page: Page, person: { name: string; email: string; digits: string }): Promise<void> {
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').click();
  await page.keyboard.type(person.digits);
  await page.getByLabel('Location').selectOption('Taguig');
  // Issue 23: an event without hand-over slots books pickups from home, with the guest form's address.
  await page.getByLabel('Street address').fill('7th Ave corner 28th St');
  await page.getByLabel('Barangay').fill('Fort Bonifacio');
}

const submitButton = (page: Page) => page.locator('form[aria-label="Owner Details"] button[type="submit"]');

async function waitSubmittable(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('form[aria-label="Owner Details"] button[type="submit"]')?.disabled,
  );
}

describe('event booths', () => {
  let server: RunningServer;
  let browser: Browser;
  let sms: SmsPeer;
  let staff: { context: BrowserContext; page: Page; errors: string[] };

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
      launchBrowser({ fakeCamera: true }),
    ]);
    staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    await signInAsStaff(staff.page, server.url);
  });

  afterAll(async () => {
    await staff?.context.close();
    await browser?.close();
    await server?.stop();
    await sms?.close();
  });

  it('staff create an event; a kiosk serves two visitors, the second sees nothing of the first; both are under the event', async () => {
    const { page } = staff;
    await page.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL('**/admin-events');
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('form', { name: 'New event' });
    await form.getByLabel('Venue name').fill('Bonifacio High Street Flea');
    await form.getByLabel('City').selectOption('Taguig');
    await form.getByLabel('Address', { exact: true }).fill('Central Square, 7th Ave');
    await form.getByLabel('Start date').fill(today);
    await form.getByLabel('End date').fill(addDays(today, 1));
    await form.getByRole('button', { name: 'Create event' }).click();
    const slug = `bonifacio-high-street-flea-${today}`;
    await page.locator(`tr[data-event="${slug}"]`).waitFor();
    await page
      .getByRole('region', { name: 'Bonifacio High Street Flea' })
      .getByText('No requests at this event yet.')
      .first()
      .waitFor();

    // The booth page arrives painted by the server, before any JavaScript (Lighthouse, issue 14).
    const served = await (await fetch(`${server.url}/event/${slug}/upload?kiosk=1`)).text();
    expect(served).toContain('Event booth · Bonifacio High Street Flea');
    expect(served).not.toContain('data-shell');

    // The tablet at the booth.
    const kiosk = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const tablet = kiosk.page;
    await tablet.goto(`/event/${slug}/upload?kiosk=1`);
    await tablet.getByRole('heading', { name: "Here's your item!" }).waitFor();
    await tablet.getByText('Event booth · Bonifacio High Street Flea').waitFor();
    // A kiosk keeps its visitors on the booth: once the app runs, no Track, menu, home or footer
    // link is left to leave it by (offline, there would be no way back). The language stays.
    await tablet.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'detached' });
    expect(await tablet.getByRole('link', { name: 'Track', exact: true }).count()).toBe(0);
    expect(await tablet.getByRole('link', { name: 'Ligpit home' }).count()).toBe(0);
    expect(await tablet.getByRole('navigation', { name: 'Footer' }).count()).toBe(0);
    await tablet.getByRole('link', { name: 'Language: Filipino' }).waitFor();

    const visitors = [
      { name: 'Ana Reyes', email: 'ana.reyes@example.ph', digits: '9171110001', colour: '#c0392b' },
      { name: 'Ben Cruz', email: 'ben.cruz@example.ph', digits: '9171110002', colour: '#2980b9' },
    ];
    const numbers: string[] = [];
    for (const [i, visitor] of visitors.entries()) {
      if (i === 1) {
        // Nothing of the first visitor is left: form, photos, session storage, the photo cookie.
        expect(await tablet.getByLabel('Name').inputValue()).toBe('');
        expect(await tablet.getByLabel('Email').inputValue()).toBe('');
        expect(await tablet.getByLabel('Phone').inputValue()).toBe('+63 ');
        await tablet.getByText('No photos yet').waitFor();
        expect(await tablet.getByRole('region', { name: 'Your photos' }).count()).toBe(0);
        const stored = await tablet.evaluate(() => JSON.stringify({ ...sessionStorage }) + document.cookie);
        expect(stored).not.toContain('Ana');
        expect(stored).not.toContain(numbers[0]);
        expect(stored).not.toContain('photoTimestamp');
        expect(await tablet.content()).not.toContain(numbers[0]);
      }
      await addPhoto(tablet, visitor.colour);
      await tablet.getByText('Photo 1', { exact: true }).waitFor();
      await fillOwner(tablet, visitor);
      await waitSubmittable(tablet);
      await submitButton(tablet).click();
      const done = tablet.getByRole('dialog', { name: 'Items Submitted!' });
      await done.waitFor();
      const number = ((await done.getByTestId('booth-tracking-number').textContent()) ?? '').trim();
      expect(number).toMatch(/^[A-Z0-9]{8}$/);
      numbers.push(number);
      const qr = done.getByRole('img', { name: 'Scan to follow your request on your phone' });
      expect(await qr.getAttribute('data-qr-value')).toBe(`${server.url}/event/${slug}/tracking-result/${number}`);
      await done.getByText(/clears for the next visitor in \d+ s/).waitFor();
      await done.getByRole('button', { name: 'Next visitor' }).click();
      await done.waitFor({ state: 'hidden' });
    }
    expect(numbers[0]).not.toBe(numbers[1]);
    expect(kiosk.errors).toEqual([]);
    await kiosk.context.close();

    // Both are under the event in admin, with the booth's figures.
    await page.reload();
    await page.getByRole('button', { name: 'Bonifacio High Street Flea' }).click();
    const region = page.getByRole('region', { name: 'Bonifacio High Street Flea' });
    for (const number of numbers) await region.getByRole('link', { name: number }).waitFor();
    const row = page.locator(`tr[data-event="${slug}"]`);
    expect(await row.locator('td').nth(3).textContent()).toBe('2');
    expect(staff.errors).toEqual([]);
  });

  it('shows "not found" for an unknown event and "ended" or "not started" with the dates, before any camera', async () => {
    const closed = await createEventVia(staff.context, {
      venue: 'SM Megamall Booth',
      city: 'Mandaluyong',
      startsOn: addDays(today, -2),
      endsOn: addDays(today, 2),
    });
    const closing = await staff.context.request.patch(`/api/admin/events/${closed.id}`, { data: { active: false } });
    expect(closing.status()).toBe(200);
    const later = await createEventVia(staff.context, {
      venue: 'Glorietta Weekend',
      city: 'Makati',
      startsOn: addDays(today, 3),
      endsOn: addDays(today, 4),
    });

    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const cameraAsked = () =>
      page.evaluate(() => (window as unknown as { __cameraAsked?: boolean }).__cameraAsked === true);
    await context.addInitScript(() => {
      const original = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
      if (!original) return;
      navigator.mediaDevices.getUserMedia = (constraints) => {
        (window as unknown as { __cameraAsked?: boolean }).__cameraAsked = true;
        return original(constraints);
      };
    });
    // Arriving from "Start Taking Photos" asks for the camera at once on a working upload page.
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('autoOpenWebcam', 'true'));

    await page.goto('/event/no-such-booth-2026/upload');
    await page.getByRole('heading', { name: 'This event was not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the regular upload' }).waitFor();
    expect(await page.locator('label', { hasText: /^Take Photo$/ }).count()).toBe(0);

    await page.goto(`/event/${closed.slug}/upload`);
    await page.getByRole('heading', { name: 'This event has ended' }).waitFor();
    await page.getByText('SM Megamall Booth').waitFor();
    await page.getByText(/– /).first().waitFor(); // the date range
    expect(await page.locator('label', { hasText: /^Take Photo$/ }).count()).toBe(0);

    await page.goto(`/event/${later.slug}/upload`);
    await page.getByRole('heading', { name: 'This event has not started yet' }).waitFor();
    expect(await page.locator('label', { hasText: /^Take Photo$/ }).count()).toBe(0);
    expect(await cameraAsked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the booth once: the server-made form is adopted, nothing shifts, the form works', async () => {
    const event = await createEventVia(staff.context, {
      venue: 'Ayala Malls Manila Bay',
      city: 'Parañaque',
      startsOn: today,
      endsOn: today,
    });
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    // A phone's slower processor (Lighthouse's mobile preset), so the form's own chunk comes late.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.addInitScript(() => {
      const seen = window as unknown as { __shift: number; __form?: Element | null };
      seen.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
          seen.__shift += shift.value;
          // What moved, for the failure message.
          for (const source of shift.sources ?? [])
            (seen as unknown as { __moved?: string[] }).__moved = [
              ...((seen as unknown as { __moved?: string[] }).__moved ?? []),
              (source.node as Element | null)?.outerHTML?.slice(0, 160) ?? String(source.node?.nodeName),
            ];
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.__form = document.querySelector('form');
      });
    });
    await page.goto(`/event/${event.slug}/upload`);
    await page.getByText('Event booth · Ayala Malls Manila Bay').waitFor();
    // Hydrated: the upload button is live and the form's placeholder never showed.
    await page.locator('label', { hasText: /^Upload$/ }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.getByLabel('Name').fill('Lorna Reyes');
    const painted = await page.evaluate(() => {
      const seen = window as unknown as { __shift: number; __form?: Element | null };
      return { sameForm: seen.__form === document.querySelector('form'), shift: seen.__shift };
    });
    const moved = await page.evaluate(() => (window as unknown as { __moved?: string[] }).__moved ?? []);
    expect(painted, moved.join('\n')).toEqual({ sameForm: true, shift: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps two requests with photos while offline, through a reload, and sends each once when the network is back', async () => {
    const event = await createEventVia(staff.context, {
      venue: 'Ayala Triangle Gardens',
      city: 'Makati',
      startsOn: today,
      endsOn: today,
    });
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const url = `/event/${event.slug}/upload?kiosk=1`;
    await page.goto(url);
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    // The booth's worker is registered after load and has what the page needs offline.
    await page.waitForFunction(() => document.documentElement.dataset.boothOffline === 'ready');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker keeps every chunk of the build's booth list, the lazy ones the page has not
    // loaded yet too (the toaster, the photo dialog), without the page loading them.
    const kept = await page.evaluate(async () => {
      const listed = (await (await fetch('/booth-precache.json')).json()) as string[];
      const cache = await caches.open('ligpit-booth-assets-v1');
      const missing: string[] = [];
      for (const path of listed) if (!(await cache.match(path))) missing.push(path);
      const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      return { listed: listed.length, missing, notLoaded: listed.filter((path) => !loaded.has(path)).length };
    });
    expect(kept.missing).toEqual([]);
    expect(kept.listed).toBeGreaterThan(20);
    expect(kept.notLoaded).toBeGreaterThan(0);

    await context.setOffline(true);
    const visitors = [
      { name: 'Carmen Lim', email: 'carmen.lim@example.ph', digits: '9181110001', colour: '#16a085' },
      { name: 'Diego Tan', email: 'diego.tan@example.ph', digits: '9181110002', colour: '#8e44ad' },
    ];
    const references: string[] = [];
    for (const visitor of visitors) {
      await addPhoto(page, visitor.colour);
      await page.getByText('Upload failed').first().waitFor();
      await fillOwner(page, visitor);
      await waitSubmittable(page);
      await submitButton(page).click();
      const saved = page.getByRole('dialog', {
        name: "Saved on this device — we'll send it as soon as the connection is back",
      });
      await saved.waitFor();
      const reference = ((await saved.getByTestId('booth-reference').textContent()) ?? '').trim();
      expect(reference).toMatch(/^B-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      references.push(reference);
      await saved.getByRole('button', { name: 'Next visitor' }).click();
      await saved.waitFor({ state: 'hidden' });
    }
    await page.getByTestId('queue-badge').filter({ hasText: '2 waiting to send' }).waitFor();

    // A reload with no network: the worker serves the page, the queue is still there.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
    await page.getByTestId('queue-badge').filter({ hasText: '2 waiting to send' }).waitFor();
    await page.getByTestId('queue-badge').click();
    for (const reference of references) await page.getByText(reference).waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();

    // The network comes back: both are sent, in order, and the badge goes.
    await context.setOffline(false);
    await page.getByTestId('queue-badge').waitFor({ state: 'detached', timeout: 60_000 });

    const detail = (await (
      await staff.context.request.get(`/api/admin/events/${event.id}`)
    ).json()) as AdminEventDetail;
    expect(detail.event.requests).toBe(2);
    expect(detail.event.photos).toBe(2);
    expect(detail.requests.map((r) => r.name).sort()).toEqual(['Carmen Lim', 'Diego Tan']);
    // In order: the first visitor's request was made first.
    const byTime = [...detail.requests].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(byTime.map((r) => r.name)).toEqual(['Carmen Lim', 'Diego Tan']);

    // One thank-you SMS with the real tracking number each, and no second one.
    for (const r of detail.requests) {
      const texts = await waitFor(`the SMS of ${r.trackingNumber}`, () => {
        const found = sms.received.filter((m) => m.fields.message?.includes(r.trackingNumber));
        return found.length > 0 ? found : undefined;
      });
      expect(texts).toHaveLength(1);
      const review = await staff.context.request.get(`/api/admin/submissions/${r.trackingNumber}`);
      const notifications = ((await review.json()) as { notifications: { channel: string }[] }).notifications;
      expect(notifications.filter((n) => n.channel === 'sms')).toHaveLength(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
