import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotes, events, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission, type SubmissionRow } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { manilaWeek } from './dashboard-stats.service.ts';

describe('admin dashboard: list, search, pagination', () => {
  let t: TestApp;
  let staff: TestUser;
  const made: SubmissionRow[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-dash-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const base = Date.now() - 3_600_000;
    const names = ['Maria Santos', 'Jose Rizal', 'Ana Santos-Reyes', 'Mark Dela Cruz', 'Kristine Lim'];
    for (let i = 0; i < 25; i++) {
      made.push(
        await insertSubmission(t.database.db, {
          name: names[i % names.length]!,
          trackingNumber: `T${String(i).padStart(3, '0')}X${'ABCD'[i % 4]}Y${i % 10}`,
          status: i % 5 === 0 ? 'Processing' : 'Submitted',
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    await insertPhotos(t.database.db, made[24]!, [{ label: 'Electric Fan' }, { label: 'Lamp' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/submissions?${query}`, headers: { cookie: staff.cookie } });

  it('pages newest first with the total', async () => {
    const first = await list('pageSize=10');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(25);
    expect(body.items).toHaveLength(10);
    expect(body.items[0].trackingNumber).toBe(made[24]!.trackingNumber);
    expect(body.items[0]).toMatchObject({
      photoCount: 2,
      thumbUrl: expect.stringMatching(/^\/api\/photos\/.+\/thumb$/),
    });
    expect(body.items[1].thumbUrl).toBeNull();

    const third = (await list('pageSize=10&page=3')).json();
    expect(third.items.map((i: { trackingNumber: string }) => i.trackingNumber)).toEqual(
      made
        .slice(0, 5)
        .map((s) => s.trackingNumber)
        .reverse(),
    );
    const beyond = (await list('pageSize=10&page=4')).json();
    expect(beyond).toMatchObject({ items: [], total: 25 });
  });

  it('finds by tracking-number prefix, typed in any case and with spaces', async () => {
    const body = (await list(`q=${encodeURIComponent('t01 2')}`)).json();
    expect(body.items.map((i: { trackingNumber: string }) => i.trackingNumber)).toEqual([made[12]!.trackingNumber]);
    const many = (await list('q=T01')).json();
    expect(many.total).toBe(10);
  });

  it('finds by part of the name, case-insensitively', async () => {
    const body = (await list('q=SANTOS&pageSize=100')).json();
    expect(body.total).toBe(10);
    expect(body.items.every((i: { name: string }) => i.name.includes('Santos'))).toBe(true);
  });

  it('treats % and _ in a search as letters', async () => {
    expect((await list('q=%25')).json().total).toBe(0);
    expect((await list('q=_')).json().total).toBe(0);
  });

  it('filters by status, together with a search', async () => {
    expect((await list('status=Processing')).json().total).toBe(5);
    const both = (await list('status=Processing&q=maria')).json();
    expect(both.total).toBe(5);
    expect(both.items.every((i: { status: string }) => i.status === 'Processing')).toBe(true);
  });

  it('filters by event, in the page and in the total, together with a status', async () => {
    const [fair] = await t.database.db
      .insert(events)
      .values({ slug: 'bgc-flea-2026', venue: 'BGC Flea', city: 'Taguig' })
      .returning();
    await t.database.db.insert(events).values({ slug: 'sm-aura', venue: 'SM Aura', city: 'Taguig' });
    const atFair = [0, 5, 7].map((i) => made[i]!);
    await t.database.db
      .update(submissions)
      .set({ eventId: fair!.id })
      .where(
        inArray(
          submissions.id,
          atFair.map((s) => s.id),
        ),
      );

    const body = (await list('event=bgc-flea-2026')).json();
    expect(body.total).toBe(3);
    expect(body.items.map((i: { trackingNumber: string }) => i.trackingNumber)).toEqual(
      atFair.map((s) => s.trackingNumber).reverse(),
    );
    expect(body.items.every((i: { eventVenue: string }) => i.eventVenue === 'BGC Flea')).toBe(true);
    // made[0] and made[5] are Processing.
    expect((await list('event=bgc-flea-2026&status=Processing')).json().total).toBe(2);
    expect((await list('event=sm-aura')).json()).toMatchObject({ total: 0, items: [] });
    expect((await list('event=no-such-event')).json().total).toBe(0);
    expect((await list('')).json().total).toBe(25);
  });

  it('refuses a bad status, event, page or page size with 400', async () => {
    for (const q of ['status=Lost', 'event=Not%20A%20Slug', 'page=0', 'pageSize=1000', 'page=abc']) {
      expect((await list(q)).statusCode).toBe(400);
    }
  });
});

describe('admin dashboard: figures', () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-stats-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('computes every figure from the data, and they equal plain SQL counts', async () => {
    const db = t.database.db;
    const today = manilaDate();
    const week = manilaWeek(new Date());
    const a = await insertSubmission(db, { status: 'Pickup Scheduled', pickupDate: week.from });
    await insertSubmission(db, { status: 'Pickup Scheduled', pickupDate: addDays(week.to, 1) });
    const c = await insertSubmission(db, { status: 'Completed' });
    const d = await insertSubmission(db, { status: 'Declined' });
    await insertSubmission(db, { status: 'Submitted', createdAt: new Date('2020-01-15T00:00:00Z') });
    await db.insert(adminNotes).values([
      { submissionId: a.id, itemCount: 4, resellable: true, possibleProfit: 150_000 },
      { submissionId: c.id, itemCount: 2, resellable: false, possibleProfit: 25_050 },
      // Declined: nothing to resell.
      { submissionId: d.id, itemCount: 9, resellable: true, possibleProfit: 999_900 },
    ]);
    await insertPhotos(db, a, [
      { label: 'Electric Fan' },
      { label: 'Electric Fan' },
      { label: 'Item 3', brand: 'Sharp' },
    ]);
    await insertPhotos(db, c, [{ label: 'Electric Fan' }, { label: 'Lamp' }, { label: 'Item 2' }]);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(200);
    const stats = res.json();

    const one = async (query: ReturnType<typeof sql>) =>
      // Both drivers answer { rows }; the shared Db type does not say so.
      Number(((await db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
    expect(stats.total).toBe(await one(sql`select count(*) as n from submissions`));
    expect(stats.byStatus['Pickup Scheduled']).toBe(2);
    expect(stats.completed).toBe(await one(sql`select count(*) as n from submissions where status = 'Completed'`));
    expect(stats.pickupsThisWeek).toBe(1);
    expect(stats.week).toEqual(week);
    expect(stats.itemsResellable).toBe(4);
    expect(stats.possibleProfitCentavos).toBe(175_050);
    expect(stats.submissionsThisMonth).toBe(
      await one(
        sql`select count(*) as n from submissions where created_at >= ${`${today.slice(0, 7)}-01T00:00:00+08:00`}::timestamptz`,
      ),
    );
    expect(stats.submissionsThisMonth).toBe(4);
    expect(stats.topItems).toEqual([
      { name: 'Electric Fan', count: 3 },
      { name: 'Lamp', count: 1 },
      { name: 'Sharp', count: 1 },
    ]);
  });

  it('puts Monday first in the Manila week', () => {
    // 2026-11-21 23:30 UTC is Sunday 22 Nov 07:30 in Manila.
    expect(manilaWeek(new Date('2026-11-21T23:30:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // 2026-11-22 16:30 UTC is Monday 23 Nov 00:30 in Manila.
    expect(manilaWeek(new Date('2026-11-22T16:30:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});
