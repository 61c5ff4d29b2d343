import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { startVisionPeer, type VisionPeer } from '#src/server/test/peers.ts';
import { registeredRoutes } from '#src/server/test/routes.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';

// The signed-in audience (audiences/signed-in.ts): customers with a confirmed address, and staff.

interface Fixtures {
  /** A photo the owner uploaded, attached to the owner's request. */
  photoId: string;
}

type Row = {
  request: (f: Fixtures) => InjectOptions;
  /** The owner, staff, and another customer asking about the owner's photo. */
  ownerStatus: number;
  staffStatus: number;
  otherStatus: number;
};

// One row per route of the audience. A route outside /api/admin, /api/me and /api/auth that turns
// an anonymous caller away with 401 belongs here; one without a row fails the first test.
const matrix: Record<string, Row> = {
  'POST /api/analyze-image': {
    request: (f) => ({ method: 'POST', url: '/api/analyze-image', payload: { photoId: f.photoId } }),
    ownerStatus: 200,
    staffStatus: 200,
    otherStatus: 403,
  },
  'GET /api/photos/:id/analysis': {
    request: (f) => ({ method: 'GET', url: `/api/photos/${f.photoId}/analysis` }),
    ownerStatus: 200,
    staffStatus: 200,
    otherStatus: 403,
  },
};

describe('signed-in authorization matrix (customers and staff)', () => {
  let t: TestApp;
  let peer: VisionPeer;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let owner: TestUser;
  let other: TestUser;
  let unverified: TestUser;
  let staff: TestUser;
  let crew: TestUser;
  let fixtures: Fixtures;

  beforeAll(async () => {
    peer = await startVisionPeer();
    dataDir = await makeTempDir('ligpit-authz-signed-in-');
    t = await createTestApp({
      env: {
        DATA_DIR: dataDir.path,
        RATE_LIMIT_ALLOW: '127.0.0.1',
        VISION_API_URL: peer.url,
        VISION_API_KEY: peer.apiKey,
      },
    });
    const db = t.database.db;
    [owner, other, unverified, staff, crew] = await Promise.all([
      createSignedInUser(t.app, db, { role: 'customer' }),
      createSignedInUser(t.app, db, { role: 'customer' }),
      createSignedInUser(t.app, db, { role: 'customer', emailVerified: false }),
      createSignedInUser(t.app, db, { role: 'admin' }),
      createSignedInUser(t.app, db, { role: 'crew' }),
    ]);
    const { photo } = await uploadDraft(t.app, owner.cookie);
    const submission = await insertSubmission(db, { ownerUserId: owner.id });
    await db.update(photos).set({ submissionId: submission.id }).where(eq(photos.id, photo.id));
    fixtures = { photoId: photo.id };
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await dataDir.remove();
  });

  const ownerPhoto = async () => {
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, fixtures.photoId));
    return row;
  };

  it('has a row for every route that needs a session outside /api/admin and /api/me, and no row for one that does not exist', async () => {
    const candidates = registeredRoutes(t.app.printRoutes()).filter((r) => {
      const url = r.split(' ')[1]!;
      // /api/crew has its own matrix (crew-authorization.test.ts).
      return url.startsWith('/api/') && !/^\/api\/(admin|me|auth|crew)(\/|$)/.test(url);
    });
    const needSession: string[] = [];
    for (const route of candidates) {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      const res = await t.app.inject({
        method,
        url: url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => (name === 'id' ? randomUUID() : 'ZZZZ9999')),
        ...(['POST', 'PUT', 'PATCH'].includes(String(method)) ? { payload: {} } : {}),
      });
      if (res.statusCode === 401) needSession.push(route);
    }
    expect(needSession.length).toBeGreaterThan(0);
    expect(needSession.filter((r) => !(r in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !needSession.includes(r))).toEqual([]);
  });

  for (const [route, row] of Object.entries(matrix)) {
    it(`${route}: anonymous 401, unconfirmed 403, another customer ${row.otherStatus} and nothing asked, owner and staff through`, async () => {
      const anonymous = await t.app.inject(row.request(fixtures));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect(anonymous.headers['cache-control']).toBe('no-store');

      const asUnverified = await t.app.inject(withCookie(row.request(fixtures), unverified.cookie));
      expect(asUnverified.statusCode).toBe(403);
      expect(asUnverified.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });

      // Issue 27: a crew account runs its truck's day and nothing else.
      const asCrew = await t.app.inject(withCookie(row.request(fixtures), crew.cookie));
      expect(asCrew.statusCode).toBe(403);
      expect(asCrew.json()).toMatchObject({ error: 'FORBIDDEN' });

      const before = await ownerPhoto();
      const seen = peer.requests.length;
      const asOther = await t.app.inject(withCookie(row.request(fixtures), other.cookie));
      expect(asOther.statusCode, asOther.body).toBe(row.otherStatus);
      expect(asOther.body).not.toContain('Wooden dining chair');
      expect(await ownerPhoto()).toEqual(before);
      expect(peer.requests.length).toBe(seen);

      const asOwner = await t.app.inject(withCookie(row.request(fixtures), owner.cookie));
      expect(asOwner.statusCode, asOwner.body).toBe(row.ownerStatus);
      expect(asOwner.headers['cache-control']).toBe('no-store');

      const asStaff = await t.app.inject(withCookie(row.request(fixtures), staff.cookie));
      expect(asStaff.statusCode, asStaff.body).toBe(row.staffStatus);
    });
  }
});

function withCookie(options: InjectOptions, cookie: string): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), cookie } };
}
