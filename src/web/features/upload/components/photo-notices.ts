import type { RemoveOutcome, UpdateOutcome, UploadOutcome } from '#src/web/features/upload/lib/photo-store.ts';
import { notify } from '#src/web/lib/toast.ts';

// What the upload screen shows for each outcome of the photo store (spec §8 toasts). The store
// reports; these decide. An upload's toast still shows when the visitor has gone back to the
// landing meanwhile: the outcome's promise outlives the screen that started it.

export function showUploadOutcome(outcome: UploadOutcome): void {
  switch (outcome.kind) {
    case 'uploaded':
      notify.success('Photo uploaded successfully');
      return;
    case 'failed':
      notify.error(
        outcome.reason ? { title: 'Failed to upload photo', description: outcome.reason } : 'Failed to upload photo',
      );
      return;
    case 'unreadable':
      notify.error('Failed to process photo');
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
  if (outcome.kind === 'removed') notify.success('Photo deleted successfully');
  else if (outcome.kind === 'failed')
    notify.error({ title: 'Error', description: 'Failed to delete photo from storage' });
}

export function showUpdateOutcome(outcome: UpdateOutcome): void {
  if (outcome.kind === 'updated') {
    notify.success({ title: 'Photo details updated', description: 'The metadata has been saved' }, { duration: 3000 });
  } else if (outcome.kind === 'failed') {
    notify.error({ title: 'Error', description: outcome.reason ?? 'Failed to update photo details' });
  }
}
