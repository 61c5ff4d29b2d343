import type { Config } from '../config.ts';
import { assertSafeKey, type BlobStore } from './blob-store.ts';
import { emptyPayloadHash, sha256Hex, signRequest, uriEncode } from './sigv4.ts';

type S3Config = NonNullable<Config['s3']>;

const requestTimeoutMs = 30_000;

/**
 * Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2…) addressed path-style:
 * `${endpoint}/${bucket}/${key}`. Objects stay private; the app serves them (DESIGN §6.8).
 */
export function createS3BlobStore(s3: S3Config): BlobStore {
  const base = s3.endpoint.replace(/\/$/, '');
  const creds = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertSafeKey(key);
    const url = new URL(`${base}/${uriEncode(s3.bucket)}/${uriEncode(key, true)}`);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : emptyPayloadHash,
      },
      creds,
    );
    // fetch sets Host itself and refuses to be told.
    const { host: _host, ...sendable } = headers;
    return fetch(url, {
      method,
      headers: sendable,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  }

  async function fail(what: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
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
