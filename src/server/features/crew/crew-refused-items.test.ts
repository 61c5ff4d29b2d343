import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewItemLoads, pickupWindows } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, signIn } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { manilaDate } from '#src/shared/core/dates.ts';

// Issue 40 item 8 (decision 086): for an item staff already marked "Can't take", "Left behind"
// offered only "Refused at the door", "Not there" and "Household changed its mind", and Done
// needed every item marked, so the crew had to record a false reason. Such an item now stays at
// the door for staff's reason: the crew may say so, and Done records it when left unmarked.

describe('an item staff marked "Can’t take", at the door (issue 40 item 8)', () => {
  let t: TestApp;
  let crewCookie: string;
  let truckId: string;
  const today = manilaDate();
  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const act = (payload: Record<string, unknown>) =>
    post('/api/crew/actions', crewCookie, { idempotencyKey: randomUUID(), ...payload });

  async function stop() {
    const weekday = ((new Date(`${today}T12:00:00+08:00`).getUTCDay() + 6) % 7) + 1;
    const [w] = await t.database.db
      .select()
      .from(pickupWindows)
      .where(eq(pickupWindows.weekday, weekday))
      .orderBy(asc(pickupWindows.startsAt));
    const s = await insertSubmission(t.database.db, {
      status: 'Pickup Scheduled',
      pickupDate: today,
      pickupWindowId: w!.id,
      pickupTime: `${w!.startsAt}–${w!.endsAt}`,
      pickupTruckId: truckId,
    });
    const photos = await insertPhotos(t.database.db, s, [
      { label: 'Electric fan', verdict: 'accept' },
      { label: 'Old paint cans', verdict: 'reject', verdictNote: 'Hazardous' },
    ]);
    return { s, photos };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    const admin = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    truckId = (await post('/api/admin/trucks', admin.cookie, { name: 'Truck 1', plateEnding: 1 })).json().id;
    const crew = await post('/api/admin/crew', admin.cookie, {
      name: 'Mang Ramon',
      login: '0917 555 0840',
      password: 'trak-isa-2026',
    });
    expect(crew.statusCode, crew.body).toBe(201);
    await post('/api/admin/crew/assignments', admin.cookie, { userId: crew.json().id, truckId, date: today });
    crewCookie = (await signIn(t.app, '639175550840@crew.ligpit.invalid', 'trak-isa-2026')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('Done needs only the items we take marked; the refused one is recorded as left for staff’s verdict', async () => {
    const { s, photos } = await stop();
    expect((await act({ trackingNumber: s.trackingNumber, kind: 'arrived' })).statusCode).toBe(200);
    expect((await act({ trackingNumber: s.trackingNumber, kind: 'loaded', photoId: photos[0]!.id })).statusCode).toBe(
      200,
    );
    const done = await act({ trackingNumber: s.trackingNumber, kind: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    const [left] = await t.database.db.select().from(crewItemLoads).where(eq(crewItemLoads.photoId, photos[1]!.id));
    expect(left).toMatchObject({ state: 'left-behind', reason: 'not-taken' });
  });

  it('the crew may leave a refused item for staff’s verdict, and only a refused one', async () => {
    const { s, photos } = await stop();
    await act({ trackingNumber: s.trackingNumber, kind: 'arrived' });
    const refused = await act({
      trackingNumber: s.trackingNumber,
      kind: 'left-behind',
      photoId: photos[1]!.id,
      reason: 'not-taken',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().stop.items[1]).toMatchObject({ load: 'left-behind', leftReason: 'not-taken' });
    const taken = await act({
      trackingNumber: s.trackingNumber,
      kind: 'left-behind',
      photoId: photos[0]!.id,
      reason: 'not-taken',
    });
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json()).toMatchObject({ key: 'crew.notTakenOnlyRefused' });
    // An item we take still needs the crew's word before Done.
    const done = await act({ trackingNumber: s.trackingNumber, kind: 'done' });
    expect(done.statusCode).toBe(422);
  });
});
