import type { Profile } from '#src/shared/accounts/profile.schema.ts';
import { guestLocations } from '#src/shared/core/cities.ts';
import { formatPhoneInput, localDigits } from '#src/shared/core/phone.ts';
import type { PickupAddress } from '#src/shared/scheduling/pickup-address.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';

// The signed-in upload takes the owner from the profile (product.md §7 "Submission save", with its
// fallbacks for name and e-mail), never the original specification's placeholder (product.md §10) city "Logged In User": a profile
// without a real phone or a street sends the person to /profile instead. The profile holds the
// same structured address as a request (issue 23), so it prefills the form part for part; an
// empty part stays empty for the person to fill in.

export type ProfileGap = 'phone' | 'address';

/** What the profile lacks for a pickup, or null. */
export function profileGap(profile: Profile): ProfileGap | null {
  const local = localDigits(profile.phone);
  // "+63 0000000000" is the sign-up default: ten digits, nobody's phone.
  if (local === null || /^0+$/.test(local)) return 'phone';
  if (!profile.city.trim() || !profile.address.trim()) return 'address';
  return null;
}

/** The pickup address form's start: the profile's, for this request only. */
export function addressFromProfile(profile: Profile): Required<PickupAddress> {
  return {
    city: guestLocations.includes(profile.city) ? profile.city : '',
    address: profile.address.trim(),
    barangay: profile.barangay.trim(),
    landmark: profile.landmark.trim(),
    postalCode: profile.postalCode.trim(),
  };
}

/** product.md §7: name from the profile, else first and last name, else the placeholder; e-mail likewise. */
export function ownerFromProfile(
  profile: Profile,
  accountEmail: string,
  place: PickupAddress,
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
    // product.md §7: "date 7 days from today"; the household sees it above the windows and may change it.
    pickupDate: pickupWindow(now).default,
  };
}
