import { localDigits } from './phone.ts';

// design.md §6.7: anyone holding a tracking number sees the request, but contact details only
// masked; the owner and staff see them in full. Shared so every screen masks the same way.

/** "juan@gmail.com" → "j•••@gmail.com". Nothing of the local part leaks beyond its first letter. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${trimmed[0]}•••${trimmed.slice(at)}`;
}

/**
 * "Liza Marie Soriano" → "Liza" (issue 26, design.md §6.7): anyone holding a tracking number sees the
 * first name only, enough for a household to recognise its request, not enough to find the person.
 */
export function maskName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** "+639171234567" → "+63 9•• ••• 4567": the network's first digit and the last four stay readable. */
export function maskPhone(phone: string): string {
  const local = localDigits(phone);
  if (local === null) return '•••';
  return `+63 ${local[0]}•• ••• ${local.slice(-4)}`;
}

/** The parts of a pickup address after the street (issue 12); rows made before it have none. */
export interface AddressDetails {
  barangay?: string | null;
  postalCode?: string | null;
  landmark?: string | null;
}

const mentions = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * The full pickup address as the owner typed it, for the owner and staff: "12 Mabini St., Brgy.
 * Poblacion, Makati 1210 (blue gate)". The barangay and city are added when the street does not
 * already name them; the city alone when there is no street.
 */
export function fullLocation(address: string | null | undefined, city: string, more: AddressDetails = {}): string {
  const street = (address ?? '').trim();
  const barangay = (more.barangay ?? '').trim();
  const postal = (more.postalCode ?? '').trim();
  const landmark = (more.landmark ?? '').trim();
  const parts = [street, barangay && !mentions(street, barangay) ? barangay : ''].filter(Boolean);
  const head = parts.join(', ');
  const place = !head ? city : mentions(head, city) ? head : `${head}, ${city}`;
  const withPostal = postal && !mentions(place, postal) ? `${place} ${postal}` : place;
  return landmark ? `${withPostal} (${landmark})` : withPostal;
}

/**
 * What anyone holding the tracking number sees of the address (design.md §6.7): that there is one,
 * and its city, nothing a stranger could drive to: "•••, Makati".
 */
export function maskedLocation(address: string | null | undefined, city: string): string {
  return (address ?? '').trim() ? `•••, ${city}` : city;
}

/** A notification's recipient as staff see it in lists (the review card shows contact details in full). */
export function maskRecipient(channel: string, recipient: string): string {
  return channel === 'email' ? maskEmail(recipient) : maskPhone(recipient);
}
