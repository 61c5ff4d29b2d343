import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '#src/server/test/images.ts';
import { createTestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import type { BlobStore } from './blob-store.ts';
import { createBlobStore } from './create-blob-store.ts';
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

const secretAccessKey = 'S3RVER';
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks a request's SigV4 header signature as S3 does ("Signature Calculations for the
 * Authorization Header: Transferring Payload in a Single Chunk"), including that the signed
 * payload hash is the body's. s3rver does not check V4 signatures, so the test puts this in front.
 */
function signatureProblem(
  req: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  secret: string,
): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!auth) return 'no SigV4 authorization header for service s3';
  const [, , day, region, signedHeaders, signature] = auth as unknown as string[];
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256Hex(body)) return 'the signed payload hash is not the body hash';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const [rawPath, rawQuery = ''] = req.url.split('?') as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
  const canonicalRequest = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature ? null : 'signature mismatch';
}

/** A loopback proxy that refuses (403 SignatureDoesNotMatch) any request whose signature does not check out. */
async function startSignatureCheckingProxy(
  target: string,
): Promise<{ url: string; refused: string[]; close(): Promise<void> }> {
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(
        { method: req.method ?? '', url: req.url ?? '', headers: req.headers },
        body,
        secretAccessKey,
      );
      if (problem) {
        refused.push(problem);
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const forward = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the SigV4 check the S3 tests rely on', () => {
  // The worked GET Object example of the S3 documentation, with its example credentials: pins the
  // checker above (and aws4fetch's signer) to AWS's own figures.
  const example = {
    method: 'GET',
    url: '/test.txt',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': sha256Hex(''),
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    },
  };
  const exampleSecret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

  it('accepts the documented example and refuses it altered', () => {
    expect(signatureProblem(example, Buffer.alloc(0), exampleSecret)).toBeNull();
    expect(signatureProblem(example, Buffer.alloc(0), 'another-secret')).toBe('signature mismatch');
    expect(signatureProblem({ ...example, url: '/other.txt' }, Buffer.alloc(0), exampleSecret)).toBe(
      'signature mismatch',
    );
    expect(signatureProblem(example, Buffer.from('x'), exampleSecret)).toMatch(/payload hash/);
  });

  it('agrees with aws4fetch on the documented example', async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': sha256Hex('') },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: exampleSecret,
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      // aws4fetch leaves Range unsigned unless told; the example signs it.
      allHeaders: true,
    });
    const signed = await signer.sign();
    expect(signed.headers.get('authorization')).toBe(example.headers.authorization);
  });
});

let dir: Awaited<ReturnType<typeof makeTempDir>>;
let s3dir: Awaited<ReturnType<typeof makeTempDir>>;
let s3: S3rver;
let proxy: Awaited<ReturnType<typeof startSignatureCheckingProxy>>;
let s3Endpoint: string;
const bucket = 'ligpit-photos';
const s3Config = () => ({
  endpoint: s3Endpoint,
  bucket,
  region: 'ap-southeast-1',
  accessKeyId: 'S3RVER',
  secretAccessKey,
});

beforeAll(async () => {
  [dir, s3dir] = await Promise.all([makeTempDir(), makeTempDir('ligpit-s3-')]);
  // s3rver: an S3-compatible server from npm, on loopback, speaking S3's REST and XML. It checks the
  // access key but not V4 signatures, so every request goes through the checking proxy first.
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir.path,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  proxy = await startSignatureCheckingProxy(`http://127.0.0.1:${port}`);
  s3Endpoint = proxy.url;
});
afterAll(async () => {
  await proxy.close();
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
        S3_REGION: 'ap-southeast-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: secretAccessKey,
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

  it('signs every request: a wrong secret is refused, and nothing the store sent was', async () => {
    const refusedBefore = proxy.refused.length;
    expect(refusedBefore).toBe(0);
    const store = createS3BlobStore({ ...s3Config(), secretAccessKey: 'not-the-secret' });
    await expect(store.put('x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /S3 PUT failed: HTTP 403 SignatureDoesNotMatch/,
    );
    expect(proxy.refused).toEqual(['signature mismatch']);
  });
});
