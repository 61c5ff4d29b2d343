// spec §9: a Philippine mobile number is "+63" followed by 10 digits (12 digits in all).
export const phonePrefix = '+63 ';
export const localDigitCount = 10;

/** Keeps the fixed "+63 " prefix, strips non-digits and caps the local part at 10 digits (spec §5 "Phone input"). */
export function formatPhoneInput(raw: string): string {
  const withoutPrefix = raw.startsWith(phonePrefix) ? raw.slice(phonePrefix.length) : raw.replace(/^\+?63\s?/, '');
  return phonePrefix + withoutPrefix.replace(/\D/g, '').slice(0, localDigitCount);
}

/** The 10 local digits, or null when the value is not a valid PH mobile number. Accepts "+63 917…", "0917…", "917…". */
export function localDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('63')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 10) return digits;
  return null;
}

export function isValidPhone(value: string): boolean {
  return localDigits(value) !== null;
}

/** E.164 form used for storage and SMS: "+639171234567". */
export function normalizePhone(value: string): string | null {
  const local = localDigits(value);
  return local === null ? null : `+63${local}`;
}

/** "+63 917 123 4567" for people to read. */
export function displayPhone(e164: string): string {
  const local = localDigits(e164);
  if (local === null) return e164;
  return `+63 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}
