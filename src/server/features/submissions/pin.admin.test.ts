import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 37: staff see the household's pin. The staff API's request details carry it, so the review
// page's map link can open it; a request without one says so (null).

describe('admin review: the household’s pin', () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-review-pin-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (trackingNumber: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/submissions/${trackingNumber}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().submission;
  };

  it('is in the details when the household gave one', async () => {
    const s = await insertSubmission(t.database.db, { city: 'Quezon City', pinLat: 14.642, pinLng: 121.047 });
    expect((await detail(s.trackingNumber)).pin).toEqual({ lat: 14.642, lng: 121.047 });
  });

  it('is null when none was given', async () => {
    const s = await insertSubmission(t.database.db, { city: 'Quezon City' });
    expect((await detail(s.trackingNumber)).pin).toBeNull();
  });
});
