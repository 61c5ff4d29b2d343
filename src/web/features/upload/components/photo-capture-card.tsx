import { Camera, LoaderCircle, Upload } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card } from '#src/web/components/ui/card.tsx';
import { addPhotos, type PhotoListState } from '#src/web/features/upload/lib/photo-store.ts';
import { readSession, removeSession, storageKeys } from '#src/web/lib/browser-storage.ts';
import { useLive } from '#src/web/lib/use-live.ts';
import { PhotoArea, type PhotoNamer } from './photo-area.tsx';
import { showUploadOutcomes } from './photo-notices.ts';

const loadCamera = () => import('#src/web/features/upload/components/camera-overlay.tsx');
const CameraOverlay = lazy(loadCamera);

// spec §9: the camera opens 300 ms after arriving from "Start Taking Photos".
const autoOpenDelayMs = 300;

/**
 * The photo carousel with "Take Photo" and "Upload" (spec §2, the camera overlay): one capture and
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
  // A page painted by the server (the event booth, issue 14): the buttons wait for the JavaScript.
  const live = useLive();
  const [cameraOpen, setCameraOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadCamera();
    if (!readSession(storageKeys.autoOpenWebcam)) return;
    const timer = window.setTimeout(() => {
      removeSession(storageKeys.autoOpenWebcam);
      setCameraOpen(true);
    }, autoOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Card className="p-4 sm:p-5 lg:sticky lg:top-20">
      <PhotoArea list={list} nameOf={nameOf} />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button
          size="lg"
          className="whitespace-nowrap px-3! text-base!"
          disabled={!live}
          onClick={() => setCameraOpen(true)}
        >
          <Camera />
          {m['submissions.takePhoto']()}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="whitespace-nowrap px-3! text-base!"
          disabled={!live}
          onClick={() => fileInput.current?.click()}
        >
          <Upload />
          {m['submissions.upload']()}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        className="hidden"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          showUploadOutcomes(addPhotos(files));
        }}
      />
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
