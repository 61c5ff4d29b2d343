import { Camera, LoaderCircle, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { notices } from '../../../shared/messages.ts';
import type { OwnerDetails } from '../../../shared/submission.schema.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ApiError } from '../../lib/api.ts';
import { readSession, removeSession, storageKeys } from '../../lib/browser-storage.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { createSubmission } from './api/submissions-api.ts';
import { OwnerDetailsForm } from './components/owner-details-form.tsx';
import { PhotoArea } from './components/photo-area.tsx';
import { initialOwnerDetails, markSubmitted, submitKeyFor } from './lib/form-draft.ts';
import { type FormProblem, problemFromServer } from './lib/form-problems.ts';
import { addPhotos, clearPhotos, usePhotoList } from './lib/photo-store.ts';

const loadCamera = () => import('./components/camera-overlay.tsx');
const CameraOverlay = lazy(loadCamera);

// spec §9: the camera opens 300 ms after arriving from "Start Taking Photos".
const autoOpenDelayMs = 300;

function problemFromError(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    if (error.code === 'VALIDATION') return problemFromServer(error.message, error.issues);
    if (error.status === 429) return { kind: 'toast', notice: notices.tooManyRequests };
    // A refusal the visitor can act on ("Some of your photos are no longer available…").
    if (error.status >= 400 && error.status < 500)
      return { kind: 'toast', notice: { title: notices.submissionFailed.title, description: error.message } };
  }
  return { kind: 'toast', notice: notices.submissionFailed };
}

/**
 * spec §2 "Guest upload screen" (also /event/:venue/upload and, until it has its own screen,
 * /login-upload: a signed-in visitor's submission is owned by them on the server).
 */
export default function GuestUploadPage() {
  const { venue } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const list = usePhotoList();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [defaultValues] = useState(initialOwnerDetails);
  const fileInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  // spec §4 upload guard: a signed-in visitor belongs on /login-upload.
  useEffect(() => {
    if (user && pathname === '/no-login-upload') navigate('/login-upload', { replace: true });
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

  const uploaded = list.photos.filter((p) => p.saved);
  const photosBusy = list.photos.some((p) => p.status === 'processing' || p.status === 'uploading');

  async function submit(values: OwnerDetails): Promise<FormProblem | null> {
    if (inFlight.current) return null;
    if (list.photos.some((p) => p.status === 'failed')) {
      return {
        kind: 'toast',
        notice: {
          title: 'Failed to upload photo',
          description: 'Retry or delete the photo that did not upload, then submit again.',
        },
      };
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const idempotencyKey = submitKeyFor(values, venue);
      const { trackingNumber } = await createSubmission(
        { ...values, photoIds: uploaded.map((p) => p.saved!.id), ...(venue ? { eventSlug: venue } : {}) },
        idempotencyKey,
      );
      markSubmitted(trackingNumber);
      clearPhotos();
      notify.success(notices.submissionSuccess);
      navigate('/form-submitted');
      return null;
    } catch (error) {
      // Nothing is cleared: the form, the photos and the idempotency key stay for the retry.
      return problemFromError(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <div className="container-page pb-10 pt-6 sm:pt-8">
      <header className="mb-6 sm:mb-8">
        {venue && (
          <Badge tone="green" className="mb-2">
            Event booth · {venue}
          </Badge>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Here's your item!</h1>
        <p className="mt-2 max-w-xl text-muted">
          Add a photo of each item you'd like us to pick up, then tell us who you are and when to come.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-4 sm:p-5 lg:sticky lg:top-20">
          <PhotoArea list={list} />
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button size="lg" className="whitespace-nowrap px-3" onClick={() => setCameraOpen(true)}>
              <Camera />
              Take Photo
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="whitespace-nowrap px-3"
              onClick={() => fileInput.current?.click()}
            >
              <Upload />
              Upload
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
              void addPhotos(files);
            }}
          />
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Owner Details</CardTitle>
            <p className="mt-1 text-sm text-muted">We'll send your tracking number by e-mail and SMS.</p>
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
            onCapture={(photo) => void addPhotos([photo])}
            onFiles={(files) => {
              setCameraOpen(false);
              void addPhotos(files);
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
      <LoaderCircle className="size-8 animate-spin" aria-label="Opening camera" />
    </div>
  );
}
