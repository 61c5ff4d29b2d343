import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';
import { notifications, submissions } from '#src/server/db/schema.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 40 item 16: e-mails for staff went to MAIL_FROM's address (the site's sender, which nobody
// may read). They go to STAFF_INBOX, else ADMIN_EMAIL, else MAIL_FROM's address; the address for
// questions on Who We Are is the configured MAIL_FROM's, not a fixed hello@ligpit.ph.

describe('where staff e-mails go', () => {
  it('reads STAFF_INBOX, else ADMIN_EMAIL, else MAIL_FROM’s address', () => {
    const base = { NODE_ENV: 'test', MAIL_FROM: 'Ligpit <noreply@example.ph>' };
    expect(loadConfig(base).staffInbox).toBe('noreply@example.ph');
    const admin = { ...base, ADMIN_EMAIL: 'Boss@Example.ph', ADMIN_PASSWORD: 'a long password' };
    expect(loadConfig(admin).staffInbox).toBe('boss@example.ph');
    expect(loadConfig({ ...admin, STAFF_INBOX: 'team@example.ph' }).staffInbox).toBe('team@example.ph');
    expect(() => loadConfig({ ...base, STAFF_INBOX: 'not an address' })).toThrow(/STAFF_INBOX/);
  });

  describe('on a site with ADMIN_EMAIL set', () => {
    let t: TestApp;
    let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
    beforeAll(async () => {
      dataDir = await makeTempDir();
      t = await createTestApp({
        env: {
          DATA_DIR: dataDir.path,
          RATE_LIMIT_ALLOW: '127.0.0.1',
          MAIL_FROM: 'Ligpit Pasig <tanong@ligpit-pasig.ph>',
          ADMIN_EMAIL: 'staff.lead@ligpit-pasig.ph',
          ADMIN_PASSWORD: 'correct horse staff inbox',
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await dataDir.remove();
    });

    it('sends "cancelled online" to the staff address, not to MAIL_FROM’s', async () => {
      const browser = await uploadDraft(t.app);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { cookie: browser.cookie, 'idempotency-key': randomUUID() },
        payload: {
          name: 'Maria Santos',
          email: 'maria.inbox@example.ph',
          phone: '+63 917 555 0102',
          city: 'Pasig',
          address: '5 Shaw Blvd.',
          barangay: 'Kapitolyo',
          pickupDate: addDays(manilaDate(), 10),
          photoIds: [browser.photo.id],
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const { trackingNumber } = made.json() as { trackingNumber: string };
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/submissions/${trackingNumber}/cancel`,
        headers: { cookie: browser.cookie },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.trackingNumber, trackingNumber));
      const sent = await t.database.db.select().from(notifications).where(eq(notifications.submissionId, row!.id));
      const staff = sent.filter((n) => n.template === 'staff-cancelled-online').map((n) => n.recipient);
      expect(staff).toEqual(['staff.lead@ligpit-pasig.ph']);
    });

    it('names MAIL_FROM’s address as the one for questions (Who We Are reads it)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/privacy' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ contactEmail: 'tanong@ligpit-pasig.ph' });
    });
  });
});
