import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, statusChanges, submissions } from '#src/server/db/schema.ts';
import { buildSubmission, insertSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { Availability, DayRoom } from '#src/shared/scheduling/pickup-slots.ts';
import type { SuspensionList } from '#src/shared/scheduling/suspensions.ts';

// Issue 15 (decision 043): a suspended day moves its pickups to "needs rescheduling" and sends one
// SMS each, however often it is marked.

describe('typhoon and suspension days', () => {
  let t: TestApp;
  let staff: TestUser;
  let owner: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const today = manilaDate();
  const day = addDays(today, 12);

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    owner = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana Reyes' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  const suspend = (payload: Record<string, unknown>, cookie = staff.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/admin/pickup-suspensions', headers: { cookie }, payload });
  const smsOf = (submissionId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, submissionId), eq(notifications.template, 'status-day-suspended')));

  it('moves every pickup of the day, withdraws its reminders, sends one SMS each in its language; twice still one', async () => {
    // A pickup staff confirmed: it has a day-before reminder waiting.
    const scheduled = await insertSubmission(t.database.db, {
      ownerUserId: owner.id,
      city: 'Makati',
      phone: '+639175550111',
      status: 'Submitted',
    });
    const room = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/pickup-availability?date=${day}&city=Makati`,
        headers: { cookie: staff.cookie },
      })
    ).json() as DayRoom;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${scheduled.trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: {
        to: 'Pickup Scheduled',
        expectedStatus: 'Submitted',
        pickupDate: day,
        pickupWindowId: room.windows[0]!.id,
      },
    });
    expect(confirm.statusCode).toBe(200);
    // A request still waiting for review, made in Filipino, with its preferred window that day.
    const waiting = await insertSubmission(t.database.db, {
      city: 'Pasig',
      phone: '+639175550222',
      status: 'Submitted',
      pickupDate: day,
      pickupTime: '8:00–11:00',
      locale: 'fil',
    });
    const cancelled = await insertSubmission(t.database.db, { status: 'Cancelled', pickupDate: day });
    const otherDay = await insertSubmission(t.database.db, { status: 'Submitted', pickupDate: addDays(day, 1) });

    const first = await suspend({ date: day, reason: 'PAGASA Signal No. 2' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      moved: 2,
      sent: 2,
      suspension: { date: day, reason: 'PAGASA Signal No. 2', asked: 2, unanswered: 2 },
    });

    const [english] = await smsOf(scheduled.id);
    expect(english).toMatchObject({ channel: 'sms', recipient: '+639175550111', status: 'pending' });
    expect(english!.body).toContain('No pickups on');
    expect(english!.body).toContain('(PAGASA Signal No. 2)');
    // Decision 080: one text for the whole day (the tracking page's link), the own link by e-mail.
    expect(english!.body).toMatch(/\/track$/);
    expect(english!.body).not.toContain(scheduled.trackingNumber);
    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.submissionId, scheduled.id), eq(notifications.template, 'status-day-suspended-email')),
      );
    expect(mail).toMatchObject({
      channel: 'email',
      status: 'pending',
      subject: expect.stringContaining('No Ligpit pickup'),
    });
    expect(mail!.body).toContain(`/tracking-result/${scheduled.trackingNumber}`);
    const [filipino] = await smsOf(waiting.id);
    expect(filipino!.body).toContain('Walang pickup sa');
    for (const message of [english!, filipino!]) expect(message.body.length).toBeLessThanOrEqual(160);

    // The reminder of the confirmed pickup is withdrawn.
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, scheduled.id), eq(notifications.template, 'reminder-day-before-sms')));
    expect(reminders.map((r) => r.status)).toEqual(['skipped']);

    // Flagged, status unchanged, and the history says who and why.
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, scheduled.id));
    expect(row).toMatchObject({ status: 'Pickup Scheduled', pickupDate: day });
    expect(row!.needsRescheduleSince).not.toBeNull();
    const history = await t.database.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.submissionId, scheduled.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'Pickup Scheduled',
      toStatus: 'Pickup Scheduled',
      byUserId: staff.id,
      reason: 'Pickup day suspended (PAGASA Signal No. 2): asked the household to pick a new window',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/submissions/${scheduled.trackingNumber}`,
      headers: { cookie: staff.cookie },
    });
    expect(detail.json().history.at(-1)).toMatchObject({ by: 'Liza Soriano' });
    expect(detail.json().submission.needsRescheduleSince).not.toBeNull();

    // Untouched: a cancelled request that day, and a pickup on another day.
    for (const other of [cancelled, otherDay]) {
      expect(await smsOf(other.id)).toEqual([]);
      const [r] = await t.database.db.select().from(submissions).where(eq(submissions.id, other.id));
      expect(r!.needsRescheduleSince).toBeNull();
    }

    // Marking the day again moves nothing and sends nothing twice.
    const second = await suspend({ date: day, reason: 'PAGASA Signal No. 3' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ moved: 0, sent: 0, suspension: { reason: 'PAGASA Signal No. 2', asked: 2 } });
    expect(await smsOf(scheduled.id)).toHaveLength(1);
    expect(await smsOf(waiting.id)).toHaveLength(1);

    // The day offers no window, to households or to staff.
    const days = (
      await t.app.inject({ method: 'GET', url: '/api/pickup-availability?city=Makati' })
    ).json() as Availability;
    expect(days.days.map((d) => d.date)).not.toContain(day);
    expect(days.days.map((d) => d.date)).toContain(addDays(day, 1));
    const staffSchedules = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${otherDay.trackingNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: { to: 'Pickup Scheduled', expectedStatus: 'Submitted', pickupDate: day, pickupTime: '8:00–11:00' },
    });
    expect(staffSchedules.statusCode).toBe(409);
    expect(staffSchedules.json().error).toBe('DAY_SUSPENDED');

    // The dashboard counts those not answered yet.
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: staff.cookie } })).json();
    expect((await stats()).needsRescheduling).toBe(2);

    // The owner sees why and moves the pickup, past the 24-hour rule's reach for a day that will not happen.
    const manage = await t.app.inject({
      method: 'GET',
      url: `/api/submissions/${scheduled.trackingNumber}/manage`,
      headers: { cookie: owner.cookie },
    });
    expect(manage.json().options).toMatchObject({ needsRescheduling: true, canReschedule: true });
    const target = (
      (await t.app.inject({ method: 'GET', url: '/api/pickup-availability?city=Makati' })).json() as Availability
    ).days[3]!;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${scheduled.trackingNumber}/reschedule`,
      headers: { cookie: owner.cookie },
      payload: { pickupDate: target.date, pickupWindowId: target.windows[0]!.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ needsRescheduling: false, pickupDate: target.date });
    expect((await stats()).needsRescheduling).toBe(1);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/pickup-suspensions', headers: { cookie: staff.cookie } })
    ).json() as SuspensionList;
    expect(list.suspensions.find((s) => s.date === day)).toMatchObject({ asked: 2, unanswered: 1 });
  });

  it('asks a day of more households than one round writes (issue 35): each once, with one SMS and one e-mail', async () => {
    // 1,001 bookings: two full rounds of the service's 500 and one of a single household.
    const busyDay = addDays(today, 27);
    const count = 1001;
    await insertSubmissions(
      t.database.db,
      Array.from({ length: count }, (_, n) =>
        buildSubmission({
          status: n % 3 === 0 ? 'Pickup Scheduled' : 'Submitted',
          pickupDate: busyDay,
          phone: `+63917${String(5_000_000 + n).padStart(7, '0')}`,
          email: `household${n}@example.ph`,
        }),
      ),
    );
    const answer = await suspend({ date: busyDay, reason: 'PAGASA Signal No. 4' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ moved: count, sent: count, suspension: { asked: count } });

    const perRequest = await t.database.db
      .select({ id: submissions.id, flagged: submissions.needsRescheduleSince })
      .from(submissions)
      .where(eq(submissions.pickupDate, busyDay));
    expect(perRequest).toHaveLength(count);
    expect(perRequest.every((r) => r.flagged !== null)).toBe(true);
    const messages = await t.database.db
      .select({ submissionId: notifications.submissionId, template: notifications.template })
      .from(notifications)
      .where(
        inArray(
          notifications.submissionId,
          perRequest.map((r) => r.id),
        ),
      );
    const tally = (template: string) => {
      const seen = new Map<string | null, number>();
      for (const m of messages.filter((m) => m.template === template))
        seen.set(m.submissionId, (seen.get(m.submissionId) ?? 0) + 1);
      return seen;
    };
    for (const template of ['status-day-suspended', 'status-day-suspended-email']) {
      const seen = tally(template);
      expect(seen.size).toBe(count);
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    }
    const lines = await t.database.db
      .select({ submissionId: statusChanges.submissionId, from: statusChanges.fromStatus, to: statusChanges.toStatus })
      .from(statusChanges)
      .where(
        inArray(
          statusChanges.submissionId,
          perRequest.map((r) => r.id),
        ),
      );
    expect(lines).toHaveLength(count);
    expect(lines.every((line) => line.from === line.to)).toBe(true);
  });

  it('refuses a missing or too long reason, and customers', async () => {
    const missing = await suspend({ date: addDays(today, 20), reason: ' ' });
    expect(missing.statusCode).toBe(400);
    const long = await suspend({ date: addDays(today, 20), reason: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].key).toBe('scheduling.suspensionReasonTooLong');
    expect((await suspend({ date: addDays(today, 20), reason: 'Signal No. 1' }, owner.cookie)).statusCode).toBe(403);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/pickup-suspensions', headers: { cookie: staff.cookie } })
    ).json() as SuspensionList;
    expect(list.suspensions.map((s) => s.date)).not.toContain(addDays(today, 20));
  });
});
