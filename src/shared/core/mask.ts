import { localDigits } from './phone.ts';

// DESIGN §6.7: anyone holding a tracking number sees the request, but contact details only
// masked; the owner and staff see them in full. Shared so every screen masks the same way.

/** "juan@gmail.com" → "j•••@gmail.com". Nothing of the local part leaks beyond its first letter. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${trimmed[0]}•••${trimmed.slice(at)}`;
}

/** "+639171234567" → "+63 9•• ••• 4567": the network's first digit and the last four stay readable. */
export function maskPhone(phone: string): string {
  const local = localDigits(phone);
  if (local === null) return '•••';
  return `+63 ${local[0]}•• ••• ${local.slice(-4)}`;
}

/** The full street address with its city, as the owner typed it; the city alone when there is no street. */
export function fullLocation(address: string | null | undefined, city: string): string {
  const street = (address ?? '').trim();
  if (!street) return city;
  return street.toLowerCase().includes(city.toLowerCase()) ? street : `${street}, ${city}`;
}

/** A notification's recipient as staff see it in lists (the review card shows contact details in full). */
export function maskRecipient(channel: string, recipient: string): string {
  return channel === 'email' ? maskEmail(recipient) : maskPhone(recipient);
}
