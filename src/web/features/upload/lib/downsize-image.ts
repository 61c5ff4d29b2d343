// design.md §9: a photo costs ≤ 400 KB of mobile data, so the browser shrinks it before upload.
// The server re-encodes anyway (and strips metadata); this is only about bytes on the wire.
export const photoMaxSide = 1600;
export const photoJpegQuality = 0.8; // product.md §9: JPEG quality 0.8

export interface DownsizeOptions {
  maxSide?: number;
  quality?: number;
}

/** The size that fits `maxSide` on the longest side, never enlarging. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Drawable = CanvasImageSource & { width: number; height: number };

/** Draws `source` (or its `crop`) into a JPEG of the given size; OffscreenCanvas where the browser has it. */
export async function encodeJpeg(
  source: CanvasImageSource,
  size: { width: number; height: number },
  quality: number,
  crop?: { x: number; y: number; width: number; height: number },
): Promise<Blob> {
  const draw = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    if (crop) ctx.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
    else ctx.drawImage(source, 0, 0, size.width, size.height);
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      draw(ctx);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  draw(ctx);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality),
  );
}

/**
 * Decodes a photo upright (EXIF orientation applied), shrinks it to ≤ 1600 px on the longest
 * side and re-encodes it as JPEG. Throws when the browser cannot decode the file (e.g. HEIC on
 * Chrome); the caller then sends the original and lets the server decide.
 */
export async function downsizeImage(source: Blob, options: DownsizeOptions = {}): Promise<Blob> {
  const maxSide = options.maxSide ?? photoMaxSide;
  const quality = options.quality ?? photoJpegQuality;
  const bitmap: Drawable = await createImageBitmap(source, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const encoded = await encodeJpeg(bitmap, size, quality);
    // A small JPEG can come out bigger after re-encoding; then the original is the better deal.
    const alreadySmall = size.width === bitmap.width && source.type === 'image/jpeg';
    return alreadySmall && source.size <= encoded.size ? source : encoded;
  } finally {
    (bitmap as ImageBitmap).close?.();
  }
}
