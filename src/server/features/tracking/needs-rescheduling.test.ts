import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { trackingResultSchema } from '#src/shared/tracking/tracking.schema.ts';

// Issue 40 item 3: after "Nobody home" (or a suspended day) the request stays Pickup Scheduled
// with a flag until a new window is booked. The page behind the "pick a new window" link showed
// "Pickup Scheduled – Our team will come to collect your items soon" for a window that had passed,
// and said "Needs rescheduling" only to a browser that proved ownership with a code.

describe('a pickup that needs a new window, as anyone with the link reads it (issue 40 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const track = (number: string) =>
    t.app.inject({ method: 'GET', url: `/api/track/${number}`, remoteAddress: '10.40.3.1' });

  it('says it needs rescheduling, without a code, and no longer that the crew is coming', async () => {
    const booked = { status: 'Pickup Scheduled', pickupDate: '2026-11-28', pickupTime: '8:00–11:00' } as const;
    const coming = await insertSubmission(t.database.db, booked);
    const before = trackingResultSchema.parse((await track(coming.trackingNumber)).json());
    expect(before.nextStep).toBe('tracking.nextStepCollect');
    expect(before.needsRescheduling).toBeUndefined();

    // What "Nobody home" writes (crew-actions.service.ts), and a suspended day alike.
    const sub = await insertSubmission(t.database.db, booked);
    await t.database.db.update(submissions).set({ needsRescheduleSince: new Date() }).where(eq(submissions.id, sub.id));
    const after = trackingResultSchema.parse((await track(sub.trackingNumber)).json());
    expect(after.status).toBe('Pickup Scheduled');
    expect(after.needsRescheduling).toBe(true);
    expect(after.nextStep).toBe('tracking.nextStepReschedule');
    expect(after.nextStepText).toContain('pick a new window');
    expect(after.masked).toBe(true);
  });
});
