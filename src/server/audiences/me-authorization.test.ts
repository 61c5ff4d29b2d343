import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, savedTrackingNumbers, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { registeredRoutes } from '#src/server/test/routes.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

interface Fixtures {
  /** A submission the owner owns (claimed), made with this e-mail. */
  ownedNumber: string;
  ownedEmail: string;
  /** In the owner's saved list. */
  savedNumber: string;
}

type Row = {
  request: (f: Fixtures) => InjectOptions;
  /** What the owner gets, and another customer making the very same request (on their own data). */
  ownerStatus: number;
  otherStatus: number;
};

const ownerName = 'Owner Onlyname Santos';

// One row per /api/me route. Adding a route under /api/me without a row here fails the first test.
const matrix: Record<string, Row> = {
  'GET /api/me/profile': {
    request: () => ({ method: 'GET', url: '/api/me/profile' }),
    ownerStatus: 200,
    otherStatus: 200,
  },
  'PATCH /api/me/profile': {
    request: () => ({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { name: 'Changed Name', phone: '09170000000', city: 'Pasay', address: '9 Roxas Blvd.' },
    }),
    ownerStatus: 200,
    otherStatus: 200,
  },
  'GET /api/me/tracking-numbers': {
    request: () => ({ method: 'GET', url: '/api/me/tracking-numbers' }),
    ownerStatus: 200,
    otherStatus: 200,
  },
  'POST /api/me/tracking-numbers': {
    request: () => ({
      method: 'POST',
      url: '/api/me/tracking-numbers',
      payload: { trackingNumber: 'NEWW0001', variant: 'dashboard' },
    }),
    ownerStatus: 201,
    otherStatus: 201,
  },
  'DELETE /api/me/tracking-numbers/:trackingNumber': {
    request: (f) => ({ method: 'DELETE', url: `/api/me/tracking-numbers/${f.savedNumber}` }),
    ownerStatus: 204,
    otherStatus: 204,
  },
  'GET /api/me/submissions': {
    request: () => ({ method: 'GET', url: '/api/me/submissions' }),
    ownerStatus: 200,
    otherStatus: 200,
  },
  'POST /api/me/claims': {
    request: (f) => ({
      method: 'POST',
      url: '/api/me/claims',
      payload: { trackingNumber: f.ownedNumber, email: f.ownedEmail },
    }),
    ownerStatus: 409,
    otherStatus: 409,
  },
  // Issue 26: the privacy routes. Each customer downloads only their own data; a wrong password
  // deletes nobody; only the owner turns off a request's share link.
  'GET /api/me/data': {
    request: () => ({ method: 'GET', url: '/api/me/data' }),
    ownerStatus: 200,
    otherStatus: 200,
  },
  'POST /api/me/delete-account': {
    request: () => ({ method: 'POST', url: '/api/me/delete-account', payload: { password: 'not the password!' } }),
    ownerStatus: 403,
    otherStatus: 403,
  },
  'DELETE /api/me/submissions/:trackingNumber/share-link': {
    request: (f) => ({ method: 'DELETE', url: `/api/me/submissions/${f.ownedNumber}/share-link` }),
    ownerStatus: 204,
    otherStatus: 404,
  },
};

describe('customer authorization matrix (/api/me)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let unverified: TestUser;
  let admin: TestUser;
  let crew: TestUser;
  let fixtures: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    const db = t.database.db;
    [owner, other, unverified, admin, crew] = await Promise.all([
      createSignedInUser(t.app, db, { role: 'customer', name: ownerName }),
      createSignedInUser(t.app, db, { role: 'customer' }),
      createSignedInUser(t.app, db, { role: 'customer', emailVerified: false }),
      createSignedInUser(t.app, db, { role: 'admin' }),
      createSignedInUser(t.app, db, { role: 'crew' }),
    ]);
    const owned = await insertSubmission(db, {
      ownerUserId: owner.id,
      email: 'owner.contact@gmail.com',
      name: ownerName,
    });
    await db.insert(savedTrackingNumbers).values({ userId: owner.id, trackingNumber: 'OWNR0001' });
    await db
      .insert(profiles)
      .values({ userId: owner.id, email: owner.email, name: ownerName, streetAddress: '1 Secret St.' });
    fixtures = { ownedNumber: owned.trackingNumber, ownedEmail: 'owner.contact@gmail.com', savedNumber: 'OWNR0001' };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Everything of the owner's that /api/me can read or change. */
  const ownerData = async () => {
    const db = t.database.db;
    return {
      profile: await db.select().from(profiles).where(eq(profiles.userId, owner.id)),
      saved: (await db.select().from(savedTrackingNumbers).where(eq(savedTrackingNumbers.userId, owner.id)))
        .map((r) => r.trackingNumber)
        .sort(),
      owned: (await db.select().from(submissions).where(eq(submissions.ownerUserId, owner.id))).map(
        (r) => r.trackingNumber,
      ),
    };
  };

  it('has a row for every registered /api/me route, and no row for a route that does not exist', () => {
    const meRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      r.split(' ')[1]!.startsWith('/api/me'),
    );
    expect(meRoutes.length).toBeGreaterThan(0);
    expect(meRoutes.filter((r) => !(r in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !meRoutes.includes(r))).toEqual([]);
  });

  for (const [route, row] of Object.entries(matrix)) {
    it(`${route}: anonymous 401, unconfirmed 403, staff and crew 403, another customer only ever touches their own data`, async () => {
      const anonymous = await t.app.inject(row.request(fixtures));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect(anonymous.headers['cache-control']).toBe('no-store');

      const asUnverified = await t.app.inject(withCookie(row.request(fixtures), unverified.cookie));
      expect(asUnverified.statusCode).toBe(403);
      expect(asUnverified.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });

      const asAdmin = await t.app.inject(withCookie(row.request(fixtures), admin.cookie));
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toMatchObject({ error: 'FORBIDDEN' });
      // Issue 27: a crew account is no customer either.
      const asCrew = await t.app.inject(withCookie(row.request(fixtures), crew.cookie));
      expect(asCrew.statusCode).toBe(403);
      expect(asCrew.json()).toMatchObject({ error: 'FORBIDDEN' });

      const before = await ownerData();
      const asOther = await t.app.inject(withCookie(row.request(fixtures), other.cookie));
      expect(asOther.statusCode, asOther.body).toBe(row.otherStatus);
      expect(await ownerData()).toEqual(before);
      for (const secret of [owner.email, ownerName, '1 Secret St.', fixtures.ownedNumber, fixtures.savedNumber]) {
        expect(asOther.body).not.toContain(secret);
      }

      const asOwner = await t.app.inject(withCookie(row.request(fixtures), owner.cookie));
      expect(asOwner.statusCode, asOwner.body).toBe(row.ownerStatus);
      expect(asOwner.headers['cache-control']).toBe('no-store');
    });
  }
});

function withCookie(options: InjectOptions, cookie: string): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), cookie } };
}
