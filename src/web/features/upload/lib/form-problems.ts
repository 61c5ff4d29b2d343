import type { FieldErrors } from 'react-hook-form';
import { type Notice, noticeFor, notices } from '#src/shared/core/messages.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';

// spec §5 "Guest form": name, e-mail, phone, location, pickup date, then photos — the first
// problem in this order is the one toast the visitor sees.
export const ownerFieldOrder = [
  'name',
  'email',
  'phone',
  'city',
  'pickupDate',
] as const satisfies readonly (keyof OwnerDetails)[];

export type FormProblem =
  | { kind: 'toast'; field?: keyof OwnerDetails | 'photos'; notice: Notice }
  | { kind: 'location-unavailable' };

function problemFor(field: keyof OwnerDetails | 'photos' | undefined, message: string): FormProblem {
  // spec §5: choosing "Others" opens the "Location Not Available" dialog instead of a toast.
  if (message === notices.locationNotAvailable.description) return { kind: 'location-unavailable' };
  return { kind: 'toast', field, notice: noticeFor(message) };
}

/** The first problem of the form in the spec's order, or null when it may be submitted. */
export function firstFormProblem(errors: FieldErrors<OwnerDetails>, photoCount: number): FormProblem | null {
  for (const field of ownerFieldOrder) {
    const message = errors[field]?.message;
    if (message) return problemFor(field, message);
  }
  if (photoCount < 1) return { kind: 'toast', field: 'photos', notice: notices.photosMissing };
  return null;
}

/** A server validation failure ({ issues: [{ path, message }] }) shown like the form's own. */
export function problemFromServer(message: string, issues: { path: string; message: string }[] = []): FormProblem {
  const byField = new Map(issues.map((issue) => [issue.path.split('.')[0], issue.message]));
  for (const field of [...ownerFieldOrder, 'photoIds'] as const) {
    const fieldMessage = byField.get(field);
    if (fieldMessage) return problemFor(field === 'photoIds' ? 'photos' : field, fieldMessage);
  }
  return { kind: 'toast', notice: noticeFor(message) };
}
