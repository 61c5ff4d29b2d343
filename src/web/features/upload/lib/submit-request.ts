import { useSyncExternalStore } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import type { GuestSubmission, OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { createSubmission } from '#src/web/features/upload/api/submissions-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { markSubmitted, submitKeyFor } from './form-draft.ts';
import { type FormProblem, problemFromServer } from './form-problems.ts';
import { clearPhotos, currentPhotoList } from './photo-store.ts';

// The submit of the upload screen (design.md §6.1), without UI: it resolves with what happened and
// the screen decides what to show and where to go. Like the photo list it lives outside React, so
// a submit in flight is still known when the screen is shown again.

export type SubmitOutcome =
  | { kind: 'submitted'; trackingNumber: string }
  /** Nothing was submitted; the problem is for the form to show. */
  | { kind: 'refused'; problem: FormProblem }
  /** A submit is already on its way (a double tap). */
  | { kind: 'busy' };

let submitting = false;
const listeners = new Set<() => void>();

function setSubmitting(value: boolean): void {
  submitting = value;
  for (const listener of listeners) listener();
}

function problemFromError(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    if (error.code === 'VALIDATION') return problemFromServer(error);
    // Issue 23: a city staff paused meanwhile: the "Location Not Available" dialog, as for Others.
    if (error.code === 'CITY_NOT_SERVED') return { kind: 'location-unavailable' };
    // Issue 37: a barangay not on the chosen city's list, shown on the field in the screen's language.
    if (error.code === 'BARANGAY_NOT_IN_CITY') {
      const city = String(error.issues[0]?.params?.city ?? '');
      return {
        kind: 'toast',
        field: 'barangay',
        notice: {
          title: m['submissions.barangayNotInCityTitle'](),
          description: m['submissions.barangayNotInCity']({ city }),
        },
      };
    }
    if (error.status === 429)
      return {
        kind: 'toast',
        notice: { title: m['core.titleTooManyRequests'](), description: m['core.tooManyRequests']() },
      };
    // A refusal the visitor can act on (PHOTOS_GONE: "Some of your photos are no longer available…").
    if (error.status >= 400 && error.status < 500)
      return { kind: 'toast', notice: { title: m['submissions.submissionFailedTitle'](), description: error.message } };
  }
  return {
    kind: 'toast',
    notice: { title: m['submissions.submissionFailedTitle'](), description: m['submissions.submissionFailed']() },
  };
}

/**
 * Submits the owner's details with the uploaded photos. On success the photos belong to the
 * submission and the list starts empty again; on failure nothing is cleared: the form, the photos
 * and the idempotency key stay for the retry.
 */
export async function submitRequest(
  values: OwnerDetails,
  eventSlug: string | undefined,
  /** What the signed-in screen adds: the item name and description of each photo (decision 036). */
  extra: Pick<GuestSubmission, 'items'> = {},
): Promise<SubmitOutcome> {
  if (submitting) return { kind: 'busy' };
  const { photos } = currentPhotoList();
  if (photos.some((p) => p.status === 'failed')) {
    return {
      kind: 'refused',
      problem: {
        kind: 'toast',
        notice: {
          title: m['submissions.photoFailedBeforeSubmitTitle'](),
          description: m['submissions.photoFailedBeforeSubmit'](),
        },
      },
    };
  }
  const photoIds = photos.flatMap((p) => (p.saved ? [p.saved.id] : []));
  setSubmitting(true);
  try {
    const idempotencyKey = submitKeyFor(values, eventSlug);
    const { trackingNumber } = await createSubmission(
      { ...values, ...extra, photoIds, ...(eventSlug ? { eventSlug } : {}) },
      idempotencyKey,
    );
    markSubmitted(trackingNumber);
    clearPhotos();
    return { kind: 'submitted', trackingNumber };
  } catch (error) {
    return { kind: 'refused', problem: problemFromError(error) };
  } finally {
    setSubmitting(false);
  }
}

/** True while a submit is on its way. */
export function useSubmitting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => submitting,
    () => false,
  );
}
