import { z } from 'zod';
import { isServiceCity } from '#src/shared/core/cities.ts';
import { type MetroManilaPoint, metroManilaPointSchema } from '#src/shared/core/geo-point.ts';
import { localDigits, normalizePhone } from '#src/shared/core/phone.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { addressLimits, postalCodePattern } from '#src/shared/scheduling/pickup-address.ts';
import { addProblems, type FormProblem, splitName } from './form-rules.ts';
import { accountNotices, profileFallbacks } from './messages.ts';

// product.md §3 "User profile" (the client profile object), §4 "Profile loading" and §5 "Profile form".

/** GET/PATCH /api/me/profile. Fields not set are "" (never null), so forms can bind them directly. */
export const profileSchema = z.object({
  email: z.string(),
  /** Full name; the first word is firstName, the rest lastName. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** "+639171234567", or "" when the account has none yet. */
  phone: z.string(),
  /**
   * The one pickup address (issue 23, src/shared/scheduling/pickup-address.ts): the city (one of
   * the 17, or ""), the street with house number, barangay, postal code and landmark ("" when not set).
   */
  city: z.string(),
  address: z.string(),
  barangay: z.string(),
  postalCode: z.string(),
  landmark: z.string(),
  /** Issue 37: the optional pin beside the address ("Use my location"), or null when none is placed. */
  pin: metroManilaPointSchema.nullable(),
  /** The saved tracking numbers, newest first. */
  trackingNumbers: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

const text = (max: number) => z.string().max(max, key('accounts.tooLong')).default('');
const pinField = metroManilaPointSchema.nullable().optional();

export const profileFormFieldsSchema = z.object({
  name: text(100),
  phone: text(40),
  city: text(60),
  /** The street with house number (the pickup address's `address`). */
  address: text(addressLimits.street),
  barangay: text(addressLimits.barangay),
  /** Optional (product.md §5). */
  postalCode: text(10),
  landmark: text(addressLimits.landmark),
  /**
   * Issue 37: the pin beside the address, inside Metro Manila (one rule, src/shared/core/geo-point.ts).
   * null removes it; left out, the saved one is kept (a client that does not know pins loses none).
   */
  pin: pinField,
});
export type ProfileFormFields = z.output<typeof profileFormFieldsSchema>;
export type ProfileFormField = keyof ProfileFormFields;

/** product.md §5 "Profile form": full name, phone, city and street address required; postal code optional. */
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
  if (v.postalCode.trim() !== '' && !postalCodePattern.test(v.postalCode.trim())) {
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
  /** The street with house number: the column street_address. */
  streetAddress: string | null;
  barangay: string | null;
  postalCode: string | null;
  landmark: string | null;
  /** undefined: keep the saved pin; null: remove it. */
  pin?: MetroManilaPoint | null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** PATCH /api/me/profile: the whole Edit Profile form. */
/** The Edit Profile form's check: every field as the form holds it, then product.md's rules in order (its first issue is the toast). */
export const profileFormSchema = profileFormFieldsSchema
  .required()
  // The pin stays optional in the form: placing one is the household's choice.
  .extend({ pin: pinField })
  .superRefine((v, ctx) => addProblems(ctx, profileFormProblems(v)));

export const profileFormRequestSchema = profileFormFieldsSchema
  .superRefine((v, ctx) => addProblems(ctx, profileFormProblems(v)))
  .transform(
    (v): ProfileUpdate => ({
      ...splitName(v.name),
      phone: normalizePhone(v.phone) ?? v.phone,
      city: v.city.trim(),
      streetAddress: orNull(v.address),
      barangay: orNull(v.barangay),
      postalCode: orNull(v.postalCode),
      landmark: orNull(v.landmark),
      ...(v.pin === undefined ? {} : { pin: v.pin }),
    }),
  );
export type ProfileFormRequest = z.input<typeof profileFormRequestSchema>;

/**
 * product.md §4 "Profile loading": a missing name is built from first and last name, else the
 * placeholder name. Returns it only when it changed, to be saved back. A missing address stays
 * missing (issue 23): no placeholder sentence is stored; the signed-in upload asks for it.
 */
export function profileNameFill(p: { name: string; firstName: string; lastName: string }): string | undefined {
  if (p.name.trim() !== '') return undefined;
  return (
    [p.firstName, p.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || profileFallbacks.name
  );
}
