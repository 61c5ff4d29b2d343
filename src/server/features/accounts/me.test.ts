import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, savedTrackingNumbers, user } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

describe('/api/me: profile, saved tracking numbers and submissions', () => {
  let t: TestApp;
  let juan: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    juan = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Juan Dela Cruz' });
  });
  afterAll(async () => {
    await t.close();
  });
  const as = (who: TestUser, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie: who.cookie } });

  describe('GET and PATCH /api/me/profile', () => {
    it('makes a missing profile from the account and leaves its address empty: no placeholder is stored (issue 23)', async () => {
      const res = await as(juan, { method: 'GET', url: '/api/me/profile' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        email: juan.email,
        name: 'Juan Dela Cruz',
        firstName: 'Juan',
        lastName: 'Dela Cruz',
        phone: '',
        city: '',
        address: '',
        barangay: '',
        postalCode: '',
        landmark: '',
        pin: null,
        trackingNumbers: [],
      });
      const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, juan.id));
      expect(row).toMatchObject({ name: 'Juan Dela Cruz', streetAddress: null });
    });

    it('builds a missing name from first and last name, and answers the structured address as stored', async () => {
      const ana = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Ana' });
      await t.database.db.insert(profiles).values({
        userId: ana.id,
        email: ana.email,
        name: '',
        firstName: 'Ana',
        lastName: 'Reyes',
        city: 'Marikina',
        barangay: 'San Antonio',
        streetAddress: '5 Emerald Ave.',
        postalCode: '1605',
        landmark: 'Green gate',
      });
      const res = await as(ana, { method: 'GET', url: '/api/me/profile' });
      expect(res.json()).toMatchObject({
        name: 'Ana Reyes',
        city: 'Marikina',
        address: '5 Emerald Ave.',
        barangay: 'San Antonio',
        postalCode: '1605',
        landmark: 'Green gate',
      });
      const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, ana.id));
      expect(row).toMatchObject({ name: 'Ana Reyes', streetAddress: '5 Emerald Ave.' });
    });

    it('saves the Edit Profile form, splitting the name, and keeps the sign-in name in step', async () => {
      const res = await as(juan, {
        method: 'PATCH',
        url: '/api/me/profile',
        payload: {
          name: 'Juan Miguel Dela Cruz',
          phone: '0917 765 4321',
          city: 'Quezon City',
          address: '7 Katipunan Ave.',
          postalCode: '1108',
          barangay: 'Loyola Heights',
          landmark: 'Near Gate 2.5',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Juan Miguel Dela Cruz',
        firstName: 'Juan',
        lastName: 'Miguel Dela Cruz',
        phone: '+639177654321',
        city: 'Quezon City',
        address: '7 Katipunan Ave.',
        postalCode: '1108',
        barangay: 'Loyola Heights',
        landmark: 'Near Gate 2.5',
      });
      const [stored] = await t.database.db.select().from(profiles).where(eq(profiles.userId, juan.id));
      expect(stored).toMatchObject({ streetAddress: '7 Katipunan Ave.', barangay: 'Loyola Heights' });
      const [auth] = await t.database.db.select().from(user).where(eq(user.id, juan.id));
      expect(auth!.name).toBe('Juan Miguel Dela Cruz');
      expect((await as(juan, { method: 'GET', url: '/api/me/profile' })).json().postalCode).toBe('1108');
    });

    it('answers each broken profile rule in order, with its words, and saves nothing', async () => {
      const form = { name: 'Juan Dela Cruz', phone: '+63 9171234567', city: 'Pasig', address: '3 Rizal Ave.' };
      const cases: [Record<string, string>, string][] = [
        [{ name: ' ' }, 'Please enter your name'],
        [{ phone: '+63 91' }, 'Please enter a valid 10-digit phone number'],
        [{ city: '' }, 'Please fill in both city and address fields'],
        [{ address: '' }, 'Please fill in both city and address fields'],
        [{ city: 'Cebu City' }, "Unfortunately, we currently don't service this location. We'll be expanding soon!"],
        [{ postalCode: 'abcd' }, 'Please enter a 4-digit postal code'],
      ];
      for (const [change, message] of cases) {
        const res = await as(juan, { method: 'PATCH', url: '/api/me/profile', payload: { ...form, ...change } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'VALIDATION', message });
      }
      expect((await as(juan, { method: 'GET', url: '/api/me/profile' })).json().city).toBe('Quezon City');
    });
  });

  describe('saved tracking numbers', () => {
    let known: string;
    beforeAll(async () => {
      known = (await insertSubmission(t.database.db)).trackingNumber;
    });
    const add = (who: TestUser, trackingNumber: string, variant: 'profile' | 'dashboard') =>
      as(who, { method: 'POST', url: '/api/me/tracking-numbers', payload: { trackingNumber, variant } });

    it('profile add: trims and upper-cases; invalid, then duplicate, then "not found in our system"', async () => {
      const ok = await add(juan, `  ${known.toLowerCase()} `, 'profile');
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ trackingNumber: known });

      const invalid = await add(juan, 'AB12', 'profile');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        error: 'VALIDATION',
        message: 'Please enter a valid tracking number (8 alphanumeric characters)',
      });
      const duplicate = await add(juan, known, 'profile');
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        error: 'DUPLICATE',
        message: 'This tracking number is already in your list',
        key: 'accounts.trackingNumberDuplicate',
      });
      const unknown = await add(juan, 'ZZZZ9999', 'profile');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: 'NOT_FOUND',
        message: 'This tracking number was not found in our system',
        key: 'accounts.trackingNumberUnknown',
      });
    });

    it('dashboard add: trims and upper-cases, bookmarks any well-formed number, and calls a duplicate "Already Added"', async () => {
      const ok = await add(juan, ' qq11ww22', 'dashboard');
      expect(ok.statusCode).toBe(201);
      const again = await add(juan, 'QQ11WW22', 'dashboard');
      expect(again.statusCode).toBe(409);
      // Same description as the profile's; the web shows the title "Already Added" for the dashboard.
      expect(again.json()).toEqual({
        error: 'DUPLICATE',
        message: 'This tracking number is already in your list',
        key: 'accounts.trackingNumberAlreadyAdded',
      });
    });

    it('lists newest first, and removes by number (idempotent) without touching anyone else’s list', async () => {
      const other = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      expect((await add(other, 'QQ11WW22', 'dashboard')).statusCode).toBe(201);

      const list = await as(juan, { method: 'GET', url: '/api/me/tracking-numbers' });
      expect(list.json().trackingNumbers.map((n: { trackingNumber: string }) => n.trackingNumber)).toEqual([
        'QQ11WW22',
        known,
      ]);
      for (let i = 0; i < 2; i++) {
        const removed = await as(juan, { method: 'DELETE', url: '/api/me/tracking-numbers/qq11ww22' });
        expect(removed.statusCode).toBe(204);
      }
      const after = await as(juan, { method: 'GET', url: '/api/me/tracking-numbers' });
      expect(after.json().trackingNumbers.map((n: { trackingNumber: string }) => n.trackingNumber)).toEqual([known]);
      const theirs = await t.database.db
        .select()
        .from(savedTrackingNumbers)
        .where(eq(savedTrackingNumbers.userId, other.id));
      expect(theirs.map((r) => r.trackingNumber)).toEqual(['QQ11WW22']);
    });
  });

  describe('GET /api/me/submissions', () => {
    it('lists only the submissions this account owns, newest first, with the status defaulting to Processing', async () => {
      const maria = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      const older = await insertSubmission(t.database.db, {
        ownerUserId: maria.id,
        status: '',
        city: 'Pasig',
        createdAt: new Date('2026-10-01T02:00:00Z'),
      });
      const newer = await insertSubmission(t.database.db, {
        ownerUserId: maria.id,
        status: 'Pickup Scheduled',
        createdAt: new Date('2026-11-01T02:00:00Z'),
      });
      await insertPhotos(t.database.db, newer, [{ verdict: 'accept' }, { verdict: 'recycle' }, { verdict: 'reject' }]);
      await insertSubmission(t.database.db, { ownerUserId: juan.id });
      await insertSubmission(t.database.db);

      const res = await as(maria, { method: 'GET', url: '/api/me/submissions' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        submissions: [
          {
            trackingNumber: newer.trackingNumber,
            kind: 'regular',
            eventSlug: null,
            name: newer.name,
            status: 'Pickup Scheduled',
            city: newer.city,
            submittedAt: '2026-11-01T02:00:00.000Z',
            // Issue 27: reviewed, with what we take and cannot take.
            review: 'done',
            verdicts: { taken: 2, refused: 1 },
          },
          {
            trackingNumber: older.trackingNumber,
            kind: 'regular',
            eventSlug: null,
            name: older.name,
            status: 'Processing',
            city: 'Pasig',
            submittedAt: '2026-10-01T02:00:00.000Z',
            review: 'reviewing',
            verdicts: null,
          },
        ],
      });
    });
  });
});
