import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '#src/server/auth/auth.ts';
import { events, pickupDayLimits, pickupWindows } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { guestLocations } from '#src/shared/core/cities.ts';
import { addDays } from '#src/shared/core/dates.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { Hints } from './arbitraries.ts';
import {
  authTargets,
  contractProblem,
  describeExchange,
  type FuzzRequest,
  type FuzzTarget,
  knownAttacks,
  type PersonaName,
  requestArbitrary,
  routeTargets,
  send,
  tableFingerprint,
} from './harness.ts';

// Issue 13's fuzz suite: property-based requests built from the schemas the routes declare (read
// from the live app) and from Better Auth's own endpoint schemas, sent to every API route as a
// guest, a customer and staff. Every answer: no 5xx; every error `{ error, message }` (design.md §8);
// no-store on staff, account and auth answers; and after a 4xx, not one row of submissions, photos,
// status_changes, notifications, admin_notes, events or user changed.
//
// FUZZ_RUNS sets how many random requests in all (default 2,000, shared among the routes; the known
// attacks of the campaign come on top); `npm run fuzz` sends 20,000. FUZZ_SEED replays a run.

const totalRuns = Number(process.env.FUZZ_RUNS ?? 2000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const groupTimeout = Math.max(240_000, totalRuns * 200);

interface Fixtures {
  trackingNumber: string;
  attachedPhotoId: string;
  draftPhotoId: string;
  draftCookie: string;
  eventId: string;
}

describe('fuzz: every API route with hostile input', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const routes: RouteOptions[] = [];
  let staff: TestUser;
  let customer: TestUser;
  // Better Auth's endpoints get users of their own: the fuzzer signs them out, changes their
  // e-mail, bans and deletes them, and they are made again when that happens.
  const authUsers: Record<'admin' | 'customer', TestUser | undefined> = { admin: undefined, customer: undefined };
  let fixtures: Fixtures;
  let last: Record<string, string> | undefined;
  const tally = {
    requests: 0,
    known: 0,
    byClass: {} as Record<string, number>,
    succeeded: new Map<string, number>(),
    statuses: new Map<string, Record<number, number>>(),
  };

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-fuzz-');
    t = await createTestApp({
      env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' },
      deps: { onRoute: (route) => routes.push(route) },
    });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    await renewAuthUsers();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await dataDir?.remove();
    console.log(
      `fuzz: ${tally.requests} requests (${tally.known} known attacks, the rest random), ${Object.entries(tally.byClass)
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  });

  async function isSignedIn(cookie: string): Promise<boolean> {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    return res.statusCode === 200 && res.body !== 'null';
  }

  async function renewAuthUsers(): Promise<void> {
    for (const role of ['admin', 'customer'] as const) {
      const current = authUsers[role];
      if (current && (await isSignedIn(current.cookie))) continue;
      authUsers[role] = await createSignedInUser(t.app, t.database.db, { role, password: 'fuzz password 1' });
      last = undefined;
    }
  }

  async function makeFixtures(): Promise<Fixtures> {
    // Room for the fixture's request, whatever earlier requests and the staff routes' fuzzing did
    // to the pickup windows (issue 15's capacity is tested in pickup-windows.test.ts).
    await t.database.db.delete(pickupDayLimits);
    await t.database.db.update(pickupWindows).set({ capacity: 1000, active: true });
    const first = await uploadDraft(t.app);
    const second = await uploadDraft(t.app, first.cookie);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie: first.cookie, 'idempotency-key': `fuzz-${crypto.randomUUID()}` },
      payload: {
        name: 'Juan Dela Cruz',
        email: 'juan@example.ph',
        phone: '09171234567',
        location: 'Makati',
        address: '12 Mabini St',
        barangay: 'Bel-Air',
        pickupDate: pickupWindow().default,
        photoIds: [first.photo.id],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [event] = await t.database.db
      .insert(events)
      .values({ slug: `fuzz-${crypto.randomUUID().slice(0, 8)}`, venue: 'SM Aura', city: 'Taguig' })
      .returning();
    last = undefined;
    return {
      trackingNumber: submitted.json().trackingNumber,
      attachedPhotoId: first.photo.id,
      draftPhotoId: second.photo.id,
      draftCookie: second.cookie,
      eventId: event!.id,
    };
  }

  function hintsFor(f: Fixtures, target: FuzzTarget): Hints {
    const number = fc.constantFrom(f.trackingNumber, ` ${f.trackingNumber.toLowerCase()} `, 'ZZZZ9999');
    const authCustomer = authUsers.customer!;
    return {
      trackingNumber: number,
      '*': number,
      id: target.url.includes('/events/')
        ? fc.constantFrom(f.eventId, f.draftPhotoId)
        : fc.constantFrom(f.draftPhotoId, f.draftPhotoId, f.attachedPhotoId, f.eventId),
      photoIds: fc.constant([f.draftPhotoId]),
      name: fc.constantFrom('Juan Dela Cruz', 'Maria Clara'),
      brand: fc.constantFrom('Asahi', 'Hanabishi'),
      condition: fc.constantFrom('Working', 'Cracked screen'),
      label: fc.constantFrom('Electric Fan', 'Rice Cooker'),
      venue: fc.constantFrom('SM Aura', 'Ayala Malls Manila Bay'),
      city: fc.constantFrom('Taguig', 'Pasay'),
      email: fc.constantFrom('juan@example.ph', authCustomer.email),
      phone: fc.constantFrom('09171234567', '+639171234567'),
      location: fc.constantFrom(...guestLocations),
      address: fc.constantFrom('12 Mabini St', ''),
      // Issue 37: a barangay of its city (Makati's Bel-Air) or of another (Marikina's San Roque).
      barangay: fc.constantFrom('Bel-Air', 'San Roque', ''),
      postalCode: fc.constantFrom('1210', '12345', ''),
      pickupDate: fc.constant(pickupWindow().default),
      startsOn: fc.constantFrom('2026-12-01', '2100-12-31', null),
      endsOn: fc.constantFrom('2027-01-15', '2100-12-31', null),
      q: fc.constantFrom('juan', 'fan', ''),
      expectedStatus: fc.constant('Submitted'),
      password: fc.constant(authCustomer.password),
      currentPassword: fc.constant(authCustomer.password),
      newPassword: fc.constant('another fuzz password'),
      token: fc.constantFrom('not-a-token', ''),
      userId: fc.constant(authCustomer.id),
      callbackURL: fc.constantFrom('/dashboard', 'https://evil.example/', 'javascript:alert(1)'),
      // Issues 15 and 16: report ranges, suspended and limited days, trucks, one-time codes.
      from: fc.constantFrom('2026-11-01', '2026-02-30'),
      to: fc.constantFrom('2026-11-30', '2025-01-01'),
      // Not the fixtures' pickup day: a suspended or closed day would refuse their next submission.
      date: fc.constantFrom(addDays(pickupWindow().default, 5), '2026-02-30'),
      reason: fc.constantFrom('PAGASA Signal No. 2', ''),
      plateEnding: fc.constantFrom(0, 7, 12),
      code: fc.constantFrom('123456', '12'),
    };
  }

  function cookieFor(target: FuzzTarget, persona: PersonaName): string | undefined {
    if (persona === 'anonymous') return undefined;
    if (target.url.startsWith('/api/auth')) {
      return persona === 'admin' ? authUsers.admin!.cookie : authUsers.customer!.cookie;
    }
    if (persona === 'draft') return fixtures.draftCookie;
    return persona === 'admin' ? staff.cookie : customer.cookie;
  }

  async function exchange(target: FuzzTarget, request: FuzzRequest): Promise<void> {
    const before = last ?? (await tableFingerprint(t.database));
    let res: LightMyRequestResponse | undefined;
    try {
      res = await send(t.app, request, cookieFor(target, request.persona));
    } finally {
      // Issue 26: a password-reset ask is handled after its answer; its writes belong to it, not to
      // the next request.
      await t.app.passwordResets.idle();
      last = await tableFingerprint(t.database);
    }
    tally.requests += 1;
    const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
    tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
    if (res.statusCode < 300) tally.succeeded.set(target.name, (tally.succeeded.get(target.name) ?? 0) + 1);
    const statuses = tally.statuses.get(target.name) ?? {};
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    tally.statuses.set(target.name, statuses);
    const problem = contractProblem(request, res, before, last);
    if (problem) throw new Error(`${target.name}: ${problem}\n${describeExchange(request, res)}`);
    // Only a signed-in caller can end a session or remove a user (its own or, as staff, another).
    if (target.url.startsWith('/api/auth') && request.persona !== 'anonymous' && res.statusCode < 400) {
      await renewAuthUsers();
    }
  }

  async function fuzz(targets: FuzzTarget[], knownPersona: (target: FuzzTarget) => PersonaName): Promise<void> {
    const runs = Math.max(10, Math.round(totalRuns / allTargets().length));
    for (const target of targets) {
      fixtures = await makeFixtures();
      const hints = hintsFor(fixtures, target);
      for (const request of knownAttacks(target, hints, knownPersona(target))) {
        await exchange(target, request);
        tally.known += 1;
      }
      await fc.assert(
        fc.asyncProperty(requestArbitrary(target, hints), (request) => exchange(target, request)),
        { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
      );
    }
  }

  function allTargets(): FuzzTarget[] {
    return [...routeTargets(routes), ...authTargets(createAuth({ db: t.database.db, config: t.config }))];
  }

  it('builds a target for every API route the app registered and every Better Auth endpoint', () => {
    const registered = routes.filter((r) => r.url.startsWith('/api/'));
    const targets = allTargets();
    for (const route of registered) {
      if (route.url === '/api/auth/*') continue;
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        expect(targets.map((target) => target.name)).toContain(`${method} ${route.url}`);
      }
    }
    const names = targets.map((target) => target.name);
    expect(names).toEqual(expect.arrayContaining(['POST /api/auth/sign-up/email', 'POST /api/auth/sign-in/email']));
    expect(names.filter((name) => name.startsWith('PATCH /api/admin/'))).not.toEqual([]);
  });

  it(
    'public routes: no 5xx, errors in shape, no partial writes',
    async () => {
      const targets = routeTargets(routes).filter((target) => !target.url.startsWith('/api/admin'));
      // The browser that uploaded the fixture's draft photo, so its photo and submission routes go through.
      await fuzz(targets, (target) => (/^\/api\/(photos|submissions)/.test(target.url) ? 'draft' : 'anonymous'));
    },
    groupTimeout,
  );

  it(
    'staff routes with a staff session: no 5xx, errors in shape, no partial writes, no-store',
    async () => {
      const targets = routeTargets(routes).filter((target) => target.url.startsWith('/api/admin'));
      await fuzz(targets, () => 'admin');
    },
    groupTimeout,
  );

  it(
    'Better Auth endpoints: no 5xx, errors in shape, no partial writes, no-store',
    async () => {
      const targets = authTargets(createAuth({ db: t.database.db, config: t.config }));
      await fuzz(targets, () => 'anonymous');
    },
    groupTimeout,
  );

  it('reached the handlers: most routes answered some request with success', () => {
    const targets = routeTargets(routes);
    const reached = targets.filter((target) => (tally.succeeded.get(target.name) ?? 0) > 0);
    // Reported, not demanded per route: a random request can miss the one valid combination.
    console.log(
      `fuzz: ${reached.length} of ${targets.length} app routes answered 2xx at least once; not: ${targets
        .filter((target) => !reached.includes(target))
        .map((target) => `${target.name} ${JSON.stringify(tally.statuses.get(target.name))}`)
        .join(', ')}`,
    );
    // A floor that says the fuzzer gets past validation at all, not a coverage target: unseeded runs
    // of the default 2,000 requests reached 46, 51 and 54 of 92 routes in one CI run (46 failed the
    // earlier "more than half").
    expect(reached.length).toBeGreaterThanOrEqual(Math.ceil(targets.length * 0.4));
  });
});
