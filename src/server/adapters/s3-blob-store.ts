import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Config } from '#src/server/config.ts';
import { UnavailableError } from '#src/server/lib/unavailable.ts';
import { assertSafeKey, type BlobStore } from './blob-store.ts';

type S3Config = NonNullable<Config['s3']>;

const requestTimeoutMs = 30_000;

/**
 * Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2…) addressed path-style:
 * `${endpoint}/${bucket}/${key}`. Objects stay private; the app serves them (design.md §6.8).
 * aws4fetch signs with SigV4 (decision 008); we only build the URL and read the answers.
 */
export function createS3BlobStore(s3: S3Config): BlobStore {
  const base = s3.endpoint.replace(/\/$/, '');
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    // Named, not guessed from the host: a custom endpoint (R2, MinIO, 127.0.0.1) says neither.
    service: 's3',
    region: s3.region,
    // A 5xx or 429 is tried twice more after a short backoff; every call here is idempotent.
    retries: 2,
  });

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertSafeKey(key);
    // Safe keys need no escaping; the bucket name is the operator's and might.
    const url = `${base}/${encodeURIComponent(s3.bucket)}/${key}`;
    const sent = client.fetch(url, {
      method,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        // aws4fetch sends S3 bodies as UNSIGNED-PAYLOAD unless told the hash: sign the bytes, so an
        // endpoint reached over plain HTTP cannot be handed altered photos.
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
      },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    // Nothing listening, the line dropped, no answer in time: the bucket is down, not the request wrong
    // (issue 39: the API answers 503 with Retry-After for it).
    return sent.catch((error: unknown) => {
      throw new UnavailableError('storage', `S3 ${method} did not answer`, { cause: error });
    });
  }

  async function fail(what: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    if (res.status >= 500)
      throw new UnavailableError('storage', `S3 ${what} failed: HTTP ${res.status} ${code}`.trim());
    throw new Error(`S3 ${what} failed: HTTP ${res.status}${code ? ` ${code}` : ''}`);
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) await fail('PUT', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('GET', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('DELETE', res);
      await res.arrayBuffer();
    },
  };
}
