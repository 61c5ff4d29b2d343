import { type ComponentProps, lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import type { BoothDetails, OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import type { BoothHandover } from '#src/web/features/upload/components/booth-details-form.tsx';
import { PhotoCaptureCard } from '#src/web/features/upload/components/photo-capture-card.tsx';
import { emptyOwnerDetails, initialOwnerDetails } from '#src/web/features/upload/lib/form-draft.ts';
import type { FormProblem } from '#src/web/features/upload/lib/form-problems.ts';
import { usePhotoList } from '#src/web/features/upload/lib/photo-store.ts';
import { submitRequest, useSubmitting } from '#src/web/features/upload/lib/submit-request.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// The owner form (with its rules, react-hook-form and zod: about 40 KB gzip) is its own chunk. A
// page the server painted shows the form at once and hydrates it when the chunk has come, in its own
// task after the photo card (issue 14: one long hydration task was most of the booth page's
// blocking time). The fetch starts as this module runs, beside the page's hydration.
const loadOwnerForm = () =>
  import('#src/web/features/upload/components/owner-details-form.tsx').then((module) => ({
    default: module.OwnerDetailsForm,
  }));
// Issue 23: a booth has its own form (the two ways of handing the items over); a booth page
// fetches that one instead.
const loadBoothForm = () =>
  import('#src/web/features/upload/components/booth-details-form.tsx').then((module) => ({
    default: module.BoothDetailsForm,
  }));
const onBoothPage = typeof window !== 'undefined' && window.location.pathname.startsWith('/event/');
const ownerForm = typeof window === 'undefined' || onBoothPage ? undefined : loadOwnerForm();
const boothForm = onBoothPage ? loadBoothForm() : undefined;
const LazyOwnerDetailsForm = lazy(() => ownerForm ?? loadOwnerForm());
const LazyBoothDetailsForm = lazy(() => boothForm ?? loadBoothForm());

/**
 * Calls `onHydrated` once the boundary it sits in has been hydrated (or rendered) with its form:
 * effects inside a Suspense boundary run only when the boundary commits. Renders nothing, so the
 * server's HTML is the same with it.
 */
function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

type Signalled<Props> = Props & { onHydrated: () => void };

/**
 * Memoised, and handed only stable props until its boundary has hydrated: a painted boundary that
 * is updated before then is thrown away and rendered anew (React cannot hydrate it while its chunk
 * is on the way), which would repaint the form the visitor may already be typing in.
 */
const OwnerDetailsForm = memo(function OwnerDetailsForm({
  onHydrated,
  ...props
}: Signalled<ComponentProps<typeof LazyOwnerDetailsForm>>) {
  return (
    <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
      <LazyOwnerDetailsForm {...props} />
      <HydratedSignal onHydrated={onHydrated} />
    </Suspense>
  );
});

/** The booth's form, memoised like the guest form (see above). */
const BoothDetailsForm = memo(function BoothDetailsForm({
  onHydrated,
  ...props
}: Signalled<ComponentProps<typeof LazyBoothDetailsForm>>) {
  return (
    <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
      <LazyBoothDetailsForm {...props} />
      <HydratedSignal onHydrated={onHydrated} />
    </Suspense>
  );
});

/** product.md §2 "Guest upload screen" (also /event/:venue/upload, inside the booth). */
/** What an event booth adds (features/events, handed in by the router): its badge and its own submit. */
export interface UploadBooth {
  badge: string;
  /** Photos kept on the device (not uploaded: offline) count as ready. */
  keepsPhotosOffline: boolean;
  /** Issue 23: the venue and the hand-over slots a visitor may choose. */
  handover: BoothHandover;
  submit: (values: BoothDetails) => Promise<FormProblem | null>;
}

export default function GuestUploadPage({ booth }: { booth?: UploadBooth } = {}) {
  const { venue } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const list = usePhotoList();
  const submitting = useSubmitting();
  // The server paints the empty form; the draft saved in this browser comes after (use-saved-draft.ts).
  const [defaultValues] = useState(() => emptyOwnerDetails());
  const [draft] = useState(initialOwnerDetails);
  // Kept from the first render: the booth form's props stay the same (see OwnerDetailsForm above).
  const [handover] = useState(() => booth?.handover);

  // product.md §4 upload guard: a signed-in visitor belongs on /login-upload.
  useEffect(() => {
    if (user && pathname === submissionPages.guestUpload) navigate(submissionPages.signedInUpload, { replace: true });
  }, [user, pathname, navigate]);

  const uploaded = list.photos.filter(
    (p) => p.saved || (booth?.keepsPhotosOffline && p.status === 'failed' && p.retryable && p.previewUrl),
  );
  const photosBusy = list.photos.some((p) => p.status === 'processing' || p.status === 'uploading');
  // Issue 36 (decision 084): a photo picked before the app ran is adopted as the page hydrates;
  // counted into the form's props before the form's boundary had hydrated, it threw the painted
  // form (and what was typed in it) away. The form sees the photos once its boundary says it has
  // hydrated, whatever order the form's chunk and the photo's update come in. (Waiting for the
  // chunk alone was not enough: with the chunk fetched earlier, the update still came first.)
  const [formHydrated, setFormHydrated] = useState(false);
  const onFormHydrated = useCallback(() => setFormHydrated(true), []);
  const [painted] = useState({ photoCount: uploaded.length, photosBusy });
  const photos = formHydrated ? { photoCount: uploaded.length, photosBusy } : painted;

  // One function for the page's life, calling the latest `submit`: the form's props stay the same.
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  const onSubmit = useCallback((values: OwnerDetails) => latestSubmit.current(values), []);
  const latestBoothSubmit = useRef(booth?.submit);
  useEffect(() => {
    latestBoothSubmit.current = booth?.submit;
  });
  const onBoothSubmit = useCallback(
    (values: BoothDetails) => latestBoothSubmit.current?.(values) ?? Promise.resolve(null),
    [],
  );

  async function submit(values: OwnerDetails): Promise<FormProblem | null> {
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
          <Badge tone="green" className="mb-2" wrap>
            {m['submissions.eventBooth']({ venue: booth?.badge ?? venue })}
          </Badge>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {m['submissions.uploadTitle']()}
        </h1>
        <p className="mt-2 max-w-xl text-muted">{m['submissions.uploadIntro']()}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PhotoCaptureCard list={list} />

        <Card>
          <CardHeader>
            <CardTitle>{m['submissions.ownerDetails']()}</CardTitle>
            <p className="mt-1 text-sm text-muted">{m['submissions.ownerDetailsIntro']()}</p>
          </CardHeader>
          <CardContent>
            {handover ? (
              <BoothDetailsForm
                defaultValues={defaultValues}
                draft={draft}
                handover={handover}
                photoCount={photos.photoCount}
                photosBusy={photos.photosBusy}
                submitting={submitting}
                onSubmit={onBoothSubmit}
                onHydrated={onFormHydrated}
              />
            ) : (
              <OwnerDetailsForm
                defaultValues={defaultValues}
                draft={draft}
                photoCount={photos.photoCount}
                photosBusy={photos.photosBusy}
                submitting={submitting}
                onSubmit={onSubmit}
                onHydrated={onFormHydrated}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
