import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, photos, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { gsm7Length, smsSegments } from '#src/server/features/notifications/gsm.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 27: staff give a "Can't take" a reason, a note for the household and a drop-off; the
// household sees the verdicts once the pickup is scheduled (lookup, SMS, e-mail) and may remove a
// refused item until 24 hours before the pickup.

describe('verdicts the household can see', () => {
  let t: TestApp;
  let staff: TestUser;
  let customer: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  const db = () => t.database.db;
  const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: staff.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const refuse = (tn: string, photoId: string, body: Record<string, unknown>) =>
    asStaff('PUT', `/api/admin/submissions/${tn}/photos/${photoId}/refusal`, body);
  const schedule = (tn: string, expectedStatus: string, pickupDate = addDays(manilaDate(), 5)) =>
    asStaff('POST', `/api/admin/submissions/${tn}/status`, {
      to: 'Pickup Scheduled',
      expectedStatus,
      pickupDate,
      pickupTime: '8:00–11:00',
    });
  const messagesOf = (submissionId: string) =>
    db().select().from(notifications).where(eq(notifications.submissionId, submissionId));

  /** A request with an accepted, a recycled and a refused (hazardous) item. */
  async function judgedRequest(locale = 'en') {
    const s = await insertSubmission(db(), { status: 'Processing', locale, name: 'Maria Santos' });
    const [sofa, fan, paint] = await insertPhotos(db(), s, [
      { label: 'Sofa', verdict: 'accept' },
      { label: 'Electric Fan', verdict: 'recycle' },
      { label: 'Paint cans', verdictNote: 'staff only: leaking, check the truck floor' },
    ]);
    const hazmat = await asStaff('POST', '/api/admin/drop-off-suggestions', {
      name: `Hazardous waste drop-off ${randomUUID().slice(0, 6)}`,
      note: 'Pasig City Hall, Saturdays',
    });
    expect(hazmat.statusCode).toBe(201);
    const saved = await refuse(s.trackingNumber, paint!.id, {
      reason: 'hazard',
      note: 'Paint needs a hazardous waste drop-off.',
      dropOffId: hazmat.json().id,
    });
    expect(saved.statusCode).toBe(200);
    return { s, sofa: sofa!, fan: fan!, paint: paint!, dropOff: hazmat.json() as { id: string; name: string } };
  }

  describe('staff: drop-off suggestions and reasons', () => {
    it('keeps a list of suggestions: add, rename, refuse a duplicate or an empty name, remove', async () => {
      const added = await asStaff('POST', '/api/admin/drop-off-suggestions', {
        name: 'E-waste collection',
        note: 'SM Megamall, ground floor',
      });
      expect(added.statusCode).toBe(201);
      const id = added.json().id as string;
      const again = await asStaff('POST', '/api/admin/drop-off-suggestions', { name: 'e-waste COLLECTION' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A suggestion with this name already exists');
      const empty = await asStaff('POST', '/api/admin/drop-off-suggestions', { name: '  ' });
      expect(empty.statusCode).toBe(400);

      const renamed = await asStaff('PATCH', `/api/admin/drop-off-suggestions/${id}`, {
        name: 'E-waste drop-off',
        note: 'SM Megamall',
      });
      expect(renamed.statusCode).toBe(200);
      const list = await asStaff('GET', '/api/admin/drop-off-suggestions');
      expect(list.json().items).toContainEqual({ id, name: 'E-waste drop-off', note: 'SM Megamall' });

      expect((await asStaff('DELETE', `/api/admin/drop-off-suggestions/${id}`)).statusCode).toBe(204);
      expect((await asStaff('DELETE', `/api/admin/drop-off-suggestions/${id}`)).statusCode).toBe(404);
    });

    it('a customer gets 403 from the staff routes', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/drop-off-suggestions',
        headers: { cookie: customer.cookie },
      });
      expect(res.statusCode).toBe(403);
    });

    it('saves a reason, the household note and a drop-off; the review lists them', async () => {
      const { s, paint, dropOff } = await judgedRequest();
      const [row] = await db().select().from(photos).where(eq(photos.id, paint.id));
      expect(row).toMatchObject({
        verdict: 'reject',
        refusalReason: 'hazard',
        refusalNote: 'Paint needs a hazardous waste drop-off.',
        dropOffId: dropOff.id,
        // The staff-only note stays as it was, and apart.
        verdictNote: 'staff only: leaking, check the truck floor',
      });
      const list = await asStaff('GET', `/api/admin/submissions/${s.trackingNumber}/refusals`);
      expect(list.json().items).toEqual([
        { photoId: paint.id, reason: 'hazard', note: 'Paint needs a hazardous waste drop-off.', dropOffId: dropOff.id },
      ]);
    });

    it('refuses an unknown reason, a long note, another request’s photo or a gone suggestion, writing nothing', async () => {
      const { s, sofa } = await judgedRequest();
      const other = await insertSubmission(db());
      const [theirs] = await insertPhotos(db(), other, [{ label: 'Table' }]);

      const unknown = await refuse(s.trackingNumber, sofa.id, { reason: 'ugly' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().issues[0].message).toBe('Please choose a reason');
      const missing = await refuse(s.trackingNumber, sofa.id, {});
      expect(missing.statusCode).toBe(400);
      const long = await refuse(s.trackingNumber, sofa.id, { reason: 'size', note: 'x'.repeat(301) });
      expect(long.statusCode).toBe(400);
      const notOurs = await refuse(s.trackingNumber, theirs!.id, { reason: 'size' });
      expect(notOurs.statusCode).toBe(404);
      const gone = await refuse(s.trackingNumber, sofa.id, { reason: 'size', dropOffId: randomUUID() });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('That drop-off suggestion no longer exists');

      const [sofaRow] = await db().select().from(photos).where(eq(photos.id, sofa.id));
      expect(sofaRow).toMatchObject({ verdict: 'accept', refusalReason: null });
      const [theirRow] = await db().select().from(photos).where(eq(photos.id, theirs!.id));
      expect(theirRow).toMatchObject({ verdict: null, refusalReason: null });
    });

    it('a verdict changed back to Accept drops the reason', async () => {
      const { paint } = await judgedRequest();
      const res = await asStaff('PATCH', `/api/admin/photos/${paint.id}`, { verdict: 'accept' });
      expect(res.statusCode).toBe(200);
      const [row] = await db().select().from(photos).where(eq(photos.id, paint.id));
      expect(row).toMatchObject({ verdict: 'accept', refusalReason: null, refusalNote: null, dropOffId: null });
    });
  });

  describe('the household', () => {
    it('the lookup says the review is under way until the pickup is scheduled, then carries the verdicts', async () => {
      const { s, dropOff } = await judgedRequest();
      const before = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      expect(before.json().review).toBe('reviewing');
      expect(before.json().items.every((item: Record<string, unknown>) => !('verdict' in item))).toBe(true);
      expect(before.body).not.toContain('hazard');

      expect((await schedule(s.trackingNumber, 'Processing')).statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
      expect(after.json().review).toBe('done');
      expect(after.json().items.map((item: { name: string; verdict: unknown }) => [item.name, item.verdict])).toEqual([
        ['Sofa', { verdict: 'accept', reason: null, note: null, dropOff: null }],
        ['Electric Fan', { verdict: 'recycle', reason: null, note: null, dropOff: null }],
        [
          'Paint cans',
          {
            verdict: 'reject',
            reason: 'hazard',
            note: 'Paint needs a hazardous waste drop-off.',
            dropOff: { name: dropOff.name, note: 'Pasig City Hall, Saturdays' },
          },
        ],
      ]);
      // The staff-only verdict note never reaches the household.
      expect(after.body).not.toContain('staff only');

      // Renaming the suggestion reaches the (cached) lookup: the database's notification drops it,
      // a moment after the commit on PostgreSQL.
      await asStaff('PATCH', `/api/admin/drop-off-suggestions/${dropOff.id}`, { name: `${dropOff.name} (new)` });
      await expect
        .poll(async () => {
          const renamed = await t.app.inject({ method: 'GET', url: `/api/track/${s.trackingNumber}` });
          return renamed.json().items[2].verdict.dropOff.name;
        })
        .toBe(`${dropOff.name} (new)`);
    });

    it('the scheduled SMS counts the verdicts and the e-mail lists them with the reason, in English', async () => {
      const { s, dropOff } = await judgedRequest('en');
      expect((await schedule(s.trackingNumber, 'Processing')).statusCode).toBe(200);
      const sent = await messagesOf(s.id);
      const sms = sent.find((n) => n.template === 'status-verdicts-sms');
      expect(sms!.body).toBe(
        `Ligpit: Items in ${s.trackingNumber}: 2 we'll take, 1 we can't take. See why and what to do: http://localhost:3000/tracking-result/${s.trackingNumber}`,
      );
      expect(gsm7Length(sms!.body)).not.toBeNull();
      expect(smsSegments(sms!.body)).toBe(1);
      const email = sent.find((n) => n.template === 'status-verdicts-email');
      expect(email).toMatchObject({ recipient: s.email, subject: `What we can take for ${s.trackingNumber}` });
      expect(email!.body).toContain("- Sofa: We'll take it");
      expect(email!.body).toContain("- Electric Fan: We'll take it for recycling");
      expect(email!.body).toContain("- Paint cans: We can't take it\n  Reason: Hazardous");
      expect(email!.body).toContain('Paint needs a hazardous waste drop-off.');
      expect(email!.body).toContain(`Where it can go: ${dropOff.name} (Pasig City Hall, Saturdays)`);
      expect(email!.body).not.toContain('staff only');
      expect(email!.html).toContain('Reason: Hazardous');
    });

    it('in Filipino for a request made in Filipino', async () => {
      const { s } = await judgedRequest('fil');
      expect((await schedule(s.trackingNumber, 'Processing')).statusCode).toBe(200);
      const sent = await messagesOf(s.id);
      const sms = sent.find((n) => n.template === 'status-verdicts-sms');
      expect(sms!.body).toContain(`Ligpit: Sa ${s.trackingNumber}: 2 ang kukunin namin, 1 ang hindi namin makukuha.`);
      expect(smsSegments(sms!.body)).toBe(1);
      const email = sent.find((n) => n.template === 'status-verdicts-email');
      expect(email!.subject).toBe(`Ang kaya naming kunin para sa ${s.trackingNumber}`);
      expect(email!.body).toContain('- Sofa: Kukunin namin');
      expect(email!.body).toContain('- Electric Fan: Kukunin namin para i-recycle');
      expect(email!.body).toContain('- Paint cans: Hindi namin ito makukuha\n  Dahilan: Delikado (hazardous)');
    });

    it('no verdict message for a request whose items staff did not judge', async () => {
      const s = await insertSubmission(db(), { status: 'Processing' });
      await insertPhotos(db(), s, [{ label: 'Chair' }]);
      expect((await schedule(s.trackingNumber, 'Processing')).statusCode).toBe(200);
      const sent = await messagesOf(s.id);
      expect(sent.map((n) => n.template)).not.toContain('status-verdicts-email');
      expect(sent.map((n) => n.template)).toContain('status-pickup-scheduled');
    });
  });

  describe('the household removes a refused item', () => {
    /** A guest's request of two photos, scheduled, its second photo refused. */
    async function scheduledGuestRequest(pickupDate: string) {
      const browser = await uploadDraft(t.app);
      const second = await uploadDraft(t.app, browser.cookie);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { cookie: browser.cookie, 'idempotency-key': randomUUID() },
        payload: {
          name: 'Maria Santos',
          email: 'maria@example.ph',
          phone: '+63 917 555 0101',
          city: 'Pasig',
          address: '5 Shaw Blvd.',
          barangay: 'Kapitolyo',
          pickupDate: addDays(manilaDate(), 12),
          photoIds: [browser.photo.id, second.photo.id],
        },
      });
      expect(res.statusCode).toBe(201);
      const tn = res.json().trackingNumber as string;
      expect((await refuse(tn, second.photo.id, { reason: 'size' })).statusCode).toBe(200);
      expect((await schedule(tn, 'Submitted', pickupDate)).statusCode).toBe(200);
      return { tn, cookie: browser.cookie, kept: browser.photo.id, refused: second.photo.id };
    }
    const remove = (tn: string, photoId: string, cookie: string | null) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/submissions/${tn}/photos/${photoId}`,
        headers: cookie ? { cookie } : {},
      });

    it('more than 24 hours before: the refused item goes, an accepted one stays, a stranger cannot', async () => {
      const { tn, cookie, kept, refused } = await scheduledGuestRequest(addDays(manilaDate(), 5));
      const manage = await t.app.inject({ method: 'GET', url: `/api/submissions/${tn}/manage`, headers: { cookie } });
      expect(manage.json().options).toMatchObject({ canRemoveRefused: true, canEditPhotos: false });

      const stranger = await uploadDraft(t.app);
      expect((await remove(tn, refused, stranger.cookie)).statusCode).toBe(404);
      const notRefused = await remove(tn, kept, cookie);
      expect(notRefused.statusCode).toBe(422);
      expect(notRefused.json().message).toBe("Only an item marked Can't take can be removed this way");

      const gone = await remove(tn, refused, cookie);
      expect(gone.statusCode).toBe(200);
      const left = await db().select({ id: photos.id }).from(photos).where(eq(photos.id, refused));
      expect(left).toEqual([]);
      const [row] = await db().select().from(submissions).where(eq(submissions.trackingNumber, tn));
      expect(row).toMatchObject({ photoCount: 1, status: 'Pickup Scheduled' });
      const history = await db().select().from(statusChanges).where(eq(statusChanges.submissionId, row!.id));
      expect(history.map((h) => h.reason)).toContain('The household removed an item we cannot take (1 left).');
      // A retry finds nothing to remove and changes nothing.
      expect((await remove(tn, refused, cookie)).statusCode).toBe(404);
    });

    it('within 24 hours of the pickup: refused with the cutoff, nothing removed', async () => {
      const { tn, cookie, refused } = await scheduledGuestRequest(addDays(manilaDate(), 5));
      // The pickup moves to about 12 hours from now (staff may book inside the household's window),
      // whatever the hour in Manila when the suite runs.
      const soon = new Date(Date.now() + 12 * 3_600_000);
      const hourThen = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', hourCycle: 'h23' });
      const hour = Math.min(20, Number(hourThen.format(soon)));
      await db()
        .update(submissions)
        .set({ pickupDate: manilaDate(soon), pickupTime: `${hour}:00–${hour + 3}:00` })
        .where(eq(submissions.trackingNumber, tn));
      const manage = await t.app.inject({ method: 'GET', url: `/api/submissions/${tn}/manage`, headers: { cookie } });
      expect(manage.json().options).toMatchObject({ canRemoveRefused: false });
      const late = await remove(tn, refused, cookie);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('CHANGE_CUTOFF_PASSED');
      const left = await db().select({ id: photos.id }).from(photos).where(eq(photos.id, refused));
      expect(left).toHaveLength(1);
    });
  });
});
