import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trucks } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 37 (migration 0019): staff set where a truck starts its day, a point inside Metro Manila.

describe('a truck depot', () => {
  let t: TestApp;
  let staff: TestUser;
  let household: TestUser;
  let truckId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-depot-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    household = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trucks',
      headers: { cookie: staff.cookie },
      payload: { name: 'Truck 1', plateEnding: 1 },
    });
    truckId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const setDepot = (depot: unknown, user = staff, id = truckId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/trucks/${id}/depot`,
      headers: { cookie: user.cookie },
      payload: { depot },
    });
  const stored = async () => {
    const [row] = await t.database.db.select().from(trucks).where(eq(trucks.id, truckId));
    return { lat: row!.depotLat, lng: row!.depotLng };
  };

  it('is set by staff, kept, and listed with the truck', async () => {
    const res = await setDepot({ lat: 14.6507, lng: 121.0494 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: truckId, depot: { lat: 14.6507, lng: 121.0494 } });
    expect(await stored()).toEqual({ lat: 14.6507, lng: 121.0494 });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/trucks', headers: { cookie: staff.cookie } });
    expect(list.json().trucks).toEqual([
      expect.objectContaining({ id: truckId, depot: { lat: 14.6507, lng: 121.0494 } }),
    ]);
  });

  it('refuses a point outside Metro Manila (swapped, or in Cebu) with a 400 and changes nothing', async () => {
    for (const depot of [{ lat: 121.0494, lng: 14.6507 }, { lat: 10.3157, lng: 123.8854 }, { lat: 14.6 }]) {
      const res = await setDepot(depot);
      expect(res.statusCode).toBe(400);
    }
    expect(await stored()).toEqual({ lat: 14.6507, lng: 121.0494 });
  });

  it('is cleared with null', async () => {
    const res = await setDepot(null);
    expect(res.statusCode).toBe(200);
    expect(res.json().depot).toBeNull();
    expect(await stored()).toEqual({ lat: null, lng: null });
  });

  it('is for staff only, and for a truck that exists', async () => {
    expect((await setDepot({ lat: 14.6, lng: 121 }, household)).statusCode).toBe(403);
    const missing = await setDepot({ lat: 14.6, lng: 121 }, staff, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(await stored()).toEqual({ lat: null, lng: null });
  });
});
