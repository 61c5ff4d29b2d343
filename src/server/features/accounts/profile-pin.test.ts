import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '#src/server/db/schema.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { signUpBody } from './test-sign-up.ts';

// Issue 37 (migration 0021): the account's pin beside its address, from sign-up and the profile.
// Inside Metro Manila (the rule of src/shared/core/geo-point.ts) or refused with the catalogue's
// words and nothing written; null on the profile removes it, left out keeps it.

const outside = 'Enter a latitude and longitude inside Metro Manila, e.g. 14.6507 and 121.0494';
const form = { name: 'Lorna Bautista', phone: '+63 9171234567', city: 'Quezon City', address: '9 Maginhawa St.' };

describe('an account’s pin', () => {
  let t: TestApp;
  let lorna: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    lorna = await createSignedInUser(t.app, t.database.db, { role: 'customer', name: 'Lorna Bautista' });
  });
  afterAll(async () => {
    await t.close();
  });
  const as = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie: lorna.cookie } });
  const patch = (payload: Record<string, unknown>) => as({ method: 'PATCH', url: '/api/me/profile', payload });
  const storedPin = async (userId: string) =>
    (
      await t.database.db
        .select({ lat: profiles.pinLat, lng: profiles.pinLng })
        .from(profiles)
        .where(eq(profiles.userId, userId))
    )[0];

  it('sign-up saves the pin given beside the address', async () => {
    const body = signUpBody({ pin: { lat: 14.6507, lng: 121.0494 } });
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const [made] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, String(body.email)));
    expect(await storedPin(made!.id)).toEqual({ lat: 14.6507, lng: 121.0494 });
  });

  it('sign-up without a pin makes an account with none', async () => {
    const body = signUpBody();
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: body })).statusCode).toBe(201);
    const [made] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, String(body.email)));
    expect(await storedPin(made!.id)).toEqual({ lat: null, lng: null });
  });

  it('sign-up refuses a pin outside Metro Manila (a swapped point) and makes no account', async () => {
    const body = signUpBody({ pin: { lat: 121.0494, lng: 14.6507 } });
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION',
      message: outside,
      key: 'submissions.pointOutsideMetroManila',
    });
    expect(
      await t.database.db
        .select()
        .from(user)
        .where(eq(user.email, String(body.email))),
    ).toEqual([]);
  });

  it('the profile saves a pin and answers it; left out of the form, the saved one stays', async () => {
    const saved = await patch({ ...form, pin: { lat: 14.64123, lng: 121.05678 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pin).toEqual({ lat: 14.64123, lng: 121.05678 });
    expect(await storedPin(lorna.id)).toEqual({ lat: 14.64123, lng: 121.05678 });
    expect((await as({ method: 'GET', url: '/api/me/profile' })).json().pin).toEqual({ lat: 14.64123, lng: 121.05678 });

    const without = await patch({ ...form, landmark: 'Yellow gate' });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().pin).toEqual({ lat: 14.64123, lng: 121.05678 });
  });

  it('the profile refuses a pin outside Metro Manila, with the catalogue’s words, and keeps the saved one', async () => {
    for (const pin of [
      { lat: 10.3157, lng: 123.8854 },
      { lat: 14.6507, lng: 200 },
    ]) {
      const res = await patch({ ...form, pin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION',
        message: outside,
        key: 'submissions.pointOutsideMetroManila',
      });
    }
    expect(await storedPin(lorna.id)).toEqual({ lat: 14.64123, lng: 121.05678 });
  });

  it('the profile removes the pin when the form sends none (null)', async () => {
    const res = await patch({ ...form, pin: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pin).toBeNull();
    expect(await storedPin(lorna.id)).toEqual({ lat: null, lng: null });
  });
});
