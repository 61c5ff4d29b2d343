import { z } from 'zod';
import { isServiceCity } from '#src/shared/core/cities.ts';
import { localDigits, normalizePhone } from '#src/shared/core/phone.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { addProblems, type FormProblem, splitName } from './form-rules.ts';
import { accountNotices, profileFallbacks } from './messages.ts';

// spec §3 "User profile" (the client profile object), §4 "Profile loading" and §5 "Profile form".

/** GET/PATCH /api/me/profile. Fields not set are "" (never null), so forms can bind them directly. */
export const profileSchema = z.object({
  email: z.string(),
  /** Full name; the first word is firstName, the rest lastName. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** "+639171234567", or "" when the account has none yet. */
  phone: z.string(),
  /** One of the 17 cities, or "" when not set. */
  city: z.string(),
  address: z.string(),
  barangay: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  /** The saved tracking numbers, newest first. */
  trackingNumbers: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

const text = (max: number) => z.string().max(max, key('accounts.tooLong')).default('');

export const profileFormFieldsSchema = z.object({
  name: text(100),
  phone: text(40),
  city: text(60),
  address: text(300),
  /** Optional (spec §5). */
  postalCode: text(10),
  barangay: text(100),
  streetAddress: text(200),
});
export type ProfileFormFields = z.output<typeof profileFormFieldsSchema>;
export type ProfileFormField = keyof ProfileFormFields;

/** spec §5 "Profile form": full name, phone, city and address required; postal code optional. */
export function profileFormProblems(v: ProfileFormFields): FormProblem<ProfileFormField>[] {
  const problems: FormProblem<ProfileFormField>[] = [];
  if (v.name.trim() === '') problems.push({ field: 'name', notice: accountNotices.nameRequired });
  if (localDigits(v.phone) === null) problems.push({ field: 'phone', notice: accountNotices.phoneInvalid });
  if (v.city.trim() === '' || v.address.trim() === '') {
    problems.push({ field: v.city.trim() === '' ? 'city' : 'address', notice: accountNotices.addressIncomplete });
  } else if (!isServiceCity(v.city.trim())) {
    problems.push({ field: 'city', notice: accountNotices.cityNotServed });
  }
  // Philippine postal codes are four digits.
  if (v.postalCode.trim() !== '' && !/^\d{4}$/.test(v.postalCode.trim())) {
    problems.push({ field: 'postalCode', notice: accountNotices.postalCodeInvalid });
  }
  return problems;
}

export interface ProfileUpdate {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  address: string;
  postalCode: string | null;
  barangay: string | null;
  streetAddress: string | null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** PATCH /api/me/profile: the whole Edit Profile form. */
/** The Edit Profile form's check: every field as the form holds it, then the spec's rules in order (its first issue is the toast). */
export const profileFormSchema = profileFormFieldsSchema
  .required()
  .superRefine((v, ctx) => addProblems(ctx, profileFormProblems(v)));

export const profileFormRequestSchema = profileFormFieldsSchema
  .superRefine((v, ctx) => addProblems(ctx, profileFormProblems(v)))
  .transform(
    (v): ProfileUpdate => ({
      ...splitName(v.name),
      phone: normalizePhone(v.phone) ?? v.phone,
      city: v.city.trim(),
      address: v.address.trim(),
      postalCode: orNull(v.postalCode),
      barangay: orNull(v.barangay),
      streetAddress: orNull(v.streetAddress),
    }),
  );
export type ProfileFormRequest = z.input<typeof profileFormRequestSchema>;

/**
 * spec §4 "Profile loading": a missing name is built from first and last name, else the placeholder;
 * a missing address from barangay, street address and postal code joined with commas, else
 * "Default Address". Returns only what changed, to be saved back.
 */
export function profileFallbackFill(p: {
  name: string;
  firstName: string;
  lastName: string;
  address: string;
  barangay: string | null;
  streetAddress: string | null;
  postalCode: string | null;
}): { name?: string; address?: string } {
  const fill: { name?: string; address?: string } = {};
  if (p.name.trim() === '') {
    fill.name =
      [p.firstName, p.lastName]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' ') || profileFallbacks.name;
  }
  if (p.address.trim() === '') {
    fill.address =
      [p.barangay, p.streetAddress, p.postalCode]
        .map((s) => (s ?? '').trim())
        .filter(Boolean)
        .join(', ') || profileFallbacks.address;
  }
  return fill;
}
