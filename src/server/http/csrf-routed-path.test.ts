import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 39, finding 1: the router decodes the path before it matches, so the guard must too.
describe('the cross-site guard on an encoded API path', () => {
  let t: TestApp;
  let staff: TestUser;
  let customer: TestUser;
  let notesUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-csrf-routed-${process.pid}`), PUBLIC_URL: 'https://ligpit.ph' },
    });
    staff = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const s = await insertSubmission(t.database.db);
    notesUrl = `/%61pi/admin/submissions/${s.trackingNumber}/notes`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a foreign origin on /%61pi/… with 403, as on /api/…', async () => {
    const notes = await t.app.inject({
      method: 'PUT',
      url: notesUrl,
      headers: { cookie: staff.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ notes: 'forged' }),
    });
    expect(notes.statusCode).toBe(403);
    expect(notes.json()).toMatchObject({ error: 'FORBIDDEN', key: 'core.offSite' });
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/%61pi/me/profile',
      headers: { cookie: customer.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Forged Name' }),
    });
    expect(profile.statusCode).toBe(403);
    const encodedSlash = await t.app.inject({
      method: 'PATCH',
      url: '/api%2Fme/profile',
      headers: { cookie: customer.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Forged Name' }),
    });
    expect([403, 404]).toContain(encodedSlash.statusCode);
  });

  it('still lets the site itself use the encoded path', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: notesUrl,
      headers: { cookie: staff.cookie, origin: 'https://ligpit.ph', 'content-type': 'application/json' },
      payload: JSON.stringify({ notes: 'ours' }),
    });
    expect(res.statusCode).toBe(200);
  });
});
