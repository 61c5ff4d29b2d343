import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedTrackingNumbers, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { claimLimits } from '#src/shared/accounts/claim.schema.ts';

const texts = {
  notFound: 'This tracking number does not exist',
  mine: 'You have already claimed this tracking number',
  other: 'This tracking number has already been claimed by another user',
  mismatch: 'The verification information does not match our records for this tracking number',
  success: 'Tracking number successfully claimed and added to your account',
  tooMany: 'Too many claim attempts. Please wait an hour and try again.',
};

describe('POST /api/me/claims', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-23T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, deps: { now: () => new Date(clock) } });
  });
  afterAll(async () => {
    await t.close();
  });
  const customer = () => createSignedInUser(t.app, t.database.db, { role: 'customer' });
  const guestSubmission = () =>
    insertSubmission(t.database.db, { email: 'Liza.Soriano@Gmail.com', phone: '+639171234567', ownerUserId: null });
  const claim = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/me/claims', headers: { cookie: who.cookie }, payload });
  const ownerOf = async (trackingNumber: string) =>
    (await t.database.db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber)))[0]!
      .ownerUserId;

  it('asks for the number, then the e-mail or phone, in the spec’s words', async () => {
    const me = await customer();
    const noNumber = await claim(me, { trackingNumber: ' ', email: 'a@b.ph' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({ error: 'VALIDATION', message: 'Please enter a tracking number' });
    const noProof = await claim(me, { trackingNumber: 'AB12CD34', email: '', phone: ' ' });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toMatchObject({
      error: 'VALIDATION',
      message: 'Please provide either the email or phone number used during submission',
    });
  });

  it('claims by the e-mail in any case, once; the number joins the list and the owner sees full contact details', async () => {
    const me = await customer();
    const sub = await guestSubmission();
    const typed = `${sub.trackingNumber.slice(0, 4).toLowerCase()} ${sub.trackingNumber.slice(4)}`;
    const res = await claim(me, { trackingNumber: typed, email: ' LIZA.SORIANO@gmail.COM ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ trackingNumber: sub.trackingNumber, message: texts.success });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await ownerOf(sub.trackingNumber)).toBe(me.id);
    const saved = await t.database.db.select().from(savedTrackingNumbers).where(eq(savedTrackingNumbers.userId, me.id));
    expect(saved.map((s) => s.trackingNumber)).toEqual([sub.trackingNumber]);

    const mine = await t.app.inject({ url: `/api/track/${sub.trackingNumber}`, headers: { cookie: me.cookie } });
    expect(mine.json()).toMatchObject({ masked: false, details: { email: 'Liza.Soriano@Gmail.com' } });
    const anonymous = await t.app.inject({ url: `/api/track/${sub.trackingNumber}` });
    expect(anonymous.json()).toMatchObject({ masked: true });
    expect(anonymous.json().details.email).not.toBe('Liza.Soriano@Gmail.com');
    const listed = await t.app.inject({ url: '/api/me/submissions', headers: { cookie: me.cookie } });
    expect(listed.json().submissions.map((s: { trackingNumber: string }) => s.trackingNumber)).toEqual([
      sub.trackingNumber,
    ]);

    const again = await claim(me, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'ALREADY_CLAIMED', message: texts.mine });
    const someoneElse = await claim(await customer(), {
      trackingNumber: sub.trackingNumber,
      email: 'liza.soriano@gmail.com',
    });
    expect(someoneElse.statusCode).toBe(409);
    expect(someoneElse.json()).toEqual({ error: 'CLAIMED_BY_OTHER', message: texts.other });
    expect(await ownerOf(sub.trackingNumber)).toBe(me.id);
  });

  it('claims by the phone’s digits however it is typed', async () => {
    for (const phone of ['0917 123 4567', '+63 917-123-4567', '9171234567']) {
      const me = await customer();
      const sub = await guestSubmission();
      const res = await claim(me, { trackingNumber: sub.trackingNumber, phone });
      expect(res.statusCode, phone).toBe(200);
    }
  });

  it('says a number does not exist, and a wrong answer never tells which half was wrong', async () => {
    const me = await customer();
    const unknown = await claim(me, { trackingNumber: 'ZZZZ9999', email: 'x@y.ph' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: texts.notFound });

    const sub = await guestSubmission();
    const answers = [
      { email: 'wrong@gmail.com' },
      { phone: '0918 000 0000' },
      { email: 'wrong@gmail.com', phone: '0918 000 0000' },
      { email: 'liza.soriano@gmail.co' },
    ];
    const bodies = new Set<string>();
    for (const answer of answers) {
      const res = await claim(me, { trackingNumber: sub.trackingNumber, ...answer });
      expect(res.statusCode).toBe(422);
      bodies.add(res.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ error: 'VERIFICATION_MISMATCH', message: texts.mismatch })]);
    expect(await ownerOf(sub.trackingNumber)).toBeNull();
  });

  it(`stops an account after ${claimLimits.perAccount.max} wrong answers in an hour, even with the right one`, async () => {
    const guesser = await customer();
    const sub = await guestSubmission();
    for (let i = 0; i < claimLimits.perAccount.max; i++) {
      const res = await claim(guesser, { trackingNumber: sub.trackingNumber, email: `guess${i}@gmail.com` });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await claim(guesser, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'CLAIM_LIMIT', message: texts.tooMany });
    expect(await ownerOf(sub.trackingNumber)).toBeNull();

    // Parallel guesses do not slip past the count either.
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        claim(guesser, { trackingNumber: sub.trackingNumber, email: `p${i}@gmail.com` }),
      ),
    );
    expect(burst.every((r) => r.statusCode === 429)).toBe(true);

    // An hour later the window has moved on.
    clock += claimLimits.perAccount.windowMs + 1000;
    const later = await claim(guesser, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' });
    expect(later.statusCode).toBe(200);
  });

  it('lets at most the limit of parallel wrong answers through', async () => {
    const guesser = await customer();
    const sub = await guestSubmission();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claim(guesser, { trackingNumber: sub.trackingNumber, phone: `091800000${10 + i}` }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    // Attempts in flight count against the limit (on PostgreSQL they overlap), so a burst may get
    // fewer than the limit through, even none, never more; every other answer is the limit's.
    const compared = codes.filter((c) => c === 422).length;
    expect(compared).toBeLessThanOrEqual(claimLimits.perAccount.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - compared);
  });

  it(`stops guessing one submission after ${claimLimits.perSubmission.max} wrong answers a day from any accounts`, async () => {
    const sub = await guestSubmission();
    const perAccount = claimLimits.perAccount.max;
    let wrong = 0;
    while (wrong < claimLimits.perSubmission.max) {
      const guesser = await customer();
      for (let i = 0; i < perAccount && wrong < claimLimits.perSubmission.max; i++, wrong++) {
        expect(
          (await claim(guesser, { trackingNumber: sub.trackingNumber, email: `g${wrong}@gmail.com` })).statusCode,
        ).toBe(422);
      }
    }
    const fresh = await customer();
    const blocked = await claim(fresh, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('CLAIM_LIMIT');
    // Another submission is not affected.
    const other = await guestSubmission();
    expect(
      (await claim(fresh, { trackingNumber: other.trackingNumber, email: 'liza.soriano@gmail.com' })).statusCode,
    ).toBe(200);
  });

  it('leaves exactly one owner when two people claim at the same moment', async () => {
    const [ana, ben] = await Promise.all([customer(), customer()]);
    const sub = await guestSubmission();
    const [a, b] = await Promise.all([
      claim(ana, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' }),
      claim(ben, { trackingNumber: sub.trackingNumber, phone: '09171234567' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ error: 'CLAIMED_BY_OTHER', message: texts.other });
    const winner = a.statusCode === 200 ? ana : ben;
    expect(await ownerOf(sub.trackingNumber)).toBe(winner.id);
  });

  it('shows an owner whose address is no longer confirmed only the masked details', async () => {
    const owner = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const sub = await guestSubmission();
    expect(
      (await claim(owner, { trackingNumber: sub.trackingNumber, email: 'liza.soriano@gmail.com' })).statusCode,
    ).toBe(200);
    const unconfirmed = await createSignedInUser(t.app, t.database.db, { role: 'customer', emailVerified: false });
    await t.database.db.update(submissions).set({ ownerUserId: unconfirmed.id }).where(eq(submissions.id, sub.id));
    const res = await t.app.inject({
      url: `/api/track/${sub.trackingNumber}`,
      headers: { cookie: unconfirmed.cookie },
    });
    expect(res.json()).toMatchObject({ masked: true });
  });
});
