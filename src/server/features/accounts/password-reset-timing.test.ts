import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/server/db/schema.ts';
import { rateLimitPolicies } from '#src/server/http/rate-limit-policies.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

const passwordResetClientLimit = rateLimitPolicies['password-reset-client'];

// Issue 26 (low finding): "Forgot password?" answered a known address in a median 12.8 ms and an
// unknown one in 7.0 ms (100 pairs), which tells who has an account, and had no per-client limit.
// Now the answer does one thing for every address (it queues the ask); the lookup, the token and the
// e-mail come after. The acceptance figure is a difference of medians under 2 ms over 100 pairs.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe('POST /api/auth/request-password-reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const ask = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress,
      headers: { origin: t.config.publicUrl },
      payload: { email, redirectTo: '/reset-password' },
    });

  it('does the same work and takes the same time for a known and an unknown address', async () => {
    const known = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    // What each answer queued, recorded on the way into the real queue.
    const queued: string[] = [];
    const realAdd = t.app.passwordResets.add.bind(t.app.passwordResets);
    t.app.passwordResets.add = (job) => {
      queued.push(job.email);
      realAdd(job);
    };

    const times = { known: [] as number[], unknown: [] as number[] };
    const measure = async (kind: 'known' | 'unknown', i: number) => {
      const email = kind === 'known' ? known.email : `nobody-${i}@example.ph`;
      const started = performance.now();
      const res = await ask(email);
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
      // The work the answer left behind is done before the next measurement starts.
      await t.app.passwordResets.idle();
      return took;
    };
    for (let i = 0; i < 10; i++) {
      await measure('known', i);
      await measure('unknown', i);
    }
    queued.length = 0;
    for (let i = 0; i < 100; i++) {
      // Alternating which goes first, so neither always follows the other's background work.
      if (i % 2 === 0) {
        times.known.push(await measure('known', i));
        times.unknown.push(await measure('unknown', i));
      } else {
        times.unknown.push(await measure('unknown', i));
        times.known.push(await measure('known', i));
      }
    }
    // The same step for both: each answer queued exactly one ask.
    expect(queued.filter((e) => e === known.email)).toHaveLength(100);
    expect(queued.filter((e) => e !== known.email)).toHaveLength(100);
    // The known address got its e-mails (within its budget), the unknown ones nothing.
    const mails = await t.database.db.select().from(notifications).where(eq(notifications.template, 'reset-password'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.recipient === known.email)).toBe(true);

    const medians = { known: median(times.known), unknown: median(times.unknown) };
    process.stdout.write(
      `reset timing, median of 100: known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms\n`,
    );
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(2);
  });

  it(`answers a client's ${passwordResetClientLimit.max + 1}th ask in a row with 429`, async () => {
    const answers: number[] = [];
    for (let i = 0; i <= passwordResetClientLimit.max; i++)
      answers.push((await ask(`x${i}@example.ph`, '10.80.0.1')).statusCode);
    expect(answers.slice(0, passwordResetClientLimit.max).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another client is not affected.
    expect((await ask('y@example.ph', '10.80.0.2')).statusCode).toBe(200);
  });
});
