import { type RefObject, useEffect, useState } from 'react';
import { captureFrame } from '#src/web/features/upload/lib/capture-frame.ts';

/** Quick hands each shot over at once; Preview asks to retake or use it first (product.md §2). */
export type CaptureMode = 'quick' | 'preview';

export interface Shot {
  blob: Blob;
  url: string;
}

const flashMs = 150;

/**
 * Taking photos from a live video: the shot waiting in Preview mode, how many were handed over,
 * and the shutter's flash.
 */
export function useShots({
  videoRef,
  live,
  mode,
  onCapture,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  live: boolean;
  mode: CaptureMode;
  onCapture: (photo: Blob) => void;
}) {
  const [shot, setShot] = useState<Shot | null>(null);
  const [taken, setTaken] = useState(0);
  const [flash, setFlash] = useState(false);
  const [capturing, setCapturing] = useState(false);

  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  async function capture() {
    const video = videoRef.current;
    if (!video || !live || video.videoWidth === 0 || capturing) return;
    setCapturing(true);
    try {
      const blob = await captureFrame(video);
      if (mode === 'preview') {
        setShot({ blob, url: URL.createObjectURL(blob) });
        return;
      }
      onCapture(blob);
      setTaken((n) => n + 1);
      setFlash(true);
      window.setTimeout(() => setFlash(false), flashMs);
    } catch {
      // Rare (a frame the canvas cannot read): the visitor can simply press again.
    } finally {
      setCapturing(false);
    }
  }

  function confirmShot() {
    if (!shot) return;
    onCapture(shot.blob);
    setTaken((n) => n + 1);
    setShot(null);
  }

  return { shot, taken, flash, capturing, capture, confirmShot, retake: () => setShot(null) };
}
