import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 40 item 2: "Send me a code to erase" only texted the phone; on an install without an SMS
// provider the code never arrived. As the owner code does, it goes by e-mail when the person asks,
// and by default when no SMS provider would deliver it.

describe('erasing a request with a code sent by e-mail (issue 40 item 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No SMS_PROVIDER: the default "log" provider delivers nothing.
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function emailedCode(submissionId: string): Promise<string> {
    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.submissionId, submissionId), eq(notifications.channel, 'email')))
      .orderBy(desc(notifications.createdAt));
    expect(mail?.template).toBe('erase-code-email');
    return /\b(\d{6})\b/.exec(mail!.body)![1]!;
  }

  it('without an SMS provider, sends the code by e-mail, and the e-mailed code erases', async () => {
    const sub = await insertSubmission(t.database.db, { email: 'guest.erase@example.ph', phone: '+639171234567' });
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${sub.trackingNumber}/erase-code`,
      payload: {},
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toMatchObject({ channel: 'email', destination: expect.stringContaining('@example.ph') });
    const code = await emailedCode(sub.id);
    const erase = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${sub.trackingNumber}/erase`,
      payload: { code },
    });
    expect(erase.statusCode, erase.body).toBe(204);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row).toMatchObject({ name: '', email: '', phone: '' });
  });

  it('sends it by e-mail when the person chooses e-mail', async () => {
    const sub = await insertSubmission(t.database.db, { email: 'chooses.email@example.ph', phone: '+639171234568' });
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${sub.trackingNumber}/erase-code`,
      payload: { channel: 'email' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toMatchObject({ channel: 'email' });
    expect(await emailedCode(sub.id)).toMatch(/^\d{6}$/);
  });
});
