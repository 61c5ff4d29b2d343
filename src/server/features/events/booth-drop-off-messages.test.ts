import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';

// Issue 40 item 1: a booth drop-off was described as a home pickup ("Thank you for your pickup
// request! … Pickup date: …", no venue). Its e-mail, SMS and receipt name the venue and the
// hand-over slot, in the visitor's language, and never say "pickup".

const day = addDays(manilaDate(), 1);
const slotKey = `${day} 14:00-17:00`;

describe('a booth drop-off’s messages (issue 40 item 1)', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let people = 0;

  async function dropOff(locale: 'en' | 'fil') {
    people++;
    const { photo, cookie } = await uploadDraft(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: {
        name: 'Lorna Dizon',
        email: `drop.off.${people}@example.ph`,
        phone: `+63 917 222 000${people}`,
        handover: 'booth',
        eventSlug: 'sm-north',
        eventSlot: slotKey,
        locale,
        photoIds: [photo.id],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const trackingNumber = res.json().trackingNumber as string;
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber));
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, sub!.id));
    const email = rows.find((r) => r.channel === 'email')!;
    const sms = rows.find((r) => r.channel === 'sms')!;
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/submissions/${trackingNumber}/receipt`,
      headers: { cookie },
    });
    return { email, sms, receipt: receipt.json() };
  }

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    const admin = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: admin.cookie },
      payload: {
        venue: 'SM North EDSA',
        city: 'Quezon City',
        address: 'The Block, ground floor',
        startsOn: manilaDate(),
        endsOn: addDays(manilaDate(), 2),
        handoverSlots: [{ date: day, start: '14:00', end: '17:00' }],
        slug: 'sm-north',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('the e-mail and the SMS name the venue and the slot, and never say pickup (English)', async () => {
    const { email, sms, receipt } = await dropOff('en');
    // The HTML's footer is the service's tagline ("Decluttering pickups across Metro Manila"), not about this request.
    const html = (email.html ?? '').replace(/<p style="font-size:12px[\s\S]*?<\/p>/, '');
    for (const body of [email.body, html, sms.body]) {
      expect(body).toContain('SM North EDSA');
      expect(body).toMatch(/14:00.17:00/);
      expect(body.toLowerCase()).not.toContain('pickup');
    }
    expect(email.body).toContain('Bring your items to: SM North EDSA (The Block, ground floor)');
    expect(email.body).toContain(`Hand-over slot: ${formatDate(day)} (14:00–17:00)`);
    expect(sms.body).toContain(formatDate(day));
    expect(receipt.dropOff).toEqual({ venue: 'SM North EDSA', slot: slotKey });
  });

  it('the e-mail and the SMS name the venue and the slot, and never say pickup (Filipino)', async () => {
    const { email, sms } = await dropOff('fil');
    for (const body of [email.body, sms.body]) {
      expect(body).toContain('SM North EDSA');
      expect(body).toMatch(/14:00.17:00/);
      expect(body.toLowerCase()).not.toContain('pickup');
    }
    expect(email.body).toContain('Dalhin ang mga gamit mo sa: SM North EDSA');
  });
});
