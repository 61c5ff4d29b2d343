import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhoneInput, isValidPhone, normalizePhone } from './phone.ts';

describe('phone rules (product.md §5 "Phone input", §9)', () => {
  // Every way of entering one PH mobile number gives the same field value (issue 12).
  it.each([
    '+63 9171234567',
    '+63 917 123 4567',
    '+639171234567',
    '+63 +639171234567',
    '639171234567',
    '63 917 123 4567',
    '09171234567',
    '0917-123-4567',
    '9171234567',
    '917-123-4567',
    '+63 09171234567',
    '+63 639171234567',
  ])('reads %j as +63 9171234567', (typed) => {
    expect(formatPhoneInput(typed)).toBe('+63 9171234567');
  });

  it('gives the same value when "+639171234567" is typed one key at a time after the prefix', () => {
    let value = formatPhoneInput('');
    for (const key of '+639171234567') value = formatPhoneInput(value + key);
    expect(value).toBe('+63 9171234567');
    value = formatPhoneInput('');
    for (const key of '0917-123-4567') value = formatPhoneInput(value + key);
    expect(value).toBe('+63 9171234567');
  });

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
