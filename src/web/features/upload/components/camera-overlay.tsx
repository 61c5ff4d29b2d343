import { Camera, Check, ImagePlus, RefreshCw, RotateCcw, SwitchCamera, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notices } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { captureFrame } from '../lib/capture-frame.ts';

type CameraState = 'starting' | 'live' | 'denied' | 'unavailable';
type Mode = 'quick' | 'preview';

interface Shot {
  blob: Blob;
  url: string;
}

// spec §2/§9: rear camera preferred, 1280×720 ideal. `ideal`, not `exact`, so a laptop's only
// (front) camera still opens.
const baseVideo: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };

function isDenied(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

/**
 * The full-screen camera of the upload screen: Quick mode hands each shot over at once,
 * Preview mode asks to retake or use it first. The stream's tracks stop whenever the overlay
 * closes or the camera is switched, so the phone's camera light goes off.
 */
export default function CameraOverlay({
  onCapture,
  onFiles,
  onClose,
}: {
  onCapture: (photo: Blob) => void;
  /** Photos chosen through the fallback picker when the camera cannot be used. */
  onFiles: (files: File[]) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const shutterRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [mode, setMode] = useState<Mode>('quick');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [shot, setShot] = useState<Shot | null>(null);
  const [taken, setTaken] = useState(0);
  const [flash, setFlash] = useState(false);
  const [capturing, setCapturing] = useState(false);

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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog?.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (state === 'live') shutterRef.current?.focus();
  }, [state]);

  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  function switchCamera() {
    if (cameras.length < 2) return;
    const activeId = streamRef.current?.getVideoTracks()[0]?.getSettings().deviceId ?? deviceId;
    const index = cameras.findIndex((c) => c.deviceId === activeId);
    setDeviceId(cameras[(index + 1) % cameras.length]!.deviceId);
  }

  async function capture() {
    const video = videoRef.current;
    if (!video || state !== 'live' || video.videoWidth === 0 || capturing) return;
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
      window.setTimeout(() => setFlash(false), 150);
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

  const blocked = state === 'denied' || state === 'unavailable';

  return (
    // A modal <dialog> sits in the top layer: above the header and the toasts, which would
    // otherwise cover the camera's controls while photos upload in the background.
    <dialog
      ref={dialogRef}
      aria-label="Camera"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-screen max-w-none flex-col border-0 bg-black p-0 text-white"
    >
      <div className="flex items-center justify-between gap-2 px-3 pb-2 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close camera"
          className="flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <X className="size-6" />
        </button>
        {!blocked && (
          <fieldset className="flex rounded-full bg-white/10 p-1 text-sm font-semibold">
            <legend className="sr-only">Camera mode</legend>
            {(['quick', 'preview'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cn(
                  'h-10 rounded-full px-4 transition-colors',
                  mode === value ? 'bg-white text-black' : 'text-white/85 hover:text-white',
                )}
              >
                {value === 'quick' ? 'Quick' : 'Preview'}
              </button>
            ))}
          </fieldset>
        )}
        {cameras.length > 1 && !blocked ? (
          <button
            type="button"
            onClick={switchCamera}
            aria-label="Switch camera"
            className="flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <SwitchCamera className="size-6" />
          </button>
        ) : (
          <span className="size-12" aria-hidden="true" />
        )}
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2">
        <div className="relative aspect-[3/4] max-h-full w-full max-w-[min(100%,calc((100dvh-13rem)*0.75))] overflow-hidden rounded-2xl bg-zinc-900">
          <video
            ref={videoRef}
            playsInline
            muted
            autoPlay
            aria-label="Camera preview"
            className={cn('size-full object-cover', (blocked || shot) && 'invisible')}
          />
          {shot && (
            <img
              src={shot.url}
              alt="Your shot, ready to use or retake"
              className="absolute inset-0 size-full object-cover"
            />
          )}
          {state === 'starting' && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white/80">
              <RefreshCw className="size-8 animate-spin" aria-hidden="true" />
              <p>Starting camera…</p>
            </div>
          )}
          {blocked && <CameraBlocked denied={state === 'denied'} onFiles={onFiles} />}
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute inset-0 bg-white transition-opacity duration-150',
              flash ? 'opacity-70' : 'opacity-0',
            )}
          />
        </div>
      </div>

      <div className="flex h-36 items-center justify-center gap-6 px-4 pb-[env(safe-area-inset-bottom)]">
        {shot ? (
          <>
            <Button variant="outline" size="lg" onClick={() => setShot(null)} className="min-w-36">
              <RotateCcw />
              Retake
            </Button>
            <Button size="lg" onClick={confirmShot} className="min-w-36">
              <Check />
              Use Photo
            </Button>
          </>
        ) : (
          !blocked && (
            <>
              <span className="w-24 text-center text-sm leading-tight text-white/80" aria-live="polite">
                {taken > 0 ? `${taken} ${taken === 1 ? 'photo' : 'photos'} added` : ''}
              </span>
              <button
                ref={shutterRef}
                type="button"
                onClick={capture}
                disabled={state !== 'live' || capturing}
                aria-label="Capture photo"
                className="flex size-20 items-center justify-center rounded-full border-4 border-white bg-white/20 transition active:scale-95 disabled:opacity-40"
              >
                <span className="size-14 rounded-full bg-white" />
              </button>
              <span className="flex w-24 justify-center">
                {taken > 0 && (
                  <Button variant="secondary" onClick={onClose}>
                    <Check />
                    Done
                  </Button>
                )}
              </span>
            </>
          )
        )}
      </div>
    </dialog>
  );
}

/** spec §2: the refusal overlay, with the file picker as the way forward (it can still open the camera app). */
function CameraBlocked({ denied, onFiles }: { denied: boolean; onFiles: (files: File[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const title = denied ? notices.cameraDenied.title : 'Camera Not Available';
  const text = denied
    ? notices.cameraDenied.description
    : 'We could not start a camera on this device. You can still take or choose a photo below.';
  return (
    <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-white/10">
        <Camera className="size-8" aria-hidden="true" />
      </span>
      <div className="space-y-2">
        <p className="text-xl font-bold">{title}</p>
        <p className="text-white/80">{text}</p>
      </div>
      <Button size="lg" variant="secondary" onClick={() => inputRef.current?.click()}>
        <ImagePlus />
        Choose a Photo
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
