import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, submissions } from '#src/server/db/schema.ts';
import { makeFlatJpeg, makeJpeg, makeJpegWithGps } from '#src/server/test/images.ts';
import { multipartFile } from '#src/server/test/multipart.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { draftCookieFrom, makeTempDir, uploadDraft, uploadPhoto } from '#src/server/test/uploads.ts';

const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('photo uploads', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const photoDir = () => path.join(dataDir.path, 'photos');

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('stores a JPEG as a draft with the default labels and sets the draft cookie', async () => {
    const res = await uploadPhoto(t.app, await makeJpeg(640, 480));
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      url: `/api/photos/${photo.id}/file`,
      thumbUrl: `/api/photos/${photo.id}/thumb`,
      // Issue 24: unnamed, with no brand and no condition ("Photo 1" when shown; never "Random Item").
      label: '',
      brand: '',
      condition: '',
      width: 640,
      height: 480,
    });
    expect(photo.bytes).toBeGreaterThan(1000);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^ligpit_draft=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=604800');

    // The database keeps a hash of the key, never the cookie value itself.
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    const cookieValue = draftCookieFrom(res)!.split('=')[1]!;
    expect(row!.draftKey).not.toBe(cookieValue);
    expect(row!.submissionId).toBeNull();
  });

  it('numbers a browser’s photos in upload order', async () => {
    const first = await uploadDraft(t.app);
    const second = await uploadDraft(t.app, first.cookie);
    const third = await uploadDraft(t.app, first.cookie);
    const positionOf = async (id: string) =>
      (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0]!.position;
    expect([
      await positionOf(first.photo.id),
      await positionOf(second.photo.id),
      await positionOf(third.photo.id),
    ]).toEqual([1, 2, 3]);
    // Unnamed: the screens call them "Photo 1", "Photo 2"… (issue 24), never "Item N".
    expect([first.photo.label, second.photo.label, third.photo.label]).toEqual(['', '', '']);
    // Deleting one does not make the next number repeat an existing one.
    await t.app.inject({ method: 'DELETE', url: `/api/photos/${second.photo.id}`, headers: { cookie: first.cookie } });
    const fourth = await uploadDraft(t.app, first.cookie);
    expect(await positionOf(fourth.photo.id)).toBe(4);
  });

  it('strips EXIF (GPS included), applies the orientation and resizes to 1600 px', async () => {
    const original = await makeJpegWithGps(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const res = await uploadPhoto(t.app, original);
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    // Orientation 6 means "rotate 90°": the landscape original is stored upright as portrait.
    expect([photo.width, photo.height]).toEqual([1067, 1600]);

    const cookie = draftCookieFrom(res)!;
    const file = await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([1067, 1600]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);

    // The same holds for the bytes on disk and for the thumbnail.
    const onDisk = await fs.readFile(path.join(photoDir(), `${photo.id}.jpg`));
    expect(onDisk.equals(file.rawPayload)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: photo.thumbUrl, headers: { cookie } });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(400);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('accepts PNG and WebP by content and stores JPEG', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    for (const [data, filename] of [
      [png, 'a.png'],
      [webp, 'b.webp'],
    ] as const) {
      const res = await uploadPhoto(t.app, data, { filename, contentType: 'application/octet-stream' });
      expect(res.statusCode).toBe(201);
      const cookie = draftCookieFrom(res)!;
      const file = await t.app.inject({ method: 'GET', url: res.json().url, headers: { cookie } });
      expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses a file that is not an image even when named .jpg', async () => {
    const res = await uploadPhoto(t.app, Buffer.from('#!/bin/sh\necho this is not a photo\n'.repeat(20)), {
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'NOT_A_PHOTO',
      message: 'That file is not a photo. Please upload a JPEG, PNG, WebP or HEIC image.',
      key: 'photos.notAPhoto',
    });
  });

  it('refuses an SVG renamed .jpg without decoding it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await uploadPhoto(t.app, svg, { filename: 'x.jpg' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a 50-megapixel image with a clear message', async () => {
    const huge = await makeFlatJpeg(8200, 6100);
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const res = await uploadPhoto(t.app, huge);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'UNPROCESSABLE',
      message: 'That photo is too large (50 megapixels). Photos can be at most 40 megapixels.',
      key: 'photos.tooManyMegapixels',
      params: { megapixels: 50, max: 40 },
    });
  });

  it('refuses a truncated JPEG as "Failed to process photo"', async () => {
    const whole = await makeJpeg(800, 600);
    const res = await uploadPhoto(t.app, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'UNPROCESSABLE',
      message: 'Failed to process photo',
      key: 'photos.processFailed',
    });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(10 * 1024 * 1024 + 10)]);
    const res = await uploadPhoto(t.app, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'That photo is too large. Photos can be at most 10 MB.',
      key: 'photos.tooLarge',
    });
  });

  it('refuses a request without a photo field', async () => {
    const res = await uploadPhoto(t.app, await makeJpeg(100, 100), { field: 'file' });
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/photos', payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('answers a cut-off or malformed multipart body with 400, never 500', async () => {
    const { payload, headers } = multipartFile(await makeJpeg(100, 100));
    const bodies: [Record<string, string>, Buffer][] = [
      [headers, payload.subarray(0, payload.length - 30)],
      [headers, payload.subarray(0, 50)],
      [headers, Buffer.from('hello world')],
      [{ 'content-type': 'multipart/form-data' }, payload],
    ];
    for (const [h, body] of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/photos', headers: h, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'BAD_REQUEST',
        message: 'The upload could not be read. Please try again.',
        key: 'photos.unreadableUpload',
      });
    }
  });

  it('stores nothing when a photo is refused', async () => {
    const before = await t.database.db.select().from(photos);
    const files = await fs.readdir(photoDir());
    await uploadPhoto(t.app, Buffer.from('not an image at all, just text'));
    expect(await t.database.db.select().from(photos)).toHaveLength(before.length);
    expect(await fs.readdir(photoDir())).toHaveLength(files.length);
  });

  it('lets the uploading browser rename, re-brand and delete its draft', async () => {
    const { photo, cookie } = await uploadDraft(t.app);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      headers: { cookie },
      payload: { brand: 'Hanabishi', condition: 'Working', label: 'Rice Cooker' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: photo.id,
      brand: 'Hanabishi',
      condition: 'Working',
      label: 'Rice Cooker',
    });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(204);
    expect(await t.database.db.select().from(photos).where(eq(photos.id, photo.id))).toHaveLength(0);
    const files = await fs.readdir(photoDir());
    expect(files.filter((f) => f.startsWith(photo.id))).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses another browser’s attempts to see, change or delete a draft', async () => {
    const mine = await uploadDraft(t.app);
    const theirs = await uploadDraft(t.app);
    expect(theirs.cookie).not.toBe(mine.cookie);
    const attempts = [
      { method: 'PATCH' as const, url: `/api/photos/${mine.photo.id}`, payload: { brand: 'Stolen' } },
      { method: 'DELETE' as const, url: `/api/photos/${mine.photo.id}` },
      { method: 'GET' as const, url: mine.photo.url },
      { method: 'GET' as const, url: mine.photo.thumbUrl },
    ];
    for (const attempt of attempts) {
      for (const headers of [{ cookie: theirs.cookie }, {}]) {
        const res = await t.app.inject({ ...attempt, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'PHOTO_NOT_FOUND', message: 'Photo not found', key: 'photos.notFound' });
      }
    }
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, mine.photo.id));
    expect(row!.brand).toBe('');
  });

  it('serves an attached photo to anyone with its id, cacheable for a year, but not editable', async () => {
    const { photo, cookie } = await uploadDraft(t.app);
    const [sub] = await t.database.db
      .insert(submissions)
      .values({ trackingNumber: 'PHOTO001', name: 'A', email: 'a@example.ph', phone: '+639171234567', city: 'Manila' })
      .returning();
    await t.database.db.update(photos).set({ submissionId: sub!.id, draftKey: null }).where(eq(photos.id, photo.id));

    const file = await t.app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    for (const headers of [{ cookie }, {}]) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/photos/${photo.id}`,
        headers,
        payload: { brand: 'X' },
      });
      expect(patch.statusCode).toBe(404);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers });
      expect(del.statusCode).toBe(404);
    }
  });

  it('keeps at most 20 drafts per browser', async () => {
    let { cookie } = await uploadDraft(t.app);
    for (let i = 1; i < 20; i++) ({ cookie } = await uploadDraft(t.app, cookie));
    const res = await uploadPhoto(t.app, await makeJpeg(100, 100), { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'TOO_MANY_PHOTOS',
      message: 'Please add at most 20 photos',
      key: 'submissions.tooManyPhotos',
      params: { max: 20 },
    });
  });

  it('validates edits', async () => {
    const { photo, cookie } = await uploadDraft(t.app);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      headers: { cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    // Issue 24: a brand may be cleared (no brand is better than "Random Item"); it is stored empty.
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      headers: { cookie },
      payload: { brand: '  ' },
    });
    expect(blank.statusCode).toBe(200);
    const [cleared] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(cleared!.brand).toBe('');
    const badId = await t.app.inject({ method: 'GET', url: '/api/photos/not-a-uuid/file' });
    expect(badId.statusCode).toBe(400);
  });
});

describe('photo upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 after 60 uploads in 10 minutes from one client', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/photos', payload: {} });
      expect(res.statusCode).toBe(415);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/photos', payload: {} });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
  });
});
