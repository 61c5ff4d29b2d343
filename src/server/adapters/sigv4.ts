import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3-compatible stores, small enough to read in one sitting. We sign
// only what the blob store sends (path-style PUT/GET/DELETE); the AWS SDK would add megabytes for that.
// Checked against the worked examples of the S3 documentation (sigv4.test.ts).

export const emptyPayloadHash = createHash('sha256').update('').digest('hex');

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to send and sign; host, x-amz-date and x-amz-content-sha256 are added. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (emptyPayloadHash for none). */
  payloadHash: string;
  now?: Date;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ (and '/' in paths). */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(ch) || (keepSlash && ch === '/')) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams.entries()].map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Returns the headers to send: the caller's, plus host, x-amz-date, x-amz-content-sha256 and
 * authorization. `url.pathname` must already be encoded the way it goes on the wire (see uriEncode).
 */
export function signRequest(req: SigV4Request, creds: SigV4Credentials): Record<string, string> {
  const service = creds.service ?? 's3';
  const stamp = amzDate(req.now ?? new Date());
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v;
  headers.host = req.url.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = req.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    req.method.toUpperCase(),
    req.url.pathname || '/',
    canonicalQuery(req.url),
    canonicalHeaders,
    signedHeaders,
    req.payloadHash,
  ].join('\n');

  const scope = `${day}/${creds.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');

  headers.authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
