import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOutcomes, notifications, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { manilaDate } from '#src/shared/core/dates.ts';

// Issue 16: partners, per-item outcomes recorded in one pass, the receipt on the tracking result and
// behind the share link, the public counter, and the staff report and CSV export.

describe('item outcomes and the impact receipt', () => {
  let t: TestApp;
  let staff: TestUser;
  let charity: { id: string };
  let recycler: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-outcomes-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    charity = (await addPartner({ name: 'Bahay Kalinga Foundation', kind: 'donation', city: 'Quezon City' })).json();
    recycler = (await addPartner({ name: 'Junkshop ni Mang Ben', kind: 'recycling', city: 'Pasig' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const headers = () => ({ cookie: staff.cookie });
  const addPartner = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/partners', headers: headers(), payload });
  const record = (tn: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/submissions/${tn}/outcomes`, headers: headers(), payload });

  /** A scheduled pickup of Maria's with four items and their review verdicts. */
  async function scheduledPickup() {
    const s = await insertSubmission(db(), {
      status: 'Pickup Scheduled',
      pickupDate: '2026-12-28',
      name: 'Maria Clara Santos',
      email: 'maria.santos@example.ph',
      phone: '+639171234567',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      city: 'Makati',
      locale: 'fil',
    });
    const photos = await insertPhotos(db(), s, [
      { label: 'Wooden dining chair', verdict: 'accept' },
      { label: 'Rice cooker', verdict: 'accept' },
      { label: 'Broken electric fan', verdict: 'recycle' },
      { label: 'Torn mattress', verdict: 'reject' },
    ]);
    return { s, photos };
  }

  function mixedOutcomes(photos: { id: string }[]) {
    return [
      { photoId: photos[0]!.id, outcome: 'donated', partnerId: charity.id, weightKg: 6.5 },
      { photoId: photos[1]!.id, outcome: 'donated', partnerId: charity.id, weightKg: 2.25 },
      { photoId: photos[2]!.id, outcome: 'recycled', material: 'electronics', partnerId: recycler.id, weightKg: 3 },
      { photoId: photos[3]!.id, outcome: 'disposed', weightKg: 12 },
    ];
  }

  describe('partners', () => {
    it('are created, listed, changed and removed; bad input is a 400 that writes nothing', async () => {
      const created = await addPartner({ name: 'Tahanan Thrift', kind: 'resale', city: 'Makati' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Tahanan Thrift', kind: 'resale', active: true, itemCount: 0 });

      const taken = await addPartner({ name: 'tahanan thrift', kind: 'donation', city: 'Pasig' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ key: 'outcomes.partnerNameTaken' });

      const bad = await addPartner({ name: '  ', kind: 'landfill', city: 'Cebu' });
      expect(bad.statusCode).toBe(400);
      const keys = bad.json().issues.map((i: { key?: string }) => i.key);
      expect(keys).toEqual(
        expect.arrayContaining([
          'outcomes.partnerNameRequired',
          'outcomes.partnerKindRequired',
          'outcomes.partnerCityRequired',
        ]),
      );

      const id = created.json().id;
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/partners/${id}`,
        headers: headers(),
        payload: { active: false },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ active: false });

      const list = await t.app.inject({ method: 'GET', url: '/api/admin/partners', headers: headers() });
      expect(list.json().map((p: { name: string }) => p.name)).toContain('Tahanan Thrift');
      // Active first.
      expect(list.json().at(-1)).toMatchObject({ name: 'Tahanan Thrift', active: false });

      const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/partners/${id}`, headers: headers() });
      expect(removed.statusCode).toBe(204);
      const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/partners/${id}`, headers: headers() });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('recording outcomes', () => {
    it('starts from the review verdicts: accept → donated, recycle → recycled, reject → disposed', async () => {
      const { s } = await scheduledPickup();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${s.trackingNumber}/outcomes`,
        headers: headers(),
      });
      expect(res.statusCode).toBe(200);
      const sheet = res.json();
      expect(sheet).toMatchObject({ recorded: false, canRecord: true });
      expect(sheet.items.map((i: { outcome: string }) => i.outcome)).toEqual([
        'donated',
        'donated',
        'recycled',
        'disposed',
      ]);
      expect(sheet.items[0].partnerId).not.toBeNull();
      expect(sheet.partners.length).toBeGreaterThanOrEqual(2);
    });

    it('records every item and completes the request in one transaction, then shows the receipt with the right totals', async () => {
      const { s, photos } = await scheduledPickup();
      const res = await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        complete: true,
        items: mixedOutcomes(photos),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().submission.status).toBe('Completed');

      const [row] = await db().select().from(submissions).where(eq(submissions.id, s.id));
      expect(row!.completedAt).not.toBeNull();
      expect(row!.impactToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      expect(tracked.statusCode).toBe(200);
      const receipt = tracked.json().receipt;
      expect(receipt.totals).toEqual({ items: 4, donated: 2, resold: 0, recycled: 1, disposed: 1, kgDiverted: 11.8 });
      expect(receipt.items[0]).toEqual({
        name: 'Wooden dining chair',
        outcome: 'donated',
        partner: 'Bahay Kalinga Foundation',
        material: null,
        weightKg: 6.5,
      });
      expect(receipt.items[2]).toMatchObject({ outcome: 'recycled', material: 'electronics', partner: null });
      expect(receipt.sharePath).toBe(`/impact/${row!.impactToken}`);

      // The owner's receipt e-mail, in the request's language (Filipino), queued once.
      const mails = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.idempotencyKey, `impact-receipt:${s.id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe('maria.santos@example.ph');
      expect(mails[0]!.subject).toBe(`Saan napunta ang mga gamit mo (${s.trackingNumber})`);
      expect(mails[0]!.body).toContain('Wooden dining chair: Na-donate sa Bahay Kalinga Foundation (6.5 kg)');
      expect(mails[0]!.body).toContain('2 na-donate, 11.8 kg na hindi napunta sa tambakan.');
      expect(mails[0]!.body).toContain(`/impact/${row!.impactToken}`);

      // Recording again (a correction) replaces the outcomes and sends no second e-mail.
      const corrected = mixedOutcomes(photos).map((item, i) =>
        i === 3 ? { ...item, outcome: 'resold', partnerId: null } : item,
      );
      const again = await record(s.trackingNumber, { expectedStatus: 'Completed', items: corrected });
      expect(again.statusCode, again.body).toBe(200);
      expect(await db().select().from(itemOutcomes).where(eq(itemOutcomes.submissionId, s.id))).toHaveLength(4);
      const after = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      expect(after.json().receipt.totals).toMatchObject({ resold: 1, disposed: 0, kgDiverted: 23.8 });
      const mailsAfter = await db().select().from(notifications).where(eq(notifications.submissionId, s.id));
      expect(mailsAfter.filter((n) => n.template === 'impact-receipt')).toHaveLength(1);
    });

    it('refuses a missing item, a donation without a partner, a recycled item without a material, and writes nothing', async () => {
      const { s, photos } = await scheduledPickup();
      const items = mixedOutcomes(photos);

      const missing = await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        complete: true,
        items: items.slice(1),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().issues[0]).toMatchObject({ key: 'outcomes.everyItem' });

      const noPartner = await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        complete: true,
        items: [{ ...items[0], partnerId: null }, ...items.slice(1)],
      });
      expect(noPartner.statusCode).toBe(400);
      expect(noPartner.json().issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'items.0.partnerId', key: 'outcomes.partnerRequired' }),
        ]),
      );

      const noMaterial = await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        items: items.map((item, i) => (i === 2 ? { ...item, material: null } : item)),
      });
      expect(noMaterial.statusCode).toBe(400);

      const tooHeavy = await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        items: items.map((item, i) => (i === 0 ? { ...item, weightKg: 5000 } : item)),
      });
      expect(tooHeavy.statusCode).toBe(400);
      expect(tooHeavy.json().issues[0]).toMatchObject({ key: 'outcomes.weightInvalid' });

      const stranger = await insertSubmission(db(), { status: 'Pickup Scheduled' });
      const [foreign] = await insertPhotos(db(), stranger, [{ label: 'Lamp' }]);
      const notOurs = await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        items: [...items.slice(0, 3), { photoId: foreign!.id, outcome: 'disposed', weightKg: 1 }],
      });
      expect(notOurs.statusCode).toBe(400);
      expect(notOurs.json().issues[0]).toMatchObject({ key: 'outcomes.unknownItem' });

      expect(await db().select().from(itemOutcomes).where(eq(itemOutcomes.submissionId, s.id))).toHaveLength(0);
      const [row] = await db().select().from(submissions).where(eq(submissions.id, s.id));
      expect(row!.status).toBe('Pickup Scheduled');
    });

    it('of two staff completing at once, one wins and the other gets 409', async () => {
      const { s, photos } = await scheduledPickup();
      const body = { expectedStatus: 'Pickup Scheduled', complete: true, items: mixedOutcomes(photos) };
      const results = await Promise.all([record(s.trackingNumber, body), record(s.trackingNumber, body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const mails = await db().select().from(notifications).where(eq(notifications.submissionId, s.id));
      expect(mails.filter((n) => n.template === 'impact-receipt')).toHaveLength(1);
    });

    it('refuses a request whose pickup is not scheduled yet', async () => {
      const s = await insertSubmission(db(), { status: 'Processing' });
      const [photo] = await insertPhotos(db(), s, [{ label: 'Lamp' }]);
      const res = await record(s.trackingNumber, {
        expectedStatus: 'Processing',
        items: [{ photoId: photo!.id, outcome: 'disposed', weightKg: 1 }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ key: 'outcomes.notPickedUp' });
    });

    it('a partner that received items cannot be removed, only made inactive', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/partners/${charity.id}`,
        headers: headers(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ key: 'outcomes.partnerInUse' });
    });
  });

  describe('the receipt', () => {
    it('is not shown for a request that is not completed, even with outcomes recorded', async () => {
      const { s, photos } = await scheduledPickup();
      const res = await record(s.trackingNumber, { expectedStatus: 'Pickup Scheduled', items: mixedOutcomes(photos) });
      expect(res.statusCode, res.body).toBe(200);
      const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      expect(tracked.json().status).toBe('Pickup Scheduled');
      expect(tracked.json().receipt).toBeUndefined();
      const [row] = await db().select().from(submissions).where(eq(submissions.id, s.id));
      const shared = await t.app.inject({ method: 'GET', url: `/api/impact/${row!.impactToken}` });
      expect(shared.statusCode).toBe(404);
      const mails = await db().select().from(notifications).where(eq(notifications.submissionId, s.id));
      expect(mails.filter((n) => n.template === 'impact-receipt')).toHaveLength(0);
    });

    it('behind the share link shows the items and totals and no personal data', async () => {
      const { s, photos } = await scheduledPickup();
      await record(s.trackingNumber, {
        expectedStatus: 'Pickup Scheduled',
        complete: true,
        items: mixedOutcomes(photos),
      });
      const [row] = await db().select().from(submissions).where(eq(submissions.id, s.id));

      const res = await t.app.inject({ method: 'GET', url: `/api/impact/${row!.impactToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().totals).toMatchObject({ donated: 2, kgDiverted: 11.8 });
      for (const personal of [
        'Maria',
        'Santos',
        'maria.santos@example.ph',
        '9171234567',
        '917 123',
        'Mabini',
        'Poblacion',
        'Makati',
        s.trackingNumber,
        s.id,
        photos[0]!.id,
      ]) {
        expect(res.body).not.toContain(personal);
      }

      const unknown = await t.app.inject({ method: 'GET', url: '/api/impact/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('the counter and the reports', () => {
    it('counts completed requests, items rehomed and kg diverted', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/impact' });
      expect(res.statusCode).toBe(200);
      const counter = res.json();
      expect(counter.requestsCompleted).toBeGreaterThanOrEqual(3);
      expect(counter.itemsRehomed).toBeGreaterThanOrEqual(1);
      // Issue 24: rehomed means taken by someone (donated or resold); recycled items are not counted.
      const rows = await db()
        .select({ outcome: itemOutcomes.outcome })
        .from(itemOutcomes)
        .innerJoin(submissions, eq(submissions.id, itemOutcomes.submissionId))
        .where(eq(submissions.status, 'Completed'));
      expect(rows.some((r) => r.outcome === 'recycled')).toBe(true);
      expect(counter.itemsRehomed).toBe(rows.filter((r) => r.outcome === 'donated' || r.outcome === 'resold').length);
      expect(res.headers['cache-control']).toContain('max-age=60');
    });

    it('reports outcomes per month by city and by partner, and exports a date range as CSV', async () => {
      const today = manilaDate(new Date());
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/outcomes?from=2025-01-01&to=${today}`,
        headers: headers(),
      });
      expect(report.statusCode, report.body).toBe(200);
      const body = report.json();
      expect(body.months.length).toBeGreaterThanOrEqual(1);
      expect(body.byCity.find((r: { city: string }) => r.city === 'Makati')).toMatchObject({
        donated: expect.any(Number),
      });
      expect(body.byPartner.map((r: { partner: string | null }) => r.partner)).toContain('Bahay Kalinga Foundation');

      const old = await insertSubmission(db(), { createdAt: new Date('2024-03-05T02:00:00Z'), city: 'Pasig' });
      await insertPhotos(db(), old, [{ label: '=HYPERLINK("x")' }]);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reports/export.csv?from=2024-03-01&to=2024-03-31',
        headers: headers(),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'tracking_number,submitted_at,status,completed_at,city,item,outcome,partner,material,weight_kg',
      );
      // Only the request made in March 2024; its formula-like item name is defused.
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(old.trackingNumber);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
      expect(csv.body).not.toContain(old.email);

      const recent = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/export.csv?from=2025-01-01&to=${today}`,
        headers: headers(),
      });
      expect(recent.body).toContain('Wooden dining chair');
      expect(recent.body).toContain('donated,Bahay Kalinga Foundation,,6.5');
      expect(recent.body).not.toContain(old.trackingNumber);

      const backwards = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reports/export.csv?from=2025-02-01&to=2025-01-01',
        headers: headers(),
      });
      expect(backwards.statusCode).toBe(400);
    });
  });
});
