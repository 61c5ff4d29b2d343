import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 37: a barangay migration 0018 could not match to the PSGC list is flagged, and the review
// page's details say so, so staff can check it with the household.

describe('admin review: an unmatched barangay', () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-brgy-unmatched-${process.pid}`) } });
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

  it('is flagged in the details, with the barangay as typed', async () => {
    const s = await insertSubmission(t.database.db, {
      city: 'Quezon City',
      barangay: 'Pinyahan QC',
      barangayUnmatched: true,
    });
    expect(await detail(s.trackingNumber)).toMatchObject({ barangay: 'Pinyahan QC', barangayUnmatched: true });
  });

  it('is not flagged when it matched', async () => {
    const s = await insertSubmission(t.database.db, { city: 'Quezon City', barangay: 'Pinyahan' });
    expect(await detail(s.trackingNumber)).toMatchObject({ barangay: 'Pinyahan', barangayUnmatched: false });
  });
});
