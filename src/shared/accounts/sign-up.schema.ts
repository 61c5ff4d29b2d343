import { z } from 'zod';
import { isServiceCity } from '#src/shared/core/cities.ts';
import { canonicalEmail, isOrdinaryEmail } from '#src/shared/core/email.ts';
import { type MetroManilaPoint, metroManilaPointSchema } from '#src/shared/core/geo-point.ts';
import { localDigits, normalizePhone } from '#src/shared/core/phone.ts';
import { cleanTrackingNumber, isTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { passwordMaxLength, passwordMinLength } from './account.schema.ts';
import { isCrewDomainEmail } from './crew-login.ts';
import { addProblems, type FormProblem, splitName } from './form-rules.ts';
import { accountNotices } from './messages.ts';

// product.md §3 "Sign-up input" and §5 "Sign-up": the /signup form, checked in product.md's order, and
// the body of POST /api/accounts/sign-up (the server checks the same rules again).

export const maxSignUpTrackingNumbers = 20;

const text = (max: number) => z.string().max(max, key('accounts.tooLong')).default('');
const pinField = metroManilaPointSchema.optional();

export const signUpFieldsSchema = z.object({
  name: text(100),
  email: text(254),
  password: z.string().max(passwordMaxLength, key('accounts.passwordTooLong')).default(''),
  confirmPassword: z.string().max(passwordMaxLength, key('accounts.passwordMismatch')).default(''),
  /** "+63 9171234567" as the field shows it; "09171234567" and "+639171234567" are read the same. */
  phone: text(40),
  city: text(60),
  address: text(300),
  /** Issue 37: an optional pin beside the address ("Use my location"), inside Metro Manila. */
  pin: pinField,
  /** "Previous transactions": optional; trimmed, upper-cased, empties dropped. */
  trackingNumbers: z
    .array(z.string().max(40, key('accounts.trackingNumberInvalid')))
    .max(maxSignUpTrackingNumbers, key('accounts.tooManyTrackingNumbers'))
    .default([]),
});
export type SignUpFields = z.output<typeof signUpFieldsSchema>;
export type SignUpField = keyof SignUpFields;

/** product.md §5 "Sign-up, checked in this order": every broken rule, first one first. */
export function signUpProblems(v: SignUpFields): FormProblem<SignUpField>[] {
  const problems: FormProblem<SignUpField>[] = [];
  const email = v.email.trim();
  // 1. name required
  if (v.name.trim() === '') problems.push({ field: 'name', notice: accountNotices.nameRequired });
  // 2. e-mail required, 3. an ordinary address (issue 26: the one rule, src/shared/core/email.ts)
  if (email === '') problems.push({ field: 'email', notice: accountNotices.emailRequired });
  // Issue 39: the crew domain is reserved for the accounts staff make (crew-login.ts).
  else if (!isOrdinaryEmail(email) || isCrewDomainEmail(email))
    problems.push({ field: 'email', notice: accountNotices.emailInvalid });
  // 4. password required, 5. at least 8 characters
  if (v.password === '') problems.push({ field: 'password', notice: accountNotices.passwordRequired });
  else if (v.password.length < passwordMinLength) {
    problems.push({ field: 'password', notice: accountNotices.passwordTooShort });
  }
  // 6. passwords match
  if (v.password !== v.confirmPassword) {
    problems.push({ field: 'confirmPassword', notice: accountNotices.passwordMismatch });
  }
  // 7. phone: 10 digits after +63
  if (localDigits(v.phone) === null) problems.push({ field: 'phone', notice: accountNotices.phoneInvalid });
  // 8. city and address both required; the city is one of the 17 (the select offers only those)
  if (v.city.trim() === '' || v.address.trim() === '') {
    problems.push({ field: v.city.trim() === '' ? 'city' : 'address', notice: accountNotices.addressIncomplete });
  } else if (!isServiceCity(v.city.trim())) {
    problems.push({ field: 'city', notice: accountNotices.cityNotServed });
  }
  // Then the optional tracking numbers: each kept one must be a tracking number.
  if (cleanSignUpTrackingNumbers(v.trackingNumbers).some((n) => !isTrackingNumber(n))) {
    problems.push({ field: 'trackingNumbers', notice: accountNotices.trackingNumberInvalid });
  }
  return problems;
}

/** product.md §5: "trimmed and upper-cased, and empty ones are dropped" (and each kept once). */
export function cleanSignUpTrackingNumbers(raw: readonly string[]): string[] {
  return [...new Set(raw.map(cleanTrackingNumber).filter((n) => n !== ''))];
}

/** What registration stores: the name split (product.md §5), the e-mail canonical (issue 26), the phone as +63… */
export interface Registration {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  city: string;
  address: string;
  pin: MetroManilaPoint | null;
  trackingNumbers: string[];
}

/** The /signup form's check: every field as the form holds it, then product.md's rules in order (its first issue is the toast). */
export const signUpFormSchema = signUpFieldsSchema
  .required()
  // The pin stays optional in the form: placing one is the household's choice.
  .extend({ pin: pinField })
  .superRefine((v, ctx) => addProblems(ctx, signUpProblems(v)));

export const signUpRequestSchema = signUpFieldsSchema
  .superRefine((v, ctx) => addProblems(ctx, signUpProblems(v)))
  .transform(
    (v): Registration => ({
      ...splitName(v.name),
      email: canonicalEmail(v.email),
      password: v.password,
      phone: normalizePhone(v.phone) ?? v.phone,
      city: v.city.trim(),
      address: v.address.trim(),
      pin: v.pin ?? null,
      trackingNumbers: cleanSignUpTrackingNumbers(v.trackingNumbers),
    }),
  );
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** 201 from POST /api/accounts/sign-up: the account exists and a confirmation link was e-mailed. */
export const signUpResponseSchema = z.object({
  email: z.string(),
  verificationSent: z.literal(true),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
