import { describe, expect, it } from 'vitest';
import { emptyPayloadHash, sha256Hex, signRequest, uriEncode } from './sigv4.ts';

// The worked examples of the S3 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk"), with its example credentials.
const creds = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const now = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('SigV4 signer', () => {
  it('matches the GET Object example', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: emptyPayloadHash,
        now,
      },
      creds,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('matches the PUT Object example (encoded key, signed body hash)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text', true)}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
        now,
      },
      creds,
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('matches the list-objects example (sorted, encoded query)', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        payloadHash: emptyPayloadHash,
        now,
      },
      creds,
    );
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes the way SigV4 wants', () => {
    expect(uriEncode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
    expect(uriEncode('a/b', true)).toBe('a/b');
    expect(uriEncode('a/b')).toBe('a%2Fb');
    expect(uriEncode('ñ')).toBe('%C3%B1');
  });
});
