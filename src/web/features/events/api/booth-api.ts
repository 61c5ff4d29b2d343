import { useMutation } from '@tanstack/react-query';
import { photosApi } from '#src/shared/photos/paths.ts';
import { resendApiPath, submissionsApi } from '#src/shared/submissions/paths.ts';
import type { CreateSubmissionResponse, ResendResponse } from '#src/shared/submissions/submission.schema.ts';
import { api } from '#src/web/lib/api.ts';

// The booth's writes (issue 14): the submit, online or from the device's queue, and the SMS of the
// tracking number on the screen after it.

/**
 * POST /api/submissions for a booth visitor (the body is booth-sync.ts's boothSubmissionBody). The
 * same key again answers with the first tracking number, so a retry never makes a second request.
 */
export function createBoothSubmission(
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<CreateSubmissionResponse> {
  return api<CreateSubmissionResponse>(submissionsApi.create, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

/** A photo kept on the device while offline, uploaded once the booth is back online. */
export function uploadBoothPhoto(photo: Blob): Promise<{ id: string }> {
  const form = new FormData();
  form.append('photo', photo, 'photo.jpg');
  return api<{ id: string }>(photosApi.upload, { method: 'POST', body: form });
}

/** Texts the tracking number again; 429 RESEND_LIMIT once it was sent again too often. */
export function resendTrackingNumber(trackingNumber: string): Promise<ResendResponse> {
  return api<ResendResponse>(resendApiPath(trackingNumber), { method: 'POST' });
}

export function useResendTrackingNumber() {
  return useMutation({ mutationFn: resendTrackingNumber });
}
