import { describe, expect, it } from 'vitest';
import { fullLocation, maskEmail, maskedLocation, maskPhone } from './mask.ts';

describe('contact masking (design.md §6.7)', () => {
  it.each([
    ['juan@gmail.com', 'j•••@gmail.com'],
    ['Maria.Santos+ligpit@yahoo.com.ph', 'M•••@yahoo.com.ph'],
    ['a@b.co', 'a•••@b.co'],
    ['  juan@gmail.com ', 'j•••@gmail.com'],
  ])('masks the e-mail %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never echoes something that is not an e-mail address', () => {
    expect(maskEmail('not-an-email')).toBe('•••');
    expect(maskEmail('@gmail.com')).toBe('•••');
  });

  it.each([
    ['+639171234567', '+63 9•• ••• 4567'],
    ['+63 917 123 4567', '+63 9•• ••• 4567'],
    ['09181112222', '+63 9•• ••• 2222'],
  ])('masks the phone %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('hides a phone it cannot read rather than printing it', () => {
    expect(maskPhone('12345')).toBe('•••');
  });

  it('keeps the middle digits out of a masked phone', () => {
    expect(maskPhone('+639171234567')).not.toMatch(/17|123/);
  });

  it('adds the city to a street address that does not name it', () => {
    expect(fullLocation('12 Mabini St., Brgy. Poblacion', 'Makati')).toBe('12 Mabini St., Brgy. Poblacion, Makati');
    expect(fullLocation('12 Mabini St., Makati', 'Makati')).toBe('12 Mabini St., Makati');
    expect(fullLocation('', 'Pasig')).toBe('Pasig');
    expect(fullLocation(null, 'Pasig')).toBe('Pasig');
  });

  it('writes the full pickup address with barangay, postal code and landmark (issue 12)', () => {
    expect(
      fullLocation('12 Mabini St.', 'Makati', {
        barangay: 'Brgy. Poblacion',
        postalCode: '1210',
        landmark: 'blue gate',
      }),
    ).toBe('12 Mabini St., Brgy. Poblacion, Makati 1210 (blue gate)');
    expect(fullLocation('12 Mabini St., Poblacion', 'Makati', { barangay: 'Poblacion', postalCode: null })).toBe(
      '12 Mabini St., Poblacion, Makati',
    );
  });

  it('masks the address to its city for anyone else (design.md §6.7)', () => {
    expect(maskedLocation('12 Mabini St.', 'Makati')).toBe('•••, Makati');
    expect(maskedLocation('12 Mabini St.', 'Makati')).not.toMatch(/Mabini|12/);
    expect(maskedLocation('', 'Pasig')).toBe('Pasig');
  });
});
