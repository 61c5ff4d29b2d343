import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'live' | 'denied' | 'unavailable';

// product.md §2/§9: rear camera preferred, 1280×720 ideal. `ideal`, not `exact`, so a laptop's only
// (front) camera still opens.
const baseVideo: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };

function isDenied(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

export interface CameraStream {
  /** Give it to the <video> that shows the camera. */
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  /** The cameras found once access was granted; a switch makes sense with two or more. */
  cameras: MediaDeviceInfo[];
  /** Opens the next camera; the old stream's tracks stop first. */
  switchCamera: () => void;
}

/**
 * The camera's video stream, without audio. Its tracks stop whenever the component unmounts or the
 * camera is switched, so the phone's camera light goes off.
 */
export function useCameraStream(): CameraStream {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);

  const stopStream = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => {
    let cancelled = false;
    setState('starting');
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    const video: MediaTrackConstraints = deviceId
      ? { ...baseVideo, deviceId: { exact: deviceId } }
      : { ...baseVideo, facingMode: { ideal: 'environment' } };
    media
      .getUserMedia({ video, audio: false })
      .then(async (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const element = videoRef.current;
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        if (cancelled) return;
        setState('live');
        // Labels and the full list only show once access was granted.
        const devices = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
        if (!cancelled) setCameras(devices.filter((d) => d.kind === 'videoinput'));
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(isDenied(error) ? 'denied' : 'unavailable');
      });
    return () => {
      cancelled = true;
      stopStream();
    };
  }, [deviceId, stopStream]);

  const switchCamera = useCallback(() => {
    if (cameras.length < 2) return;
    const activeId = streamRef.current?.getVideoTracks()[0]?.getSettings().deviceId ?? deviceId;
    const index = cameras.findIndex((c) => c.deviceId === activeId);
    setDeviceId(cameras[(index + 1) % cameras.length]!.deviceId);
  }, [cameras, deviceId]);

  return { videoRef, state, cameras, switchCamera };
}
