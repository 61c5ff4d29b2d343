import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { claimLimits } from './claims.service.ts';

// Issue 39, finding 2: wrong claim codes were not counted by the claim limits, so each account
// had 3 codes × 5 tries an hour on a request, and more accounts meant more guesses.
describe('claim code guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const customer = () => createSignedInUser(t.app, t.database.db, { role: 'customer' });
  const claim = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/me/claims', headers: { cookie: who.cookie }, payload });
  const guessCodes = async (who: TestUser, trackingNumber: string, tries: number) => {
    const asked = await claim(who, { trackingNumber, email: 'liza.soriano@gmail.com' });
    expect(asked.statusCode).toBe(202);
    const errors: string[] = [];
    for (let i = 0; i < tries; i++) {
      errors.push((await claim(who, { trackingNumber, email: 'liza.soriano@gmail.com', code: '000000' })).json().error);
    }
    return errors;
  };

  it('counts each wrong code against the account: past the hour’s limit it answers CLAIM_LIMIT', async () => {
    const sub = await insertSubmission(t.database.db, { email: 'liza.soriano@gmail.com', ownerUserId: null });
    const me = await customer();
    const errors = await guessCodes(me, sub.trackingNumber, claimLimits.perAccount.max + 1);
    expect(errors.slice(0, claimLimits.perAccount.max)).not.toContain('CLAIM_LIMIT');
    expect(errors.at(-1)).toBe('CLAIM_LIMIT');
    // Even a new code is refused now: the account's guesses are spent, not only this code's tries.
    const again = await claim(me, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('CLAIM_LIMIT');
  });

  it('caps guesses on one request for the day, however many accounts share them', async () => {
    const sub = await insertSubmission(t.database.db, { email: 'liza.soriano@gmail.com', ownerUserId: null });
    const accounts = Math.ceil(claimLimits.perSubmission.max / claimLimits.perAccount.max);
    for (let i = 0; i < accounts; i++)
      await guessCodes(await customer(), sub.trackingNumber, claimLimits.perAccount.max);
    const fresh = await claim(await customer(), {
      trackingNumber: sub.trackingNumber,
      email: 'liza.soriano@gmail.com',
    });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ error: 'CLAIM_LIMIT' });
  });
});
