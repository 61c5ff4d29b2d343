import { encodeJpeg, fitWithin, photoJpegQuality, photoMaxSide } from './downsize-image.ts';

// product.md §9: camera shots are 3:4 (portrait), JPEG quality 0.8.
export const captureAspect = 3 / 4;

/** The largest centred 3:4 rectangle inside a frame of the given size. */
export function centredCrop(
  frameWidth: number,
  frameHeight: number,
  aspect: number = captureAspect,
): { x: number; y: number; width: number; height: number } {
  let width = frameWidth;
  let height = Math.round(width / aspect);
  if (height > frameHeight) {
    height = frameHeight;
    width = Math.round(height * aspect);
  }
  return { x: Math.round((frameWidth - width) / 2), y: Math.round((frameHeight - height) / 2), width, height };
}

/** The current video frame, cropped to 3:4 like the viewfinder shows it, as a ≤ 1600 px JPEG. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const crop = centredCrop(video.videoWidth, video.videoHeight);
  return encodeJpeg(video, fitWithin(crop.width, crop.height, photoMaxSide), photoJpegQuality, crop);
}
