import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/server/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { errorBodyFor } from './error-handler.ts';
import { inputMessages, jsonLimits } from './input-hygiene.ts';

// design.md §8: every API error is { error, message }: ours, Fastify's own and Better Auth's.

describe('one error shape for every failure', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-errors-');
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir.path });
    app = await buildApp({ config, database, logger: false });
    // A route with a bug in it, to see what a real server fault looks like from outside.
    app.get('/api/test-fault', async () => {
      throw new Error('connection to 10.0.0.5:5432 refused: password authentication failed for user "ligpit"');
    });
    await app.ready();
    await createSignedInUser(app, database.db, {
      role: 'customer',
      email: 'juan@example.ph',
      password: 'correct horse battery',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await dataDir.remove();
  });

  it('answers the router’s bad-URL refusal in our shape, with the request id and API headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/photos/%E0%A4%A/file' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: inputMessages.badUrl, key: 'core.badUrl' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers Fastify’s body errors in our shape: wrong type, empty JSON, bad JSON, too large', async () => {
    const cases = [
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1', status: 415 },
      { headers: { 'content-type': 'application/json' }, payload: '', status: 400 },
      { headers: { 'content-type': 'application/json' }, payload: '{"name":', status: 400 },
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"role":"admin"}}', status: 400 },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(jsonLimits.maxBytes) }),
        status: 413,
      },
    ];
    for (const { headers, payload, status } of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/submissions', headers, payload });
      expect(res.statusCode, payload.slice(0, 40)).toBe(status);
      // Our own texts name their catalogue key beside the English (docs/decisions/006).
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'key', 'message']);
    }
    const large = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(jsonLimits.maxBytes) }),
    });
    expect(large.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
      key: 'core.bodyTooLarge',
    });
  });

  it('turns Better Auth’s { message, code } into { error, message } with the same status, in product.md’s words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'juan@example.ph', password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('answers an unknown Better Auth path with a 404 in our shape, not a literal null', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/no-such-thing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String), key: 'core.nothingHere' });
  });

  it('keeps Better Auth’s successful answers as they are (get-session without a session is null)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('answers a real fault with a plain 500 that tells nothing about our internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-fault' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      key: 'core.internal',
    });
  });

  it('never passes on a 5xx text from elsewhere, and gives a 4xx without a body a code and a message', () => {
    expect(errorBodyFor(500, { code: 'DB', message: 'relation "user" does not exist' })).toEqual({
      error: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      key: 'core.internal',
    });
    expect(errorBodyFor(403)).toEqual({ error: 'FORBIDDEN', message: expect.any(String), key: 'core.notAllowed' });
    expect(errorBodyFor(422, { code: 'USER_ALREADY_EXISTS', message: 'User already exists' })).toEqual({
      error: 'USER_ALREADY_EXISTS',
      message: 'User already exists',
    });
  });
});
