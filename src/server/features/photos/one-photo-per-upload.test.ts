import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#src/server/db/schema.ts';
import { makeJpeg } from '#src/server/test/images.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';

// Issue 26 (low finding): two files in one upload were accepted (201, the first kept), where the API
// description says 400.
function twoFiles(first: Buffer, second: Buffer, fields: [string, string] = ['photo', 'photo']) {
  const boundary = `----ligpit${randomBytes(8).toString('hex')}`;
  const part = (field: string, data: Buffer, name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  return {
    payload: Buffer.concat([
      part(fields[0], first, 'a.jpg'),
      part(fields[1], second, 'b.jpg'),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/photos with more than one file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const stored = async () => (await t.database.db.select({ n: count() }).from(photos))[0]!.n;

  it.each([
    ['two photos', ['photo', 'photo']],
    ['a photo and a file under another name', ['photo', 'other']],
  ] as const)('refuses %s with a 400 and keeps neither', async (_, fields) => {
    const jpeg = await makeJpeg(40, 30);
    const before = await stored();
    const { payload, headers } = twoFiles(jpeg, jpeg, [...fields]);
    const res = await t.app.inject({ method: 'POST', url: '/api/photos', payload, headers });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'BAD_REQUEST' });
    expect(await stored()).toBe(before);
  });

  it('still takes one photo', async () => {
    const jpeg = await makeJpeg(40, 30);
    const boundary = '----ligpitone';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
