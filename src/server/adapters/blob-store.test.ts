import fs from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/images.ts';
import { createTestApp } from '../test/test-app.ts';
import { makeTempDir, uploadDraft } from '../test/uploads.ts';
import { type BlobStore, createBlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

function behavesLikeABlobStore(name: string, make: () => BlobStore) {
  describe(name, () => {
    it('stores, reads back and deletes', async () => {
      const store = make();
      const data = await makeJpeg(64, 48);
      await store.put('a1b2c3.jpg', data, 'image/jpeg');
      expect((await store.get('a1b2c3.jpg'))?.equals(data)).toBe(true);
      await store.delete('a1b2c3.jpg');
      expect(await store.get('a1b2c3.jpg')).toBeNull();
    });

    it('answers null for a missing blob and deletes a missing blob quietly', async () => {
      const store = make();
      expect(await store.get('never-stored.jpg')).toBeNull();
      await expect(store.delete('never-stored.jpg')).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the store', async () => {
      const store = make();
      for (const key of ['../escape.jpg', '/etc/passwd', 'a/b.jpg', '']) {
        await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Invalid blob key');
      }
    });
  });
}

let dir: Awaited<ReturnType<typeof makeTempDir>>;
let s3dir: Awaited<ReturnType<typeof makeTempDir>>;
let s3: S3rver;
let s3Endpoint: string;
const bucket = 'ligpit-photos';
const s3Config = () => ({
  endpoint: s3Endpoint,
  bucket,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

beforeAll(async () => {
  [dir, s3dir] = await Promise.all([makeTempDir(), makeTempDir('ligpit-s3-')]);
  // s3rver: an S3-compatible server from npm, on loopback. It checks the access key and speaks S3's
  // REST and XML; it does not verify V4 signatures (sigv4.test.ts pins those to AWS's examples).
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir.path,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await Promise.all([dir.remove(), s3dir.remove()]);
});

behavesLikeABlobStore('local folder blob store', () => createLocalBlobStore(path.join(dir.path, 'photos')));
behavesLikeABlobStore('S3-compatible blob store', () => createS3BlobStore(s3Config()));

describe('S3-compatible blob store in the app', () => {
  it('is chosen when S3_* is set', () => {
    const store = createBlobStore({ s3: s3Config(), dataDir: dir.path } as Parameters<typeof createBlobStore>[0]);
    expect(store.kind).toBe('s3');
    expect(createBlobStore({ s3: undefined, dataDir: dir.path } as Parameters<typeof createBlobStore>[0]).kind).toBe(
      'local',
    );
  });

  it('stores uploaded photos in the bucket and serves them back', async () => {
    const t = await createTestApp({
      env: {
        DATA_DIR: dir.path,
        S3_ENDPOINT: s3Endpoint,
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const { photo, cookie } = await uploadDraft(t.app);
      const file = await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie } });
      expect(file.statusCode).toBe(200);
      const direct = await createS3BlobStore(s3Config()).get(`${photo.id}.jpg`);
      expect(direct?.equals(file.rawPayload)).toBe(true);
      // Nothing went to the local folder.
      await expect(fs.readdir(path.join(dir.path, 'photos'))).resolves.not.toContain(`${photo.id}.jpg`);

      const del = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: { cookie } });
      expect(del.statusCode).toBe(204);
      expect(await createS3BlobStore(s3Config()).get(`${photo.id}.jpg`)).toBeNull();
      expect(await createS3BlobStore(s3Config()).get(`${photo.id}-thumb.jpg`)).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('reports a bucket that does not exist as an error, not as a missing photo', async () => {
    const store = createS3BlobStore({ ...s3Config(), bucket: 'no-such-bucket' });
    await expect(store.put('x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /S3 PUT failed: HTTP 404 NoSuchBucket/,
    );
  });
});
