import type {
  CreateSubmissionResponse,
  GuestSubmission,
  ResendResponse,
  SubmissionReceipt,
} from '../../../../shared/submission.schema.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/submissions; the same key again returns the first tracking number (DESIGN §6.1). */
export function createSubmission(input: GuestSubmission, idempotencyKey: string): Promise<CreateSubmissionResponse> {
  return api<CreateSubmissionResponse>('/api/submissions', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function getReceipt(trackingNumber: string): Promise<SubmissionReceipt> {
  return api<SubmissionReceipt>(`/api/submissions/${encodeURIComponent(trackingNumber)}/receipt`);
}

export function resendTrackingNumber(trackingNumber: string): Promise<ResendResponse> {
  return api<ResendResponse>(`/api/submissions/${encodeURIComponent(trackingNumber)}/resend`, { method: 'POST' });
}

export const submissionKeys = {
  receipt: (trackingNumber: string) => ['submissions', 'receipt', trackingNumber] as const,
};
