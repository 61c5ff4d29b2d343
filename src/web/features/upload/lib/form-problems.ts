import type { FieldErrors } from 'react-hook-form';
import type { ApiIssue } from '#src/shared/core/app-error.ts';
import { m, type NoticeText } from '#src/shared/i18n/messages.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';

// product.md §5 "Guest form": name, e-mail, phone, location, (our pickup address,) pickup date, then photos — the first
// problem in this order is the one toast the visitor sees.
export const ownerFieldOrder = [
  'name',
  'email',
  'phone',
  'city',
  // The pickup address (issue 12) follows the city it is in.
  'address',
  'barangay',
  'landmark',
  'postalCode',
  'pickupDate',
] as const satisfies readonly (keyof OwnerDetails)[];

export type FormProblem =
  | { kind: 'toast'; field?: keyof OwnerDetails | 'photos'; notice: NoticeText }
  | { kind: 'location-unavailable' };

const pair = (title: () => string, description: () => string) => (): NoticeText => ({
  title: title(),
  description: description(),
});

/**
 * The toast of each problem the guest form's schema names (submission.schema.ts names them by
 * catalogue key): product.md's title over its text (product.md §5, §8).
 */
const problemNotices: Record<string, () => NoticeText> = {
  'submissions.nameRequired': pair(m['submissions.nameRequiredTitle'], m['submissions.nameRequired']),
  'submissions.emailRequired': pair(m['submissions.emailRequiredTitle'], m['submissions.emailRequired']),
  'submissions.emailInvalid': pair(m['submissions.emailInvalidTitle'], m['submissions.emailInvalid']),
  'submissions.phoneInvalid': pair(m['submissions.phoneInvalidTitle'], m['submissions.phoneInvalid']),
  'submissions.locationRequired': pair(m['submissions.locationRequiredTitle'], m['submissions.locationRequired']),
  'submissions.streetRequired': pair(m['submissions.streetRequiredTitle'], m['submissions.streetRequired']),
  'submissions.barangayRequired': pair(m['submissions.barangayRequiredTitle'], m['submissions.barangayRequired']),
  'submissions.postalCodeInvalid': pair(m['submissions.postalCodeInvalidTitle'], m['submissions.postalCodeInvalid']),
  'submissions.pickupDateRequired': pair(m['submissions.pickupDateRequiredTitle'], m['submissions.pickupDateRequired']),
  'submissions.pickupDateOutOfWindow': pair(
    m['submissions.pickupDateOutOfWindowTitle'],
    m['submissions.pickupDateOutOfWindow'],
  ),
  'submissions.photosMissing': pair(m['submissions.photosMissingTitle'], m['submissions.photosMissing']),
  'submissions.fieldTooLong': pair(m['core.titleError'], m['submissions.fieldTooLong']),
};

/** The text of a field's problem, for the field itself: `message` is the schema's key. */
export function problemText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return problemNotices[message]?.().description ?? message;
}

/** A problem by its key; `text` is what to show when the key is not one of the form's. */
function problemFor(
  field: keyof OwnerDetails | 'photos' | undefined,
  key: string | undefined,
  text: string,
): FormProblem {
  // product.md §5: choosing "Others" opens the "Location Not Available" dialog instead of a toast.
  if (key === 'submissions.locationNotAvailable') return { kind: 'location-unavailable' };
  const notice = key ? problemNotices[key] : undefined;
  return { kind: 'toast', field, notice: notice ? notice() : { title: m['core.titleError'](), description: text } };
}

/** The first problem of the form in product.md's order, or null when it may be submitted. */
export function firstFormProblem(errors: FieldErrors<OwnerDetails>, photoCount: number): FormProblem | null {
  for (const field of ownerFieldOrder) {
    const key = errors[field]?.message;
    if (key) return problemFor(field, key, key);
  }
  if (photoCount < 1) return problemFor('photos', 'submissions.photosMissing', '');
  return null;
}

/** A server validation failure ({ issues: [{ path, message, key }] }) shown like the form's own. */
export function problemFromServer(failure: { message: string; key?: string; issues?: ApiIssue[] }): FormProblem {
  const byField = new Map((failure.issues ?? []).map((issue) => [issue.path.split('.')[0], issue]));
  for (const field of [...ownerFieldOrder, 'photoIds'] as const) {
    const issue = byField.get(field);
    if (issue) return problemFor(field === 'photoIds' ? 'photos' : field, issue.key, issue.message);
  }
  return problemFor(undefined, failure.key, failure.message);
}
