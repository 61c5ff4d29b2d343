import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocale } from '#src/shared/i18n/messages.ts';
import { receiptApiPath, resendApiPath, submissionsApi } from '#src/shared/submissions/paths.ts';
import type {
  CreateSubmissionResponse,
  GuestSubmission,
  ResendResponse,
  SubmissionReceipt,
} from '#src/shared/submissions/submission.schema.ts';
import { api } from '#src/web/lib/api.ts';

/** POST /api/submissions; the same key again returns the first tracking number (design.md §6.1). */
export function createSubmission(input: GuestSubmission, idempotencyKey: string): Promise<CreateSubmissionResponse> {
  return api<CreateSubmissionResponse>(submissionsApi.create, {
    method: 'POST',
    // The request's SMS and e-mails go out in the language it was made in (issue 16).
    body: { locale: getLocale(), ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function getReceipt(trackingNumber: string): Promise<SubmissionReceipt> {
  return api<SubmissionReceipt>(receiptApiPath(trackingNumber));
}

export function resendTrackingNumber(trackingNumber: string): Promise<ResendResponse> {
  return api<ResendResponse>(resendApiPath(trackingNumber), { method: 'POST' });
}

export const submissionKeys = {
  receipt: (trackingNumber: string) => ['submissions', 'receipt', trackingNumber] as const,
};

export const receiptQuery = (trackingNumber: string) =>
  queryOptions({ queryKey: submissionKeys.receipt(trackingNumber), queryFn: () => getReceipt(trackingNumber) });

export function useReceipt(trackingNumber: string) {
  return useQuery(receiptQuery(trackingNumber));
}
