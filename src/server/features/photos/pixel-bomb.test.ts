import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFlatJpeg } from '#src/server/test/images.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { uploadPhoto } from '#src/server/test/uploads.ts';

/** A grey PNG of width × height built row by row as zeros, small on the wire however many pixels it has. */
function stripPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height); // a filter byte and the pixels, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Issue 39, finding 4: a 76 KB PNG of 1 × 39,000,000 px passed the 40-megapixel cap and held a
// processing slot for about 12 s; two of them kept every other upload waiting.
describe('an upload’s pixel work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a long thin strip from its header with 422 and a catalogue text', async () => {
    const strip = stripPng(1, 39_000_000);
    expect(strip.length).toBeLessThan(200_000);
    const res = await uploadPhoto(t.app, strip, { filename: 'strip.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'UNPROCESSABLE',
      message:
        'That photo is too long and narrow (1 × 39000000 pixels). A photo’s long side can be at most 20 times its short side.',
      key: 'photos.tooNarrow',
      params: { width: 1, height: 39_000_000, max: 20 },
    });
  });

  it('still takes a phone’s panorama', async () => {
    const panorama = await makeFlatJpeg(4000, 1000);
    expect((await uploadPhoto(t.app, panorama)).statusCode).toBe(201);
  });
});
