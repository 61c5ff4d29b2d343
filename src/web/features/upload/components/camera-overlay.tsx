import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { cn } from '#src/web/lib/cn.ts';
import { CameraBlockedOverlay } from './camera/camera-blocked-overlay.tsx';
import { CameraTopBar } from './camera/camera-top-bar.tsx';
import { CaptureControls } from './camera/capture-controls.tsx';
import { useCameraStream } from './camera/use-camera-stream.ts';
import { useModalDialog } from './camera/use-modal-dialog.ts';
import { type CaptureMode, useShots } from './camera/use-shots.ts';

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
  const dialogRef = useModalDialog();
  const camera = useCameraStream();
  const [mode, setMode] = useState<CaptureMode>('quick');
  const live = camera.state === 'live';
  const shots = useShots({ videoRef: camera.videoRef, live, mode, onCapture });
  const shutterRef = useRef<HTMLButtonElement>(null);
  const blocked = camera.state === 'denied' || camera.state === 'unavailable';

  useEffect(() => {
    if (live) shutterRef.current?.focus();
  }, [live]);

  return (
    // A modal <dialog> sits in the top layer: above the header and the toasts, which would
    // otherwise cover the camera's controls while photos upload in the background.
    <dialog
      ref={dialogRef}
      aria-label={m['photos.camera']()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-screen max-w-none flex-col border-0 bg-black p-0 text-white"
    >
      <CameraTopBar
        mode={mode}
        onModeChange={setMode}
        showControls={!blocked}
        canSwitch={camera.cameras.length > 1}
        onSwitch={camera.switchCamera}
        onClose={onClose}
      />

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2">
        <div className="relative aspect-[3/4] max-h-full w-full max-w-[min(100%,calc((100dvh-13rem)*0.75))] overflow-hidden rounded-2xl bg-zinc-900">
          <video
            ref={camera.videoRef}
            playsInline
            muted
            autoPlay
            aria-label={m['photos.cameraPreview']()}
            className={cn('size-full object-cover', (blocked || shots.shot) && 'invisible')}
          />
          {shots.shot && (
            <img
              src={shots.shot.url}
              alt={m['photos.shotPreview']()}
              className="absolute inset-0 size-full object-cover"
            />
          )}
          {camera.state === 'starting' && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white/80">
              <RefreshCw className="size-8 animate-spin" aria-hidden="true" />
              <p>{m['photos.startingCamera']()}</p>
            </div>
          )}
          {blocked && <CameraBlockedOverlay denied={camera.state === 'denied'} onFiles={onFiles} />}
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute inset-0 bg-white transition-opacity duration-150',
              shots.flash ? 'opacity-70' : 'opacity-0',
            )}
          />
        </div>
      </div>

      <CaptureControls
        reviewing={shots.shot !== null}
        taken={shots.taken}
        shutterRef={shutterRef}
        shutterDisabled={!live || shots.capturing}
        showShutter={!blocked}
        onCapture={() => void shots.capture()}
        onRetake={shots.retake}
        onUseShot={shots.confirmShot}
        onDone={onClose}
      />
    </dialog>
  );
}
