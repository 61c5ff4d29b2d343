import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '#src/server/db/schema.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 37: a household's optional pin ("Use my location") is stored with its request's address;
// a point outside Metro Manila is refused (400) and nothing is written.

let people = 0;
async function guestSubmit(app: FastifyInstance, extra: Record<string, unknown>) {
  people++;
  const up = await uploadDraft(app, null);
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie: up.cookie, 'idempotency-key': randomUUID() },
    payload: {
      name: 'Rosa Dimaculangan',
      email: `rosa.pin.${people}@example.ph`,
      phone: `+63 917 ${String(1_000_000 + people).slice(1, 4)} ${String(20_000 + people).slice(1)}`,
      pickupDate: addDays(manilaDate(), 10),
      photoIds: [up.photo.id],
      city: 'Quezon City',
      address: '12 Mapagmahal St.',
      barangay: 'Pinyahan',
      ...extra,
    },
  });
}

describe('a household’s pin', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const pinOf = async (trackingNumber: string) =>
    (
      await t.database.db
        .select({ lat: submissions.pinLat, lng: submissions.pinLng })
        .from(submissions)
        .where(eq(submissions.trackingNumber, trackingNumber))
    )[0];

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('is stored with the address when given, and left empty when not', async () => {
    const pinned = await guestSubmit(t.app, { pin: { lat: 14.642, lng: 121.047 } });
    expect(pinned.statusCode, pinned.body).toBe(201);
    expect(await pinOf(pinned.json().trackingNumber)).toEqual({ lat: 14.642, lng: 121.047 });
    const plain = await guestSubmit(t.app, {});
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await pinOf(plain.json().trackingNumber)).toEqual({ lat: null, lng: null });
  });

  it('refuses a pin outside Metro Manila (a swapped point) and writes nothing', async () => {
    const before = (await t.database.db.select({ id: submissions.id }).from(submissions)).length;
    const res = await guestSubmit(t.app, { pin: { lat: 121.047, lng: 14.642 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION' });
    expect(JSON.stringify(res.json())).toContain('inside Metro Manila');
    expect((await t.database.db.select({ id: submissions.id }).from(submissions)).length).toBe(before);
  });
});
