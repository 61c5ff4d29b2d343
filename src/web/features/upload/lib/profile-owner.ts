import type { Profile } from '#src/shared/accounts/profile.schema.ts';
import { guestLocations } from '#src/shared/core/cities.ts';
import { formatPhoneInput, localDigits } from '#src/shared/core/phone.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { OwnerDetails, PickupAddress } from '#src/shared/submissions/submission.schema.ts';

// The signed-in upload takes the owner from the profile (spec §7 "Submission save", with its
// fallbacks for name and e-mail), never the spec's placeholder city "Logged In User" nor the
// sign-up and profile placeholders (§9): a profile that has no real phone or address sends the
// person to /profile instead.

// spec §9: what sign-up and profile loading store when a field is empty. None is an address.
const placeholderStreets = new Set(['', 'default address', 'unknown', 'logged in user']);
const placeholderBarangays = new Set(['', 'n/a']);
const placeholderPostalCodes = new Set(['', '0000', '1234']);

export type ProfileGap = 'phone' | 'address';

/** What the profile lacks for a pickup, or null. */
export function profileGap(profile: Profile): ProfileGap | null {
  const local = localDigits(profile.phone);
  // "+63 0000000000" is the sign-up default: ten digits, nobody's phone.
  if (local === null || /^0+$/.test(local)) return 'phone';
  if (!profile.city.trim() || placeholderStreets.has(streetOf(profile).toLowerCase())) return 'address';
  return null;
}

function streetOf(profile: Profile): string {
  return (profile.streetAddress || profile.address).trim();
}

/** The pickup address form's start: the profile's, for this request only. */
export function addressFromProfile(profile: Profile): PickupAddress & { city: string } {
  const street = streetOf(profile);
  const barangay = profile.barangay.trim();
  const postalCode = profile.postalCode.trim();
  return {
    city: (guestLocations as readonly string[]).includes(profile.city) ? profile.city : '',
    address: placeholderStreets.has(street.toLowerCase()) ? '' : street,
    barangay: placeholderBarangays.has(barangay.toLowerCase()) ? '' : barangay,
    landmark: '',
    postalCode: placeholderPostalCodes.has(postalCode) ? '' : postalCode,
  };
}

/** spec §7: name from the profile, else first and last name, else the placeholder; e-mail likewise. */
export function ownerFromProfile(
  profile: Profile,
  accountEmail: string,
  place: PickupAddress & { city: string },
  fallbackName: string,
  now: Date = new Date(),
): OwnerDetails {
  const name =
    profile.name.trim() ||
    [profile.firstName, profile.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') ||
    fallbackName;
  return {
    name,
    email: profile.email.trim() || accountEmail,
    phone: formatPhoneInput(profile.phone),
    ...place,
    // spec §7: "date 7 days from today"; staff agree the day when they call.
    pickupDate: pickupWindow(now).default,
  };
}
