import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { type SmsPeer, startSemaphorePeer } from '#src/server/test/peers.ts';
import { manilaDate } from '#src/shared/core/dates.ts';
import type { CrewDay } from '#src/shared/crew/crew.schema.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest } from './harness.ts';
import { openWindowsToday, type TodayWindow } from './today-windows.ts';

// Issue 27's journeys: staff create a crew account for truck 1; the crew member, on a 390×844
// phone, sees today's two stops of truck 1 in window order and not truck 2's, records On the way,
// Arrived, Loaded, Left behind and Done, and the household's page shows each step; then, with the
// network cut after the stops loaded, Arrived and Loaded wait on the phone and arrive once, in
// order, when it is back.

const admin = { email: 'crew-staff@ligpit.ph', password: 'correct horse crew staff' };
const crewLogin = { phone: '0917 555 0199', password: 'trak-isa-2026' };
const semaphoreKey = 'e2e-crew';
const today = manilaDate();

/** Polls an async check (the harness's waitFor reads synchronously). */
async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Booked {
  trackingNumber: string;
  photoIds: string[];
}

describe('the crew’s day', () => {
  let server: RunningServer;
  let browser: Browser;
  let sms: SmsPeer;
  let truck1: string;
  let windows: TodayWindow[];
  let staff: { context: BrowserContext; page: Page; errors: string[] };
  let crew: { context: BrowserContext; page: Page; errors: string[] };
  let early: Booked;
  let late: Booked;
  let other: Booked;

  /** A guest request, judged and booked today on a truck in the given window, through the staff API. */
  async function book(truckId: string, windowId: string, colours: string[]): Promise<Booked> {
    const made = await submitAsGuest(server.url, colours);
    const verdicts = ['accept', 'reject'];
    for (const [i, id] of made.photoIds.entries()) {
      const res = await staff.context.request.patch(`/api/admin/photos/${id}`, {
        data: { verdict: verdicts[i % 2], ...(i % 2 ? { verdictNote: 'Hazardous' } : {}) },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const res = await staff.context.request.post(`/api/admin/submissions/${made.trackingNumber}/status`, {
      data: {
        to: 'Pickup Scheduled',
        expectedStatus: 'Submitted',
        pickupDate: today,
        pickupWindowId: windowId,
        truckId,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return made;
  }

  const crewDay = async () =>
    (await (await staff.context.request.get(`/api/admin/crew/day?date=${today}`)).json()) as CrewDay;

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
    staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const signedIn = await staff.context.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { origin: server.url },
    });
    expect(signedIn.status()).toBe(200);
    const truck = async (name: string, plateEnding: number) =>
      (await (await staff.context.request.post('/api/admin/trucks', { data: { name, plateEnding } })).json())
        .id as string;
    truck1 = await truck('Truck 1', 1);
    const truck2 = await truck('Truck 2', 2);
    windows = await openWindowsToday(staff.context.request, 3);
    // Booked late first, so the list's order is the window's, not the booking's.
    late = await book(truck1, windows[1]!.id, ['#c05050', '#5050c0']);
    early = await book(truck1, windows[0]!.id, ['#50c050', '#c0c050']);
    other = await book(truck2, windows[0]!.id, ['#505050']);
  });

  afterAll(async () => {
    await crew?.context.close();
    await staff?.context.close();
    await browser?.close();
    await server?.stop();
    await sms?.close();
  });

  it('staff create a crew account for truck 1; on a phone it sees today’s two stops in window order, not truck 2’s', async () => {
    const { page } = staff;
    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name: 'Crew', exact: true }).click();
    await page.waitForURL('**/admin/crew');
    await page.getByLabel('Name', { exact: true }).fill('Mang Ramon');
    await page.getByLabel('E-mail or mobile number').fill(crewLogin.phone);
    await page.getByLabel('Password', { exact: true }).fill(crewLogin.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Crew account created for Mang Ramon').waitFor();
    await page.getByLabel('Crew member').selectOption({ label: 'Mang Ramon' });
    await page.getByLabel('Truck', { exact: true }).selectOption({ label: 'Truck 1' });
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByText(/Mang Ramon drives Truck 1 on/).waitFor();

    crew = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const phone = crew.page;
    await phone.goto('/admin-access');
    await phone.getByLabel('E-mail', { exact: true }).fill(crewLogin.phone);
    await phone.getByLabel('Password', { exact: true }).fill(crewLogin.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.waitForURL('**/crew');
    await phone.getByRole('heading', { name: "Today's stops" }).waitFor();
    const stops = phone.getByRole('article');
    await waitFor('two stops', async () => (await stops.count()) === 2);
    const numbers = await stops.evaluateAll((list) => list.map((a) => a.textContent ?? ''));
    expect(numbers[0]).toContain('Stop 1');
    // Window order: the early booking first, though it was booked second.
    const links = await phone.getByRole('link', { name: 'Map' }).count();
    expect(links).toBe(2);
    const early0 = await stops.nth(0).getByRole('img').first().getAttribute('src');
    expect(early0).toContain(early.photoIds[0]);
    const late0 = await stops.nth(1).getByRole('img').first().getAttribute('src');
    expect(late0).toContain(late.photoIds[0]);
    expect(await phone.content()).not.toContain(other.photoIds[0]);
    expect(await stops.nth(0).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+639171234567');
    await stops.nth(0).getByText("Can't take").waitFor();
    // Nothing of the staff side: a crew session is refused there.
    expect((await crew.context.request.get('/api/admin/submissions')).status()).toBe(403);
    expect(
      (await crew.context.request.get('/api/admin/reports/export.csv?from=2026-01-01&to=2026-12-31')).status(),
    ).toBe(403);
  });

  it('records On the way, Arrived, Loaded, Left behind and Done; the household’s page shows each step', async () => {
    const stop = crew.page.getByRole('article').nth(0);
    await stop.getByRole('button', { name: 'On the way' }).click();
    await stop.getByText('On the way', { exact: true }).first().waitFor();
    await stop.getByRole('button', { name: 'Arrived' }).click();
    await stop.getByRole('button', { name: 'Done' }).waitFor();
    const items = stop.getByRole('listitem');
    await items.nth(0).getByRole('button', { name: 'Loaded' }).click();
    await items.nth(1).getByRole('button', { name: 'Left behind' }).click();
    await items.nth(1).getByRole('button', { name: 'Refused at the door' }).click();
    await items.nth(1).getByText('Left behind · Refused at the door').waitFor();
    await stop.getByRole('button', { name: 'Done' }).click();
    await stop.getByText('Picked up', { exact: true }).waitFor();
    await waitFor('nothing waiting', async () => (await crew.page.getByText(/waiting to be sent/).count()) === 0);

    const household = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await household.page.goto(`/tracking-result/${early.trackingNumber}`);
    const history = household.page.getByRole('region', { name: 'Status History' });
    await history.getByText('Picked up').waitFor();
    await history.getByText('Arrived').waitFor();
    await history.getByText('On the way').waitFor();
    await household.page.getByText('Loaded', { exact: true }).waitFor();
    await household.page.getByText('Left behind', { exact: true }).waitFor();
    expect(household.errors).toEqual([]);
    await household.context.close();

    const day = await crewDay();
    const truck1 = day.trucks.find((t) => t.truckName === 'Truck 1')!;
    expect(truck1.crew).toEqual(['Mang Ramon']);
    expect(truck1.stops.find((s) => s.trackingNumber === early.trackingNumber)).toMatchObject({
      state: 'done',
      loaded: 1,
      total: 2,
    });
  });

  it('offline: Arrived and Loaded wait on the phone, the screen says so, and arrive once, in order, when the network is back', async () => {
    const { page, context } = crew;
    const delivered: string[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('/api/crew/actions')) return;
      const response = await request.response();
      if (response?.status() === 200) delivered.push((request.postDataJSON() as { kind: string }).kind);
    });
    const stop = page.getByRole('article').nth(1);
    await context.setOffline(true);
    await stop.getByRole('button', { name: 'Arrived' }).click();
    await stop.getByRole('listitem').nth(0).getByRole('button', { name: 'Loaded' }).click();
    await page.getByText('2 actions waiting to be sent').waitFor();
    await stop.getByText('Waiting to send').waitFor();
    expect(delivered).toEqual([]);
    const before = (await crewDay()).trucks.find((t) => t.truckName === 'Truck 1')!;
    expect(before.stops.find((s) => s.trackingNumber === late.trackingNumber)).toMatchObject({ state: 'scheduled' });

    await context.setOffline(false);
    await waitFor('the queue sent', async () => (await page.getByText(/waiting to be sent/).count()) === 0);
    await waitFor('both delivered', () => delivered.length >= 2);
    expect(delivered).toEqual(['arrived', 'loaded']);
    const after = (await crewDay()).trucks.find((t) => t.truckName === 'Truck 1')!;
    expect(after.stops.find((s) => s.trackingNumber === late.trackingNumber)).toMatchObject({
      state: 'arrived',
      loaded: 1,
    });
    // Once: one history line for Arrived, however often the phone tried.
    const detail = (await (
      await staff.context.request.get(`/api/admin/submissions/${late.trackingNumber}`)
    ).json()) as {
      history: { from: string | null; to: string }[];
    };
    expect(detail.history.filter((h) => h.to === 'Arrived')).toHaveLength(1);
    expect(crew.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });

  it('nobody home: the household gets the SMS with its link and picks a new window through it', async () => {
    // A household's own browser makes the request (it owns it by its draft-key cookie).
    const household = await newPage(browser, { baseURL: server.url, size: 'phone' });
    const upload = await household.context.request.post('/api/photos', {
      multipart: { photo: { name: 'chair.jpg', mimeType: 'image/jpeg', buffer: await makeDemoJpeg(5) } },
    });
    expect(upload.status()).toBe(201);
    const submit = await household.context.request.post('/api/submissions', {
      headers: { 'Idempotency-Key': 'e2e-crew-nobody-home' },
      data: {
        name: 'Jose Rizal',
        email: 'jose.rizal@example.ph',
        phone: '+63 917 555 1896',
        city: 'Makati',
        address: '88 Kalayaan Ave.',
        barangay: 'Poblacion',
        pickupDate: pickupWindow().default,
        photoIds: [((await upload.json()) as { id: string }).id],
      },
    });
    expect(submit.status(), await submit.text()).toBe(201);
    const { trackingNumber } = (await submit.json()) as { trackingNumber: string };
    const booked = await staff.context.request.post(`/api/admin/submissions/${trackingNumber}/status`, {
      data: {
        to: 'Pickup Scheduled',
        expectedStatus: 'Submitted',
        pickupDate: today,
        pickupWindowId: windows[2]!.id,
        truckId: truck1,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    await crew.page.reload();
    const stop = crew.page.getByRole('article').filter({ hasText: 'Jose Rizal' });
    await stop.getByRole('button', { name: 'Nobody home' }).click();
    await stop.getByRole('button', { name: 'Yes, nobody home' }).click();
    await stop.getByText('Nobody home', { exact: true }).waitFor();

    const link = `${server.url}/tracking-result/${trackingNumber}`;
    await waitFor('the nobody-home SMS', () =>
      sms.received.some((m) => m.fields.message?.includes('nobody was home') && m.fields.message.includes(link)),
    );
    await household.page.goto(link);
    await household.page.getByText(/Needs rescheduling/).waitFor();
    await household.page.getByRole('button', { name: 'Move pickup' }).click();
    const dialog = household.page.getByRole('dialog', { name: 'Move pickup' });
    await dialog.getByRole('button', { name: 'Move my pickup' }).click();
    await household.page
      .getByText(/See you on/)
      .first()
      .waitFor();
    const detail = (await (await staff.context.request.get(`/api/admin/submissions/${trackingNumber}`)).json()) as {
      submission: { pickupDate: string | null };
      notifications: { template: string }[];
    };
    expect(detail.submission.pickupDate).not.toBe(today);
    expect(detail.notifications.map((n) => n.template)).toEqual(
      expect.arrayContaining(['crew-nobody-home-sms', 'crew-nobody-home-email']),
    );
    expect(household.errors).toEqual([]);
    await household.context.close();
  });
});
