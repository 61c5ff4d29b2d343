import { formatDate } from '#src/shared/core/dates.ts';
import { displayPhone } from '#src/shared/core/phone.ts';
import { describePickup } from '#src/shared/scheduling/pickup-text.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { readSession, storageKeys } from '#src/web/lib/browser-storage.ts';

// product.md §4 "Result screen fallback": when the lookup cannot reach the server and the number is the
// one this browser just submitted, show the form data kept in session storage (declutterFormData,
// written by the upload screen as { values: { name, email, phone, location, pickupDate }, eventSlug? }).
// Read defensively: it is whatever an older or newer version of the page left there.

export interface SavedSubmission {
  trackingNumber: string;
  kind: TrackingResult['kind'];
  eventSlug?: string;
  details: TrackingResult['details'];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function readSavedSubmission(trackingNumber: string): SavedSubmission | undefined {
  if (readSession<string>(storageKeys.trackingNumber) !== trackingNumber) return undefined;
  const stored = readSession<Record<string, unknown>>(storageKeys.formData);
  if (!stored || typeof stored !== 'object') return undefined;
  const values = (typeof stored.values === 'object' && stored.values !== null ? stored.values : stored) as Record<
    string,
    unknown
  >;
  const phone = text(values.phone);
  const eventSlug = text(stored.eventSlug) || undefined;
  const schedule = { date: text(values.pickupDate) || null, time: text(values.pickupTime) || null };
  return {
    trackingNumber,
    kind: eventSlug ? 'event' : 'regular',
    eventSlug,
    details: {
      name: text(values.name),
      contact: phone ? displayPhone(phone.replace(/\s+/g, '')) : '',
      email: text(values.email),
      location: text(values.address) || text(values.location) || text(values.city),
      pickup: describePickup(schedule, formatDate),
      schedule: { ...schedule, slot: null },
    },
  };
}
