// No zod here: the landing's track form and every page's paths read this module (landing JS budget).
// product.md §9: tracking numbers are 8 characters from A-Z and 0-9.
export const trackingNumberLength = 8;
export const trackingNumberAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const trackingNumberCharacter = '[A-Z0-9]';
export const trackingNumberPattern = new RegExp(`^${trackingNumberCharacter}{${trackingNumberLength}}$`);
const trackingNumberPrefixPattern = new RegExp(`^${trackingNumberCharacter}{1,${trackingNumberLength}}$`);

/** What people type: trimmed, inner spaces removed and upper-cased (product.md §2 "Claim Tracking", §5). */
export function cleanTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isTrackingNumber(value: string): boolean {
  return trackingNumberPattern.test(value);
}

/** A cleaned search term that could be the start of a tracking number ("AB12" in staff search). */
export function isTrackingNumberPrefix(value: string): boolean {
  return trackingNumberPrefixPattern.test(value);
}

/** The one reading of a typed or routed number: cleaned, then checked; null when it is not one. */
export function parseTrackingNumber(raw: string): string | null {
  const cleaned = cleanTrackingNumber(raw);
  return isTrackingNumber(cleaned) ? cleaned : null;
}

/**
 * Builds a tracking number from cryptographically random bytes. Rejection sampling keeps every
 * character equally likely (256 is not a multiple of 36).
 */
export function makeTrackingNumber(randomBytes: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % trackingNumberAlphabet.length);
  let out = '';
  while (out.length < trackingNumberLength) {
    for (const byte of randomBytes(trackingNumberLength * 2)) {
      if (byte < limit && out.length < trackingNumberLength) {
        out += trackingNumberAlphabet[byte % trackingNumberAlphabet.length];
      }
    }
  }
  return out;
}
