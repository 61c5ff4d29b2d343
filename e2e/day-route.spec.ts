import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import { codingPlateEndings } from '#src/shared/scheduling/number-coding.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness.ts';

// Issue 37 (decision 088): staff set a truck's depot on the Trucks card; three Quezon City requests
// with pins (one booked by a guest in the browser: barangay from the list, "Use my location" with
// the phone's location granted and faked) are scheduled on that truck; the crew's day lists them in route order (not by barangay
// name) with the km; staff move one stop by hand and the crew's next sync shows their order.

const admin = { email: 'day-route@ligpit.ph', password: 'correct horse day route' };
const crewLogin = { phone: '0917 555 0377', password: 'trak-tatlo-2026' };
const today = manilaDate();
const weekday = ((new Date(`${today}T12:00:00+08:00`).getUTCDay() + 6) % 7) + 1;
const freePlate = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !(codingPlateEndings[weekday] ?? []).includes(d))!;

// Alphabetically Bagong Pag-asa, Pinyahan, Teachers Village East; from Quezon City Hall the shortest
// way is the other way round (6.3 km against 7.2–9.0).
const households = [
  { name: 'Bea Santos', barangay: 'Bagong Pag-asa', pin: { lat: 14.6561, lng: 121.0237 } },
  { name: 'Pia Cruz', barangay: 'Pinyahan', pin: { lat: 14.642, lng: 121.047 } },
  { name: 'Tess Lim', barangay: 'Teachers Village East', pin: { lat: 14.644, lng: 121.063 } },
];

async function bookWithPin(baseUrl: string, h: (typeof households)[number], n: number): Promise<string> {
  const jpeg = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#50a050' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'item.jpg');
  const up = await fetch(`${baseUrl}/api/photos`, { method: 'POST', body: form, headers: { origin: baseUrl } });
  expect(up.status).toBe(201);
  const cookie = (up.headers.get('set-cookie') ?? '').split(';')[0]!;
  const res = await fetch(`${baseUrl}/api/submissions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      origin: baseUrl,
      'idempotency-key': `route-${randomBytes(6).toString('hex')}`,
    },
    body: JSON.stringify({
      name: h.name,
      email: `household.${n}@gmail.com`,
      phone: `+63 917 123 456${n}`,
      city: 'Quezon City',
      address: `${n + 10} Maginhawa St.`,
      barangay: h.barangay,
      pin: h.pin,
      pickupDate: pickupWindow().default,
      photoIds: [((await up.json()) as { id: string }).id],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { trackingNumber: string }).trackingNumber;
}

/** A guest on a phone books in Quezon City, picks the barangay from the list and taps "Use my location". */
async function bookInBrowser(browser: Browser, baseUrl: string, h: (typeof households)[number]): Promise<string> {
  const { context, page, errors } = await newPage(browser, {
    baseURL: baseUrl,
    size: 'phone',
    permissions: ['camera', 'geolocation'],
  });
  await context.setGeolocation({ latitude: h.pin.lat, longitude: h.pin.lng, accuracy: 20 });
  await page.goto('/no-login-upload');
  await page.getByRole('heading', { name: "Here's your item!" }).waitFor();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator('label', { hasText: /^Upload$/ }).click(),
  ]);
  await chooser.setFiles({ name: 'item.jpg', mimeType: 'image/jpeg', buffer: await makeDemoJpeg(37) });
  await page.getByText('Photo 1', { exact: true }).waitFor();
  await page.getByLabel('Name').fill(h.name);
  await page.getByLabel('Email').fill('pia.cruz@example.ph');
  await page.getByLabel('Phone').fill('9171234561');
  await page.getByLabel('Location').selectOption('Quezon City');
  await page.getByLabel('Street address').fill('11 Maginhawa St.');
  // The list offers Quezon City's barangays (PSGC); the person types part of the name and picks it.
  await page.getByLabel('Barangay').fill(h.barangay.slice(0, 5));
  // The list is its own chunk, fetched on the field's first use.
  const listed = () => page.locator(`datalist option[value="${h.barangay}"]`).count();
  await expect.poll(listed, { timeout: 30_000 }).toBe(1);
  await page.getByLabel('Barangay').fill(h.barangay);
  // "Place on a map" (decision 091): a tap on the map places a pin (five decimals) in Metro Manila.
  await page.getByRole('button', { name: 'Place on a map' }).click();
  const pinMap = page.getByRole('region', { name: 'Map for your pin' });
  await pinMap.locator('.leaflet-tile-loaded').first().waitFor();
  await pinMap.click();
  await page.getByText(/^Pin placed at 14\.\d{1,5}, 121\.\d{1,5}\.$/).waitFor();
  await page.getByRole('button', { name: 'Close the map' }).click();
  // Then the phone's own location, which the rest of the journey follows.
  await page.getByRole('button', { name: 'Use my location' }).click();
  await page.getByText(`Pin placed at ${h.pin.lat}, ${h.pin.lng}.`).waitFor();
  await page.getByRole('group', { name: 'Preferred pickup window' }).getByRole('radio').first().waitFor();
  const submit = page.locator('form[aria-label="Owner Details"] button[type="submit"]');
  await expect.poll(() => submit.isDisabled(), { timeout: 30_000 }).toBe(false);
  await submit.click();
  await page.waitForURL('**/form-submitted');
  const trackingNumber = (await page.evaluate(() => sessionStorage.getItem('declutterTrackingNumber')))!.replaceAll(
    '"',
    '',
  );
  expect(trackingNumber).toMatch(/^[A-Z0-9]{8}$/);
  expect(errors).toEqual([]);
  await context.close();
  return trackingNumber;
}

/**
 * Decision 091: a tile server on 127.0.0.1 (journeys never fetch tiles from the internet). Every
 * tile is the same grey square; the count says the page asked for tiles and the CSP let them in.
 */
async function startTileServer(): Promise<{ template: string; served: () => number; close: () => Promise<void> }> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#dddddd' } })
    .png()
    .toBuffer();
  let served = 0;
  const tiles = http.createServer((_request, response) => {
    served++;
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    response.end(png);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const { port } = tiles.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise((resolve) => tiles.close(() => resolve())),
  };
}

describe('the day in route order (issue 37)', () => {
  let server: RunningServer;
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let browser: Browser;
  let staff: { context: BrowserContext; page: Page; errors: string[] };

  const post = async (url: string, data: unknown, status = 201) => {
    const res = await staff.context.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };

  beforeAll(async () => {
    tiles = await startTileServer();
    [server, browser] = await Promise.all([
      startServer({
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        MAP_TILE_URL: tiles.template,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
      }),
      launchBrowser(),
    ]);
    staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const signIn = await staff.context.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { origin: server.url },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
  });

  afterAll(async () => {
    await staff?.context.close();
    await browser?.close();
    await server?.stop();
    await tiles?.close();
  });

  it('staff set the depot; the crew sees the stops in route order with km; a hand move reaches the crew', async () => {
    const truck = (await post('/api/admin/trucks', { name: 'Truck Tatlo', plateEnding: freePlate })) as { id: string };
    const { page } = staff;
    await page.goto('/admin-pickup-windows');
    const depot = page.getByRole('form', { name: 'Depot: Truck Tatlo' });
    await depot.getByText('No depot yet').waitFor();
    await depot.getByLabel('Depot latitude').fill('14.6507');
    await depot.getByLabel('Depot longitude').fill('121.0494');
    await depot.getByRole('button', { name: 'Save depot' }).click();
    await page.getByText('The depot of Truck Tatlo is saved.').waitFor();
    await depot.getByText('Depot: 14.6507, 121.0494').waitFor();

    const member = (await post('/api/admin/crew', {
      name: 'Mang Ramon',
      login: crewLogin.phone,
      password: crewLogin.password,
    })) as { id: string };
    await post('/api/admin/crew/assignments', { userId: member.id, truckId: truck.id, date: today });
    for (const [i, h] of households.entries()) {
      const trackingNumber =
        h.name === 'Pia Cruz' ? await bookInBrowser(browser, server.url, h) : await bookWithPin(server.url, h, i);
      await post(
        `/api/admin/submissions/${trackingNumber}/status`,
        {
          to: 'Pickup Scheduled',
          expectedStatus: 'Submitted',
          pickupDate: today,
          pickupTime: 'All Day',
          truckId: truck.id,
        },
        200,
      );
    }

    const crew = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await crew.page.goto('/crew');
    await crew.page.getByLabel('Mobile number').fill(crewLogin.phone);
    await crew.page.getByLabel('Password', { exact: true }).fill(crewLogin.password);
    await crew.page.getByRole('button', { name: 'Sign in' }).click();
    await crew.page.getByRole('heading', { name: "Today's stops" }).waitFor();
    await crew.page.getByRole('article').first().waitFor();
    const order = async () => crew.page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(await order()).toEqual(['Tess Lim', 'Pia Cruz', 'Bea Santos']);
    expect(await crew.page.getByText(/^Route: \d+(\.\d)? km, about \d+ min of driving$/).count()).toBe(1);
    const map = crew.page.getByRole('article').first().getByRole('link', { name: 'Map' });
    expect(await map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=14.644,121.063');
    // The pin the guest's phone gave is the one the crew's map opens.
    const pia = crew.page.getByRole('article').filter({ hasText: 'Pia Cruz' }).getByRole('link', { name: 'Map' });
    expect(await pia.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=14.642,121.047');

    // The map of the day (decision 091): the depot, a numbered marker per stop as the list numbers
    // them, and the line through them in route order, on tiles from the configured server.
    const crewMap = crew.page.getByRole('region', { name: 'Route map: Truck Tatlo' });
    await crewMap.getByRole('img', { name: 'Depot' }).waitFor();
    const markers = async (map: typeof crewMap) =>
      map.getByRole('img', { name: /^Stop \d+: / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(await markers(crewMap)).toEqual(['Stop 1: Tess Lim', 'Stop 2: Pia Cruz', 'Stop 3: Bea Santos']);
    expect(await crewMap.getByRole('img', { name: 'Route line through 3 stops' }).count()).toBe(1);
    await expect.poll(() => crewMap.locator('img.leaflet-tile-loaded').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(tiles.served()).toBeGreaterThan(0);
    await crewMap.getByText('Test tiles').waitFor();
    // Below the route summary, above the list, and a sensible height on a 390 × 844 phone.
    const box = (await crewMap.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(200);
    expect(box.height).toBeLessThanOrEqual(400);
    const summaryBox = (await crew.page.getByTestId('route-summary').boundingBox())!;
    const listBox = (await crew.page.getByRole('article').first().boundingBox())!;
    expect(summaryBox.y).toBeLessThan(box.y);
    expect(box.y + box.height).toBeLessThanOrEqual(listBox.y);

    // Staff move Bea first; the crew's next load of the day (its sync) has staff's order.
    await page.goto('/admin/crew/day');
    const list = page.getByRole('list', { name: 'Truck Tatlo' });
    await list.getByText('Bea Santos', { exact: true }).waitFor();
    await list.getByRole('button', { name: 'Move Bea Santos up' }).click();
    await page.getByText('Stop moved').waitFor();
    await list.getByRole('button', { name: 'Move Bea Santos up' }).click();
    await list.getByText('Placed by staff').first().waitFor();
    // The staff's map of the truck follows the hand order too.
    const staffMap = page.getByRole('region', { name: 'Route map: Truck Tatlo' });
    await expect.poll(() => markers(staffMap)).toEqual(['Stop 1: Bea Santos', 'Stop 2: Tess Lim', 'Stop 3: Pia Cruz']);
    await crew.page.reload();
    await crew.page.getByRole('article').first().waitFor();
    await expect.poll(order).toEqual(['Bea Santos', 'Tess Lim', 'Pia Cruz']);
    expect(staff.errors).toEqual([]);
    expect(crew.errors).toEqual([]);
    await crew.context.close();
  });
});
