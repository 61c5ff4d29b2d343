import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { makeJpeg, makeJpegWithGps } from '#src/server/test/images.ts';

// An attack corpus for photo uploads (issue 13), made on the fly so no hostile binary sits in the
// repository. Each entry says what a safe server may do with it: refuse it with a 4xx, or store a
// fresh re-encoding that keeps nothing of the original but its pixels.

export interface UploadAttack {
  name: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
  /** `refuse`: a 4xx is the only right answer; `either`: a 4xx or a safe re-encode. */
  expect: 'refuse' | 'either';
}

/** Bytes that must never survive into a stored photo. */
export const payloadMarkers = ['<script', '<html', 'PK\u0003\u0004', 'alert(1)', 'TestPhone'];

const script = '<html><script>alert(1)</script></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A greyscale PNG whose header claims `width`×`height` and whose data is `idat`. */
function greyPng(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a chunk inserted right after its header. */
function withChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const afterHeader = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([png.subarray(0, afterHeader), pngChunk(type, data), png.subarray(afterHeader)]);
}

/** A JPEG whose frame header (SOF0) claims other dimensions than its data has. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9; i++) {
    if (out[i] === 0xff && (out[i + 1] === 0xc0 || out[i + 1] === 0xc2)) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
  }
  throw new Error('no frame header in this JPEG');
}

/** A JPEG with a comment segment right after its start marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment[0] = 0xff;
  segment[1] = 0xfe;
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

const zipOf = (name: string, content: string) =>
  Buffer.concat([
    Buffer.from('PK\u0003\u0004', 'latin1'),
    Buffer.alloc(22),
    Buffer.from(name, 'latin1'),
    zlib.deflateRawSync(Buffer.from(content)),
  ]);

export async function buildUploadCorpus(): Promise<UploadAttack[]> {
  const jpeg = await makeJpeg(640, 480);
  const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#36c8' } })
    .png()
    .toBuffer();
  return [
    // Polyglots: a real image carrying another file or markup.
    {
      name: 'JPEG with a ZIP appended (polyglot)',
      data: Buffer.concat([jpeg, zipOf('index.html', script)]),
      expect: 'either',
    },
    { name: 'JPEG with HTML and script in a comment segment', data: withJpegComment(jpeg, script), expect: 'either' },
    {
      name: 'PNG with HTML and script in a tEXt chunk',
      data: withChunk(png, 'tEXt', Buffer.from(`Comment\0${script}`, 'latin1')),
      expect: 'either',
    },
    {
      name: 'HTML behind a JPEG start marker',
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(script.repeat(20))]),
      expect: 'refuse',
    },
    // Bombs.
    { name: 'ZIP bomb', data: zipOf('zeros.bin', '\0'.repeat(5_000_000)), filename: 'photo.jpg', expect: 'refuse' },
    { name: 'gzip bomb', data: zlib.gzipSync(Buffer.alloc(20_000_000)), filename: 'photo.jpg', expect: 'refuse' },
    {
      name: 'decompression-bomb PNG claiming 20000×20000 (400 megapixels)',
      data: greyPng(20_000, 20_000, zlib.deflateSync(Buffer.alloc(4_000_000), { level: 9 })),
      filename: 'photo.png',
      contentType: 'image/png',
      expect: 'refuse',
    },
    {
      name: 'decompression-bomb PNG of 36 megapixels in a few kilobytes (under the limit)',
      data: greyPng(6000, 6000, zlib.deflateSync(Buffer.alloc(6000 * 6001), { level: 9 })),
      filename: 'photo.png',
      contentType: 'image/png',
      expect: 'either',
    },
    // Scripts dressed as images.
    {
      name: 'SVG with a script, sent as image/svg+xml',
      data: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
      ),
      filename: 'photo.svg',
      contentType: 'image/svg+xml',
      expect: 'refuse',
    },
    {
      name: 'SVG with a script, renamed .png',
      data: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
      filename: 'photo.png',
      contentType: 'image/png',
      expect: 'refuse',
    },
    // Headers that lie about the size.
    { name: 'JPEG whose header claims 65000×65000', data: withJpegSize(jpeg, 65_000, 65_000), expect: 'refuse' },
    {
      name: 'PNG whose header claims 100000×100000',
      data: greyPng(100_000, 100_000, zlib.deflateSync(Buffer.alloc(1000))),
      expect: 'refuse',
    },
    { name: 'PNG whose header claims 0×0', data: greyPng(0, 0, zlib.deflateSync(Buffer.alloc(10))), expect: 'refuse' },
    {
      name: 'PNG one pixel tall and 30000 wide',
      data: greyPng(30_000, 1, zlib.deflateSync(Buffer.alloc(30_001))),
      expect: 'either',
    },
    // Cut short.
    { name: 'truncated JPEG', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), expect: 'refuse' },
    { name: 'truncated PNG', data: png.subarray(0, Math.floor(png.length / 2)), expect: 'refuse' },
    {
      name: 'JPEG start marker only',
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
      expect: 'refuse',
    },
    // Wrong magic, or none.
    { name: 'empty file', data: Buffer.alloc(0), expect: 'refuse' },
    { name: 'one byte', data: Buffer.from([0xff]), expect: 'refuse' },
    { name: 'text named photo.jpg', data: Buffer.from('this is not a photo\n'.repeat(50)), expect: 'refuse' },
    { name: 'random bytes', data: randomBytes(4096), expect: 'refuse' },
    {
      name: 'PDF',
      data: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'),
      expect: 'refuse',
    },
    {
      name: 'GIF',
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer(),
      expect: 'refuse',
    },
    {
      name: 'TIFF',
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
        .tiff()
        .toBuffer(),
      expect: 'refuse',
    },
    {
      name: 'BMP header and noise',
      data: Buffer.concat([Buffer.from('BM', 'latin1'), randomBytes(200)]),
      expect: 'refuse',
    },
    {
      name: 'HEIC brand with garbage after it',
      data: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), randomBytes(500)]),
      expect: 'refuse',
    },
    {
      name: 'WebP header with garbage after it',
      data: Buffer.concat([
        Buffer.from('RIFF', 'latin1'),
        Buffer.from([0xf4, 1, 0, 0]),
        Buffer.from('WEBPVP8 ', 'latin1'),
        randomBytes(500),
      ]),
      expect: 'refuse',
    },
    {
      name: 'PNG sent as a JPEG (magic wins over the name)',
      data: png,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      expect: 'either',
    },
    // Metadata that must not survive.
    { name: 'JPEG with EXIF GPS position and camera make', data: await makeJpegWithGps(800, 600), expect: 'either' },
    {
      name: 'JPEG named evil.html, sent as text/html',
      data: jpeg,
      filename: 'evil.html',
      contentType: 'text/html',
      expect: 'either',
    },
    { name: 'over 10 MB', data: Buffer.concat([jpeg, randomBytes(10 * 1024 * 1024)]), expect: 'refuse' },
  ];
}
