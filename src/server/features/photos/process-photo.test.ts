import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { iccDescription, isSrgbProfile } from './icc.ts';
import { processPhoto, sniffImageKind } from './process-photo.ts';

const base = () => sharp({ create: { width: 120, height: 80, channels: 3, background: '#d23c3c' } });

describe('ICC profiles', () => {
  it('recognises sRGB and tells it from Display P3', async () => {
    const srgb = (await sharp(await base().jpeg().withIccProfile('srgb').toBuffer()).metadata()).icc!;
    const p3 = (await sharp(await base().jpeg().withIccProfile('p3').toBuffer()).metadata()).icc!;
    expect(iccDescription(srgb)).toMatch(/sRGB/);
    expect(isSrgbProfile(srgb)).toBe(true);
    expect(iccDescription(p3)).toMatch(/P3/);
    expect(isSrgbProfile(p3)).toBe(false);
    expect(isSrgbProfile(Buffer.from('not a profile'))).toBe(false);
  });

  it('still converts a Display P3 photo to sRGB colours, and drops every profile', async () => {
    // withIccProfile('p3') stores the same colour as Display P3 numbers (a less extreme red).
    const p3File = await base().jpeg().withIccProfile('p3').toBuffer();
    const red = async (jpeg: Buffer, ignoreIcc = false) => (await sharp(jpeg, { ignoreIcc }).stats()).channels[0]!.mean;
    expect(await red(p3File, true)).toBeLessThan(200);
    const stored = await processPhoto(p3File);
    expect(await red(stored.main)).toBeGreaterThan(206);
    expect(await red(stored.main)).toBeLessThan(214);
    expect((await sharp(stored.main).metadata()).icc).toBeUndefined();
    const srgb = await processPhoto(await base().jpeg().withIccProfile('srgb').toBuffer());
    expect(Math.abs((await red(srgb.main)) - 210)).toBeLessThan(4);
    expect((await sharp(srgb.main).metadata()).icc).toBeUndefined();
  });
});

describe('sniffing the image kind', () => {
  it('knows the accepted formats by their first bytes', async () => {
    expect(sniffImageKind(await base().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageKind(await base().png().toBuffer())).toBe('png');
    expect(sniffImageKind(await base().webp().toBuffer())).toBe('webp');
    expect(sniffImageKind(await base().avif().toBuffer())).toBe('heif');
    expect(sniffImageKind(await base().gif().toBuffer())).toBeNull();
    expect(sniffImageKind(await base().tiff().toBuffer())).toBeNull();
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('stores an AVIF (HEIF family) upload as JPEG', async () => {
    const out = await processPhoto(await base().avif().toBuffer());
    expect((await sharp(out.main).metadata()).format).toBe('jpeg');
  });
});
