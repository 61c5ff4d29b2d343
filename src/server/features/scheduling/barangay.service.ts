import { appError } from '#src/server/http/errors.ts';
import { bookingCity } from '#src/shared/core/cities.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { messageKey } from '#src/shared/i18n/keys.ts';
import { findBarangay } from '#src/shared/scheduling/barangays.ts';

// Issue 37 (decision 076): an address names a barangay of its city from the PSGC list. A person's
// spelling is forgiven (barangay-key.ts) and the PSGC name is what is stored, so a crew reads
// "Pinyahan" whether the household typed "Brgy. Pinyahan" or "pinyahan".

/** The PSGC name of the barangay typed for a location, or BARANGAY_NOT_IN_CITY (422, on `barangay`). */
export function knownBarangay(location: string, typed: string): string {
  const found = findBarangay(location, typed);
  if (found) return found.name;
  const params = { city: bookingCity(location) };
  const key = messageKey('submissions.barangayNotInCity');
  throw appError('BARANGAY_NOT_IN_CITY', 'submissions.barangayNotInCity', params, [
    { path: 'barangay', message: englishText(key, params), key, params },
  ]);
}
