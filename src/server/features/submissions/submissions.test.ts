import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, photos, savedTrackingNumbers, statusChanges, submissions } from '#src/server/db/schema.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

const newKey = () => randomUUID();

let people = 0;
/** A valid body for a person of their own: each phone and address has its own message budget (decision 033). */
function validBody(photoIds: string[], overrides: Record<string, unknown> = {}) {
  people++;
  return {
    name: 'Maria Santos',
    email: `maria.santos.${people}@example.ph`,
    phone: `+63 918 ${String(10_000_000 + people).slice(1, 4)} ${String(10_000_000 + people).slice(4)}`,
    city: 'Makati',
    address: '12 Mabini St.',
    barangay: 'Poblacion',
    pickupDate: addDays(manilaDate(), 10),
    photoIds,
    ...overrides,
  };
}

function submit(app: FastifyInstance, body: unknown, opts: { cookie?: string | null; key?: string | null } = {}) {
  const key = opts.key === undefined ? newKey() : opts.key;
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
}

/** A browser with `n` draft photos. */
async function browserWithPhotos(app: FastifyInstance, n: number): Promise<{ cookie: string; photoIds: string[] }> {
  let cookie: string | null = null;
  const photoIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const up = await uploadDraft(app, cookie);
    cookie = up.cookie;
    photoIds.push(up.photo.id);
  }
  return { cookie: cookie!, photoIds };
}

describe('POST /api/submissions', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const countSubmissions = async () => (await t.database.db.select({ n: count() }).from(submissions))[0]!.n;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://ligpit.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  describe('validation, in the spec’s order and words (spec §5 "Guest form")', () => {
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

    it('reports the first failing rule in the spec’s order when several fail', async () => {
      const res = await submit(t.app, {});
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Please enter your name');
      // The first problem of each field, fields in the form's order.
      const firstPerField = new Map<string, string>();
      for (const issue of body.issues as { path: string; message: string }[]) {
        if (!firstPerField.has(issue.path)) firstPerField.set(issue.path, issue.message);
      }
      expect([...firstPerField]).toEqual([
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
      // Issue 15: no window named, so the day's first window with room (not the spec's "All Day").
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
    const res = await submit(t.app, { ...withoutCity, location: 'Pasig' }, { cookie });
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

  it('returns the same tracking number for a retry with the same Idempotency-Key', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 2);
    const key = newKey();
    const first = await submit(t.app, validBody(photoIds), { cookie, key });
    expect(first.statusCode).toBe(201);
    const before = await countSubmissions();
    const again = await submit(t.app, validBody(photoIds), { cookie, key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countSubmissions()).toBe(before);
  });

  it('makes one submission of a concurrent double submit', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 2);
    const key = newKey();
    const before = await countSubmissions();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submit(t.app, validBody(photoIds), { cookie, key })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().trackingNumber)).size).toBe(1);
    expect(await countSubmissions()).toBe(before + 1);
    const tn = results[0]!.json().trackingNumber as string;
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, sub!.id));
    expect(queued).toHaveLength(2);
  });

  it('does not hand another browser’s submission to a client that reuses its Idempotency-Key', async () => {
    const a = await browserWithPhotos(t.app, 1);
    const b = await browserWithPhotos(t.app, 1);
    const key = newKey();
    const first = await submit(t.app, validBody(a.photoIds), { cookie: a.cookie, key });
    const second = await submit(t.app, validBody(b.photoIds), { cookie: b.cookie, key });
    expect(second.statusCode).toBe(201);
    expect(second.json().trackingNumber).not.toBe(first.json().trackingNumber);
  });

  it('refuses photos of another browser, unknown photos, used photos and a missing draft cookie', async () => {
    const mine = await browserWithPhotos(t.app, 2);
    const theirs = await browserWithPhotos(t.app, 1);
    const message = 'Some of your photos are no longer available. Please remove them and take or upload them again.';
    const before = await countSubmissions();
    const attempts = [
      { photoIds: [mine.photoIds[0]!, theirs.photoIds[0]!], cookie: mine.cookie },
      { photoIds: theirs.photoIds, cookie: mine.cookie },
      { photoIds: [randomUUID()], cookie: mine.cookie },
      { photoIds: mine.photoIds, cookie: null },
    ];
    for (const attempt of attempts) {
      const res = await submit(t.app, validBody(attempt.photoIds), { cookie: attempt.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'PHOTOS_GONE', message, key: 'submissions.photosGone' });
    }
    expect(await countSubmissions()).toBe(before);
    // Nothing was attached by the refused attempts.
    const rows = await t.database.db.select().from(photos).where(eq(photos.id, theirs.photoIds[0]!));
    expect(rows[0]!.submissionId).toBeNull();

    const ok = await submit(t.app, validBody(mine.photoIds), { cookie: mine.cookie });
    expect(ok.statusCode).toBe(201);
    const reuse = await submit(t.app, validBody(mine.photoIds), { cookie: mine.cookie });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(message);
  });

  it('owns a submission made while signed in, and lets only its owner edit the photos', async () => {
    // Accounts with a confirmed address, signed in (Better Auth's own sign-up is closed, decision 012).
    const signUp = async (email: string) => {
      const made = await createSignedInUser(t.app, t.database.db, { role: 'customer', email });
      return { id: made.id, cookies: made.cookie };
    };
    const owner = await signUp(`owner-${randomUUID()}@example.ph`);
    const stranger = await signUp(`stranger-${randomUUID()}@example.ph`);
    const first = await uploadDraft(t.app, null);
    const cookie = `${first.cookie}; ${owner.cookies}`;
    const res = await submit(t.app, validBody([first.photo.id]), { cookie });
    expect(res.statusCode).toBe(201);
    const tn = res.json().trackingNumber as string;
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
    expect(sub!.ownerUserId).toBe(owner.id);
    const saved = await t.database.db
      .select()
      .from(savedTrackingNumbers)
      .where(eq(savedTrackingNumbers.userId, owner.id));
    expect(saved.map((r) => r.trackingNumber)).toEqual([tn]);

    const url = `/api/photos/${first.photo.id}`;
    const refused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: stranger.cookies },
      payload: { brand: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: owner.cookies },
      payload: { brand: 'Sharp' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().brand).toBe('Sharp');
  });

  it('refuses an unknown event', async () => {
    const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
    const res = await submit(t.app, validBody(photoIds, { eventSlug: 'no-such-event' }), { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'This event was not found',
      key: 'events.eventNotFound',
    });
  });

  describe('receipt and resend', () => {
    let trackingNumber: string;
    let browser: string;
    beforeAll(async () => {
      const { cookie, photoIds } = await browserWithPhotos(t.app, 2);
      browser = cookie;
      trackingNumber = (await submit(t.app, validBody(photoIds), { cookie })).json().trackingNumber;
    });
    const receiptOf = (number: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/submissions/${number}/receipt`, headers: cookie ? { cookie } : {} });
    const resendOf = (number: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: `/api/submissions/${number}/resend`, headers: cookie ? { cookie } : {} });
    const notFoundBody = {
      error: 'SUBMISSION_NOT_FOUND',
      message: "We couldn't find your submission data",
      key: 'submissions.noSubmission',
    };

    it('shows the receipt without personal data to the browser that submitted', async () => {
      const res = await receiptOf(trackingNumber, browser);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ trackingNumber, photoCount: 2, resendCount: 0, resendsLeft: 2 });
      const typed = await receiptOf(trackingNumber.toLowerCase(), browser);
      expect(typed.json().trackingNumber).toBe(trackingNumber);
      for (const unknown of ['ZZZZ9999', 'nope']) {
        const missing = await receiptOf(unknown, browser);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual(notFoundBody);
      }
    });

    it('answers anyone else as if the number did not exist: no receipt, no resend', async () => {
      const stranger = (await browserWithPhotos(t.app, 1)).cookie;
      for (const cookie of [undefined, stranger, 'ligpit_draft=not-a-key']) {
        const receipt = await receiptOf(trackingNumber, cookie);
        expect(receipt.statusCode).toBe(404);
        expect(receipt.json()).toEqual(notFoundBody);
        const resend = await resendOf(trackingNumber, cookie);
        expect(resend.statusCode).toBe(404);
        expect(resend.json()).toEqual(notFoundBody);
      }
      const [sub] = await t.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.trackingNumber, trackingNumber));
      expect(sub!.resendCount).toBe(0);
    });

    it('answers the account that owns the submission from another browser', async () => {
      const owner = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
      const tn = (await submit(t.app, validBody(photoIds), { cookie })).json().trackingNumber as string;
      await t.database.db.update(submissions).set({ ownerUserId: owner.id }).where(eq(submissions.trackingNumber, tn));
      expect((await receiptOf(tn, owner.cookie)).statusCode).toBe(200);
      expect((await resendOf(tn, owner.cookie)).json()).toEqual({ resendsLeft: 1 });
      const other = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      expect((await receiptOf(tn, other.cookie)).statusCode).toBe(404);
    });

    it('resends twice and refuses the third time', async () => {
      const resend = () => resendOf(trackingNumber, browser);
      const first = await resend();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ resendsLeft: 1 });
      const second = await resend();
      expect(second.json()).toEqual({ resendsLeft: 0 });
      const third = await resend();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        error: 'RESEND_LIMIT',
        message: "You've reached the maximum number of resend attempts.",
        key: 'submissions.resendMaxed',
      });

      const receipt = await receiptOf(trackingNumber, browser);
      expect(receipt.json()).toMatchObject({ resendCount: 2, resendsLeft: 0 });
      const [sub] = await t.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.trackingNumber, trackingNumber));
      const queued = await t.database.db
        .select({ key: notifications.idempotencyKey, template: notifications.template, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.submissionId, sub!.id));
      expect(queued.map((q) => q.key.split(':').slice(2).join(':')).sort()).toEqual([
        'email:resend-1',
        'email:resend-2',
        'email:submitted',
        'sms:resend-1',
        'sms:resend-2',
        'sms:submitted',
      ]);
      expect(
        queued.filter((q) => q.template === 'submission-sms-resend').every((q) => q.body.includes(trackingNumber)),
      ).toBe(true);
    });

    it('never exceeds two resends under concurrent requests', async () => {
      const { cookie, photoIds } = await browserWithPhotos(t.app, 1);
      const tn = (await submit(t.app, validBody(photoIds), { cookie })).json().trackingNumber as string;
      const results = await Promise.all(Array.from({ length: 6 }, () => resendOf(tn, cookie)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
      const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, tn));
      expect(sub!.resendCount).toBe(2);
      const queued = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, sub!.id));
      expect(queued).toHaveLength(6);
    });

    it('answers 404 for an unknown tracking number', async () => {
      const res = await resendOf('ZZZZ9999', browser);
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('submission rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 after 30 submit attempts in 10 minutes from one client', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await submit(t.app, {});
      expect(res.statusCode).toBe(400);
    }
    const limited = await submit(t.app, {});
    expect(limited.statusCode).toBe(429);
  });
});
