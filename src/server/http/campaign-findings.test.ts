import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { tableFingerprint } from '#src/server/test/fuzz/harness.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { inputMessages } from './input-hygiene.ts';

// Issue 13: the six causes of the campaign's 328 answers of 500, each a clear 4xx now, in the
// { error, message } shape, with nothing written.

const badCharacter = { error: 'VALIDATION', message: inputMessages.badCharacter, key: 'core.badCharacter' };

describe('the fuzzing campaign’s 500s are 4xx answers', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let staff: TestUser;
  let trackingNumber: string;
  let eventId: string;

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-findings-');
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    trackingNumber = (await insertSubmission(t.database.db)).trackingNumber;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: staff.cookie },
      payload: {
        slug: 'sm-aura-booth',
        venue: 'SM Aura',
        city: 'Taguig',
        startsOn: '2026-12-05',
        endsOn: '2026-12-06',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    eventId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  /** Sends the request and checks the answer wrote nothing. */
  async function refused(options: InjectOptions) {
    const before = await tableFingerprint(t.database);
    const res = await t.app.inject(options);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(await tableFingerprint(t.database)).toEqual(before);
    return res;
  }

  describe('a NUL byte never reaches PostgreSQL', () => {
    it('in the tracking lookup’s path and in a query string', async () => {
      const track = await refused({ method: 'GET', url: '/api/track/%00' });
      expect(track.statusCode).toBe(400);
      expect(track.json()).toEqual({
        error: 'BAD_REQUEST',
        message: inputMessages.badCharacter,
        key: 'core.badCharacter',
      });
      const search = await refused({
        method: 'GET',
        url: '/api/admin/submissions?q=%00',
        headers: { cookie: staff.cookie },
      });
      expect(search.statusCode).toBe(400);
    });

    it('in submission fields, naming the field', async () => {
      const { photo, cookie } = await uploadDraft(t.app);
      const res = await refused({
        method: 'POST',
        url: '/api/submissions',
        headers: { cookie, 'idempotency-key': 'nul-in-name-1' },
        payload: {
          name: 'Juan\u0000',
          email: 'juan@example.ph',
          phone: '09171234567',
          location: 'Makati',
          address: '12 Mabini St',
          barangay: 'San Roque',
          pickupDate: pickupWindow().default,
          photoIds: [photo.id],
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ...badCharacter,
        issues: [{ path: 'name', message: inputMessages.badCharacter, key: 'core.badCharacter' }],
      });
    });

    it('in a photo PATCH, an admin note and event fields', async () => {
      const { photo, cookie } = await uploadDraft(t.app);
      const requests = [
        { method: 'PATCH', url: `/api/photos/${photo.id}`, headers: { cookie }, payload: { brand: 'Asahi\u0000' } },
        {
          method: 'PUT',
          url: `/api/admin/submissions/${trackingNumber}/notes`,
          headers: { cookie: staff.cookie },
          payload: { notes: 'two boxes\u0000' },
        },
        {
          method: 'POST',
          url: '/api/admin/events',
          headers: { cookie: staff.cookie },
          payload: { slug: 'x-booth', venue: 'SM\u0000', city: 'Pasig' },
        },
        {
          method: 'PATCH',
          url: `/api/admin/events/${eventId}`,
          headers: { cookie: staff.cookie },
          payload: { city: '\u0000' },
        },
      ] satisfies InjectOptions[];
      for (const request of requests) {
        const res = await refused(request);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject(badCharacter);
      }
    });

    it('in Better Auth’s sign-up and sign-in fields', async () => {
      const bodies = [
        {
          url: '/api/auth/sign-up/email',
          payload: { name: 'Juan', email: 'nul@example.ph', password: 'pass\u0000word1' },
        },
        {
          url: '/api/auth/sign-up/email',
          payload: { name: 'Ju\u0000an', email: 'nul@example.ph', password: 'password1' },
        },
        { url: '/api/auth/sign-in/email', payload: { email: 'juan\u0000@example.ph', password: 'password1' } },
      ];
      for (const { url, payload } of bodies) {
        const res = await refused({ method: 'POST', url, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject(badCharacter);
      }
    });
  });

  it('refuses a possible profit the centavos column cannot hold, and keeps the largest it can', async () => {
    const url = `/api/admin/submissions/${trackingNumber}/notes`;
    const over = await refused({
      method: 'PUT',
      url,
      headers: { cookie: staff.cookie },
      payload: { possibleProfitCentavos: 2_147_483_648 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: 'VALIDATION', message: 'Possible profit is too large' });
    const max = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: staff.cookie },
      payload: { possibleProfitCentavos: 2_147_483_647 },
    });
    expect(max.statusCode, max.body).toBe(200);
    expect(max.json().possibleProfitCentavos).toBe(2_147_483_647);
  });

  it('refuses event dates outside 2000–2100 and days that do not exist', async () => {
    for (const date of ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      const res = await refused({
        method: 'PATCH',
        url: `/api/admin/events/${eventId}`,
        headers: { cookie: staff.cookie },
        payload: { startsOn: date },
      });
      expect(res.json()).toMatchObject({ error: 'VALIDATION', message: 'Please choose a date between 2000 and 2100' });
    }
    const february30 = await refused({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: staff.cookie },
      payload: { slug: 'feb-booth', venue: 'SM', city: 'Pasig', startsOn: '2027-02-30', endsOn: '2027-03-01' },
    });
    expect(february30.json()).toMatchObject({ error: 'VALIDATION', message: 'Please enter a date as YYYY-MM-DD' });
  });

  it('answers an empty event PATCH with 400 "Nothing to update"', async () => {
    const res = await refused({
      method: 'PATCH',
      url: `/api/admin/events/${eventId}`,
      headers: { cookie: staff.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message: 'Nothing to update' });
  });

  it('refuses JSON nested 5,000 deep, to Better Auth and to our own routes, before parsing it further', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/submissions']) {
      for (const payload of [`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
        const res = await refused({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'BAD_REQUEST',
          message: inputMessages.tooDeep,
          key: 'core.tooDeep',
          params: { maxDepth: 32 },
        });
      }
    }
  });

  it('refuses a null name and a lone surrogate in Better Auth’s fields, creating no user', async () => {
    const nullName = await refused({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: null, email: 'null-name@example.ph', password: 'password12' },
    });
    expect(nullName.statusCode).toBe(400);
    expect(nullName.json()).toEqual({ error: 'VALIDATION_ERROR', message: expect.stringContaining('name') });
    const surrogate = await refused({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Juan\ud800', email: 'surrogate@example.ph', password: 'password12' },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject(badCharacter);
  });

  it('refuses a redirect target Better Auth cannot build a URL from, instead of failing with 500', async () => {
    const res = await refused({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token&callbackURL=%20' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'INVALID_CALLBACK_URL', message: inputMessages.badRedirect });
    const escaped = await refused({ method: 'GET', url: '/api/%61uth/verify-email?token=x&callbackURL=%20' });
    expect(escaped.statusCode).toBe(403);
    const ownPage = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=/dashboard',
    });
    expect(ownPage.statusCode).toBe(302);
    expect(ownPage.headers.location).toMatch(/^\/dashboard\?error=/);
  });
});
