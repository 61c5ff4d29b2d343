import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDemoJpeg } from '#src/server/dev/factories.ts';
import { linkIn, type SmtpPeer, startSmtpPeer } from '#src/server/test/peers.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest, waitFor } from './harness.ts';
import { englishLeakFinder, findOverflows, visibleLines } from './layout-checks.ts';
import { openWindowsToday } from './today-windows.ts';

// Issue 24's layout check and Filipino walk: every route at 390×844, signed out, as a customer, as
// staff and as crew, with a realistic request, event, partner, truck and crew account, in English
// and in Filipino. A page fails when it scrolls sideways or a button, link, badge or table cell is
// wider inside than its box; in Filipino, also when a line on screen is an English catalogue text
// whose Filipino differs.

const admin = { email: 'layout-staff@ligpit.ph', password: 'correct horse layout staff' };
const crewLogin = { name: 'Mang Ramon', login: '0917 555 0199', password: 'trak-isa-2026' };
const customer = {
  name: 'Maria Concepcion Dela Cruz-Villanueva',
  email: 'maria.concepcion.delacruz@example.ph',
  password: 'walang iwanan 2026',
  phone: '+63 917 246 8100',
};
const today = manilaDate();

type Who = 'signed out' | 'customer' | 'staff' | 'crew';
type Language = 'en' | 'fil';

describe('every route on a phone, in English and in Filipino (issue 24)', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpPeer;
  const sessions = new Map<Who, { context: BrowserContext; page: Page; errors: string[] }>();
  const routes: [Who, string][] = [];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: smtp.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      launchBrowser({ fakeCamera: true }),
    ]);
    const open = async (who: Who) => {
      const session = await newPage(browser, { baseURL: server.url, size: 'phone' });
      sessions.set(who, session);
      return session;
    };
    await open('signed out');

    // Staff: a truck, a partner, an event, a crew account on the truck today, and a guest's
    // request judged (one kept, one refused with a reason) and booked today on that truck.
    const staff = await open('staff');
    const signedIn = await staff.context.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { origin: server.url },
    });
    expect(signedIn.status()).toBe(200);
    const post = async (url: string, data: unknown, status = 201) => {
      const res = await staff.context.request.post(url, { data, headers: { origin: server.url } });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
      return res.json();
    };
    const truck = await post('/api/admin/trucks', { name: 'Truck 1', plateEnding: 1 });
    await post('/api/admin/partners', {
      name: 'Bahay Kalinga Foundation Quezon City',
      kind: 'donation',
      city: 'Makati',
    });
    const event = await post('/api/admin/events', {
      venue: 'Bonifacio High Street Weekend Flea Market',
      city: 'Taguig',
      address: 'Central Square, 7th Ave',
      startsOn: today,
      endsOn: addDays(today, 1),
    });
    const crew = await post('/api/admin/crew', crewLogin);
    await post('/api/admin/crew/assignments', { userId: crew.id, truckId: truck.id, date: today });

    const guest = await submitAsGuest(server.url, ['#c05050', '#5050c0']);
    for (const [i, id] of guest.photoIds.entries()) {
      const res = await staff.context.request.patch(`/api/admin/photos/${id}`, {
        data: i === 0 ? { verdict: 'accept' } : { verdict: 'reject', verdictNote: 'Leaking battery pack' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const [window] = await openWindowsToday(staff.context.request, 1);
    await post(
      `/api/admin/submissions/${guest.trackingNumber}/status`,
      {
        to: 'Pickup Scheduled',
        expectedStatus: 'Submitted',
        pickupDate: today,
        pickupWindowId: window!.id,
        truckId: truck.id,
      },
      200,
    );

    // A customer with an account and a request of their own.
    const household = await open('customer');
    const signUp = await household.context.request.post('/api/accounts/sign-up', {
      headers: { origin: server.url },
      data: {
        name: customer.name,
        email: customer.email,
        password: customer.password,
        confirmPassword: customer.password,
        phone: customer.phone,
        city: 'Makati',
        address: '1234 Jupiter Street corner Makati Avenue',
        trackingNumbers: [''],
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const mail = await waitFor('the confirmation e-mail', () =>
      smtp.received.find((m) => m.to.includes(customer.email) && linkIn(m, 'verify-email')),
    );
    await household.page.goto(linkIn(mail, 'verify-email')!);
    await household.page.waitForURL('**/dashboard');
    const upload = await household.context.request.post('/api/photos', {
      multipart: { photo: { name: 'aparador.jpg', mimeType: 'image/jpeg', buffer: await makeDemoJpeg(3) } },
    });
    expect(upload.status()).toBe(201);
    const submit = await household.context.request.post('/api/submissions', {
      headers: { 'Idempotency-Key': 'e2e-layout-customer' },
      data: {
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        city: 'Makati',
        address: '1234 Jupiter Street corner Makati Avenue',
        barangay: 'Bel-Air',
        pickupDate: pickupWindow().max,
        photoIds: [((await upload.json()) as { id: string }).id],
      },
    });
    expect(submit.status(), await submit.text()).toBe(201);
    const ownTracking = ((await submit.json()) as { trackingNumber: string }).trackingNumber;

    // The crew member signs in on their phone.
    const crewPhone = await open('crew');
    await crewPhone.page.goto('/admin-access');
    await crewPhone.page.getByLabel('E-mail', { exact: true }).fill(crewLogin.login);
    await crewPhone.page.getByLabel('Password', { exact: true }).fill(crewLogin.password);
    await crewPhone.page.getByRole('button', { name: 'Sign in' }).click();
    await crewPhone.page.waitForURL('**/crew');

    const slug = event.slug as string;
    routes.push(
      ...(
        [
          '/',
          '/track',
          `/tracking-result/${guest.trackingNumber}`,
          '/who-we-are',
          '/terms',
          '/privacy',
          '/login',
          '/signup',
          '/forgot-password',
          '/no-login-upload',
          `/event/${slug}/upload`,
          `/event/${slug}/track`,
          '/admin-access',
        ] as const
      ).map((route): [Who, string] => ['signed out', route]),
      ...['/dashboard', '/profile', '/login-upload', `/tracking-result/${ownTracking}`].map((route): [Who, string] => [
        'customer',
        route,
      ]),
      ...[
        '/admin-dashboard',
        `/admin-to-review/${guest.trackingNumber}`,
        '/admin-pickup-windows',
        '/admin-partners',
        '/admin-reports',
        '/admin-events',
        '/admin-database-gallery',
        '/admin/crew',
        `/admin/crew/day?date=${today}`,
      ].map((route): [Who, string] => ['staff', route]),
      ['crew', '/crew'],
    );
  });

  afterAll(async () => {
    for (const { context } of sessions.values()) await context.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** Visits every route in one language; gives what overflowed and, in Filipino, the English shown. */
  async function walk(language: Language): Promise<{ overflows: string[]; english: string[] }> {
    const leaks = await englishLeakFinder();
    const overflows: string[] = [];
    const english: string[] = [];
    for (const session of sessions.values())
      await session.context.addCookies([{ name: 'ligpit_lang', value: language, url: server.url }]);
    for (const [who, route] of routes) {
      const { page } = sessions.get(who)!;
      await page.goto(route, { waitUntil: 'networkidle' });
      // LAYOUT_SHOTS=dir keeps a full-page screenshot of every page walked: the closing walk's look.
      if (process.env.LAYOUT_SHOTS)
        await page.screenshot({
          path: path.join(process.env.LAYOUT_SHOTS, `${language}-${who}-${route.replace(/[/?=&]+/g, '_')}.png`),
          fullPage: true,
        });
      for (const found of await findOverflows(page)) overflows.push(`${route} (${who}): ${found}`);
      if (language === 'fil')
        for (const { key, line } of leaks(await visibleLines(page)))
          english.push(`${route} (${who}): "${line}" [${key}]`);
    }
    return { overflows, english };
  }

  it('in English, no page scrolls sideways and no button, badge or cell overflows', async () => {
    const { overflows } = await walk('en');
    expect(overflows).toEqual([]);
    for (const [who, { errors }] of sessions) expect(errors, who).toEqual([]);
  });

  it('in Filipino, nothing overflows and no English catalogue text is on screen', async () => {
    const { overflows, english } = await walk('fil');
    expect.soft(overflows, 'overflowing in Filipino').toEqual([]);
    expect.soft(english, 'English text on a Filipino page').toEqual([]);
    for (const [who, { errors }] of sessions) expect(errors, who).toEqual([]);
  });
});
