import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 40 item 14: "Download my data" listed SMS that were only written to the log (no SMS
// provider configured) as "sent".
describe('download my data: messages never sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says "not sent" for a message only logged, and "sent" for one a provider took', async () => {
    const me = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const sub = await insertSubmission(t.database.db, { ownerUserId: me.id });
    const message = { submissionId: sub.id, channel: 'sms', recipient: '+639171234567', status: 'sent' };
    await t.database.db.insert(notifications).values([
      {
        ...message,
        template: 'submitted',
        body: 'Logged only',
        providerMessageId: 'log-abc123',
        idempotencyKey: `t-${sub.id}-1`,
      },
      {
        ...message,
        template: 'scheduled',
        body: 'Sent for real',
        providerMessageId: 'SM0123456789',
        idempotencyKey: `t-${sub.id}-2`,
      },
    ]);

    const res = await t.app.inject({ url: '/api/me/data', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const request = res
      .json()
      .requests.find((r: { trackingNumber: string }) => r.trackingNumber === sub.trackingNumber);
    const statusOf = (text: string) =>
      (request.messages as { text: string; status: string }[]).find((m) => m.text === text)?.status;
    expect(statusOf('Logged only')).toBe('not sent');
    expect(statusOf('Sent for real')).toBe('sent');
  });
});
