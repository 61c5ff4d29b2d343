import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { trackingLimits } from './tracking-limits.ts';

// Issue 39, finding 5: "where can a code go" told whether a number exists, with no limit: 150
// misses in half a second while /api/track already answered 429.
describe('GET /api/submissions/N/owner-code and the lookup’s miss budget', () => {
  let t: TestApp;
  let known: string;
  beforeAll(async () => {
    t = await createTestApp();
    known = (await insertSubmission(t.database.db)).trackingNumber;
  });
  afterAll(async () => {
    await t.close();
  });
  const misses = trackingLimits.misses[0]!.windows[0]!.max;
  const unknown = (i: number) => `ZQ${String(i).padStart(6, '0')}`;
  const destinations = (trackingNumber: string, remoteAddress: string) =>
    t.app.inject({ url: `/api/submissions/${trackingNumber}/owner-code`, remoteAddress });

  it('counts its misses with /api/track’s: past the budget both answer 429, for known numbers too', async () => {
    const client = '203.0.113.40';
    for (let i = 0; i < misses - 1; i++) expect((await destinations(unknown(i), client)).statusCode).toBe(404);
    const track = await t.app.inject({ url: `/api/track/${unknown(misses)}`, remoteAddress: client });
    expect(track.statusCode).toBe(404);
    const refused = await destinations(unknown(misses + 1), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // A known number is refused as well, or the 429 would tell the two apart.
    expect((await destinations(known, client)).statusCode).toBe(429);
    expect((await t.app.inject({ url: `/api/track/${known}`, remoteAddress: client })).statusCode).toBe(429);
  });

  it('does not spend the budget on a number that exists', async () => {
    const client = '198.51.100.41';
    for (let i = 0; i < misses + 5; i++) expect((await destinations(known, client)).statusCode).toBe(200);
  });
});
