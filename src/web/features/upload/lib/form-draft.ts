import { isInMetroManila } from '#src/shared/core/metro-manila-bounds.ts';
import { phonePrefix } from '#src/shared/core/phone.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { readSession, storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';

// product.md §3: the guest form lives in sessionStorage "declutterFormData", so a reload or a failed
// submit loses nothing. It also carries the submit's idempotency key (design.md §6.1): a retry, a
// double tap or a reload mid-submit reuses it, so the server never makes a second submission.

export interface FormDraft {
  values: OwnerDetails;
  /** Set on the first submit attempt; cleared once that submit succeeded. */
  idempotencyKey?: string;
  /** The event venue of /event/:venue/upload, so the confirmation links to the event's tracking page. */
  eventSlug?: string;
  /** The tracking number of the last successful submit of these details (product.md §4 result fallback). */
  trackingNumber?: string;
}

export function emptyOwnerDetails(now: Date = new Date()): OwnerDetails {
  return {
    name: '',
    email: '',
    phone: phonePrefix,
    city: '',
    address: '',
    barangay: '',
    landmark: '',
    postalCode: '',
    pickupDate: pickupWindow(now).default,
  };
}

export function readFormDraft(): FormDraft | undefined {
  const draft = readSession<FormDraft>(storageKeys.formData);
  if (!draft || typeof draft !== 'object' || typeof draft.values !== 'object' || draft.values === null)
    return undefined;
  return draft;
}

/** The stored form values, each field falling back to its empty default. */
export function initialOwnerDetails(now: Date = new Date()): OwnerDetails {
  const empty = emptyOwnerDetails(now);
  const stored = readFormDraft()?.values;
  if (!stored) return empty;
  const pick = (key: Exclude<keyof OwnerDetails, 'pin'>): string => {
    const value = stored[key];
    return typeof value === 'string' ? value : (empty[key] ?? '');
  };
  return {
    name: pick('name'),
    email: pick('email'),
    phone: pick('phone').startsWith(phonePrefix) ? pick('phone') : empty.phone,
    city: pick('city'),
    address: pick('address'),
    barangay: pick('barangay'),
    landmark: pick('landmark'),
    postalCode: pick('postalCode'),
    pickupDate: pick('pickupDate'),
    // Issue 15: checked against the day's windows again when the form shows (pickup-window-field.tsx).
    ...(typeof stored.pickupWindowId === 'string' ? { pickupWindowId: stored.pickupWindowId } : {}),
    // Issue 37: the pin kept with the draft, when it is still a point.
    ...(isInMetroManila(stored.pin ?? { lat: Number.NaN, lng: Number.NaN }) ? { pin: stored.pin } : {}),
  };
}

export function saveFormValues(values: OwnerDetails): void {
  writeSession(storageKeys.formData, { ...readFormDraft(), values } satisfies FormDraft);
}

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The key of this filled form's submit: made once, reused until the submit succeeds. */
export function submitKeyFor(values: OwnerDetails, eventSlug: string | undefined): string {
  const draft = readFormDraft();
  const idempotencyKey = draft?.idempotencyKey ?? newKey();
  writeSession(storageKeys.formData, { ...draft, values, eventSlug, idempotencyKey } satisfies FormDraft);
  return idempotencyKey;
}

/** Keeps the details (for the tracking page's fallback) but not the spent key. */
export function markSubmitted(trackingNumber: string): void {
  const draft = readFormDraft();
  if (!draft) return;
  const { idempotencyKey: _spent, ...rest } = draft;
  writeSession(storageKeys.formData, { ...rest, trackingNumber } satisfies FormDraft);
  writeSession(storageKeys.trackingNumber, trackingNumber);
}
