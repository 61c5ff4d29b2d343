import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { draftCookieFrom, makeTempDir, uploadPhoto } from '#src/server/test/uploads.ts';
import { tableFingerprint } from './harness.ts';
import { buildUploadCorpus, payloadMarkers, type UploadAttack } from './upload-corpus.ts';

// Issue 13's attack corpus for uploads: every hostile file is refused with a 4xx in the
// { error, message } shape and leaves no row and no file behind, or it is stored as a fresh JPEG of
// at most 1600 px with no metadata and none of the payload it carried. Never a 5xx.

const corpus = await buildUploadCorpus();

describe('upload attack corpus', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  const stored = new Set<string>();
  const photoFiles = async () => {
    try {
      return (await fs.readdir(path.join(dataDir.path, 'photos'), { recursive: true })).length;
    } catch {
      return 0;
    }
  };

  beforeAll(async () => {
    dataDir = await makeTempDir('ligpit-upload-corpus-');
    t = await createTestApp({ env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it.each(corpus.map((attack): [string, UploadAttack] => [attack.name, attack]))('%s', async (_name, attack) => {
    const rowsBefore = await tableFingerprint(t.database);
    const filesBefore = await photoFiles();
    const res = await uploadPhoto(t.app, attack.data, {
      ...(attack.filename ? { filename: attack.filename } : {}),
      ...(attack.contentType ? { contentType: attack.contentType } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);

    if (res.statusCode >= 400) {
      // design.md §8's shape; our texts also name their catalogue key (and its values).
      expect(res.json()).toEqual({
        error: expect.any(String),
        message: expect.any(String),
        key: expect.any(String),
        ...('params' in res.json() ? { params: expect.any(Object) } : {}),
      });
      expect(await tableFingerprint(t.database)).toEqual(rowsBefore);
      expect(await photoFiles()).toBe(filesBefore);
      return;
    }

    expect(attack.expect, `${attack.name} should have been refused`).toBe('either');
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const cookie = draftCookieFrom(res)!;
    for (const variant of ['file', 'thumb']) {
      const served = await t.app.inject({ method: 'GET', url: `/api/photos/${id}/${variant}`, headers: { cookie } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.comments ?? []).toEqual([]);
      const text = bytes.toString('latin1');
      for (const marker of payloadMarkers) expect(text.includes(marker), marker).toBe(false);
    }
    stored.add(attack.name);
  });

  it('stored the real images among them, so the checks above looked at re-encoded files', () => {
    expect([...stored]).toEqual(
      expect.arrayContaining([
        'JPEG with a ZIP appended (polyglot)',
        'JPEG with HTML and script in a comment segment',
        'PNG with HTML and script in a tEXt chunk',
        'JPEG with EXIF GPS position and camera make',
      ]),
    );
  });
});
