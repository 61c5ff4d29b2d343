import zlib from 'node:zlib';
import { gzipOptions } from '#src/server/http/spa.ts';
import { brotliOptions, own } from './result-pages.ts';
import { anonymousTrackingJson, type TrackingRecord } from './tracking.service.ts';

/** @fastify/compress's own threshold (app.ts): a shorter answer goes out as it is, as before. */
const compressThreshold = 1024;

// @fastify/compress's brotli quality (its recommended default), so the bytes weigh what they did, told
// the answer's size: with the default 4 MB window brotli cleared tables that size for a 1.5 KB answer
// (1.8 ms a lookup in the server against 0.1 ms).
const brotliQuality = 4;

const encoded = new WeakMap<TrackingRecord, { br?: Buffer; gzip?: Buffer }>();

/**
 * The anonymous answer of a cached record in the encoding the browser asked for, compressed once per
 * record and encoding (decision 071). @fastify/compress compressed it on every request, through a
 * stream and a fresh brotli or gzip state each time: ~1.1 ms of server CPU a lookup, seven times
 * what the rest of the lookup costs, on every lookup a browser makes. Undefined when the answer is
 * under the plugin's threshold: it is then sent as it is, as the plugin did.
 */
export function anonymousTrackingBytes(record: TrackingRecord, encoding: 'br' | 'gzip'): Buffer | undefined {
  const json = anonymousTrackingJson(record);
  if (Buffer.byteLength(json) < compressThreshold) return undefined;
  let byEncoding = encoded.get(record);
  if (byEncoding === undefined) {
    byEncoding = {};
    encoded.set(record, byEncoding);
  }
  byEncoding[encoding] ??= own(
    encoding === 'br'
      ? zlib.brotliCompressSync(json, brotliOptions(Buffer.byteLength(json), brotliQuality))
      : zlib.gzipSync(json, gzipOptions(6)),
  );
  return byEncoding[encoding];
}
