import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, photos, statusChanges, submissions } from '#src/server/db/schema.ts';
import type { TestApp } from '#src/server/test/test-app.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { browserWithPhotos, newKey, openSubmissionApp, submit, validBody } from './test-submit.ts';

describe('POST /api/submissions', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  const countSubmissions = async () => (await t.database.db.select({ n: count() }).from(submissions))[0]!.n;

  beforeAll(async () => {
    ({ t, close } = await openSubmissionApp());
  });
  afterAll(() => close());

  describe('validation, in product.md’s order and words (product.md §5 "Guest form")', () => {
    const today = manilaDate();
    const ids = [randomUUID()];
    const cases: [string, Record<string, unknown>, string][] = [
      ['a missing name', { name: '' }, 'Please enter your name'],
      ['a blank name', { name: '   ' }, 'Please enter your name'],
      ['an absent name', { name: undefined }, 'Please enter your name'],
      ['a missing e-mail', { email: '' }, 'Please enter your email'],
      ['an absent e-mail', { email: undefined }, 'Please enter your email'],
      ['an e-mail without a domain', { email: 'maria@' }, 'Please enter a valid email address'],
      ['a phone with 9 digits', { phone: '+63 917 123 456' }, 'Please enter a valid 10-digit phone number'],
      ['a phone with 11 digits', { phone: '+63 917 123 45678' }, 'Please enter a valid 10-digit phone number'],
      ['an empty phone', { phone: '+63 ' }, 'Please enter a valid 10-digit phone number'],
      ['an absent phone', { phone: undefined }, 'Please enter a valid 10-digit phone number'],
      ['a missing city', { city: '' }, 'Please select a location'],
      ['a city not on the list', { city: 'Cebu' }, 'Please select a location'],
      [
        'the city "Others"',
        { city: 'Others' },
        "Unfortunately, we currently don't service this location. We'll be expanding soon!",
      ],
      // The pickup address (issue 12): street with house number and barangay required, postal code 4 digits.
      ['a missing street address', { address: '' }, 'Please enter your street address with house number'],
      ['an absent street address', { address: undefined }, 'Please enter your street address with house number'],
      ['a blank barangay', { barangay: '  ' }, 'Please enter your barangay'],
      ['a 5-digit postal code', { postalCode: '12345' }, 'Please enter a 4-digit postal code, or leave it empty'],
      ['a missing pickup date', { pickupDate: '' }, 'Please select a pickup date'],
      ['a pickup date that is not a date', { pickupDate: '2026-02-30' }, 'Please select a pickup date'],
      [
        'a pickup date 6 days ahead',
        { pickupDate: addDays(today, 6) },
        'Please choose a pickup date at least 1 week in advance and within 30 days',
      ],
      [
        'a pickup date 31 days ahead',
        { pickupDate: addDays(today, 31) },
        'Please choose a pickup date at least 1 week in advance and within 30 days',
      ],
      ['no photos', { photoIds: [] }, 'Please add at least one photo of your items'],
      ['absent photos', { photoIds: undefined }, 'Please add at least one photo of your items'],
      ['21 photos', { photoIds: Array.from({ length: 21 }, () => randomUUID()) }, 'Please add at most 20 photos'],
    ];
    for (const [what, override, message] of cases) {
      it(`refuses ${what}: "${message}"`, async () => {
        const res = await submit(t.app, validBody(ids, override));
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.error).toBe('VALIDATION');
        expect(body.message).toBe(message);
        expect(body.issues[0].message).toBe(message);
      });
    }

    it('reports the first failing rule in product.md’s order when several fail', async () => {
      const res = await submit(t.app, {});
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Please enter your name');
      // Each field once, with its first failing rule's text (an empty date is not also "outside the
      // window"), fields in the form's order: the form shows them all at once (decision 087).
      const issues = body.issues as { path: string; message: string }[];
      expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
        ['name', 'Please enter your name'],
        ['email', 'Please enter your email'],
        ['phone', 'Please enter a valid 10-digit phone number'],
        ['city', 'Please select a location'],
        ['pickupDate', 'Please select a pickup date'],
        ['photoIds', 'Please add at least one photo of your items'],
        // The home-pickup address is checked once the fields are read (a booth needs none); the form
        // checks it in its place after the city (src/web/features/upload/lib/form-problems.ts).
        ['address', 'Please enter your street address with house number'],
        ['barangay', 'Please enter your barangay'],
      ]);
      const later = await submit(t.app, validBody([], { phone: '123', pickupDate: '' }));
      expect(later.json().message).toBe('Please enter a valid 10-digit phone number');
    });

    it('names the missing street by its catalogue key, and writes nothing', async () => {
      const before = await countSubmissions();
      const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
      const res = await submit(t.app, validBody(photoIds, { address: '' }), { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION',
        key: 'submissions.streetRequired',
        issues: [{ path: 'address', key: 'submissions.streetRequired' }],
      });
      expect(await countSubmissions()).toBe(before);
    });

    it('refuses a body that is not an object', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
        payload: '[1,2]',
      });
      expect(res.statusCode).toBe(400);
    });

    it('requires a well-formed Idempotency-Key header', async () => {
      const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
      for (const key of [null, 'short', 'x'.repeat(101), 'has spaces in it', 'semi;colon!!']) {
        const res = await submit(t.app, validBody(photoIds), { cookie, key });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'IDEMPOTENCY_KEY_REQUIRED',
          message: 'An Idempotency-Key header of 8 to 100 letters, digits, "-" or "_" is required.',
          key: 'submissions.idempotencyKeyRequired',
        });
      }
    });

    it('accepts the edges of the pickup window: 7 and 30 days ahead', async () => {
      for (const days of [7, 30]) {
        const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
        const res = await submit(t.app, validBody(photoIds, { pickupDate: addDays(today, days) }), { cookie });
        expect(res.statusCode).toBe(201);
      }
    });
  });

  it('creates the submission with its photos, first status and both messages in one go', async () => {
    const before = await countSubmissions();
    const { cookie, photoIds } = await browserWithPhotos(t.app, 3);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photoIds[1]}`,
      headers: { cookie },
      payload: { label: 'Electric Fan', brand: 'Asahi', condition: 'Working' },
    });
    // The visitor's order, not the upload order.
    const order = [photoIds[2]!, photoIds[0]!, photoIds[1]!];
    const body = validBody(order, {
      name: '  Maria Santos ',
      email: 'maria.santos@example.ph',
      phone: '0917 123 4567',
      address: ' 12 Rizal St. ',
      landmark: 'Green gate',
      postalCode: '1210',
    });
    const res = await submit(t.app, body, { cookie });
    expect(res.statusCode).toBe(201);
    const { trackingNumber } = res.json();
    expect(trackingNumber).toMatch(/^[A-Z0-9]{8}$/);
    expect(await countSubmissions()).toBe(before + 1);

    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    expect(sub).toMatchObject({
      name: 'Maria Santos',
      email: 'maria.santos@example.ph',
      phone: '+639171234567',
      city: 'Makati',
      address: '12 Rizal St.',
      barangay: 'Poblacion',
      landmark: 'Green gate',
      postalCode: '1210',
      pickupDate: body.pickupDate,
      // Issue 15: no window named, so the day's first window with room (not the original specification's "All Day").
      pickupTime: '8:00–11:00',
      status: 'Submitted',
      photoCount: 3,
      resendCount: 0,
      ownerUserId: null,
    });

    const attached = await t.database.db
      .select()
      .from(photos)
      .where(eq(photos.submissionId, sub!.id))
      .orderBy(asc(photos.position));
    expect(attached.map((p) => p.id)).toEqual(order);
    expect(attached.map((p) => p.position)).toEqual([1, 2, 3]);
    expect(attached.every((p) => p.draftKey === null)).toBe(true);

    const changes = await t.database.db.select().from(statusChanges).where(eq(statusChanges.submissionId, sub!.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ fromStatus: null, toStatus: 'Submitted' });

    const queued = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.submissionId, sub!.id))
      .orderBy(asc(notifications.channel));
    expect(queued.map((n) => [n.channel, n.recipient, n.status])).toEqual([
      ['email', 'maria.santos@example.ph', 'pending'],
      ['sms', '+639171234567', 'pending'],
    ]);
    const [email, sms] = queued;
    expect(email!.subject).toBe(`Your Ligpit tracking number: ${trackingNumber}`);
    expect(email!.body).toContain(trackingNumber);
    expect(email!.body).toContain(`https://ligpit.example/tracking-result/${trackingNumber}`);
    expect(email!.body).toContain('- Electric Fan (Asahi, Working)');
    // Issue 24: the unnamed second photo is "Photo 2"; no placeholder is sent.
    expect(email!.body).toContain('- Photo 2\n');
    for (const placeholder of ['Random Item', 'Unspecified', 'Item 1']) expect(email!.body).not.toContain(placeholder);
    expect(email!.body).toContain('(8:00–11:00)');
    expect(email!.html).toContain(trackingNumber);
    expect(sms!.body).toBe(
      `Thank you for decluttering with Ligpit! Your tracking number is ${trackingNumber}. Questions? Just ask us at hello@ligpit.ph`,
    );
    expect(sms!.body.length).toBeLessThanOrEqual(160);
  });

  it('records the language the request was made in, and writes its e-mail and SMS in it (issue 16)', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
    const body = validBody(photoIds, { locale: 'fil', pickupDate: addDays(manilaDate(), 10) });
    const res = await submit(t.app, body, { cookie });
    expect(res.statusCode).toBe(201);
    const { trackingNumber } = res.json();
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    expect(sub!.locale).toBe('fil');
    const queued = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.submissionId, sub!.id))
      .orderBy(asc(notifications.channel));
    const [email, sms] = queued;
    expect(email!.subject).toBe(`Ang iyong Ligpit tracking number: ${trackingNumber}`);
    expect(email!.body).toContain('Salamat sa iyong pickup request!');
    expect(email!.body).toMatch(/Petsa ng pickup: (Lin|Lun|Mar|Miy|Huw|Biy|Sab), /);
    expect(sms!.body).toBe(
      `Salamat sa pagligpit kasama ang Ligpit! Ang tracking number mo ay ${trackingNumber}. May tanong? Sumulat sa hello@ligpit.ph`,
    );
    expect(sms!.body.length).toBeLessThanOrEqual(160);

    // Left out, the language is English; an unknown one is refused.
    const other = await browserWithPhotos(t.app, 1);
    const english = await submit(t.app, validBody(other.photoIds), { cookie: other.cookie });
    const [englishSub] = await t.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.trackingNumber, english.json().trackingNumber));
    expect(englishSub!.locale).toBe('en');
    const third = await browserWithPhotos(t.app, 1);
    const unknown = await submit(t.app, validBody(third.photoIds, { locale: 'xx' }), { cookie: third.cookie });
    expect(unknown.statusCode).toBe(400);
  });

  it('stores what the person named on each photo: the item name, else the §9 keyword of the description (decision 036)', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 3);
    const [typed, inferred, untouched] = photoIds as [string, string, string];
    const res = await submit(
      t.app,
      validBody(photoIds, {
        items: [
          { photoId: typed, itemName: 'Electric fan', description: 'Stand fan, works' },
          { photoId: inferred, itemName: '', description: 'A wooden dresser with three drawers' },
        ],
      }),
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db
      .select({ id: photos.id, label: photos.label, description: photos.description })
      .from(photos)
      .where(inArray(photos.id, photoIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(typed)).toMatchObject({ label: 'Electric fan', description: 'Stand fan, works' });
    expect(byId.get(inferred)).toMatchObject({ label: 'Dresser', description: 'A wooden dresser with three drawers' });
    expect(byId.get(untouched)).toMatchObject({ label: '', description: null });
  });

  it('stores BGC as city Taguig and keeps "BGC" in the address', async () => {
    const a = await browserWithPhotos(t.app, 1);
    const res = await submit(t.app, validBody(a.photoIds, { city: 'BGC', address: 'BGC' }), { cookie: a.cookie });
    const b = await browserWithPhotos(t.app, 1);
    const res2 = await submit(t.app, validBody(b.photoIds, { city: 'BGC', address: '5th Ave. cor. 26th St.' }), {
      cookie: b.cookie,
    });
    const rows = await t.database.db
      .select({ city: submissions.city, address: submissions.address, tn: submissions.trackingNumber })
      .from(submissions);
    expect(rows.find((r) => r.tn === res.json().trackingNumber)).toMatchObject({ city: 'Taguig', address: 'BGC' });
    expect(rows.find((r) => r.tn === res2.json().trackingNumber)).toMatchObject({
      city: 'Taguig',
      address: '5th Ave. cor. 26th St., BGC',
    });
  });

  it('still takes the city under its old name, location, from pages loaded before the rename', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
    const { city: _, ...withoutCity } = validBody(photoIds);
    const res = await submit(t.app, { ...withoutCity, location: 'Pasig', barangay: 'Kapitolyo' }, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ city: submissions.city })
      .from(submissions)
      .where(eq(submissions.trackingNumber, res.json().trackingNumber));
    expect(row).toEqual({ city: 'Pasig' });

    // city wins when both are sent; the old name is not checked again.
    const both = await browserWithPhotos(t.app, 1);
    const res2 = await submit(
      t.app,
      { ...validBody(both.photoIds, { city: 'Others' }), location: 'Pasig' },
      {
        cookie: both.cookie,
      },
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json().issues[0].path).toBe('city');
  });
});
