import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusChanges } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 40 item 14: a request cancelled while Submitted showed the red X on "Processing" (step 2);
// it stops on the step it was on.
describe('the step a cancelled or declined request stops on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function endedFrom(from: string, to: 'Cancelled' | 'Declined') {
    const sub = await insertSubmission(t.database.db, { status: to });
    await t.database.db
      .insert(statusChanges)
      .values([
        { submissionId: sub.id, fromStatus: null, toStatus: 'Submitted', at: new Date(Date.now() - 120_000) },
        ...(from === 'Submitted'
          ? []
          : [{ submissionId: sub.id, fromStatus: 'Submitted', toStatus: from, at: new Date(Date.now() - 60_000) }]),
        { submissionId: sub.id, fromStatus: from, toStatus: to },
      ]);
    const res = await t.app.inject({ url: `/api/track/${sub.trackingNumber}` });
    expect(res.statusCode).toBe(200);
    return res.json().step as number;
  }

  it('cancelled while Submitted: step 1, not Processing', async () => {
    expect(await endedFrom('Submitted', 'Cancelled')).toBe(1);
  });
  it('declined while Processing: step 2', async () => {
    expect(await endedFrom('Processing', 'Declined')).toBe(2);
  });
  it('cancelled once scheduled: step 3', async () => {
    expect(await endedFrom('Pickup Scheduled', 'Cancelled')).toBe(3);
  });
});
