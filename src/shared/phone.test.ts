import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhoneInput, isValidPhone, normalizePhone } from './phone.ts';

describe('phone rules (spec §5 "Phone input", §9)', () => {
  it('keeps the +63 prefix, strips non-digits and caps the local part at 10 digits', () => {
    expect(formatPhoneInput('')).toBe('+63 ');
    expect(formatPhoneInput('+63 917-123 4567')).toBe('+63 9171234567');
    expect(formatPhoneInput('+63 91712345678999')).toBe('+63 9171234567');
    expect(formatPhoneInput('abc')).toBe('+63 ');
    expect(formatPhoneInput('639171234567')).toBe('+63 9171234567');
  });

  it('accepts 12 digits counting 63, and the local 0917 form', () => {
    expect(isValidPhone('+63 9171234567')).toBe(true);
    expect(isValidPhone('09171234567')).toBe(true);
    expect(isValidPhone('+63 917123456')).toBe(false);
    expect(isValidPhone('+63 ')).toBe(false);
  });

  it('normalises to +63XXXXXXXXXX for storage and SMS', () => {
    expect(normalizePhone('+63 917 123 4567')).toBe('+639171234567');
    expect(normalizePhone('0917-123-4567')).toBe('+639171234567');
    expect(normalizePhone('12345')).toBeNull();
    expect(displayPhone('+639171234567')).toBe('+63 917 123 4567');
  });
});
