// product.md §9: a Philippine mobile number is "+63" followed by 10 digits (12 digits in all).
export const phonePrefix = '+63 ';
export const localDigitCount = 10;

/**
 * The phone field's value for whatever was typed, pasted or autofilled (product.md §5 "Phone input":
 * the fixed "+63 " prefix, digits only, at most 10 of them). A PH mobile's local part starts with
 * 9, so a leading country code (63) or trunk zero (0) is never part of it and is dropped: "+63 917…",
 * "+63917…", "63917…", "0917…" and "917…", with or without spaces and dashes, give the same value,
 * also when typed one key at a time after the prefix.
 */
export function formatPhoneInput(raw: string): string {
  const rest = raw.startsWith(phonePrefix) ? raw.slice(phonePrefix.length) : raw;
  const digits = rest.replace(/\D/g, '').replace(/^(?:63|0)+/, '');
  return phonePrefix + digits.slice(0, localDigitCount);
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
