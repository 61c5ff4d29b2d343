import sharp from 'sharp';

// Test images made on the fly, so no binary fixtures live in the repository.

/** A JPEG with noise, so it compresses like a real photo rather than a flat colour. */
export async function makeJpeg(width: number, height: number, opts: { quality?: number } = {}): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#6a8f5c', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: opts.quality ?? 85 })
    .toBuffer();
}

/** A flat JPEG: tiny whatever its size, for pixel-count limits. */
export async function makeFlatJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .jpeg({ quality: 50 })
    .toBuffer();
}

/** A phone-camera-like JPEG: EXIF with GPS position, camera make and a rotate-90° orientation. */
export async function makeJpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 33/1 2856/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 3/1 1234/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
