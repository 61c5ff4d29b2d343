import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import {
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type HandoverSlot, upcomingSlots } from '#src/shared/core/handover-slots.ts';
import type { Notice } from '#src/shared/core/messages.ts';
import type { PublicEvent } from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/paths.ts';
import type { BoothDetails } from '#src/shared/submissions/submission.schema.ts';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { readSession, removeSession, setCookie, storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';
import { setKioskFrame } from '#src/web/lib/kiosk-frame.ts';
import { createBoothSubmission } from './api/booth-api.ts';
import { eventKeys } from './api/events-api.ts';
import type { BoothOutcome } from './components/booth-done.tsx';
import { EventNotFound, EventNotOpen } from './components/event-unavailable.tsx';
import { QueueBadge, useQueue } from './components/queue-badge.tsx';
import { addToQueue, makeReference, type QueuedPhoto } from './lib/booth-queue.ts';
import { boothSubmissionBody, startQueueSync, syncQueue } from './lib/booth-sync.ts';
import { registerBoothWorker } from './lib/booth-worker.ts';
import { useEventCheck } from './lib/event-check.ts';
import { isKiosk, useWakeLock } from './lib/kiosk.ts';

// /event/:venue/upload (issue 14): checks the event before any photo, then shows the guest upload
// screen as a booth — the venue in the badge, the two ways of handing the items over (issue 23: left
// at the booth in a hand-over slot, or picked up at home), kiosk mode, and an offline queue. The upload screen and its photo list come from features/upload, handed in by the router
// (features do not import each other); these types are what the booth needs of them.

/** A photo of the upload screen's list, as the booth reads it. */
export interface BoothPhoto {
  key: string;
  status: 'processing' | 'uploading' | 'failed' | 'uploaded';
  saved?: { id: string };
  /** False when the server refused the photo itself: sending it again would not help. */
  retryable?: boolean;
}

export interface BoothPhotoTools {
  currentPhotoList(): { photos: readonly BoothPhoto[] };
  /** Empties the list on the device only (its drafts may belong to a queued request). */
  clearPhotos(): void;
  /** Removes one photo, and its draft on the server. */
  removePhoto(key: string): Promise<unknown>;
  /** The downsized bytes of a photo that is not uploaded yet. */
  pendingPhotoBytes(key: string): Blob | undefined;
}

export interface BoothProblem {
  kind: 'toast';
  notice: Notice;
}

/** What the upload screen takes from a booth. */
export interface BoothHooks {
  /** The venue's name for the header badge (not the slug). */
  badge: string;
  /** Photos kept on the device (not uploaded: offline) count as ready to submit. */
  keepsPhotosOffline: boolean;
  /** Issue 23: the venue and the hand-over slots a visitor may still choose (none: pickups only). */
  handover: { venue: string; slots: readonly HandoverSlot[] };
  submit(values: BoothDetails): Promise<BoothProblem | null>;
}

// The screen after a submit, with its QR encoder (~5 KB compressed): not needed to take the painted
// booth over (issue 36), so it loads once the page is live. It is in the booth's precache
// (scripts/build.mjs keeps the page's lazy chunks), and loaded before any submit, so an offline
// booth shows it too.
const loadBoothDone = () => import('./components/booth-done.tsx');
const BoothDone = lazy(() => loadBoothDone().then((module) => ({ default: module.BoothDone })));

function toast(description: string): BoothProblem {
  return { kind: 'toast', notice: { title: m['events.submitFailedTitle'](), description } };
}

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Issue 40 item 9: outside kiosk mode a submit leaves the visitor's details in this tab for
 * /form-submitted and the tracking page. A booth opened again is for the next visitor: a form that
 * was already sent is not a draft, so it goes before the form reads its first values (a draft not
 * yet sent stays, so a reload mid-form loses nothing).
 */
function forgetSubmittedVisitor(): void {
  const draft = readSession<{ trackingNumber?: unknown }>(storageKeys.formData);
  if (draft && typeof draft === 'object' && draft.trackingNumber) removeSession(storageKeys.formData);
}

/** Every trace of a visitor in this tab's storage: the form, the photo list, product.md's cookie. */
function clearVisitorStorage(): void {
  try {
    sessionStorage.clear();
  } catch {
    // No storage: nothing was kept either.
  }
  setCookie('photoTimestamp', '', 0);
}

export default function EventUploadPage({
  UploadScreen,
  photos,
}: {
  UploadScreen: ComponentType<{ booth: BoothHooks }>;
  photos: BoothPhotoTools;
}) {
  const { venue: slug = '' } = useParams();
  const check = useEventCheck(slug);

  // The same skeleton as the server's shell, a screen tall so the footer does not jump when the
  // (taller) booth replaces it.
  if (check.status === 'checking') {
    return (
      <div className="min-h-screen">
        <PageLoading />
      </div>
    );
  }
  if (check.status === 'not-found') return <EventNotFound />;
  if (check.status === 'failed') {
    return (
      <div className="container-page py-10">
        <Alert tone="error" title={m['events.loadFailedTitle']()}>
          <p>{m['events.loadFailedBody']()}</p>
          <Button className="mt-3" variant="outline" onClick={check.retry}>
            {m['events.tryAgain']()}
          </Button>
        </Alert>
      </div>
    );
  }
  if (check.event.phase !== 'open') return <EventNotOpen event={check.event} />;
  return <Booth event={check.event} UploadScreen={UploadScreen} photos={photos} />;
}

function Booth({
  event,
  UploadScreen,
  photos,
}: {
  event: PublicEvent;
  UploadScreen: ComponentType<{ booth: BoothHooks }>;
  photos: BoothPhotoTools;
}) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kiosk = isKiosk(event.slug, search);
  const online = useOnline();
  const queue = useQueue();
  // Before the upload screen (a child) reads the stored form in its first render.
  useState(forgetSubmittedVisitor);
  const [visitor, setVisitor] = useState(0);
  const [outcome, setOutcome] = useState<BoothOutcome>();
  // The submit's idempotency key: made once per visitor, kept through retries and into the queue.
  const submitKey = useRef<string | undefined>(undefined);
  // The slots that have not ended (Manila); the server paints them too, so they are the same on hydration.
  const [handover] = useState(() => ({
    venue: event.venue,
    slots: upcomingSlots(event.handoverSlots),
  }));

  useWakeLock(kiosk);
  useEffect(() => {
    setKioskFrame(kiosk);
    return () => setKioskFrame(false);
  }, [kiosk]);
  useEffect(() => {
    startQueueSync();
    registerBoothWorker();
    void loadBoothDone().catch(() => undefined);
  }, []);

  /** Clears this visitor's form and photo list on the device (its drafts may be in a request). */
  const startOver = useCallback(() => {
    photos.clearPhotos();
    removeSession(storageKeys.formData);
    submitKey.current = undefined;
    setVisitor((n) => n + 1);
  }, [photos]);

  /** "Next visitor": every trace of the one before goes, their unsent drafts on the server too. */
  const nextVisitor = useCallback(() => {
    for (const photo of photos.currentPhotoList().photos) void photos.removePhoto(photo.key).catch(() => undefined);
    photos.clearPhotos();
    clearVisitorStorage();
    submitKey.current = undefined;
    setOutcome(undefined);
    setVisitor((n) => n + 1);
    window.scrollTo(0, 0);
  }, [photos]);

  const submit = useCallback(
    async (values: BoothDetails): Promise<BoothProblem | null> => {
      const list = photos.currentPhotoList().photos;
      if (list.some((p) => p.status === 'failed' && p.retryable === false)) {
        return {
          kind: 'toast',
          notice: { title: m['events.photoFailedTitle'](), description: m['events.photoFailedBody']() },
        };
      }
      submitKey.current ??= newKey();
      const idempotencyKey = submitKey.current;

      if (navigator.onLine && list.every((p) => p.saved)) {
        try {
          const { trackingNumber } = await createBoothSubmission(
            boothSubmissionBody(values, { eventSlug: event.slug, photoIds: list.map((p) => p.saved!.id) }),
            idempotencyKey,
          );
          if (kiosk) {
            startOver();
            setOutcome({ kind: 'submitted', trackingNumber });
          } else {
            photos.clearPhotos();
            // What /form-submitted reads (product.md §3 session keys), with the event for its links.
            writeSession(storageKeys.trackingNumber, trackingNumber);
            writeSession(storageKeys.formData, { values, eventSlug: event.slug, trackingNumber });
            navigate(submissionPages.submitted);
          }
          return null;
        } catch (error) {
          const transient =
            !(error instanceof ApiError) || error.isNetwork || error.status >= 500 || error.status === 429;
          if (!transient) {
            if (error.code === 'EVENT_CLOSED' || error.code === 'NOT_FOUND') {
              void queryClient.invalidateQueries({ queryKey: eventKeys.public(event.slug) });
            }
            return toast(error.message);
          }
          // No answer: kept on the device below, under the same key, so nothing is made twice.
        }
      }

      const kept: QueuedPhoto[] = list.map((p) => ({ serverId: p.saved?.id, blob: photos.pendingPhotoBytes(p.key) }));
      if (kept.some((p) => !p.serverId && !p.blob)) {
        return toast(m['events.photoNotKept']());
      }
      const queued = await addToQueue({
        reference: makeReference(),
        idempotencyKey,
        eventSlug: event.slug,
        values,
        queuedAt: new Date().toISOString(),
        photos: kept,
        attempts: 0,
        nextAttemptAt: Date.now(),
        state: 'waiting',
      });
      startOver();
      setOutcome({ kind: 'saved', reference: queued.reference, phone: values.phone });
      void syncQueue();
      return null;
    },
    [event.slug, kiosk, navigate, photos, queryClient, startOver],
  );

  const booth: BoothHooks = { badge: event.venue, keepsPhotosOffline: true, handover, submit };

  return (
    <>
      {(!online || queue.length > 0) && (
        <div className="container-page flex flex-wrap items-center gap-3 pt-4">
          {!online && (
            <p role="status" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
              <CloudOff className="size-4" aria-hidden="true" />
              {m['events.offlineBanner']()}
            </p>
          )}
          <QueueBadge items={queue} />
        </div>
      )}
      <UploadScreen key={visitor} booth={booth} />
      {outcome && (
        <Suspense fallback={null}>
          <BoothDone outcome={outcome} eventSlug={event.slug} venue={event.venue} kiosk={kiosk} onNext={nextVisitor} />
        </Suspense>
      )}
    </>
  );
}
