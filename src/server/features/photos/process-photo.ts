import sharp, { type Metadata } from 'sharp';
import { appError } from '#src/server/http/errors.ts';
import { maxPhotoAspectRatio, maxPhotoMegapixels } from '#src/shared/photos/photo.schema.ts';
import { isSrgbProfile } from './icc.ts';

// design.md §8 and §9: images only (by content), at most 40 megapixels; stored re-encoded as JPEG,
// auto-oriented, with every piece of metadata stripped (EXIF GPS above all), the long side at most
// 1600 px, plus a ~400 px thumbnail.

export const maxLongSide = 1600;
export const thumbLongSide = 400;
const maxPixels = maxPhotoMegapixels * 1_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

export interface ProcessedPhoto {
  main: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * What the first bytes say the file is. Checked before any decoder runs, so an SVG, a PDF or a
 * script renamed .jpg never reaches libvips.
 */
export function sniffImageKind(data: Buffer): ImageKind | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.toString('latin1', 4, 8) === 'ftyp') {
    const brand = data.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'].includes(brand)) return 'heif';
  }
  return null;
}

const notAPhoto = () => appError('NOT_A_PHOTO', 'photos.notAPhoto');
const cannotProcess = () => appError('UNPROCESSABLE', 'photos.processFailed');

// Decision 032 (memory): libvips' operation cache keeps decoded images around for reuse we never
// make (every photo is new), and each pipeline runs on as many threads as there are cores, each with
// its own buffers. One thread a pipeline and at most two photos at a time keep a burst of uploads
// from multiplying the decode buffers; a waiting upload costs only its bytes.
sharp.cache(false);
sharp.concurrency(1);
const maxConcurrentPhotos = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withPhotoSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentPhotos) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  return withPhotoSlot(() => processPhotoNow(input));
}

async function processPhotoNow(input: Buffer): Promise<ProcessedPhoto> {
  const kind = sniffImageKind(input);
  if (!kind) throw notAPhoto();

  let meta: Metadata;
  try {
    // Header only: cheap, and tells the real format and size before any pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw cannotProcess();
  }
  if (meta.format !== kind) throw notAPhoto();
  if (!meta.width || !meta.height) throw cannotProcess();
  if (meta.width * meta.height > maxPixels) {
    throw appError('UNPROCESSABLE', 'photos.tooManyMegapixels', {
      megapixels: Math.round((meta.width * meta.height) / 1e6),
      max: maxPhotoMegapixels,
    });
  }
  // Issue 39: the pixel work of a resize grows with the long side too, so a strip is refused here,
  // from the header, before a decoder runs.
  if (Math.max(meta.width, meta.height) > maxPhotoAspectRatio * Math.min(meta.width, meta.height)) {
    throw appError('UNPROCESSABLE', 'photos.tooNarrow', {
      width: meta.width,
      height: meta.height,
      max: maxPhotoAspectRatio,
    });
  }

  try {
    // An sRGB profile needs no conversion (see icc.ts); any other (Display P3, Adobe RGB) is converted.
    const ignoreIcc = meta.icc !== undefined && isSrgbProfile(meta.icc);
    let pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated', ignoreIcc })
      .rotate() // EXIF orientation into pixels; the tag itself goes with the rest of the metadata
      // Resizing straight from the file lets libjpeg decode at 1/2 or 1/4 scale: most of the speed.
      .resize({ width: maxLongSide, height: maxLongSide, fit: 'inside', withoutEnlargement: true });
    // Transparent PNG/WebP areas would turn black in a JPEG.
    if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    const main = await pipeline.jpeg({ quality: 82, chromaSubsampling: '4:2:0' }).toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the small copy: decoding 1600 px is far cheaper than the original.
    const thumb = await sharp(main.data)
      .resize({ width: thumbLongSide, height: thumbLongSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { main: main.data, thumb, width: main.info.width, height: main.info.height };
  } catch {
    throw cannotProcess();
  }
}
