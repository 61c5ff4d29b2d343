import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paramFreeQueryLogger } from '#src/server/db/client.ts';
import { loggableError, loggableMessage } from '#src/server/db/loggable-error.ts';
import { submissions } from '#src/server/db/schema.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

// Issue 13: no personal data in logs. A query fails with a known person's details in its params
// (and, from PostgreSQL, in the error's `detail`); the app's real log output must not carry them.

const person = {
  name: 'Leakcheck Dimaculangan',
  email: 'leakcheck-4821@example.ph',
  phone: '+63 917 246 8135',
  address: '12 Kalye Leakcheck',
  barangay: 'Barangay Ugong',
};
/** Every spelling of the phone the app might store or print. */
const phoneForms = ['917 246 8135', '9172468135', '09172468135', '+639172468135'];

describe('logs of a failed query', () => {
  let t: TestApp;
  const lines: string[] = [];
  const output = () => lines.join('');

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', RATE_LIMIT_ALLOW: '127.0.0.1' },
      deps: { logger: true, logStream: { write: (line) => void lines.push(line) } },
    });
    // Every new submission now fails in the database, the way a real constraint violation does.
    await t.database.db.execute(
      sql.raw('alter table submissions add constraint ligpit_test_refuse_all check (false) not valid'),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry neither the params nor the detail, but keep the SQL, the request id, route, status and timing', async () => {
    // The raw error does carry the person: this is what would leak without the sanitising.
    const raw = await t.database.db
      .insert(submissions)
      .values({
        trackingNumber: 'LEAK0001',
        name: person.name,
        email: person.email,
        phone: person.phone,
        city: 'Pasig',
        address: person.address,
      })
      .then(
        () => null,
        (error: unknown) => error as Error,
      );
    expect(raw).toBeInstanceOf(Error);
    expect(`${raw!.message} ${JSON.stringify(raw!.cause, Object.getOwnPropertyNames(raw!.cause ?? {}))}`).toContain(
      person.email,
    );
    const safe = loggableError(raw);
    expect(safe.message).toMatch(/^Failed query: insert into "submissions"/);
    expect(`${safe.stack} ${loggableMessage(raw)} ${JSON.stringify(safe)}`).not.toContain(person.email);

    const { photo, cookie } = await uploadDraft(t.app);
    const requestId = `logcheck-${randomUUID()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie, 'idempotency-key': randomUUID(), 'x-request-id': requestId },
      payload: {
        ...person,
        // Both spellings of the place field (design.md §4 says city, the form says location): the
        // schema keeps the one it knows, so the request reaches the database either way.
        location: 'Pasig',
        city: 'Pasig',
        pickupDate: addDays(manilaDate(), 8),
        photoIds: [photo.id],
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: 'INTERNAL' });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((e) => e.msg === 'unhandled error' && e.reqId === requestId);
    expect(failure, output()).toBeDefined();
    const err = failure!.err as Record<string, unknown>;
    // What an operator needs stays: the statement, and PostgreSQL's code and constraint name.
    expect(JSON.stringify(err)).toContain('insert into \\"submissions\\"');
    expect(JSON.stringify(err)).toContain('ligpit_test_refuse_all');
    expect(JSON.stringify(err)).toContain('23514');

    const completed = entries.find((e) => e.msg === 'request completed' && e.reqId === requestId);
    expect(completed).toMatchObject({ res: { statusCode: 500, route: '/api/submissions' } });
    expect(typeof completed!.responseTime).toBe('number');
    const incoming = entries.find((e) => e.msg === 'incoming request' && e.reqId === requestId);
    expect(incoming).toMatchObject({ req: { method: 'POST', url: '/api/submissions' } });

    const all = output();
    for (const secret of [person.email, person.name, person.address, ...phoneForms, cookie.split('=')[1]!]) {
      expect(all, `log output carries ${secret}`).not.toContain(secret);
    }
  });

  it('redact personal fields and secret headers that a log call carries by hand', () => {
    t.app.log.info(
      {
        body: { email: person.email, phone: person.phone, name: person.name, password: 'hunter2hunter2' },
        headers: { authorization: 'Bearer abc.def', cookie: 'ligpit_session=secret', 'set-cookie': 'x=secret' },
      },
      'hand-written log line',
    );
    const line = lines.find((l) => l.includes('hand-written log line'))!;
    expect(line).toBeDefined();
    for (const secret of [person.email, person.name, 'hunter2hunter2', 'abc.def', 'secret', ...phoneForms]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});

describe('Better Auth, when its query fails', () => {
  it('logs the failure without the name or e-mail it was given', async () => {
    const written: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info', RATE_LIMIT_ALLOW: '127.0.0.1' },
      deps: { logger: true, logStream: { write: (line) => void written.push(line) } },
    });
    try {
      await t.database.db.execute(
        // Sign-in looks the address up first (Better Auth's own sign-up is closed: decision 012);
        // a column it selects is gone, so that query fails with the e-mail among its params.
        sql.raw('alter table "user" rename column "name" to "name_gone"'),
      );
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        written.push(String(chunk));
        return true;
      });
      const console = (['log', 'info', 'warn', 'error'] as const).map((m) =>
        vi.spyOn(globalThis.console, m).mockImplementation((...args) => void written.push(args.map(String).join(' '))),
      );
      let status: number;
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: t.config.publicUrl },
          payload: { email: person.email, password: 'a-long-password-1' },
        });
        status = res.statusCode;
      } finally {
        stderr.mockRestore();
        for (const spy of console) spy.mockRestore();
      }
      expect(status).toBe(500);
      const all = written.join('');
      expect(all).toContain('Failed query: select');
      expect(all).toContain('from \\"user\\"');
      expect(all).not.toContain(person.email);
    } finally {
      await t.close();
    }
  });
});

describe('the Drizzle query logger', () => {
  it('prints the SQL text and a count, never the values', () => {
    const printed: string[] = [];
    paramFreeQueryLogger((line) => printed.push(line)).logQuery('insert into "submissions" ("email") values ($1)', [
      person.email,
    ]);
    expect(printed).toEqual(['sql: insert into "submissions" ("email") values ($1) -- 1 params\n']);
  });
});
