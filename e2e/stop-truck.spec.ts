import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDate } from '#src/shared/core/dates.ts';
import { codingPlateEndings } from '#src/shared/scheduling/number-coding.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { launchBrowser, newPage, type RunningServer, startServer, submitAsGuest } from './harness.ts';

// Issue 40 item 6, second half (decision 089): a stop already scheduled sat under "No truck" on the
// crew day view, and the only way to put it on a truck was "Reschedule Pickup", which texts the
// household and writes "Pickup moved" for the same slot. Staff now choose its truck on the day
// view: the household is told nothing, its history gains no line, and the crew driving that truck
// sees the stop on its phone.

const admin = { email: 'stop-truck@ligpit.ph', password: 'correct horse stop truck' };
const crewLogin = { phone: '0917 555 0289', password: 'trak-dalawa-2026' };
const today = manilaDate();
const weekday = ((new Date(`${today}T12:00:00+08:00`).getUTCDay() + 6) % 7) + 1;
const codedToday = codingPlateEndings[weekday] ?? [];
/** A plate ending the MMDA leaves on the road all day today. */
const freePlate = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !codedToday.includes(d))!;

describe('staff put an already-scheduled stop on a truck; the crew’s day shows it', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: { context: BrowserContext; page: Page; errors: string[] };
  let trackingNumber: string;

  const post = async (url: string, data: unknown, status = 201) => {
    const res = await staff.context.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };
  const detail = async () =>
    (await (
      await staff.context.request.get(`/api/admin/submissions/${trackingNumber}`)
    ).json()) as AdminSubmissionDetail;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      launchBrowser(),
    ]);
    staff = await newPage(browser, { baseURL: server.url, size: 'desktop' });
    const signIn = await staff.context.request.post('/api/auth/sign-in/email', {
      data: admin,
      headers: { origin: server.url },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const truck = (await post('/api/admin/trucks', { name: 'Truck Dalawa', plateEnding: freePlate })) as {
      id: string;
    };
    const member = (await post('/api/admin/crew', {
      name: 'Mang Ramon',
      login: crewLogin.phone,
      password: crewLogin.password,
    })) as { id: string };
    await post('/api/admin/crew/assignments', { userId: member.id, truckId: truck.id, date: today });
    // Booked for today with no truck yet: the household got its "Pickup Scheduled" message then.
    const made = await submitAsGuest(server.url, ['#c05050']);
    trackingNumber = made.trackingNumber;
    await post(
      `/api/admin/submissions/${trackingNumber}/status`,
      { to: 'Pickup Scheduled', expectedStatus: 'Submitted', pickupDate: today, pickupTime: 'All Day', truckId: null },
      200,
    );
  });

  afterAll(async () => {
    await staff?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('staff choose the truck on the day view; no message, no history line; the crew’s phone lists the stop', async () => {
    const before = await detail();
    expect(before.submission.status).toBe('Pickup Scheduled');
    expect(before.notifications.length).toBeGreaterThan(0);

    const { page } = staff;
    await page.goto('/admin/crew/day');
    const loose = page.getByRole('list', { name: 'No truck' });
    await loose.getByText('Maria Santos', { exact: true }).waitFor();
    await loose.getByLabel('Truck for Maria Santos').selectOption({ label: 'Truck Dalawa' });
    await page.getByText('Maria Santos is on Truck Dalawa').waitFor();
    await page.getByRole('list', { name: 'Truck Dalawa' }).getByText('Maria Santos', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'No truck' }).count()).toBe(0);

    // Only the truck changed: same day and window, no new message queued, no history line.
    const after = await detail();
    expect(after.submission).toMatchObject({ status: 'Pickup Scheduled', pickupDate: today, pickupTime: 'All Day' });
    const ids = (d: AdminSubmissionDetail) => d.notifications.map((n) => `${n.channel} ${n.template} ${n.id}`);
    expect(ids(after)).toEqual(ids(before));
    expect(after.history).toEqual(before.history);
    expect(staff.errors).toEqual([]);

    const crew = await newPage(browser, { baseURL: server.url, size: 'phone' });
    await crew.page.goto('/crew');
    await crew.page.getByLabel('Mobile number').fill(crewLogin.phone);
    await crew.page.getByLabel('Password', { exact: true }).fill(crewLogin.password);
    await crew.page.getByRole('button', { name: 'Sign in' }).click();
    await crew.page.getByRole('heading', { name: "Today's stops" }).waitFor();
    await crew.page.getByRole('article').filter({ hasText: 'Maria Santos' }).waitFor();
    expect(crew.errors).toEqual([]);
    await crew.context.close();
  });
});
