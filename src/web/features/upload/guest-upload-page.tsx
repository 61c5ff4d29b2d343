import { Camera, LoaderCircle, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/paths.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { OwnerDetailsForm } from '#src/web/features/upload/components/owner-details-form.tsx';
import { PhotoArea } from '#src/web/features/upload/components/photo-area.tsx';
import { showUploadOutcomes } from '#src/web/features/upload/components/photo-notices.ts';
import { initialOwnerDetails } from '#src/web/features/upload/lib/form-draft.ts';
import type { FormProblem } from '#src/web/features/upload/lib/form-problems.ts';
import { addPhotos, usePhotoList } from '#src/web/features/upload/lib/photo-store.ts';
import { submitRequest, useSubmitting } from '#src/web/features/upload/lib/submit-request.ts';
import { readSession, removeSession, storageKeys } from '#src/web/lib/browser-storage.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';
import { useHydrated } from '#src/web/lib/use-hydrated.ts';

const loadCamera = () => import('#src/web/features/upload/components/camera-overlay.tsx');
const CameraOverlay = lazy(loadCamera);

// spec §9: the camera opens 300 ms after arriving from "Start Taking Photos".
const autoOpenDelayMs = 300;

/**
 * spec §2 "Guest upload screen" (also /event/:venue/upload and, until it has its own screen,
 * /login-upload: a signed-in visitor's submission is owned by them on the server).
 */
/** What an event booth adds (features/events, handed in by the router): its badge and its own submit. */
export interface UploadBooth {
  badge: string;
  /** Photos kept on the device (not uploaded: offline) count as ready. */
  keepsPhotosOffline: boolean;
  submit: (values: OwnerDetails) => Promise<FormProblem | null>;
}

export default function GuestUploadPage({ booth }: { booth?: UploadBooth } = {}) {
  const { venue } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const list = usePhotoList();
  // The booth page is painted by the server (issue 14): its buttons wait for the JavaScript.
  const live = useHydrated();
  const [cameraOpen, setCameraOpen] = useState(false);
  const submitting = useSubmitting();
  const [defaultValues] = useState(initialOwnerDetails);
  const fileInput = useRef<HTMLInputElement>(null);

  // spec §4 upload guard: a signed-in visitor belongs on /login-upload.
  useEffect(() => {
    if (user && pathname === submissionPages.guestUpload) navigate(submissionPages.signedInUpload, { replace: true });
  }, [user, pathname, navigate]);

  useEffect(() => {
    void loadCamera();
    if (!readSession(storageKeys.autoOpenWebcam)) return;
    const timer = window.setTimeout(() => {
      removeSession(storageKeys.autoOpenWebcam);
      setCameraOpen(true);
    }, autoOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const uploaded = list.photos.filter(
    (p) => p.saved || (booth?.keepsPhotosOffline && p.status === 'failed' && p.retryable && p.previewUrl),
  );
  const photosBusy = list.photos.some((p) => p.status === 'processing' || p.status === 'uploading');

  async function submit(values: OwnerDetails): Promise<FormProblem | null> {
    if (booth) return booth.submit(values);
    const outcome = await submitRequest(values, venue);
    if (outcome.kind === 'refused') return outcome.problem;
    if (outcome.kind === 'submitted') {
      notify.success({
        title: m['submissions.submissionSuccessTitle'](),
        description: m['submissions.submissionSuccess'](),
      });
      navigate(submissionPages.submitted);
    }
    return null;
  }

  return (
    <div className="container-page pb-10 pt-6 sm:pt-8">
      <header className="mb-6 sm:mb-8">
        {venue && (
          <Badge tone="green" className="mb-2">
            {m['submissions.eventBooth']({ venue: booth?.badge ?? venue })}
          </Badge>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {m['submissions.uploadTitle']()}
        </h1>
        <p className="mt-2 max-w-xl text-muted">{m['submissions.uploadIntro']()}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-4 sm:p-5 lg:sticky lg:top-20">
          <PhotoArea list={list} />
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button size="lg" className="whitespace-nowrap px-3" disabled={!live} onClick={() => setCameraOpen(true)}>
              <Camera />
              {m['submissions.takePhoto']()}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="whitespace-nowrap px-3"
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
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{m['submissions.ownerDetails']()}</CardTitle>
            <p className="mt-1 text-sm text-muted">{m['submissions.ownerDetailsIntro']()}</p>
          </CardHeader>
          <CardContent>
            <OwnerDetailsForm
              defaultValues={defaultValues}
              photoCount={uploaded.length}
              photosBusy={photosBusy}
              submitting={submitting}
              onSubmit={submit}
            />
          </CardContent>
        </Card>
      </div>

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
    </div>
  );
}

function CameraLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black text-white" role="status">
      <LoaderCircle className="size-8 animate-spin" aria-label={m['submissions.openingCamera']()} />
    </div>
  );
}
