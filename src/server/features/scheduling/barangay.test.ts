import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, submissions } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { textFor } from '#src/shared/i18n/catalogue.ts';

// Issue 37 (decision 076): an address names a barangay of its city from the PSGC list; a person's
// spelling is forgiven and the PSGC name is stored; any other barangay is a 422 in both languages.

let people = 0;
async function guestSubmit(app: FastifyInstance, place: Record<string, string>) {
  people++;
  const up = await uploadDraft(app, null);
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie: up.cookie, 'idempotency-key': randomUUID() },
    payload: {
      name: 'Rosa Dimaculangan',
      email: `rosa.${people}@example.ph`,
      phone: `+63 917 ${String(1_000_000 + people).slice(1, 4)} ${String(10_000 + people).slice(1)}`,
      pickupDate: addDays(manilaDate(), 10),
      photoIds: [up.photo.id],
      address: '12 Mapagmahal St.',
      ...place,
    },
  });
}

describe('barangays from the PSGC list', () => {
  let t: TestApp;
  let customer: TestUser;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana Reyes' });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('stores the PSGC name of a barangay typed loosely ("brgy. pinyahan", "Sto. Nino", "001")', async () => {
    for (const [city, typed, stored] of [
      ['Quezon City', 'brgy. pinyahan', 'Pinyahan'],
      ['Parañaque', 'Sto. Nino', 'Santo Niño'],
      ['Manila', 'Brgy 001', 'Barangay 1'],
      ['Pateros', 'Pob.', 'Poblacion'],
      ['BGC', 'fort bonifacio', 'Fort Bonifacio'],
    ] as const) {
      const res = await guestSubmit(t.app, { city, barangay: typed });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db
        .select({ barangay: submissions.barangay })
        .from(submissions)
        .where(eq(submissions.trackingNumber, res.json().trackingNumber));
      expect(row).toEqual({ barangay: stored });
    }
  });

  it('refuses a barangay of another city with 422 and a text in English and Filipino, and writes nothing', async () => {
    const before = await t.database.db.select({ id: submissions.id }).from(submissions);
    const res = await guestSubmit(t.app, { city: 'Makati', barangay: 'Pinyahan' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'BARANGAY_NOT_IN_CITY',
      message: 'Please choose a barangay of Makati from the list',
      key: 'submissions.barangayNotInCity',
      params: { city: 'Makati' },
      issues: [{ path: 'barangay', key: 'submissions.barangayNotInCity' }],
    });
    expect(textFor(body.key, body.params, 'fil')).toBe('Pakipili ang barangay ng Makati mula sa listahan');
    expect(await t.database.db.select({ id: submissions.id }).from(submissions)).toHaveLength(before.length);
  });

  it('checks the profile barangay against the profile city, and keeps it optional', async () => {
    const save = (barangay: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { cookie: customer.cookie },
        payload: { name: 'Ana Reyes', phone: '09171234567', city: 'Quezon City', address: '3 Kalayaan Ave.', barangay },
      });
    expect((await save('Poblacion')).statusCode).toBe(422);
    expect((await save('BRGY. PINYAHAN')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ barangay: profiles.barangay })
      .from(profiles)
      .where(eq(profiles.userId, customer.id));
    expect(row).toEqual({ barangay: 'Pinyahan' });
    expect((await save('')).statusCode).toBe(200);
  });
});
