import { describe, expect, it } from 'vitest';
import { englishText, isMessageKey } from '#src/shared/i18n/catalogue.ts';
import { claimRequestSchema } from './claim.schema.ts';
import { profileFormRequestSchema, profileNameFill } from './profile.schema.ts';
import { signUpProblems, signUpRequestSchema } from './sign-up.schema.ts';
import { addTrackingNumberRequestSchema, duplicateNotice } from './tracking-numbers.schema.ts';

const valid = {
  name: 'Maria Clara Santos',
  email: 'Maria.Santos@Example.PH ',
  password: 'pickup please',
  confirmPassword: 'pickup please',
  phone: '+63 9171234567',
  city: 'Makati',
  address: '12 Mabini St., Brgy. Poblacion',
  trackingNumbers: [' ab12cd34 ', '', 'AB12CD34', 'zz99yy88'],
};

/** The issues' texts as the API answers them: the schemas name them by catalogue key. */
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => (isMessageKey(i.message) ? englishText(i.message) : i.message)) ?? [];

describe('sign-up rules (product.md §5, in order)', () => {
  it('reports every broken rule in product.md order, with its words', () => {
    const result = signUpRequestSchema.safeParse({
      name: ' ',
      email: '',
      password: '',
      confirmPassword: 'x',
      phone: '+63 917',
      city: '',
      address: '',
    });
    expect(messages(result)).toEqual([
      'Please enter your name',
      'Please enter your email address',
      'Please enter a password',
      'Passwords do not match',
      'Please enter a valid 10-digit phone number',
      'Please fill in both city and address fields',
    ]);
  });

  it.each([
    [{ name: '' }, 'Missing Information', 'Please enter your name'],
    [{ email: '' }, 'Missing Information', 'Please enter your email address'],
    [{ email: 'maria@' }, 'Invalid Email', 'Please enter a valid email address'],
    [{ password: '', confirmPassword: '' }, 'Missing Information', 'Please enter a password'],
    [{ password: 'short', confirmPassword: 'short' }, 'Weak Password', 'Password must be at least 8 characters long'],
    [{ confirmPassword: 'pickup pleas' }, 'Password Mismatch', 'Passwords do not match'],
    [{ phone: '+63 917123' }, 'Invalid Phone Number', 'Please enter a valid 10-digit phone number'],
    [{ city: '' }, 'Incomplete Address', 'Please fill in both city and address fields'],
    [{ address: ' ' }, 'Incomplete Address', 'Please fill in both city and address fields'],
    [{ city: 'Cebu City' }, 'Location Not Available', expect.stringContaining("don't service this location")],
    [{ trackingNumbers: ['AB12CD3'] }, 'Invalid Tracking Number', expect.stringContaining('8 alphanumeric')],
  ])('%o → "%s" / %s', (change, title, description) => {
    const fields = signUpRequestSchema.safeParse({ ...valid, ...change });
    expect(fields.success).toBe(false);
    expect(messages(fields)[0]).toEqual(description);
    const [first] = signUpProblems({ ...valid, trackingNumbers: valid.trackingNumbers, ...change });
    expect(first?.notice.title).toBe(title);
  });

  it('splits the name, lower-cases the e-mail, stores the phone as +63…, and cleans the tracking numbers', () => {
    expect(signUpRequestSchema.parse(valid)).toEqual({
      name: 'Maria Clara Santos',
      firstName: 'Maria',
      lastName: 'Clara Santos',
      email: 'maria.santos@example.ph',
      password: 'pickup please',
      phone: '+639171234567',
      city: 'Makati',
      address: '12 Mabini St., Brgy. Poblacion',
      trackingNumbers: ['AB12CD34', 'ZZ99YY88'],
      // Issue 37: no pin given is no pin (decision 092).
      pin: null,
    });
    expect(signUpRequestSchema.parse({ ...valid, name: 'Cher', phone: '0917 123 4567' })).toMatchObject({
      firstName: 'Cher',
      lastName: '',
      phone: '+639171234567',
    });
  });
});

describe('profile form (product.md §5)', () => {
  const form = { name: 'Juan Dela Cruz', phone: '09171234567', city: 'Pasig', address: '3 Rizal Ave.' };

  it('requires full name, phone, city and address, in that order; postal code is optional', () => {
    expect(messages(profileFormRequestSchema.safeParse({}))).toEqual([
      'Please enter your name',
      'Please enter a valid 10-digit phone number',
      'Please fill in both city and address fields',
    ]);
    expect(messages(profileFormRequestSchema.safeParse({ ...form, postalCode: '16' }))).toEqual([
      'Please enter a 4-digit postal code',
    ]);
    expect(profileFormRequestSchema.parse({ ...form, postalCode: ' 1600 ', barangay: 'Kapitolyo' })).toEqual({
      name: 'Juan Dela Cruz',
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      phone: '+639171234567',
      city: 'Pasig',
      streetAddress: '3 Rizal Ave.',
      postalCode: '1600',
      barangay: 'Kapitolyo',
      landmark: null,
    });
  });

  it('fills a missing name from first and last name, else the placeholder name; never an address (product.md §4, issue 23)', () => {
    const base = { name: '', firstName: 'Ana', lastName: 'Reyes' };
    expect(profileNameFill(base)).toBe('Ana Reyes');
    expect(profileNameFill({ ...base, firstName: '', lastName: '' })).toBe('Valued Customer');
    expect(profileNameFill({ ...base, name: 'Ana' })).toBeUndefined();
  });
});

describe('saved tracking number add (product.md §5)', () => {
  it('trims and upper-cases, and refuses anything but 8 letters or digits', () => {
    expect(addTrackingNumberRequestSchema.parse({ trackingNumber: ' ab12cd34 ', variant: 'dashboard' })).toEqual({
      trackingNumber: 'AB12CD34',
      variant: 'dashboard',
    });
    for (const trackingNumber of ['', 'AB12CD3', 'AB12CD345', 'AB-2CD34']) {
      expect(messages(addTrackingNumberRequestSchema.safeParse({ trackingNumber, variant: 'profile' }))).toEqual([
        'Please enter a valid tracking number (8 alphanumeric characters)',
      ]);
    }
  });

  it('names a duplicate per screen', () => {
    expect(duplicateNotice('profile')).toEqual({
      title: 'Duplicate Tracking Number',
      description: 'This tracking number is already in your list',
      key: 'accounts.trackingNumberDuplicate',
    });
    expect(duplicateNotice('dashboard')).toEqual({
      title: 'Already Added',
      description: 'This tracking number is already in your list',
      key: 'accounts.trackingNumberAlreadyAdded',
    });
  });
});

describe('claim (product.md §5)', () => {
  it('asks for the number first, then for the e-mail or phone', () => {
    expect(messages(claimRequestSchema.safeParse({ trackingNumber: '  ', email: 'a@b.ph' }))).toEqual([
      'Please enter a tracking number',
    ]);
    expect(messages(claimRequestSchema.safeParse({ trackingNumber: 'AB12CD34' }))).toEqual([
      'Please provide either the email or phone number used during submission',
    ]);
  });

  it('removes spaces and upper-cases the number, lower-cases the e-mail and reads the phone by its digits', () => {
    expect(claimRequestSchema.parse({ trackingNumber: ' ab12 cd34 ', email: ' Ana@Mail.PH ', phone: '' })).toEqual({
      trackingNumber: 'AB12CD34',
      email: 'ana@mail.ph',
      phoneDigits: null,
      code: null,
    });
    expect(claimRequestSchema.parse({ trackingNumber: 'AB12CD34', phone: '+63 917-123-4567' })).toEqual({
      trackingNumber: 'AB12CD34',
      email: null,
      phoneDigits: '9171234567',
      code: null,
    });
    // Issue 26: the code from the message, for the second step.
    expect(claimRequestSchema.parse({ trackingNumber: 'AB12CD34', email: 'ana@mail.ph', code: ' 123456 ' }).code).toBe(
      '123456',
    );
  });
});
