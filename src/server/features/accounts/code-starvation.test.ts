import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { recipientBudgets } from '#src/server/features/notifications/message-budgets.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 39, finding 3: with a tracking number a stranger's code asks cancelled the owner's code,
// and with the request's e-mail claim codes filled its message budget, after which the owner's own
// codes were dropped while the API answered "sent".
describe('a household’s own codes, with strangers asking too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const email = 'liza.soriano@gmail.com';
  const askOwnerCode = (trackingNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submissions/${trackingNumber}/owner-code`,
      payload: { channel: 'email' },
    });
  const verify = (trackingNumber: string, code: string) =>
    t.app.inject({ method: 'POST', url: `/api/submissions/${trackingNumber}/owner-code/verify`, payload: { code } });
  const codeRows = (submissionId: string, template: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, submissionId), like(notifications.template, `${template}%`)))
      .orderBy(desc(notifications.createdAt));
  const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

  it('keeps the owner’s code working when a stranger asks for another', async () => {
    const sub = await insertSubmission(t.database.db, { email, ownerUserId: null });
    expect((await askOwnerCode(sub.trackingNumber)).statusCode).toBe(200);
    const [ownersMessage] = await codeRows(sub.id, 'owner-code');
    // A stranger with the tracking number asks again.
    expect((await askOwnerCode(sub.trackingNumber)).statusCode).toBe(200);
    const res = await verify(sub.trackingNumber, codeIn(ownersMessage!.body));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets claim codes spend their own budget only, and says "not sent" when it is spent', async () => {
    const sub = await insertSubmission(t.database.db, { email, ownerUserId: null });
    const answers: { status: number; key?: string }[] = [];
    for (let a = 0; a < 2; a++) {
      const stranger = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/me/claims',
          headers: { cookie: stranger.cookie },
          payload: { trackingNumber: sub.trackingNumber, email },
        });
        answers.push({ status: res.statusCode, key: res.json().key });
      }
    }
    const perHour = recipientBudgets['claim-codes'].perHour;
    expect(answers.slice(0, perHour).every((a) => a.status === 202)).toBe(true);
    for (const refused of answers.slice(perHour)) {
      expect(refused).toEqual({ status: 429, key: 'submissions.codeNotSent' });
    }
    // No code was issued for a message that was never sent.
    expect((await codeRows(sub.id, 'claim-code')).every((row) => row.status !== 'suppressed')).toBe(true);

    // The household's own code still goes out.
    const own = await askOwnerCode(sub.trackingNumber);
    expect(own.statusCode).toBe(200);
    const [ownRow] = await codeRows(sub.id, 'owner-code');
    expect(ownRow!.status).not.toBe('suppressed');
    expect((await verify(sub.trackingNumber, codeIn(ownRow!.body))).statusCode).toBe(200);
  });
});
