import { describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { guestSubmissionSchema, ownerDetailsSchema, pickupAddressSchema } from './submission.schema.ts';

const valid = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '+63 9171234567',
  city: 'Makati',
  address: '12 Mabini St.',
  barangay: 'Poblacion',
  pickupDate: addDays(manilaDate(), 10),
  photoIds: ['7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'],
};

function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = guestSubmissionSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('guest form rules (product.md §5), first failure wins in product.md order', () => {
  // Each rule names its text by catalogue key; the texts themselves are checked where they are shown.
  it('accepts a complete request', () => {
    expect(firstMessage(valid)).toBeUndefined();
  });

  it.each([
    [{ name: '  ' }, 'submissions.nameRequired'],
    [{ email: '' }, 'submissions.emailRequired'],
    [{ email: 'maria@' }, 'submissions.emailInvalid'],
    [{ phone: '+63 91712' }, 'submissions.phoneInvalid'],
    [{ city: '' }, 'submissions.locationRequired'],
    [{ city: 'Others' }, 'submissions.locationNotAvailable'],
    [{ pickupDate: '' }, 'submissions.pickupDateRequired'],
    [{ pickupDate: addDays(manilaDate(), 3) }, 'submissions.pickupDateOutOfWindow'],
    [{ photoIds: [] }, 'submissions.photosMissing'],
  ])('%o → %s', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('reports the name before the e-mail before the phone', () => {
    expect(firstMessage({ ...valid, name: '', email: '', phone: '' })).toBe('submissions.nameRequired');
    expect(firstMessage({ ...valid, email: '', phone: '' })).toBe('submissions.emailRequired');
  });
});

describe('pickup address rules (issues 12 and 23)', () => {
  const address = { city: 'Quezon City', address: '12 Mabini St.', barangay: 'Poblacion' };
  const firstOf = (schema: typeof pickupAddressSchema, input: Record<string, unknown>) => {
    const result = schema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('requires the street with house number and the barangay; landmark and postal code are optional', () => {
    expect(firstOf(pickupAddressSchema, address)).toBeUndefined();
    expect(firstOf(pickupAddressSchema, { ...address, landmark: 'Blue gate', postalCode: '1210' })).toBeUndefined();
    expect(firstOf(pickupAddressSchema, { ...address, postalCode: '' })).toBeUndefined();
    expect(firstOf(pickupAddressSchema, { ...address, address: '  ' })).toBe('submissions.streetRequired');
    expect(firstOf(pickupAddressSchema, { ...address, barangay: '' })).toBe('submissions.barangayRequired');
  });

  it('takes any of the 17 cities and BGC; "Others" is not served, a city outside Metro Manila is no choice', () => {
    for (const city of ['Quezon City', 'Valenzuela', 'Pateros', 'Las Piñas', 'BGC']) {
      expect(firstOf(pickupAddressSchema, { ...address, city })).toBeUndefined();
    }
    expect(firstOf(pickupAddressSchema, { ...address, city: 'Others' })).toBe('submissions.locationNotAvailable');
    expect(firstOf(pickupAddressSchema, { ...address, city: 'Cebu City' })).toBe('submissions.locationRequired');
    expect(firstOf(pickupAddressSchema, { ...address, city: '' })).toBe('submissions.locationRequired');
  });

  it.each(['123', '12345', '12a4', 'abcd'])('refuses the postal code %j: four digits or none', (postalCode) => {
    expect(firstOf(pickupAddressSchema, { ...address, postalCode })).toBe('submissions.postalCodeInvalid');
  });

  it('the form checks the address after the city and before the pickup date', () => {
    const form = ownerDetailsSchema.safeParse({ ...valid, city: '', address: '', pickupDate: '' });
    expect([...new Set(form.success ? [] : form.error.issues.map((i) => i.path[0]))]).toEqual([
      'city',
      'address',
      'pickupDate',
    ]);
  });

  it('a home pickup needs the address on the server too, from a booth as well; an item left at the booth does not', () => {
    expect(firstMessage({ ...valid, address: '' })).toBe('submissions.streetRequired');
    expect(firstMessage({ ...valid, barangay: ' ' })).toBe('submissions.barangayRequired');
    expect(firstMessage({ ...valid, address: '', eventSlug: 'sm-aura', handover: 'pickup' })).toBe(
      'submissions.streetRequired',
    );
    const { city: _c, address: _a, barangay: _b, pickupDate: _d, ...contact } = valid;
    expect(
      firstMessage({ ...contact, handover: 'booth', eventSlug: 'sm-aura', eventSlot: '2026-12-05 10:00-12:00' }),
    ).toBeUndefined();
    expect(firstMessage({ ...contact, handover: 'booth', eventSlug: 'sm-aura' })).toBe('events.slotRequired');
  });
});
