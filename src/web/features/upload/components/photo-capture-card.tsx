import { Camera, LoaderCircle, Upload } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { buttonClass } from '#src/web/components/ui/button.tsx';
import { Card } from '#src/web/components/ui/card.tsx';
import { addPhotos, type PhotoListState } from '#src/web/features/upload/lib/photo-store.ts';
import { readSession, removeSession, storageKeys } from '#src/web/lib/browser-storage.ts';
import { useLive } from '#src/web/lib/use-live.ts';
import { PhotoArea, type PhotoNamer } from './photo-area.tsx';
import { showUploadOutcomes } from './photo-notices.ts';

const loadCamera = () => import('#src/web/features/upload/components/camera-overlay.tsx');
const CameraOverlay = lazy(loadCamera);

// product.md §9: the camera opens 300 ms after arriving from "Start Taking Photos".
const autoOpenDelayMs = 300;

/**
 * The photo carousel with "Take Photo" and "Upload" (product.md §2, the camera overlay): one capture and
 * upload pipeline for the guest and the signed-in screens. `children` goes under the buttons (the
 * signed-in screen's item panel).
 */
export function PhotoCaptureCard({
  list,
  children,
  nameOf,
}: {
  list: PhotoListState;
  children?: ReactNode;
  /** The name a photo shows, when the screen knows better than the photo (the signed-in Item field). */
  nameOf?: PhotoNamer;
}) {
  // A page painted by the server (the event booth, issue 14). Issue 25: its two buttons are labels
  // of real file inputs, which work before the JavaScript (the phone's camera, its file picker);
  // once the app runs, Take Photo opens the app's camera instead, and photos chosen before are
  // adopted, not lost.
  const live = useLive();
  const [cameraOpen, setCameraOpen] = useState(false);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    for (const input of [cameraInput.current, fileInput.current]) {
      const early = Array.from(input?.files ?? []);
      if (input && early.length > 0) {
        input.value = '';
        showUploadOutcomes(addPhotos(early));
      }
    }
    void loadCamera();
    if (!readSession(storageKeys.autoOpenWebcam)) return;
    const timer = window.setTimeout(() => {
      removeSession(storageKeys.autoOpenWebcam);
      setCameraOpen(true);
    }, autoOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  function adopt(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    showUploadOutcomes(addPhotos(files));
  }

  return (
    <Card className="p-4 sm:p-5 lg:sticky lg:top-20">
      <PhotoArea list={list} nameOf={nameOf} />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <label className={buttonClass('primary', 'lg', 'cursor-pointer whitespace-nowrap px-3! text-base!')}>
          <Camera />
          {m['submissions.takePhoto']()}
          <input
            ref={cameraInput}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={adopt}
            onClick={(event) => {
              // The app's camera (a preview, several shots) once it runs; the phone's camera before.
              if (!live) return;
              event.preventDefault();
              setCameraOpen(true);
            }}
          />
        </label>
        <label className={buttonClass('outline', 'lg', 'cursor-pointer whitespace-nowrap px-3! text-base!')}>
          <Upload />
          {m['submissions.upload']()}
          <input ref={fileInput} type="file" accept="image/*" multiple className="sr-only" onChange={adopt} />
        </label>
      </div>
      {children}
      {cameraOpen && (
        <Suspense fallback={<CameraLoading />}>
          <CameraOverlay
            onCapture={(photo) => showUploadOutcomes(addPhotos([photo]))}
            onFiles={(files) => {
              setCameraOpen(false);
              showUploadOutcomes(addPhotos(files));
            }}
            onClose={() => setCameraOpen(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}

function CameraLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black text-white" role="status">
      <LoaderCircle className="size-8 animate-spin" aria-label={m['submissions.openingCamera']()} />
    </div>
  );
}
