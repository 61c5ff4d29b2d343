import { Camera, ClipboardList, ListChecks, PackageSearch, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages, uploadWithCameraPath } from '#src/shared/submissions/pages.ts';
import { trackingPages } from '#src/shared/tracking/paths.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { ImpactCounter } from '#src/web/features/outcomes/components/impact-counter.tsx';
import { storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { useUploadsRunning } from '#src/web/lib/upload-activity.ts';
import { useLive } from '#src/web/lib/use-live.ts';
import { howItWorksSteps } from './content.ts';

const LandingDialogs = lazy(() => import('./landing-dialogs.tsx'));

// product.md §9: the start button navigates after 100 ms, once the auto-open flag is stored.
const startDelayMs = 100;

export default function LandingPage() {
  const { user, isPending } = useCurrentUser();
  const uploading = useUploadsRunning();
  const live = useLive();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'how' | 'terms' | null>(null);

  function start() {
    writeSession(storageKeys.autoOpenWebcam, true);
    window.setTimeout(
      () => navigate(user ? submissionPages.signedInUpload : submissionPages.guestUpload),
      startDelayMs,
    );
  }

  return (
    <div className="container-page pb-8 pt-8 sm:pt-14">
      <section className="mx-auto max-w-2xl text-center">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          <ShieldCheck className="size-4" /> {m['static.freePickups']()}
        </p>
        <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-balance text-brand-900 sm:text-5xl">
          {m['static.heroTitle']()} <span className="text-brand-600">{m['static.heroTitleAccent']()}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{m['static.heroIntro']()}</p>
        <div className="mt-5 flex min-h-7 justify-center" aria-live="polite">
          {isPending ? (
            <Skeleton className="h-7 w-52" />
          ) : (
            <p className="text-lg font-bold text-brand-700">
              {user ? m['static.welcomeBack']() : m['static.noAccountRequired']()}
            </p>
          )}
        </div>
      </section>

      <section className="mx-auto mt-6 max-w-md space-y-4">
        <Alert tone="warning" title={m['static.cameraRequired']()} icon={<Camera />}>
          {m['static.cameraRequiredBody']()}
        </Alert>
        {/* A link (issue 25): before the app runs it opens the upload screen, camera flag in the URL. */}
        <ButtonLink
          to={uploadWithCameraPath(submissionPages.guestUpload)}
          size="lg"
          className={`w-full ${uploading ? 'pointer-events-none opacity-55' : ''}`}
          aria-disabled={uploading || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!uploading) start();
          }}
        >
          <Camera />
          {uploading ? m['static.uploading']() : m['static.startTakingPhotos']()}
        </ButtonLink>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => setDialog('how')} disabled={!live}>
            <ListChecks />
            {m['static.howItWorks']()}
          </Button>
          <ButtonLink to={trackingPages.track} variant="outline">
            <PackageSearch />
            {m['static.trackPickup']()}
          </ButtonLink>
        </div>
        <p className="text-center text-sm text-muted">
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => setDialog('terms')}
            disabled={!live}
          >
            {m['static.termsApply']()}
          </button>
        </p>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto mt-14 max-w-4xl">
        <h2
          id="steps-title"
          className="flex items-center justify-center gap-2 text-center text-2xl font-bold text-brand-900"
        >
          <ClipboardList className="size-6 text-brand-600" /> {m['static.fourSteps']()}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorksSteps.map((step, index) => (
            <li key={step.id} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-bold">{step.title()}</h3>
              <p className="mt-1 text-sm text-muted">{step.body()}</p>
            </li>
          ))}
        </ol>
      </section>

      <ImpactCounter />

      {dialog && (
        <Suspense fallback={null}>
          <LandingDialogs which={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
