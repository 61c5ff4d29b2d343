import { m } from '#src/shared/i18n/messages.ts';
import type { RemoveOutcome, UpdateOutcome, UploadOutcome } from '#src/web/features/upload/lib/photo-store.ts';
import { notify } from '#src/web/lib/toast.ts';

// What the upload screen shows for each outcome of the photo store (product.md §8 toasts). The store
// reports; these decide. An upload's toast still shows when the visitor has gone back to the
// landing meanwhile: the outcome's promise outlives the screen that started it.

export function showUploadOutcome(outcome: UploadOutcome): void {
  switch (outcome.kind) {
    case 'uploaded':
      notify.success(m['photos.uploaded']());
      return;
    case 'failed':
      notify.error(
        outcome.reason
          ? { title: m['photos.uploadFailed'](), description: outcome.reason }
          : m['photos.uploadFailed'](),
      );
      return;
    case 'unreadable':
      notify.error(m['photos.processFailed']());
      return;
    case 'removed':
      return;
  }
}

/** Shows each photo's outcome as its upload ends. */
export function showUploadOutcomes(uploads: Promise<UploadOutcome>[]): void {
  for (const upload of uploads) void upload.then(showUploadOutcome);
}

export function showRemoveOutcome(outcome: RemoveOutcome): void {
  if (outcome.kind === 'removed') notify.success(m['photos.deleted']());
  else if (outcome.kind === 'failed')
    notify.error({ title: m['photos.deleteFailedTitle'](), description: m['photos.deleteFailed']() });
}

export function showUpdateOutcome(outcome: UpdateOutcome): void {
  if (outcome.kind === 'updated') {
    notify.success(
      { title: m['photos.detailsUpdatedTitle'](), description: m['photos.detailsUpdated']() },
      { duration: 3000 },
    );
  } else if (outcome.kind === 'failed') {
    notify.error({ title: m['core.titleError'](), description: outcome.reason ?? m['photos.updateFailed']() });
  }
}
