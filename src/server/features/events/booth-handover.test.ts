import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import type { AdminSubmissionDetail, AdminSubmissionList } from '#src/shared/submissions/review.schema.ts';

// Issue 23: a booth visitor leaves the items at the booth in one of the event's hand-over slots
// (no address, no date, no pickup capacity), or books a pickup from home with the guest form's
// fields and rules. One shared schema (a union on `handover`) checks both.

const today = manilaDate();
const slots = [
  // Open all day, so the test does not depend on the hour it runs (an ended slot is refused).
  { date: today, start: '00:00', end: '23:59' },
  { date: addDays(today, 1), start: '13:00', end: '15:00' },
];
const slotKey = (i: number) => `${slots[i]!.date} ${slots[i]!.start}-${slots[i]!.end}`;

let people = 0;
/** A visitor of their own: each phone and address has its own message budget (decision 033). */
function contact() {
  people++;
  return {
    name: 'Maria Santos',
    email: `booth.visitor.${people}@example.ph`,
    phone: `+63 917 ${String(10_000_000 + people).slice(1, 4)} ${String(10_000_000 + people).slice(4)}`,
  };
}
const atTheBooth = (eventSlug: string, overrides: Record<string, unknown> = {}) => ({
  ...contact(),
  handover: 'booth',
  eventSlug,
  eventSlot: slotKey(0),
  ...overrides,
});
const fromHome = (eventSlug: string, overrides: Record<string, unknown> = {}) => ({
  ...contact(),
  handover: 'pickup',
  eventSlug,
  // The guest form's list on this branch (issue 23's service area adds Quezon City).
  city: 'Makati',
  address: '12 Mapagmahal St.',
  barangay: 'Bel-Air',
  pickupDate: addDays(today, 10),
  ...overrides,
});

describe('the booth’s two ways (issue 23)', () => {
  let t: TestApp;
  let admin: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  async function submit(body: Record<string, unknown>) {
    const { photo, cookie } = await uploadDraft(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { ...body, photoIds: [photo.id] },
    });
  }
  async function stored(trackingNumber: string) {
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    return row!;
  }
  const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    admin = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    for (const [slug, handoverSlots] of [
      ['sm-north', slots],
      ['other-fair', [{ date: addDays(today, 1), start: '16:00', end: '18:00' }]],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers: { cookie: admin.cookie },
        payload: {
          venue: slug === 'sm-north' ? 'SM North EDSA' : 'Other Fair',
          city: 'Quezon City',
          address: 'The Block, ground floor',
          startsOn: today,
          endsOn: addDays(today, 2),
          handoverSlots,
          slug,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as AdminEvent).handoverSlots).toHaveLength(handoverSlots.length);
    }
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  describe('"Leave it at the booth"', () => {
    it('stores the slot, the event’s city and no address, date or window, and takes no pickup capacity', async () => {
      const [before] = await t.database.db
        .select({ n: count() })
        .from(submissions)
        .where(eq(submissions.pickupDate, addDays(today, 10)));
      // An address and a date sent along are not part of this way, and are not kept.
      const res = await submit(
        atTheBooth('sm-north', { eventSlot: slotKey(1), address: '1 Somewhere St.', pickupDate: addDays(today, 10) }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const row = await stored(res.json().trackingNumber);
      expect(row).toMatchObject({
        handover: 'booth',
        eventSlot: slotKey(1),
        city: 'Quezon City',
        address: '',
        barangay: '',
        pickupDate: null,
        pickupTime: null,
        pickupWindowId: null,
      });
      const [after] = await t.database.db
        .select({ n: count() })
        .from(submissions)
        .where(eq(submissions.pickupDate, addDays(today, 10)));
      expect(after?.n).toBe(before?.n);
    });

    it.each([
      ['no slot', { eventSlot: undefined }, 'eventSlot', 'events.slotRequired'],
      ['an empty slot', { eventSlot: ' ' }, 'eventSlot', 'events.slotRequired'],
      ['a slot that is not a day and time', { eventSlot: 'Sat morning' }, 'eventSlot', 'events.unknownSlot'],
      ['no name', { name: '' }, 'name', 'submissions.nameRequired'],
      ['a bad phone', { phone: '+63 12' }, 'phone', 'submissions.phoneInvalid'],
      ['no event', { eventSlug: undefined }, 'eventSlug', 'events.eventNotFound'],
    ])('refuses %s with 400 and writes nothing', async (_what, overrides, path, key) => {
      const [before] = await t.database.db.select({ n: count() }).from(submissions);
      const res = await submit(atTheBooth('sm-north', overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION' });
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path, key }));
      const [after] = await t.database.db.select({ n: count() }).from(submissions);
      expect(after?.n).toBe(before?.n);
    });

    it('refuses a slot of another event, and one the event does not have', async () => {
      for (const eventSlot of [`${addDays(today, 1)} 16:00-18:00`, `${today} 08:00-09:00`]) {
        const res = await submit(atTheBooth('sm-north', { eventSlot }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ error: 'VALIDATION', key: 'events.unknownSlot' });
      }
      const other = await submit(atTheBooth('other-fair', { eventSlot: `${addDays(today, 1)} 16:00-18:00` }));
      expect(other.statusCode, other.body).toBe(201);
    });

    it('refuses a way that is neither', async () => {
      const res = await submit(atTheBooth('sm-north', { handover: 'drone' }));
      expect(res.statusCode, res.body).toBe(400);
    });

    it('shows the venue and the slot on the tracking page, and to staff', async () => {
      const res = await submit(atTheBooth('sm-north'));
      const trackingNumber = res.json().trackingNumber as string;
      const track = await t.app.inject({ method: 'GET', url: `/api/track/${trackingNumber}` });
      expect(track.statusCode).toBe(200);
      // The tracking answer (tracking comes after events, so its schema's type is not imported here).
      const result = track.json() as {
        kind: string;
        details: { venue?: string; pickup: string; schedule: Record<string, string | null> };
      };
      expect(result.kind).toBe('event');
      expect(result.details.venue).toBe('SM North EDSA');
      expect(result.details.schedule).toEqual({ date: null, time: null, slot: slotKey(0) });
      expect(result.details.pickup).toBe(`${formatDate(today)} · 00:00–23:59`);

      const detail = (await asAdmin(`/api/admin/submissions/${trackingNumber}`)).json() as AdminSubmissionDetail;
      expect(detail.submission).toMatchObject({ handover: 'booth', eventSlot: slotKey(0), pickupDate: null });
      const list = (await asAdmin('/api/admin/submissions?event=sm-north')).json() as AdminSubmissionList;
      expect(list.items.find((item) => item.trackingNumber === trackingNumber)).toMatchObject({
        handover: 'booth',
        eventSlot: slotKey(0),
        eventVenue: 'SM North EDSA',
      });
    });
  });

  describe('"Pick it up from my home"', () => {
    it('books a window with the address, date and city, and keeps no slot', async () => {
      const res = await submit(fromHome('sm-north', { eventSlot: slotKey(0) }));
      expect(res.statusCode, res.body).toBe(201);
      const row = await stored(res.json().trackingNumber);
      expect(row).toMatchObject({
        handover: 'pickup',
        eventSlot: null,
        city: 'Makati',
        address: '12 Mapagmahal St.',
        barangay: 'Bel-Air',
        pickupDate: addDays(today, 10),
      });
      // It took a place in a window of that day, as a guest's pickup does.
      expect(row.pickupWindowId).not.toBeNull();
      const detail = (await asAdmin(`/api/admin/submissions/${row.trackingNumber}`)).json() as AdminSubmissionDetail;
      expect(detail.submission).toMatchObject({
        handover: 'pickup',
        address: '12 Mapagmahal St.',
        barangay: 'Bel-Air',
        pickupDate: addDays(today, 10),
      });
      expect(detail.submission.pickupTime).toBeTruthy();
      const list = (await asAdmin('/api/admin/submissions?event=sm-north')).json() as AdminSubmissionList;
      expect(list.items.find((item) => item.trackingNumber === row.trackingNumber)).toMatchObject({
        handover: 'pickup',
        address: '12 Mapagmahal St.',
        pickupDate: addDays(today, 10),
      });
    });

    // Issue 37: the guest form's optional pin comes with the booth's home pickup, and staff see it.
    it('keeps the pin from "Use my location" with the address', async () => {
      const res = await submit(fromHome('sm-north', { pin: { lat: 14.5601, lng: 121.0301 } }));
      expect(res.statusCode, res.body).toBe(201);
      const row = await stored(res.json().trackingNumber);
      expect(row).toMatchObject({ handover: 'pickup', pinLat: 14.5601, pinLng: 121.0301 });
      const detail = (await asAdmin(`/api/admin/submissions/${row.trackingNumber}`)).json() as AdminSubmissionDetail;
      expect(detail.submission.pin).toEqual({ lat: 14.5601, lng: 121.0301 });
    });

    it.each([
      ['no street', { address: '' }, 'address', 'submissions.streetRequired'],
      ['no barangay', { barangay: undefined }, 'barangay', 'submissions.barangayRequired'],
      ['no city', { city: undefined }, 'city', 'submissions.locationRequired'],
      ['no date', { pickupDate: undefined }, 'pickupDate', 'submissions.pickupDateRequired'],
      ['a date 3 days ahead', { pickupDate: addDays(today, 3) }, 'pickupDate', 'submissions.pickupDateOutOfWindow'],
      [
        'a window that is not one',
        { pickupWindowId: 'all-day' },
        'pickupWindowId',
        'submissions.pickupWindowUnavailable',
      ],
    ])('refuses %s with 400 and the guest form’s text', async (_what, overrides, path, key) => {
      const res = await submit(fromHome('sm-north', overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path, key }));
    });

    it('a guest request without a way is still a home pickup with the guest rules', async () => {
      const { handover: _h, eventSlug: _e, ...guest } = fromHome('');
      const ok = await submit(guest);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await stored(ok.json().trackingNumber)).toMatchObject({ handover: null, eventId: null });
      const noStreet = await submit({ ...guest, address: '' });
      expect(noStreet.statusCode).toBe(400);
      expect(noStreet.json()).toMatchObject({ key: 'submissions.streetRequired' });
    });
  });
});
