import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 39 (also noted): the claimant's "download my data" held the claimed-notice e-mail sent to
// the request's contact, with its "this was not me" link.
describe('download my data after a claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves out the notice of the claim that went to the request’s contact', async () => {
    const email = 'liza.soriano@gmail.com';
    const sub = await insertSubmission(t.database.db, { email, ownerUserId: null });
    const me = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const claim = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/me/claims', headers: { cookie: me.cookie }, payload });
    expect((await claim({ trackingNumber: sub.trackingNumber, email })).statusCode).toBe(202);
    const [codeRow] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, sub.id), like(notifications.template, 'claim-code%')))
      .orderBy(desc(notifications.createdAt));
    const code = /\b(\d{6})\b/.exec(codeRow!.body)![1]!;
    expect((await claim({ trackingNumber: sub.trackingNumber, email, code })).statusCode).toBe(200);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, sub.id), eq(notifications.template, 'claimed-notice')));
    expect(notices).toHaveLength(1);

    const res = await t.app.inject({ url: '/api/me/data', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const request = res
      .json()
      .requests.find((r: { trackingNumber: string }) => r.trackingNumber === sub.trackingNumber);
    expect(request).toBeDefined();
    expect(res.body).not.toContain('/not-me/');
    expect(request.messages.map((m: { subject: string | null }) => m.subject)).not.toContain(notices[0]!.subject);
  });
});
