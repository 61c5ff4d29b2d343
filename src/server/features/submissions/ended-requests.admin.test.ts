import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 40 item 13: "Next Application" passes over ended requests, their items are not judged
// again, and the status filter treats Submitted/Pending and Pickup Scheduled/Scheduled as one.

describe('staff and ended requests', () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-ended-${process.pid}`) } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin', name: 'Liza Soriano' });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const asStaff = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });

  it('"Next Application" skips cancelled, declined and completed requests', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const open = await insertSubmission(db(), { status: 'Processing', createdAt: ago(50) });
    await insertSubmission(db(), { status: 'Completed', createdAt: ago(40) });
    await insertSubmission(db(), { status: 'Declined', createdAt: ago(30) });
    await insertSubmission(db(), { status: 'Cancelled', createdAt: ago(20) });
    const current = await insertSubmission(db(), { status: 'Submitted', createdAt: ago(10) });

    const res = await asStaff('GET', `/api/admin/submissions/${current.trackingNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().nextTrackingNumber).toBe(open.trackingNumber);
  });

  it('refuses Accept, Recycle and Can’t take on a cancelled request, with a catalogue text', async () => {
    const s = await insertSubmission(db(), { status: 'Cancelled' });
    const [fan] = await insertPhotos(db(), s, [{ label: 'Electric Fan' }]);

    for (const verdict of ['accept', 'recycle', 'reject']) {
      const res = await asStaff('PATCH', `/api/admin/photos/${fan!.id}`, { verdict });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ key: 'photos.verdictRequestEnded' });
    }
    const refusal = await asStaff('PUT', `/api/admin/submissions/${s.trackingNumber}/photos/${fan!.id}/refusal`, {
      reason: 'size',
    });
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().message).toBe('This request has ended, so its items can no longer be judged.');

    // Brand and condition are still staff's to correct (the gallery edits them).
    const brand = await asStaff('PATCH', `/api/admin/photos/${fan!.id}`, { brand: 'Asahi' });
    expect(brand.statusCode).toBe(200);
  });

  it('still takes a verdict while the request is open', async () => {
    const s = await insertSubmission(db(), { status: 'Processing' });
    const [fan] = await insertPhotos(db(), s, [{ label: 'Electric Fan' }]);
    const res = await asStaff('PATCH', `/api/admin/photos/${fan!.id}`, { verdict: 'accept' });
    expect(res.statusCode).toBe(200);
  });

  it('filters Submitted and Pending as one status, and Pickup Scheduled and Scheduled as one', async () => {
    const name = `Filter ${Date.now()}`;
    const submitted = await insertSubmission(db(), { status: 'Submitted', name });
    const pending = await insertSubmission(db(), { status: 'Pending', name });
    const scheduled = await insertSubmission(db(), { status: 'Pickup Scheduled', name });
    const legacy = await insertSubmission(db(), { status: 'Scheduled', name });
    const tns = async (status: string) => {
      const res = await asStaff(
        'GET',
        `/api/admin/submissions?status=${encodeURIComponent(status)}&q=${encodeURIComponent(name)}`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json().items as { trackingNumber: string }[]).map((i) => i.trackingNumber).sort();
    };
    expect(await tns('Submitted')).toEqual([submitted.trackingNumber, pending.trackingNumber].sort());
    expect(await tns('Pickup Scheduled')).toEqual([scheduled.trackingNumber, legacy.trackingNumber].sort());
  });
});
